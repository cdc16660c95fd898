import { Box, Group, Stack, Table, Text } from '@mantine/core';
import type { TConfiguration, TReservation } from '@posada/contracts';
import { forwardRef, useEffect, useRef, useState } from 'react';
import { useConfiguration } from '../../api/configurations';
import { DocumentHeader } from '../../components/document-header';
import { formatCOP, formatDate, formatDateTime } from '../../lib/format';
import { printElement } from '../../lib/print';
import { balanceDue, nightCount } from './booking-values';
import { channelLabel } from './reservation-badges';

const money = (v: string | null) => (v === null ? '—' : formatCOP(v, 0));

/** 'NIT 900123456-7 · Calle 10 # 43-20, Medellín · Tel. +57 604 444 5566', without what is unknown. */
const contactLine = (hotel: TConfiguration) =>
  [hotel.nit && `NIT ${hotel.nit}`, hotel.direccion, hotel.telefono && `Tel. ${hotel.telefono}`]
    .filter(Boolean)
    .join(' · ');

/**
 * The booking's confirmation as printed: the hotel's logo, name, NIT, address, phone and check-in
 * and check-out hours, the lines, prices, deposits, and the hotel's cancellation policy (its
 * configuration; not printed while the hotel has written none).
 */
export const BookingSlip = forwardRef<HTMLDivElement, { booking: TReservation }>(function BookingSlip(
  { booking },
  ref,
) {
  const configuration = useConfiguration();
  const hotel = configuration.data;
  return (
    <Stack gap="sm" ref={ref} data-testid="confirmacion-reserva">
      <DocumentHeader
        title={`Confirmación de reserva N.º ${booking.id}`}
        date={`Creada el ${formatDateTime(booking.created_at)}`}
      />
      {hotel && (
        <Stack gap={0} data-testid="datos-hotel">
          <Text size="sm">{contactLine(hotel)}</Text>
          <Text size="sm">
            Check-in desde las {hotel.hora_checkin} · Check-out hasta las {hotel.hora_checkout}
          </Text>
        </Stack>
      )}
      <Text size="sm">
        Titular: {booking.cliente} · {booking.documento} · Canal: {channelLabel(booking.canal)}
        {booking.agencia ? ` · ${booking.agencia}` : ''}
        {booking.agencia_referencia ? ` (ref. ${booking.agencia_referencia})` : ''}
      </Text>
      <Table withTableBorder fz="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Habitación</Table.Th>
            <Table.Th>Llegada</Table.Th>
            <Table.Th>Salida</Table.Th>
            <Table.Th ta="right">Noches</Table.Th>
            <Table.Th>Personas</Table.Th>
            <Table.Th>Tarifa</Table.Th>
            <Table.Th>Estado</Table.Th>
            <Table.Th ta="right">Total</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {booking.lineas.map((l) => (
            <Table.Tr key={l.id}>
              <Table.Td>{l.habitacion ? `${l.habitacion} · ${l.tipo}` : l.tipo}</Table.Td>
              <Table.Td>{formatDate(l.llegada)}</Table.Td>
              <Table.Td>{formatDate(l.salida)}</Table.Td>
              <Table.Td ta="right">{nightCount(l.llegada, l.salida)}</Table.Td>
              <Table.Td>{`${l.adultos} + ${l.ninos}`}</Table.Td>
              <Table.Td>{l.tarifa_nombre ?? '—'}</Table.Td>
              <Table.Td>{l.estado}</Table.Td>
              <Table.Td ta="right">{money(l.total)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      {booking.anticipos.length > 0 && (
        <Text size="sm">
          Anticipos:{' '}
          {booking.anticipos
            .map((a) => `${formatDate(a.fecha)} ${a.forma_pago} ${formatCOP(a.monto, 0)}`)
            .join(' · ')}
        </Text>
      )}
      <Group justify="flex-end" gap="lg">
        <Text size="sm">Total {money(booking.total)}</Text>
        <Text size="sm">Pagado {money(booking.pagado)}</Text>
        <Text fw={700}>Saldo {money(balanceDue(booking.total, booking.pagado))}</Text>
      </Group>
      {booking.observaciones && <Text size="sm">Observaciones: {booking.observaciones}</Text>}
      {configuration.data?.politica_cancelacion && (
        <Stack gap={2}>
          <Text size="sm" fw={700}>
            Política de cancelación
          </Text>
          <Text size="sm" style={{ whiteSpace: 'pre-line' }} data-testid="politica-cancelacion">
            {configuration.data.politica_cancelacion}
          </Text>
        </Stack>
      )}
    </Stack>
  );
});

/** 'Imprimir': the slip is drawn off screen, copied into the print frame, and dropped. */
export function useBookingPrinter(booking: TReservation | undefined) {
  const [printing, setPrinting] = useState(false);
  const slip = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!printing || !slip.current) return;
    // The logo is an image: give it a moment to be drawn before the copy.
    const timer = setTimeout(() => {
      if (slip.current) printElement(slip.current, `Reserva ${booking?.id ?? ''}`);
      setPrinting(false);
    }, 300);
    return () => clearTimeout(timer);
  }, [printing, booking?.id]);
  const offscreen = printing && booking && (
    <Box aria-hidden style={{ position: 'fixed', left: -10_000, top: 0, width: 960 }}>
      <BookingSlip ref={slip} booking={booking} />
    </Box>
  );
  return { print: () => setPrinting(true), offscreen };
}
