import { Alert, Anchor, Badge, Button, Group, Loader, Paper, Stack, Table, Text, Title } from '@mantine/core';
import type { TArrivals, TDepartures } from '@posada/contracts';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useState } from 'react';
import { Link } from 'react-router';
import { useRack } from '../../api/rack';
import { useArrivals, useDepartures, useReservation } from '../../api/reservations';
import { reservationUrl } from '../../app/paths';
import { errorMessage } from '../../components/crud';
import { DateField } from '../../components/date-field';
import { formatCOP, formatDate } from '../../lib/format';
import { usePermission } from '../../lib/permissions';
import { CheckinDialog } from './checkin-dialog';
import { StateBadge } from './reservation-badges';

type Arrival = TArrivals['data'][number];
type Departure = TDepartures['data'][number];

const persons = (r: { adultos: number; ninos: number }) =>
  `${r.adultos} ${r.adultos === 1 ? 'adulto' : 'adultos'}${r.ninos ? ` · ${r.ninos} ${r.ninos === 1 ? 'niño' : 'niños'}` : ''}`;

/** A column of a day's table: its header and how a row fills it. */
interface Column<T> {
  header: string;
  cell: (row: T) => ReactNode;
  align?: 'right';
}

/**
 * A day's list: its title, the date (the business date until one is picked), and its rows in a
 * table of `columns` (an empty day says `empty`).
 */
function DayList<T>({
  title,
  empty,
  query,
  fecha,
  setFecha,
  columns,
  rowKey,
}: {
  title: string;
  empty: string;
  query: UseQueryResult<{ fecha: string; data: T[] }>;
  fecha: string;
  setFecha: (fecha: string) => void;
  columns: Column<T>[];
  rowKey: (row: T) => number;
}) {
  const answer = query.data;
  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <Title order={1} size="h2">
          {answer ? `${title} del ${formatDate(answer.fecha)}` : title}
        </Title>
        <DateField label="Fecha" w={170} value={fecha || answer?.fecha || ''} onChange={setFecha} />
      </Group>
      <Paper withBorder p="md" radius="md">
        {query.isPending && <Loader size="sm" aria-label="Cargando" />}
        {query.isError && <Alert color="red">{errorMessage(query.error)}</Alert>}
        {answer &&
          (answer.data.length === 0 ? (
            <Text c="dimmed" ta="center" py="lg">
              {empty}
            </Text>
          ) : (
            <Table.ScrollContainer minWidth={640}>
              <Table striped withTableBorder fz="sm" aria-label={title}>
                <Table.Thead>
                  <Table.Tr>
                    {columns.map((c) => (
                      <Table.Th key={c.header} ta={c.align}>
                        {c.header}
                      </Table.Th>
                    ))}
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {answer.data.map((row) => (
                    <Table.Tr key={rowKey(row)}>
                      {columns.map((c) => (
                        <Table.Td key={c.header} ta={c.align}>
                          {c.cell(row)}
                        </Table.Td>
                      ))}
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          ))}
      </Paper>
    </Stack>
  );
}

const bookingLink = (id: number | null, text: string) =>
  id === null ? (
    text
  ) : (
    <Anchor component={Link} to={reservationUrl(id)} size="sm">
      {text}
    </Anchor>
  );

/** The check-in dialog of an arrival: the booking is read first (the dialog needs its line). */
function ArrivalCheckin({ arrival, onClose }: { arrival: Arrival; onClose: () => void }) {
  const booking = useReservation(arrival.reserva_id).data;
  const rack = useRack(true).data;
  const line = booking?.lineas.find((l) => l.id === arrival.linea_id);
  if (!booking || !line || !rack) return null;
  return <CheckinDialog booking={booking} line={line} hoy={rack.hoy} rack={rack.data} onClose={onClose} />;
}

/** Who arrives on a day: their room, or that it is still unassigned, whether it is dirty; check-in. */
export function ArrivalsList() {
  const [fecha, setFecha] = useState('');
  const query = useArrivals(fecha);
  const canRack = usePermission('rack.ver');
  const canCheckin = usePermission('rack.ocupar') && canRack;
  const rack = useRack(canRack).data;
  const dirty = new Set((rack?.data ?? []).filter((r) => r.sucia).map((r) => r.id));
  const [arriving, setArriving] = useState<Arrival | null>(null);
  const checkinAllowed = (a: Arrival) =>
    canCheckin &&
    rack !== undefined &&
    (a.estado === 'Pendiente' || a.estado === 'Confirmada') &&
    a.llegada <= rack.hoy &&
    a.salida > rack.hoy;
  const columns: Column<Arrival>[] = [
    { header: 'Reserva', cell: (a) => bookingLink(a.reserva_id, `N.º ${a.reserva_id}`) },
    { header: 'Titular', cell: (a) => a.cliente },
    {
      header: 'Habitación',
      cell: (a) => (
        <Group gap={6} wrap="nowrap">
          <Text size="sm">{a.habitacion ? `${a.habitacion} · ${a.tipo}` : a.tipo}</Text>
          {a.habitacion_id === null ? (
            <Badge color="orange" variant="light">
              Sin asignar
            </Badge>
          ) : (
            dirty.has(a.habitacion_id) && (
              <Badge color="yellow" variant="light">
                Sucia
              </Badge>
            )
          )}
        </Group>
      ),
    },
    { header: 'Salida', cell: (a) => formatDate(a.salida) },
    { header: 'Personas', cell: persons },
    { header: 'Estado', cell: (a) => <StateBadge estado={a.estado} /> },
    {
      header: 'Acciones',
      cell: (a) =>
        checkinAllowed(a) && (
          <Button size="compact-sm" variant="light" onClick={() => setArriving(a)}>
            Check-in
          </Button>
        ),
    },
  ];
  return (
    <>
      <DayList
        title="Llegadas"
        empty="No hay llegadas para este día"
        query={query}
        fecha={fecha}
        setFecha={setFecha}
        columns={columns}
        rowKey={(a) => a.linea_id}
      />
      {arriving && <ArrivalCheckin arrival={arriving} onClose={() => setArriving(null)} />}
    </>
  );
}

const departureColumns: Column<Departure>[] = [
  { header: 'Habitación', cell: (d) => d.habitacion },
  { header: 'Huésped', cell: (d) => d.cliente },
  { header: 'Llegada', cell: (d) => formatDate(d.llegada) },
  { header: 'Personas', cell: persons },
  {
    header: 'Reserva',
    cell: (d) => bookingLink(d.reserva_id, d.reserva_id ? `N.º ${d.reserva_id}` : 'Walk-in'),
  },
  {
    header: 'Estado',
    cell: (d) => (
      <Badge color={d.estado === 'activa' ? 'blue' : 'gray'} variant="light">
        {d.estado === 'activa' ? 'En casa' : 'Salió'}
      </Badge>
    ),
  },
];
const balanceColumn: Column<Departure> = {
  header: 'Saldo',
  align: 'right',
  cell: (d) => (d.saldo === null ? '—' : formatCOP(d.saldo, 0)),
};

/** Who leaves on a day: stays booked or walk-in, still in the house or already checked out; balances. */
export function DeparturesList() {
  const [fecha, setFecha] = useState('');
  const query = useDepartures(fecha);
  const seesMoney = usePermission('cuentas.ver');
  return (
    <DayList
      title="Salidas"
      empty="No hay salidas para este día"
      query={query}
      fecha={fecha}
      setFecha={setFecha}
      columns={seesMoney ? [...departureColumns, balanceColumn] : departureColumns}
      rowKey={(d) => d.estancia_id}
    />
  );
}
