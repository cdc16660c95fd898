import { Tabs } from '@mantine/core';
import { IconCalendarEvent, IconDoorEnter, IconDoorExit } from '@tabler/icons-react';
import { useSearchParams } from 'react-router';
import { LazyPanel, lazyNamed, usePreloadOnInteraction } from '../../lib/lazy-named';
import { ReservationList } from './reservation-list';

// The day's lists load when their tab is first shown (or at the first interaction): with their
// check-in dialog they brought stays, guest registration, e-invoicing, inventory and the client
// picker (16 scripts) into the first visit of the bookings' list.
const ArrivalsList = lazyNamed(() => import('./day-lists'), 'ArrivalsList');
const DeparturesList = lazyNamed(() => import('./day-lists'), 'DeparturesList');

const views = ['reservas', 'llegadas', 'salidas'] as const;
type View = (typeof views)[number];

/**
 * reserva (Operación → Reservas): the bookings, and the front desk's two lists of the day,
 * arrivals and departures, as tabs of one screen. The tab is in the address (`?vista=llegadas`),
 * so a receptionist can keep it as a bookmark and the browser's back button returns to it.
 */
export function ReservationsPage() {
  const [params, setParams] = useSearchParams();
  const asked = params.get('vista');
  const view: View = views.includes(asked as View) ? (asked as View) : 'reservas';
  usePreloadOnInteraction(ArrivalsList, DeparturesList);
  const choose = (next: string | null) =>
    setParams(next && next !== 'reservas' ? { vista: next } : {}, { replace: true });
  return (
    <Tabs value={view} onChange={choose} keepMounted={false}>
      <Tabs.List mb="md">
        <Tabs.Tab value="reservas" leftSection={<IconCalendarEvent size={16} />}>
          Reservas
        </Tabs.Tab>
        <Tabs.Tab value="llegadas" leftSection={<IconDoorEnter size={16} />}>
          Llegadas
        </Tabs.Tab>
        <Tabs.Tab value="salidas" leftSection={<IconDoorExit size={16} />}>
          Salidas
        </Tabs.Tab>
      </Tabs.List>
      <Tabs.Panel value="reservas">
        <ReservationList />
      </Tabs.Panel>
      <Tabs.Panel value="llegadas">
        <LazyPanel>
          <ArrivalsList />
        </LazyPanel>
      </Tabs.Panel>
      <Tabs.Panel value="salidas">
        <LazyPanel>
          <DeparturesList />
        </LazyPanel>
      </Tabs.Panel>
    </Tabs>
  );
}
