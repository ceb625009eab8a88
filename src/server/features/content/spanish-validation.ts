import type { FastifyRequest } from 'fastify';
import { HttpError } from '#server/http-error.ts';

/**
 * Turns a failed schema validation (routes declared with `attachValidation: true`) into a 400 whose
 * message names the field in plain Spanish: Ajv's own messages are English and technical.
 */
export function rejectInvalid(request: FastifyRequest, messages: Record<string, string>): void {
  const error = request.validationError as (Error & { validation?: ValidationIssue[] }) | undefined;
  if (!error) return;
  const fields = [...new Set((error.validation ?? []).map(fieldOf))];
  const errores = fields.map((campo) => ({
    campo,
    mensaje: messages[campo] ?? 'Valor no válido.',
  }));
  const first = errores[0]?.mensaje;
  throw new HttpError(400, first && first !== 'Valor no válido.' ? first : 'La petición no es válida.', {
    errores,
  });
}

interface ValidationIssue {
  instancePath: string;
  params?: { missingProperty?: string };
}

function fieldOf(issue: ValidationIssue): string {
  return issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || (issue.params?.missingProperty ?? '');
}
