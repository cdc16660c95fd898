import { Alert, Button, Group, Loader, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { isUpcoming, type TReservationLine } from '@posada/contracts';
import { IconArrowLeft, IconCash, IconPrinter } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { useRack } from '../../api/rack';
import { useReservation } from '../../api/reservations';
import { RESERVATIONS_URL } from '../../app/paths';
import { errorMessage } from '../../components/crud';
import { formatCOP, formatDate, formatDateTime } from '../../lib/format';
import { usePermission } from '../../lib/permissions';
import { useBookingPrinter } from './booking-slip';
import { balanceDue } from './booking-values';
import { CancelDialog } from './cancel-dialog';
import { CheckinDialog } from './checkin-dialog';
import { DepositDialog } from './deposit-dialog';
import { Deposits } from './deposits-table';
import { HistoryTimeline } from './history-timeline';
import { type LineAction, LineCard } from './line-card';
import { LineChangeDialog } from './line-change-dialog';
import { ReinstateDialog } from './reinstate-dialog';
import { channelLabel, StateBadge } from './reservation-badges';

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm">{children}</Text>
    </Stack>
  );
}

/** A dialog open on the booking: on a line, on the whole booking (line null), or a deposit. */
type Dialog =
  | { kind: 'cambiar' | 'checkin'; line: TReservationLine; number: number }
  | { kind: 'cancelar' | 'reactivar'; line: TReservationLine | null; number?: number }
  | { kind: 'anticipo' };

/** What the user may do on the booking, by permission and by the business date (`hoy`). */
function useBookingRights() {
  // The check-in dialog reads the business date and dirty rooms from the rack.
  const canRack = usePermission('rack.ver');
  const canCheckin = usePermission('rack.ocupar') && canRack;
  const rack = useRack(canCheckin);
  const hoy = rack.data?.hoy;
  return {
    canEdit: usePermission('reservas.editar'),
    canCancel: usePermission('reservas.cancelar'),
    rackRooms: rack.data?.data ?? [],
    hoy,
    /** Check-in from its arrival day on, while its departure is still to come. */
    checkin: (l: TReservationLine) =>
      canCheckin && hoy !== undefined && isUpcoming(l.estado) && l.llegada <= hoy && l.salida > hoy,
    /** A cancelled line whose arrival has not passed (the server checks the inventory). */
    reinstatable: (l: TReservationLine) =>
      l.estado === 'Cancelada' && (hoy === undefined || l.llegada >= hoy),
  };
}

/** reserva/:id — one booking: holder, channel, lines with their nights and prices, deposits, actions. */
export function ReservationPage() {
  const navigate = useNavigate();
  const { id: param } = useParams();
  const id = /^[1-9]\d{0,8}$/.test(param ?? '') ? Number(param) : null;
  const query = useReservation(id);
  const booking = query.data;
  const rights = useBookingRights();
  const { canEdit, canCancel } = rights;
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const printer = useBookingPrinter(booking);
  const close = () => setDialog(null);
  const upcoming = booking?.lineas.some((l) => isUpcoming(l.estado)) ?? false;
  const reinstatable = booking?.lineas.some(rights.reinstatable) ?? false;
  const actionsOf = (line: TReservationLine, number: number): LineAction[] => {
    const actions: LineAction[] = [];
    if (rights.checkin(line))
      actions.push({ label: 'Check-in', onClick: () => setDialog({ kind: 'checkin', line, number }) });
    if (canEdit && isUpcoming(line.estado))
      actions.push({ label: 'Cambiar', onClick: () => setDialog({ kind: 'cambiar', line, number }) });
    if (canCancel && isUpcoming(line.estado)) {
      actions.push({
        label: 'Cancelar',
        color: 'red',
        onClick: () => setDialog({ kind: 'cancelar', line, number }),
      });
    }
    if (canEdit && rights.reinstatable(line)) {
      actions.push({ label: 'Reactivar', onClick: () => setDialog({ kind: 'reactivar', line, number }) });
    }
    return actions;
  };

  return (
    <Stack gap="md">
      <Group justify="space-between" wrap="wrap">
        <Group gap="sm">
          <Title order={1} size="h2">
            {booking ? `Reserva N.º ${booking.id}` : 'Reserva'}
          </Title>
          {booking && <StateBadge estado={booking.estado} />}
        </Group>
        <Group gap="xs">
          <Button
            variant="default"
            leftSection={<IconArrowLeft size={16} />}
            onClick={() => navigate(RESERVATIONS_URL)}
          >
            Reservas
          </Button>
          {booking && (
            <Button variant="light" leftSection={<IconPrinter size={16} />} onClick={printer.print}>
              Imprimir
            </Button>
          )}
          {booking && canEdit && upcoming && (
            <Button
              variant="light"
              leftSection={<IconCash size={16} />}
              onClick={() => setDialog({ kind: 'anticipo' })}
            >
              Registrar anticipo
            </Button>
          )}
          {booking && canEdit && booking.estado === 'Cancelada' && reinstatable && (
            <Button variant="light" onClick={() => setDialog({ kind: 'reactivar', line: null })}>
              Reactivar reserva
            </Button>
          )}
          {booking && canCancel && upcoming && (
            <Button color="red" variant="light" onClick={() => setDialog({ kind: 'cancelar', line: null })}>
              Cancelar reserva
            </Button>
          )}
        </Group>
      </Group>
      {id === null && <Alert color="red">La reserva no existe</Alert>}
      {query.isLoading && <Loader size="sm" aria-label="Cargando" />}
      {query.isError && <Alert color="red">{errorMessage(query.error)}</Alert>}
      {booking && (
        <>
          <Paper withBorder p="sm" radius="md">
            <SimpleGrid cols={{ base: 2, sm: 4 }}>
              <Field label="Titular">{`${booking.cliente} · ${booking.documento}`}</Field>
              <Field label="Canal">
                {channelLabel(booking.canal)}
                {booking.agencia ? ` · ${booking.agencia}` : ''}
                {booking.agencia_referencia ? ` (ref. ${booking.agencia_referencia})` : ''}
              </Field>
              <Field label="Estancia">{`${formatDate(booking.llegada)} a ${formatDate(booking.salida)}`}</Field>
              <Field label="Creada">{formatDateTime(booking.created_at)}</Field>
            </SimpleGrid>
            {booking.observaciones && (
              <Text size="sm" mt="xs">
                Observaciones: {booking.observaciones}
              </Text>
            )}
          </Paper>
          <Stack gap="sm" component="section" aria-labelledby="lineas-titulo">
            <Title order={2} size="h4" id="lineas-titulo">
              Habitaciones
            </Title>
            {booking.lineas.map((line, index) => (
              <LineCard key={line.id} line={line} number={index + 1} actions={actionsOf(line, index + 1)} />
            ))}
          </Stack>
          <Group justify="flex-end" gap="lg" data-testid="totales-reserva">
            <Text size="sm">Total {formatCOP(booking.total, 0)}</Text>
            <Text size="sm">Pagado {formatCOP(booking.pagado, 0)}</Text>
            <Text fw={700}>Saldo {formatCOP(balanceDue(booking.total, booking.pagado), 0)}</Text>
          </Group>
          <Deposits booking={booking} />
          <HistoryTimeline booking={booking} />
          {dialog?.kind === 'cambiar' && (
            <LineChangeDialog booking={booking} line={dialog.line} number={dialog.number} onClose={close} />
          )}
          {dialog?.kind === 'cancelar' && (
            <CancelDialog booking={booking} line={dialog.line} number={dialog.number} onClose={close} />
          )}
          {dialog?.kind === 'reactivar' && (
            <ReinstateDialog booking={booking} line={dialog.line} number={dialog.number} onClose={close} />
          )}
          {dialog?.kind === 'anticipo' && <DepositDialog booking={booking} onClose={close} />}
          {dialog?.kind === 'checkin' && rights.hoy && (
            <CheckinDialog
              booking={booking}
              line={dialog.line}
              hoy={rights.hoy}
              rack={rights.rackRooms}
              onClose={close}
            />
          )}
          {printer.offscreen}
        </>
      )}
    </Stack>
  );
}
