import { Tabs } from '@mantine/core';
import { IconCalendarEvent, IconDoorEnter, IconDoorExit } from '@tabler/icons-react';
import { useSearchParams } from 'react-router';
import { ArrivalsList, DeparturesList } from './day-lists';
import { ReservationList } from './reservation-list';

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
        <ArrivalsList />
      </Tabs.Panel>
      <Tabs.Panel value="salidas">
        <DeparturesList />
      </Tabs.Panel>
    </Tabs>
  );
}
