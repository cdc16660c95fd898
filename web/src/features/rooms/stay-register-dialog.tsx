import { Modal, Paper, Stack, Text } from '@mantine/core';
import { ZStayRegisterBody } from '@posada/contracts';
import { useState } from 'react';
import { useCompleteStayRegister } from '../../api/guest-reporting';
import { errorMessage, notifySuccess } from '../../components/crud';
import { DialogFooter } from '../../components/dialog-footer';
import {
  emptyRegister,
  GuestRegisterFields,
  type RegisterValues,
  registerBody,
} from '../../components/guest-register-fields';
import { ApiError } from '../../lib/api';
import { fieldIssues, firstErrors } from '../../lib/zod-form';

/**
 * «Completar datos» of a stay: the register of each guest (the main one, then the companions) as
 * the check-in asks it, typed again whole; the client's nationality and birth date fill the
 * record where it lacks them (document type and number are corrected on the client: Clientes).
 * Afterwards the TRA can be resent from the stay.
 */
export function StayRegisterDialog({
  estanciaId,
  guests,
  onClose,
}: {
  estanciaId: number;
  /** The stay's guests, the main one first. */
  guests: { id: number; nombre: string }[];
  onClose: () => void;
}) {
  const save = useCompleteStayRegister();
  const [rows, setRows] = useState<RegisterValues[]>(() => guests.map(() => emptyRegister()));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);

  const change = (index: number, patch: Partial<RegisterValues>) => {
    setRows((all) => all.map((r, i) => (i === index ? { ...r, ...patch } : r)));
    setErrors((all) =>
      Object.fromEntries(
        Object.entries(all).filter(
          ([key]) => !Object.keys(patch).some((f) => key === `huespedes.${index}.${f}`),
        ),
      ),
    );
  };

  const submit = async () => {
    setFailure(null);
    const parsed = ZStayRegisterBody.safeParse({
      estancia_id: estanciaId,
      huespedes: rows.map((r, i) => registerBody(r, guests[i]?.id ?? 0)),
    });
    if (!parsed.success) {
      setErrors(fieldIssues(parsed.error.issues));
      return;
    }
    try {
      const answer = await save.mutateAsync(parsed.data);
      notifySuccess(answer.message);
      onClose();
    } catch (error) {
      if (error instanceof ApiError) setErrors(firstErrors(error.errors));
      setFailure(errorMessage(error));
    }
  };

  return (
    <Modal opened onClose={onClose} title="Completar datos del registro" centered size="lg">
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          Para la TRA y SIRE. El tipo y número de documento se corrigen en Clientes.
        </Text>
        {guests.map((g, i) => (
          <Paper key={g.id} withBorder p="xs" radius="sm" component="fieldset" m={0}>
            <Text component="legend" size="sm" fw={600} px={4}>
              {i === 0 ? `Huésped principal: ${g.nombre}` : `Acompañante ${i}: ${g.nombre}`}
            </Text>
            <GuestRegisterFields
              values={rows[i] ?? emptyRegister()}
              error={(field) => errors[`huespedes.${i}.${field}`]}
              onChange={(patch) => change(i, patch)}
            />
          </Paper>
        ))}
        <DialogFooter
          failure={failure}
          failureTitle="No se pudo guardar el registro"
          onClose={onClose}
          action={{ label: 'Guardar', onClick: submit, loading: save.isPending }}
        />
      </Stack>
    </Modal>
  );
}
