import { Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { openConfirm } from '../dialogs';
import { answerMessage, notifyError, notifySuccess } from './notify';

export interface ConfirmDeleteOptions {
  /** What is deleted, with its article: 'el hotel «Hotel Sol»' → '¿Eliminar el hotel «Hotel Sol»?'. */
  subject: string;
  /** Extra explanation under the question. */
  detail?: ReactNode;
  /** Runs the deletion; an answer with a `message` (e.g. 'se desactivó') is what the user sees. */
  onConfirm: () => Promise<unknown>;
  successMessage?: string;
}

/** Asks before deleting ('Eliminar' / 'Cancelar'), then reports the outcome in a notification. */
export function confirmDelete({ subject, detail, onConfirm, successMessage }: ConfirmDeleteOptions): void {
  openConfirm({
    title: `¿Eliminar ${subject}?`,
    centered: true,
    children: <Text size="sm">{detail ?? 'Esta acción no se puede deshacer.'}</Text>,
    confirmLabel: 'Eliminar',
    confirmColor: 'red',
    onConfirm: () => {
      onConfirm().then(
        (answer) => notifySuccess(answerMessage(answer, successMessage ?? 'Registro eliminado')),
        (error: unknown) => notifyError(error, 'No se pudo eliminar'),
      );
    },
  });
}
