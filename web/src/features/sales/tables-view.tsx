import { Alert, Select, SimpleGrid, Stack } from '@mantine/core';
import { useState } from 'react';
import { type OrderPlace, useTables } from '../../api/orders';
import { useOutlets } from '../../api/sales';
import { OrderTile } from './order-tile';
import { RoomService } from './room-service';
import { TableOrder } from './table-order';

/**
 * Mesas: the outlet's tables as tiles, free or occupied with their bill's total (a waiter sees
 * their own; a cashier all), refreshed live when any tablet changes an order; a tile opens the bill.
 * Below, room service: the rooms with open orders, and an occupied room to open one on.
 */
export function TablesView() {
  const outlets = useOutlets();
  const [chosenOutlet, setOutlet] = useState<string | null>(null);
  const outletId = Number(chosenOutlet ?? outlets.data?.[0]?.id ?? 0) || null;
  const outlet = outlets.data?.find((o) => o.id === outletId);
  const tables = useTables(outletId);
  const [place, setPlace] = useState<OrderPlace | null>(null);
  const active = (tables.data ?? []).filter((t) => t.estado);

  if (outlet && place) {
    return <TableOrder outlet={outlet} place={place} tables={active} onBack={() => setPlace(null)} />;
  }
  return (
    <Stack gap="sm">
      <Select
        label="Punto de venta"
        data={(outlets.data ?? []).map((o) => ({ value: String(o.id), label: o.nombre }))}
        value={outletId ? String(outletId) : null}
        onChange={setOutlet}
        allowDeselect={false}
        w={240}
      />
      {tables.data && active.length === 0 && (
        <Alert color="yellow">Este punto de venta no tiene mesas: se vende en la pestaña Vender.</Alert>
      )}
      <SimpleGrid cols={{ base: 2, xs: 3, sm: 4, lg: 6 }} spacing="sm">
        {active.map((t) => (
          <OrderTile
            key={t.id}
            nombre={t.nombre}
            ocupada={t.ordenes > 0}
            total={t.total}
            onOpen={() => setPlace({ kind: 'mesa', id: t.id, nombre: t.nombre })}
          />
        ))}
      </SimpleGrid>
      {outletId !== null && <RoomService outletId={outletId} onOpen={setPlace} />}
    </Stack>
  );
}
