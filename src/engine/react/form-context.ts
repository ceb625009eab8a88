import type { Procedure } from '../procedure.ts';

/** What ProcedureForm hands to every widget and template through RJSF's `formContext`. */
export interface ProcedureFormContext {
  procedure: Procedure;
  /**
   * In a form with steps, what the root draws besides the step's fields: the document slots (last data step)
   * and the legal texts with the signature box (the review). Absent in a one-page form: everything.
   */
  etapa?: { documentos: boolean; cierre: boolean };
}

/** The legal text `ui:options.texto` points at (an index into procedure.json `textosLegales`). */
export function legalTextOf(context: unknown, options: Record<string, unknown>) {
  const procedure = (context as ProcedureFormContext | undefined)?.procedure;
  const index = typeof options.texto === 'number' ? options.texto : 0;
  return procedure?.textosLegales[index];
}
