import { Alert, Group, Loader, Modal, Paper, Stack, Text } from '@mantine/core';
import { type TStayRegister, ZStayRegisterBody } from '@posada/contracts';
import { useState } from 'react';
import { useCompleteStayRegister, useStayRegister } from '../../api/guest-reporting';
import { errorMessage, notifySuccess } from '../../components/crud';
import { DialogFooter } from '../../components/dialog-footer';
import {
  emptyRegister,
  GuestRegisterFields,
  type RegisterValues,
  registerBody,
  registerValues,
} from '../../components/guest-register-fields';
import { ApiError } from '../../lib/api';
import { fieldIssues, firstErrors } from '../../lib/zod-form';

/**
 * «Completar datos» of a stay: the register of each guest (the main one, then the companions) as
 * the check-in asks it, typed again whole; the client's nationality and birth date fill the
 * record where it lacks them (document type and number are corrected on the client: Clientes).
 * Afterwards the TRA can be resent from the stay. It opens with what the stay already recorded.
 */
export function StayRegisterDialog(props: Props) {
  const recorded = useStayRegister(props.estanciaId);
  return (
    <Modal opened onClose={props.onClose} title="Completar datos del registro" centered size="lg">
      {recorded.data ? (
        <RegisterForm {...props} recorded={recorded.data} />
      ) : recorded.isError ? (
        <Alert color="red" title="No se pudo cargar el registro">
          {errorMessage(recorded.error)}
        </Alert>
      ) : (
        <Group justify="center" p="md">
          <Loader size="sm" aria-label="Cargando registro" />
        </Group>
      )}
    </Modal>
  );
}

interface Props {
  estanciaId: number;
  /** The stay's guests, the main one first. */
  guests: { id: number; nombre: string }[];
  onClose: () => void;
}

/** The form starts with what the stay recorded; a companion without a row, with the main guest's trip. */
function startingRows(guests: Props['guests'], recorded: TStayRegister): RegisterValues[] {
  const byClient = new Map(recorded.huespedes.map((g) => [g.cliente_id, g]));
  const rows: RegisterValues[] = [];
  for (const guest of guests) {
    const found = byClient.get(guest.id);
    rows.push(found ? registerValues(found, rows[0]) : emptyRegister(rows[0]));
  }
  return rows;
}

function RegisterForm({ estanciaId, guests, recorded, onClose }: Props & { recorded: TStayRegister }) {
  const save = useCompleteStayRegister();
  const [rows, setRows] = useState<RegisterValues[]>(() => startingRows(guests, recorded));
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
  );
}
