import { Badge, Card, Group, Stack, Text, UnstyledButton } from '@mantine/core';
import type { TRackRoom } from '@posada/contracts';
import { IconSpray } from '@tabler/icons-react';
import { rackColors } from './rack-colors';

function since(iso: string | null): string {
  if (!iso) return '';
  const minutes = Math.max(0, Math.round((Date.now() - Date.parse(iso)) / 60_000));
  return minutes < 60 ? `hace ${minutes} min` : `hace ${Math.floor(minutes / 60)} h ${minutes % 60} min`;
}

/** What a card says under the room number, by state. */
function detail(room: TRackRoom): string {
  if (room.mantenimiento) return room.mantenimiento.motivo;
  if (room.estancia) {
    const nights = `${room.estancia.noches} ${room.estancia.noches === 1 ? 'noche' : 'noches'}`;
    return `${room.estancia.huesped} · ${nights}${room.estancia.sale_hoy ? ' · sale hoy' : ''}`;
  }
  if (room.reserva) return `Para ${room.reserva.cliente} · llega hoy`;
  if (room.sucia) return `Sucia ${since(room.sucia_desde)}`;
  return room.tipo;
}

export function RoomCard({ room, onOpen }: { room: TRackRoom; onOpen: (room: TRackRoom) => void }) {
  const color = rackColors[room.estado];
  return (
    <UnstyledButton onClick={() => onOpen(room)} aria-label={`Habitación ${room.numero}, ${room.estado}`}>
      <Card
        withBorder
        padding="sm"
        radius="md"
        w={170}
        h={112}
        style={{ borderLeft: `6px solid var(--mantine-color-${color}-6)` }}
      >
        <Stack gap={4}>
          <Group justify="space-between" wrap="nowrap">
            <Text fw={700} size="lg">
              {room.numero}
            </Text>
            {room.estado === 'Ocupada' && room.sucia && (
              <IconSpray size={18} aria-label="Sucia" color="var(--mantine-color-yellow-7)" />
            )}
          </Group>
          <Badge color={color} variant="light" size="sm">
            {room.estado}
          </Badge>
          <Text size="xs" c="dimmed" lineClamp={2}>
            {detail(room)}
          </Text>
        </Stack>
      </Card>
    </UnstyledButton>
  );
}
