import { Button, Paper, Stack, Text } from '@mantine/core';
import type { TClient } from '@posada/contracts';
import { ClientPicker } from '../../components/client-picker';
import {
  emptyRegister,
  GuestRegisterFields,
  type RegisterValues,
  registerBody,
} from '../../components/guest-register-fields';

/** One guest as the register asks it; `cliente` null on the first row means the booking's holder. */
export interface GuestRow extends RegisterValues {
  key: number;
  cliente: TClient | null;
}

/** A new guest row; a companion starts with the main guest's trip (a party travels together). */
export const emptyGuest = (key: number, from?: GuestRow): GuestRow => ({
  key,
  cliente: null,
  ...emptyRegister(from),
});

/** The row as `/checkinReserva` takes it (`holderId` for a first row left on the holder). */
export const guestBody = (g: GuestRow, index: number, holderId: number) =>
  registerBody(g, g.cliente?.id ?? (index === 0 ? holderId : 0));

/**
 * One guest of a check-in: who (the main guest is the holder unless another client is picked)
 * and the register's fields (`GuestRegisterFields`).
 */
export function GuestFields({
  index,
  guest,
  holder,
  errors,
  onChange,
  onRemove,
}: {
  index: number;
  guest: GuestRow;
  holder: string;
  errors: Record<string, string>;
  onChange: (patch: Partial<GuestRow>) => void;
  onRemove: (() => void) | undefined;
}) {
  const error = (field: string) => errors[`huespedes.${index}.${field}`];
  return (
    <Paper withBorder p="xs" radius="sm" component="fieldset" m={0}>
      <Text component="legend" size="sm" fw={600} px={4}>
        {index === 0 ? 'Huésped principal' : `Acompañante ${index}`}
      </Text>
      <Stack gap="xs">
        <ClientPicker
          label={index === 0 ? `Huésped (vacío: el titular, ${holder})` : 'Huésped'}
          value={guest.cliente}
          onChange={(cliente) => onChange({ cliente })}
          error={error('cliente_id')}
        />
        <GuestRegisterFields values={guest} error={error} onChange={onChange} />
        {onRemove && (
          <Button size="compact-sm" variant="subtle" color="red" w="fit-content" onClick={onRemove}>
            Quitar acompañante
          </Button>
        )}
      </Stack>
    </Paper>
  );
}
