/** Domain errors: services throw these; the one error handler maps them to HTTP. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly errors?: Record<string, string[]>,
  ) {
    super(message);
    this.name = new.target.name;
  }
}

export class ValidationError extends AppError {
  constructor(message: string, errors?: Record<string, string[]>) {
    super(400, message, errors);
  }
}
export class UnauthorizedError extends AppError {
  constructor(message = 'Debe iniciar sesión para continuar') {
    super(401, message);
  }
}
export class ForbiddenError extends AppError {
  constructor(message = 'No tiene permiso para realizar esta acción') {
    super(403, message);
  }
}
export class NotFoundError extends AppError {
  constructor(message = 'El recurso solicitado no existe') {
    super(404, message);
  }
}
export class ConflictError extends AppError {
  /** `errors` names the fields that clash (e.g. an email already in use), for the form. */
  constructor(message: string, errors?: Record<string, string[]>) {
    super(409, message, errors);
  }
}
export class BusinessRuleError extends AppError {
  /** `errors` names the fields the rule is about (a line whose stock is short), for the form. */
  constructor(message: string, errors?: Record<string, string[]>) {
    super(422, message, errors);
  }
}
export class TooManyRequestsError extends AppError {
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super(429, message);
  }
}
export class PayloadTooLargeError extends AppError {
  constructor(message: string) {
    super(413, message);
  }
}
export class UnsupportedMediaTypeError extends AppError {
  constructor(message: string) {
    super(415, message);
  }
}
