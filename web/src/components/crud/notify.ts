import { notifications } from '@mantine/notifications';
import { ApiError } from '../../lib/api';

export const UNEXPECTED_ERROR = 'Ocurrió un error inesperado';

/** The Spanish text of any failure: the server's message for an ApiError. */
export function errorMessage(error: unknown): string {
  return error instanceof ApiError ? error.message : UNEXPECTED_ERROR;
}

/** The server's own `message` when an answer carries one (e.g. "se desactivó"), else the fallback. */
export function answerMessage(answer: unknown, fallback: string): string {
  const message = (answer as { message?: unknown } | null | undefined)?.message;
  return typeof message === 'string' && message !== '' ? message : fallback;
}

export function notifySuccess(message: string): void {
  notifications.show({ color: 'green', title: 'Éxito', message });
}

export function notifyError(error: unknown, title = 'No se pudo completar la operación'): void {
  notifications.show({ color: 'red', title, message: errorMessage(error) });
}
