import { Button, Group, Select, SimpleGrid, Stack, Text } from '@mantine/core';
import type { TSaleRoom } from '@posada/contracts';
import { useState } from 'react';
import { type OrderPlace, useRoomOrders } from '../../api/orders';
import { useSaleRooms } from '../../api/sales';
import { formatDate } from '../../lib/format';
import { addMoney } from '../../lib/money';
import { OrderTile } from './order-tile';

/**
 * Servicio a la habitación on the Mesas view: the rooms with open orders of the outlet (their
 * total), and an occupied room — whose account it is shown — to open a new one on. The order is
 * settled by charging it to the room (or paid now) from its bill.
 */
export function RoomService({ outletId, onOpen }: { outletId: number; onOpen: (place: OrderPlace) => void }) {
  const orders = useRoomOrders(outletId).data ?? [];
  const occupied = useSaleRooms().data ?? [];
  const [roomId, setRoomId] = useState<string | null>(null);
  const picked = occupied.find((r) => String(r.id) === roomId);

  const placeOf = (id: number, numero: string): OrderPlace => {
    const room: TSaleRoom | undefined = occupied.find((r) => r.id === id);
    return {
      kind: 'habitacion',
      id,
      nombre: `Habitación ${numero}`,
      huesped: room?.huesped ?? null,
      salida: room?.salida ?? null,
    };
  };
  // One tile per room: its open orders' total (a room may hold several, as a table may).
  const rooms = new Map<number, { numero: string; total: string }>();
  for (const o of orders) {
    if (o.habitacion_id === null) continue;
    const room = rooms.get(o.habitacion_id);
    rooms.set(o.habitacion_id, {
      numero: o.habitacion ?? String(o.habitacion_id),
      total: addMoney(room?.total ?? '0', o.total),
    });
  }

  return (
    <Stack gap="xs" data-testid="servicio-habitacion">
      <Text fw={700}>Servicio a la habitación</Text>
      {rooms.size > 0 && (
        <SimpleGrid cols={{ base: 2, xs: 3, sm: 4, lg: 6 }} spacing="sm">
          {[...rooms].map(([id, r]) => (
            <OrderTile
              key={id}
              nombre={`Habitación ${r.numero}`}
              ocupada
              total={r.total}
              onOpen={() => onOpen(placeOf(id, r.numero))}
            />
          ))}
        </SimpleGrid>
      )}
      <Group align="flex-end" gap="xs" wrap="wrap">
        <Select
          label="Habitación ocupada"
          placeholder="Seleccione la habitación"
          data={occupied.map((r) => ({ value: String(r.id), label: `${r.numero} · ${r.huesped}` }))}
          value={roomId}
          onChange={setRoomId}
          searchable
          w={280}
        />
        <Button
          variant="light"
          disabled={!picked}
          onClick={() => picked && onOpen(placeOf(picked.id, picked.numero))}
        >
          Abrir pedido
        </Button>
      </Group>
      {picked && (
        <Text size="xs" c="dimmed">
          Cuenta de {picked.huesped} · sale el {formatDate(picked.salida)}
        </Text>
      )}
    </Stack>
  );
}
