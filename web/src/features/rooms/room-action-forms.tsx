import { Select, Stack, Text, Textarea } from '@mantine/core';
import type { TClient } from '@posada/contracts';
import { useState } from 'react';
import { type RackAction, useRoomEmployees } from '../../api/rooms';
import { ActionButtons } from '../../components/action-buttons';
import { ClientPicker } from '../../components/client-picker';
import type { ActionFormProps } from './action-form';
import { CheckoutForm } from './checkout-form';
import { StayForm } from './stay-form';

function HoldForm({ room, busy, onSubmit, onBack }: ActionFormProps<'reservar'>) {
  const [client, setClient] = useState<TClient | null>(null);
  return (
    <Stack gap="xs">
      <ClientPicker label="Cliente" value={client} onChange={setClient} />
      <ActionButtons
        busy={busy}
        label="Reservar"
        disabled={!client}
        onBack={onBack}
        onConfirm={() => client && onSubmit({ habitacion_id: room.id, cliente_id: client.id })}
      />
    </Stack>
  );
}

/** A reason typed in: `onReason` gets it trimmed ('' when left empty, which only an optional one may be). */
function ReasonForm({
  busy,
  onBack,
  label,
  required,
  onReason,
}: Pick<ActionFormProps<RackAction>, 'busy' | 'onBack'> & {
  label: string;
  required: boolean;
  onReason: (motivo: string) => void;
}) {
  const [motivo, setMotivo] = useState('');
  const tooShort = required && motivo.trim().length < 3;
  return (
    <Stack gap="xs">
      <Textarea
        label="Motivo"
        rows={3}
        value={motivo}
        onChange={(e) => setMotivo(e.currentTarget.value)}
        withAsterisk={required}
      />
      <ActionButtons
        busy={busy}
        label={label}
        disabled={tooShort}
        onBack={onBack}
        onConfirm={() => onReason(motivo.trim())}
      />
    </Stack>
  );
}

function EnableForm({ room, busy, onSubmit, onBack }: ActionFormProps<'habilitar'>) {
  const employees = useRoomEmployees(true);
  const [empleadoId, setEmpleadoId] = useState<string | null>(null);
  return (
    <Stack gap="xs">
      <Select
        label="¿Quién hizo la limpieza?"
        placeholder="Seleccione el empleado"
        data={(employees.data?.data ?? []).map((e) => ({
          value: String(e.id),
          label: `${e.nombres} (${e.cargo})`,
        }))}
        value={empleadoId}
        onChange={setEmpleadoId}
        searchable
      />
      <ActionButtons
        busy={busy}
        label="Habilitar"
        disabled={!empleadoId}
        onBack={onBack}
        onConfirm={() => onSubmit({ habitacion_id: room.id, empleado_id: Number(empleadoId) })}
      />
    </Stack>
  );
}

function ConfirmForm({
  room,
  busy,
  onSubmit,
  onBack,
  text,
  label,
}: ActionFormProps<'anular_mantenimiento'> & { text: string; label: string }) {
  return (
    <Stack gap="xs">
      <Text>{text}</Text>
      <ActionButtons
        busy={busy}
        label={label}
        onBack={onBack}
        onConfirm={() => onSubmit({ habitacion_id: room.id })}
      />
    </Stack>
  );
}

/** The form of each action, by name; the labels are the buttons of the room dialog. */
export const actionForms: {
  [A in RackAction]: { label: string; render: (p: ActionFormProps<A>) => React.ReactNode };
} = {
  reservar: { label: 'Reservar', render: (p) => <HoldForm {...p} /> },
  anular_reserva: {
    label: 'Anular reserva',
    render: (p) => (
      <ReasonForm
        {...p}
        label="Anular reserva"
        required={false}
        onReason={(motivo) => p.onSubmit({ habitacion_id: p.room.id, ...(motivo ? { motivo } : {}) })}
      />
    ),
  },
  mantenimiento: {
    label: 'Mantenimiento',
    render: (p) => (
      <ReasonForm
        {...p}
        label="Poner en mantenimiento"
        required
        onReason={(motivo) => p.onSubmit({ habitacion_id: p.room.id, motivo })}
      />
    ),
  },
  anular_mantenimiento: {
    label: 'Anular mantenimiento',
    render: (p) => (
      <ConfirmForm
        {...p}
        text={`¿Terminar el mantenimiento de la habitación ${p.room.numero}?`}
        label="Anular mantenimiento"
      />
    ),
  },
  habilitar: { label: 'Habilitar', render: (p) => <EnableForm {...p} /> },
  ocupar: { label: 'Ocupar', render: (p) => <StayForm {...p} checkin={false} /> },
  checkin: { label: 'Check-in', render: (p) => <StayForm {...p} checkin /> },
  desocupar: { label: 'Desocupar', render: (p) => <CheckoutForm {...p} /> },
};
