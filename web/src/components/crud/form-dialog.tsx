import { Alert, Button, Center, Group, Loader, Modal, Stack } from '@mantine/core';
import { type UseFormReturnType, useForm } from '@mantine/form';
import type { ReactNode } from 'react';
import { useState } from 'react';
import type { z } from 'zod';
import { ApiError } from '../../lib/api';
import { parseFormValues } from '../../lib/form-values';
import { firstErrors, zodFormResolver } from '../../lib/zod-form';
import { answerMessage, errorMessage, notifySuccess } from './notify';

export interface FormDialogProps<Values extends Record<string, unknown>, Output> {
  opened: boolean;
  onClose: () => void;
  title: string;
  /** The contracts schema: it validates while typing and parses the values sent to `onSubmit`. */
  schema: z.ZodType<Output>;
  /** Read when the form mounts: each time the dialog opens, or when `loading` ends. */
  initialValues: Values;
  /** Shows a loader instead of the form (e.g. while the record is fetched). */
  loading?: boolean;
  /** Saves; a rejection with an ApiError keeps the dialog open with the server's errors. */
  onSubmit: (values: Output) => Promise<unknown>;
  /** The notification after saving, unless the server answers its own `message`. */
  successMessage: string;
  submitLabel?: string;
  size?: string | number;
  /** The fields, given the form (`form.getInputProps('nombre')`, `form.key('nombre')`). */
  children: (form: UseFormReturnType<Values>) => ReactNode;
  /** Fields checked as the user types (else on submit): `true` for all, or their paths. */
  validateInputOnChange?: boolean | string[];
}

/** The form of a FormDialog without its dialog, for a form shown inside another one. */
export type RecordFormProps<Values extends Record<string, unknown>, Output> = Omit<
  FormDialogProps<Values, Output>,
  'opened' | 'title' | 'loading' | 'size'
>;

/** A create/edit dialog around @mantine/form. Closing and reopening starts from `initialValues`. */
export function FormDialog<Values extends Record<string, unknown>, Output>(
  props: FormDialogProps<Values, Output>,
) {
  const { opened, onClose, title, loading = false, size = 'lg' } = props;
  return (
    <Modal opened={opened} onClose={onClose} title={title} size={size} centered>
      {loading ? (
        <Center py="xl">
          <Loader size="sm" aria-label="Cargando" />
        </Center>
      ) : (
        <RecordForm {...props} />
      )}
    </Modal>
  );
}

/**
 * Validates with the schema, saves, and on a refusal keeps what was typed with the server's
 * errors on the fields; `onClose` is both 'Cancelar' and what follows a save.
 */
export function RecordForm<Values extends Record<string, unknown>, Output>({
  schema,
  initialValues,
  onSubmit,
  onClose,
  successMessage,
  submitLabel = 'Guardar',
  children,
  validateInputOnChange = false,
}: RecordFormProps<Values, Output>) {
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues,
    validate: zodFormResolver<Values>(schema),
    validateInputOnChange,
  });
  const [serverMessage, setServerMessage] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  // What the user typed stays in the form when the server refuses it: only errors are added.
  const submit = form.onSubmit(async (values) => {
    setServerMessage(null);
    setSaving(true);
    try {
      const answer = await onSubmit(parseFormValues(schema, values));
      notifySuccess(answerMessage(answer, successMessage));
      onClose();
    } catch (error) {
      if (error instanceof ApiError) form.setErrors(firstErrors(error.errors));
      setServerMessage(errorMessage(error));
    } finally {
      setSaving(false);
    }
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        {serverMessage && (
          <Alert color="red" title="No se pudo guardar">
            {serverMessage}
          </Alert>
        )}
        {children(form)}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={saving}>
            Cancelar
          </Button>
          <Button type="submit" loading={saving}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
