import { Alert, Anchor, Badge, Group, Loader, Paper, Stack, Table, Text, Title } from '@mantine/core';
import type { TArrivals, TDepartures } from '@posada/contracts';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useState } from 'react';
import { Link } from 'react-router';
import { reservationUrl } from '../../app/paths';
import { errorMessage } from '../../components/crud';
import { DateField } from '../../components/date-field';
import { formatDate } from '../../lib/format';
import { usePermission } from '../../lib/permissions';
import { useRack } from '../rooms/rack-api';
import { useArrivals, useDepartures } from './api';
import { StateBadge } from './reservation-badges';

const persons = (r: { adultos: number; ninos: number }) =>
  `${r.adultos} ${r.adultos === 1 ? 'adulto' : 'adultos'}${r.ninos ? ` · ${r.ninos} ${r.ninos === 1 ? 'niño' : 'niños'}` : ''}`;

/** The rooms the rack sees dirty now (only for users who may see the rack). */
function useDirtyRooms(): Set<number> {
  const canRack = usePermission('rack.ver');
  const rack = useRack(canRack);
  return new Set((rack.data?.data ?? []).filter((r) => r.sucia).map((r) => r.id));
}

/** A day's list: its title, the date (the business date until one is picked), the table. */
function DayList<T extends { fecha: string; data: unknown[] }>({
  title,
  empty,
  query,
  fecha,
  setFecha,
  children,
}: {
  title: string;
  empty: string;
  query: UseQueryResult<T>;
  fecha: string;
  setFecha: (fecha: string) => void;
  children: (answer: T) => ReactNode;
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
            <Table.ScrollContainer minWidth={640}>{children(answer)}</Table.ScrollContainer>
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

/** Who arrives on a day: their room, or that it is still unassigned, and whether it is dirty. */
export function ArrivalsList() {
  const [fecha, setFecha] = useState('');
  const query = useArrivals(fecha);
  const dirty = useDirtyRooms();
  return (
    <DayList<TArrivals>
      title="Llegadas"
      empty="No hay llegadas para este día"
      query={query}
      fecha={fecha}
      setFecha={setFecha}
    >
      {(answer) => (
        <Table striped withTableBorder fz="sm" aria-label="Llegadas">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Reserva</Table.Th>
              <Table.Th>Titular</Table.Th>
              <Table.Th>Habitación</Table.Th>
              <Table.Th>Salida</Table.Th>
              <Table.Th>Personas</Table.Th>
              <Table.Th>Estado</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {answer.data.map((a) => (
              <Table.Tr key={a.linea_id}>
                <Table.Td>{bookingLink(a.reserva_id, `N.º ${a.reserva_id}`)}</Table.Td>
                <Table.Td>{a.cliente}</Table.Td>
                <Table.Td>
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
                </Table.Td>
                <Table.Td>{formatDate(a.salida)}</Table.Td>
                <Table.Td>{persons(a)}</Table.Td>
                <Table.Td>
                  <StateBadge estado={a.estado} />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </DayList>
  );
}

/** Who leaves on a day: stays booked or walk-in, still in the house or already checked out. */
export function DeparturesList() {
  const [fecha, setFecha] = useState('');
  const query = useDepartures(fecha);
  return (
    <DayList<TDepartures>
      title="Salidas"
      empty="No hay salidas para este día"
      query={query}
      fecha={fecha}
      setFecha={setFecha}
    >
      {(answer) => (
        <Table striped withTableBorder fz="sm" aria-label="Salidas">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Habitación</Table.Th>
              <Table.Th>Huésped</Table.Th>
              <Table.Th>Llegada</Table.Th>
              <Table.Th>Personas</Table.Th>
              <Table.Th>Reserva</Table.Th>
              <Table.Th>Estado</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {answer.data.map((d) => (
              <Table.Tr key={d.estancia_id}>
                <Table.Td>{d.habitacion}</Table.Td>
                <Table.Td>{d.cliente}</Table.Td>
                <Table.Td>{formatDate(d.llegada)}</Table.Td>
                <Table.Td>{persons(d)}</Table.Td>
                <Table.Td>
                  {bookingLink(d.reserva_id, d.reserva_id ? `N.º ${d.reserva_id}` : 'Walk-in')}
                </Table.Td>
                <Table.Td>
                  <Badge color={d.estado === 'activa' ? 'blue' : 'gray'} variant="light">
                    {d.estado === 'activa' ? 'En casa' : 'Salió'}
                  </Badge>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </DayList>
  );
}
