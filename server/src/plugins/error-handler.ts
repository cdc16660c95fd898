import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError, TooManyRequestsError } from '../lib/errors';

const genericByStatus: Record<number, string> = {
  400: 'La solicitud no es válida',
  401: 'Debe iniciar sesión para continuar',
  403: 'No tiene permiso para realizar esta acción',
  404: 'El recurso solicitado no existe',
  405: 'Método no permitido',
  406: 'Formato de respuesta no aceptado',
  409: 'La operación entra en conflicto con el estado actual de los datos',
  413: 'El contenido enviado es demasiado grande',
  415: 'Tipo de contenido no soportado',
  422: 'La operación no cumple las reglas del negocio',
  429: 'Demasiadas solicitudes, intente más tarde',
};

/** PostgreSQL constraint violations that reach the handler become clear 409/422 answers. */
const pgErrors: Record<string, [number, string]> = {
  '23505': [409, 'Ya existe un registro con esos datos'],
  '23503': [409, 'El registro está relacionado con otros datos'],
  '23514': [422, 'Los datos no cumplen una regla de integridad'],
  '23P01': [409, 'La operación choca con otro registro en las mismas fechas'],
  '40001': [409, 'Otro usuario modificó estos datos al mismo tiempo; intente de nuevo'],
  '40P01': [409, 'Otro usuario modificó estos datos al mismo tiempo; intente de nuevo'],
};

function fieldErrors(issues: { instancePath: string; message?: string }[]) {
  const errors: Record<string, string[]> = {};
  for (const issue of issues) {
    const key = issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || '_';
    const list = errors[key] ?? [];
    list.push(issue.message ?? 'Valor inválido');
    errors[key] = list;
  }
  return errors;
}

function pgCode(error: unknown): string | undefined {
  const seen = new Set<unknown>();
  let current = error as { code?: unknown; cause?: unknown } | undefined;
  while (current && !seen.has(current)) {
    seen.add(current);
    if (typeof current.code === 'string' && current.code in pgErrors) return current.code;
    current = current.cause as typeof current;
  }
  return undefined;
}

/** The one error handler: `{ message, errors? }` in Spanish; 5xx details stay in the log. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      return reply.status(400).send({
        message: 'Los datos enviados no son válidos',
        errors: fieldErrors(error.validation),
      });
    }
    if (error instanceof AppError) {
      if (error instanceof TooManyRequestsError) {
        reply.header('Retry-After', String(error.retryAfterSeconds));
      }
      return reply
        .status(error.statusCode)
        .send(error.errors ? { message: error.message, errors: error.errors } : { message: error.message });
    }
    const code = pgCode(error);
    if (code) {
      const [status, message] = pgErrors[code] as [number, string];
      request.log.warn({ err: error }, 'restricción de base de datos');
      return reply.status(status).send({ message });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return reply.status(status).send({ message: genericByStatus[status] ?? 'La solicitud no es válida' });
    }
    request.log.error({ err: error }, 'error interno');
    return reply.status(500).send({ message: 'Error interno del servidor' });
  });
}
