import { Badge, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { rackStateNames, type TRackRoom } from '@posada/contracts';
import { useDeferredValue, useMemo, useState } from 'react';
import { useRack } from '../../api/rack';
import { errorMessage } from '../../components/crud';
import { lazyNamed, MountWhenOpened, usePreloadOnInteraction } from '../../lib/lazy-named';
import { rackColors } from './rack-colors';
import { applyFilter, emptyFilter, RackFilters } from './rack-filters';
import classes from './rack-page.module.css';
import { RoomCard } from './room-card';

const RoomDialog = lazyNamed(() => import('./room-dialog'), 'RoomDialog');
const NO_ROOMS: TRackRoom[] = [];

/** Operación → Rack Habitaciones: every room by floor, coloured by state, refreshed on its own. */
export function RackPage() {
  const rack = useRack();
  usePreloadOnInteraction(RoomDialog);
  const [filter, setFilter] = useState(emptyFilter);
  const [openId, setOpenId] = useState<number | null>(null);
  const rooms = rack.data?.data ?? NO_ROOMS;
  const visible = useMemo(() => applyFilter(rooms, filter), [rooms, filter]);
  // The cards (most of the page) render in the background, in slices the browser can interrupt:
  // the rooms' answer or a filter changed updates the title, legend and filters at once, and a
  // phone is never blocked for the whole rack at a time.
  const shown = useDeferredValue(visible);
  const floors = useMemo(() => {
    const byFloor = new Map<number, TRackRoom[]>();
    for (const room of shown) byFloor.set(room.piso, [...(byFloor.get(room.piso) ?? []), room]);
    return [...byFloor.entries()].sort(([a], [b]) => a - b);
  }, [shown]);
  const open = rooms.find((r) => r.id === openId) ?? null;
  // Built again only when the shown rooms change: the live stream's status, a count or a filter
  // typed re-render the page without re-rendering every card.
  const floorSections = useMemo(
    () =>
      floors.map(([piso, list]) => (
        <section key={piso} aria-label={`Piso ${piso}`} className={classes.floor}>
          <Title order={2} size="h4" mb="xs">
            Piso {piso}
          </Title>
          <Group gap="sm">
            {list.map((room) => (
              <RoomCard key={room.id} room={room} onOpen={(r) => setOpenId(r.id)} />
            ))}
          </Group>
        </section>
      )),
    [floors],
  );

  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        Rack Habitaciones
      </Title>
      <Group gap="xs" aria-label="Leyenda">
        {rackStateNames.map((estado) => (
          <Badge
            key={estado}
            color={rackColors[estado]}
            variant="light"
            size="lg"
            className={classes.count}
            data-testid={`count-${estado}`}
          >
            {estado}: {rooms.filter((r) => r.estado === estado).length}
          </Badge>
        ))}
      </Group>
      <RackFilters rooms={rooms} value={filter} onChange={setFilter} />
      {rack.isPending && <Loader aria-label="Cargando habitaciones" />}
      {rack.isError && <Text c="red">{errorMessage(rack.error)}</Text>}
      {rack.isSuccess && visible.length === 0 && (
        <Text c="dimmed">No hay habitaciones que coincidan con los filtros.</Text>
      )}
      {floorSections}
      <MountWhenOpened opened={open !== null}>
        <RoomDialog room={open} hoy={rack.data?.hoy ?? ''} onClose={() => setOpenId(null)} />
      </MountWhenOpened>
    </Stack>
  );
}
