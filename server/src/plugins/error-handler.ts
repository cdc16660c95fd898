import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
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

/**
 * PostgreSQL errors that reach the handler become clear answers: constraint violations 409/422,
 * and data the schemas should have refused (a number out of range, NUL in a text, a malformed
 * date) 400. The latter are a safety net: the contracts refuse such values first, per field.
 */
const pgErrors: Record<string, [number, string]> = {
  '22001': [400, 'Un texto supera la longitud permitida'],
  '22003': [400, 'Un número está fuera del rango permitido'],
  '22007': [400, 'Una fecha u hora no tiene un formato válido'],
  '22008': [400, 'Una fecha u hora está fuera del rango permitido'],
  '22021': [400, 'El texto contiene caracteres no permitidos'],
  '22P02': [400, 'Un valor no tiene el formato esperado'],
  '22P05': [400, 'El texto contiene caracteres no permitidos'],
  '23505': [409, 'Ya existe un registro con esos datos'],
  '23503': [409, 'El registro está relacionado con otros datos'],
  '23514': [422, 'Los datos no cumplen una regla de integridad'],
  '23P01': [409, 'La operación choca con otro registro en las mismas fechas'],
  '40001': [409, 'Otro usuario modificó estos datos al mismo tiempo; intente de nuevo'],
  '40P01': [409, 'Otro usuario modificó estos datos al mismo tiempo; intente de nuevo'],
};

/** Fastify's own refusals of a request, before any schema sees it. */
const fastifyErrors: Record<string, string> = {
  // Also `__proto__` / `constructor.prototype` keys, which Fastify's parser refuses as poisoning.
  FST_ERR_CTP_INVALID_JSON_BODY: 'El cuerpo de la solicitud no es un JSON válido',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'El cuerpo de la solicitud está vacío; envíe un objeto JSON',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Tipo de contenido no soportado; envíe application/json',
  FST_ERR_CTP_BODY_TOO_LARGE: 'El contenido enviado es demasiado grande (máximo 1 MiB)',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'La longitud declarada del contenido no coincide con lo enviado',
  FST_ERR_BAD_URL: 'La dirección de la solicitud no es válida',
  FST_ERR_ASYNC_CONSTRAINT: 'La solicitud no es válida',
};

function fastifyMessage(error: FastifyError): string | undefined {
  if (error.code && error.code in fastifyErrors) return fastifyErrors[error.code];
  if (error instanceof SyntaxError) return fastifyErrors.FST_ERR_CTP_INVALID_JSON_BODY;
  return undefined;
}

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

/**
 * Errors of the router itself (a path that is not valid percent-encoding), which Fastify answers
 * before any handler: the `frameworkErrors` option of the Fastify instance.
 */
export function frameworkErrors(error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  reply.status(400).send({ message: fastifyMessage(error) ?? genericByStatus[400] });
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
      const message = fastifyMessage(error) ?? genericByStatus[status] ?? 'La solicitud no es válida';
      return reply.status(status).send({ message });
    }
    request.log.error({ err: error }, 'error interno');
    return reply.status(500).send({ message: 'Error interno del servidor' });
  });
}
