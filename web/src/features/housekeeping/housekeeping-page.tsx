import { Loader, Stack, Text, Title } from '@mantine/core';
import { useEffect, useMemo, useState } from 'react';
import { useRack, useRoomEmployees } from '../../api/rooms';
import { errorMessage } from '../../components/crud';
import { roomsToClean } from './housekeeping';
import { HousekeepingCard } from './housekeeping-card';

/** Operación → Ama de llaves: the rooms to clean, dirty longest first, one card per row. */
export function HousekeepingPage() {
  const rack = useRack();
  const employees = useRoomEmployees(true);
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 60_000);
    return () => clearInterval(timer);
  }, []);
  const rooms = useMemo(() => roomsToClean(rack.data?.data ?? []), [rack.data]);

  return (
    <Stack gap="sm" maw={640}>
      <Title order={1} size="h2">
        Ama de llaves
      </Title>
      {rack.isPending && <Loader aria-label="Cargando habitaciones" />}
      {rack.isError && <Text c="red">{errorMessage(rack.error)}</Text>}
      {rack.isSuccess && rooms.length === 0 && <Text c="dimmed">No hay habitaciones por limpiar</Text>}
      {rooms.map((room) => (
        <HousekeepingCard key={room.id} room={room} employees={employees.data?.data ?? []} now={now} />
      ))}
    </Stack>
  );
}
