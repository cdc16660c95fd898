import { Alert, Button, Checkbox, Modal, Select, Stack, Text } from '@mantine/core';
import {
  type TCheckinBody,
  type TRackRoom,
  type TReservation,
  type TReservationLine,
  ZCheckinBody,
} from '@posada/contracts';
import { useState } from 'react';
import { useAvailability, useCheckinLine } from '../../api/reservations';
import { LodgingAccountSelect } from '../../components/account-select';
import { errorMessage, notifySuccess } from '../../components/crud';
import { DialogFooter } from '../../components/dialog-footer';
import { ApiError } from '../../lib/api';
import { formatDate } from '../../lib/format';
import { usePermission } from '../../lib/permissions';
import { fieldIssues, firstErrors } from '../../lib/zod-form';
import { emptyGuest, GuestFields, type GuestRow, guestBody } from './guest-fields';

/** The rooms a line without one can be given: of its type, free on its nights; dirty ones apart. */
function useAssignableRooms(line: TReservationLine, hoy: string, rack: TRackRoom[], enabled: boolean) {
  const availability = useAvailability(
    enabled
      ? {
          llegada: hoy,
          salida: line.salida,
          adultos: line.adultos,
          ninos: line.ninos,
          tipo_habitacion_id: line.tipo_habitacion_id,
        }
      : null,
  );
  const type = availability.data?.find((t) => t.tipo_habitacion_id === line.tipo_habitacion_id);
  const dirty = new Set(rack.filter((r) => r.sucia).map((r) => r.id));
  const rooms = (type?.habitaciones ?? []).map((h) => ({ ...h, sucia: dirty.has(h.id) }));
  return { rooms, availability };
}

/**
 * Check-in of one booking line (`/checkinReserva`) on or after its arrival day: the room (picked
 * here when the line has none: free and clean, dirty ones only with rack.ocupar_sucia), and each
 * guest with what the hotel's guest register asks (origin, destination, motive of the trip; the
 * first is the stay's main guest, by default the holder). The stay opens with the line's nights,
 * persons and rate; the booking's deposits go to its account. With cuentas.trasladar the lodging
 * may go to a company's or the group's open account (route rule); extras stay on the guest's.
 */
export function CheckinDialog({
  booking,
  line,
  hoy,
  rack,
  onClose,
}: {
  booking: Pick<TReservation, 'id' | 'cliente' | 'cliente_id'>;
  line: TReservationLine;
  hoy: string;
  rack: TRackRoom[];
  onClose: () => void;
}) {
  const checkin = useCheckinLine();
  const canForce = usePermission('rack.ocupar_sucia');
  const canRoute = usePermission('cuentas.trasladar');
  const [lodgingTo, setLodgingTo] = useState<number | null>(null);
  const unassigned = line.habitacion_id === null;
  const { rooms, availability } = useAssignableRooms(line, hoy, rack, unassigned);
  const [roomId, setRoomId] = useState<string | null>(null);
  const [force, setForce] = useState(false);
  const [guests, setGuests] = useState<GuestRow[]>([emptyGuest(0)]);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);

  const chosenId = unassigned ? (roomId === null ? null : Number(roomId)) : line.habitacion_id;
  const chosenDirty = unassigned
    ? rooms.some((r) => r.id === chosenId && r.sucia)
    : rack.some((r) => r.id === line.habitacion_id && r.sucia);
  const roomOptions = rooms
    .filter((r) => canForce || !r.sucia)
    .map((r) => ({ value: String(r.id), label: `${r.numero} · piso ${r.piso}${r.sucia ? ' (sucia)' : ''}` }));

  /** A field typed again loses its error (it is checked again on submit). */
  const setGuest = (index: number, patch: Partial<GuestRow>) => {
    setGuests((all) => all.map((g, i) => (i === index ? { ...g, ...patch } : g)));
    const field = Object.keys(patch)[0] === 'cliente' ? 'cliente_id' : Object.keys(patch)[0];
    setErrors(({ [`huespedes.${index}.${field}`]: _, ...rest }) => rest);
  };

  const body = (): TCheckinBody | null => {
    const parsed = ZCheckinBody.safeParse({
      reserva_id: booking.id,
      linea_id: line.id,
      habitacion_id: unassigned ? chosenId : null,
      forzar_sucia: chosenDirty && force,
      cargo_alojamiento_cuenta_id: lodgingTo,
      huespedes: guests.map((g, i) => guestBody(g, i, booking.cliente_id)),
    });
    if (parsed.success) return parsed.data;
    setErrors(fieldIssues(parsed.error.issues));
    return null;
  };

  const submit = async () => {
    setFailure(null);
    setErrors({});
    if (unassigned && chosenId === null) {
      setErrors({ habitacion_id: 'Seleccione la habitación' });
      return;
    }
    const sent = body();
    if (!sent) return;
    try {
      const answer = await checkin.mutateAsync(sent);
      notifySuccess(answer.message);
      onClose();
    } catch (error) {
      if (error instanceof ApiError) setErrors(firstErrors(error.errors));
      setFailure(errorMessage(error));
    }
  };

  return (
    <Modal opened onClose={onClose} title={`Check-in de la reserva ${booking.id}`} centered size="lg">
      <Stack gap="sm">
        <Text size="sm">
          {line.tipo}
          {line.habitacion ? ` · habitación ${line.habitacion}` : ''}, del {formatDate(line.llegada)} al{' '}
          {formatDate(line.salida)} · {line.adultos} ad. · {line.ninos} niñ.
        </Text>
        {unassigned && (
          <Select
            label="Habitación"
            placeholder={availability.isPending ? 'Buscando habitaciones libres…' : 'Seleccione'}
            withAsterisk
            data={roomOptions}
            value={roomId}
            onChange={(id) => {
              setRoomId(id);
              setErrors(({ habitacion_id: _, ...rest }) => rest);
            }}
            error={errors.habitacion_id}
            nothingFoundMessage="No hay habitaciones libres de este tipo"
          />
        )}
        {chosenDirty &&
          (canForce ? (
            <Checkbox
              label="Ocupar aunque la habitación está sucia"
              checked={force}
              onChange={(e) => setForce(e.currentTarget.checked)}
            />
          ) : (
            <Alert color="yellow">La habitación está sucia; debe habilitarse antes del check-in.</Alert>
          ))}
        {guests.map((g, i) => (
          <GuestFields
            key={g.key}
            index={i}
            guest={g}
            holder={booking.cliente}
            errors={errors}
            onChange={(patch) => setGuest(i, patch)}
            onRemove={i === 0 ? undefined : () => setGuests((all) => all.filter((_, j) => j !== i))}
          />
        ))}
        <Button
          variant="light"
          w="fit-content"
          onClick={() => setGuests((all) => [...all, emptyGuest((all.at(-1)?.key ?? 0) + 1, all[0])])}
        >
          Agregar acompañante
        </Button>
        {canRoute && (
          <LodgingAccountSelect
            value={lodgingTo}
            onChange={(id) => {
              setLodgingTo(id);
              setErrors(({ cargo_alojamiento_cuenta_id: _, ...rest }) => rest);
            }}
            error={errors.cargo_alojamiento_cuenta_id}
          />
        )}
        <DialogFooter
          failure={failure}
          failureTitle="No se pudo hacer el check-in"
          onClose={onClose}
          action={{
            label: 'Hacer check-in',
            onClick: submit,
            loading: checkin.isPending,
            disabled: chosenDirty && !force,
          }}
        />
      </Stack>
    </Modal>
  );
}
