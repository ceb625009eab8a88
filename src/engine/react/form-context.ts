import type { Procedure } from '../procedure.ts';

/** What ProcedureForm hands to every widget and template through RJSF's `formContext`. */
export interface ProcedureFormContext {
  procedure: Procedure;
}

/** The legal text `ui:options.texto` points at (an index into procedure.json `textosLegales`). */
export function legalTextOf(context: unknown, options: Record<string, unknown>) {
  const procedure = (context as ProcedureFormContext | undefined)?.procedure;
  const index = typeof options.texto === 'number' ? options.texto : 0;
  return procedure?.textosLegales[index];
}
