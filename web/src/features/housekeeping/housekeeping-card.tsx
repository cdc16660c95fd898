import { Badge, Button, Card, Group, Select, Stack, Text } from '@mantine/core';
import type { TRackRoom, TRoomEmployee } from '@posada/contracts';
import { IconSpray } from '@tabler/icons-react';
import { useState } from 'react';
import { useAssignCleaner, useMarkClean } from '../../api/housekeeping';
import { notifyError, notifySuccess } from '../../components/crud';
import { dirtyFor } from '../../lib/dirty-for';

/** One dirty room: how long it has been dirty, who cleans it, and the button to enable it. */
export function HousekeepingCard({
  room,
  employees,
  now,
}: {
  room: TRackRoom;
  employees: readonly TRoomEmployee[];
  now: number;
}) {
  const assign = useAssignCleaner();
  const markClean = useMarkClean();
  const [chosen, setChosen] = useState<string | null>(null);
  const assigned = room.limpieza_asignada;
  const employeeId = chosen ? Number(chosen) : assigned?.id;
  const busy = assign.isPending || markClean.isPending;
  const feedback = {
    onSuccess: (a: { message: string }) => notifySuccess(a.message),
    onError: (e: unknown) => notifyError(e),
  };

  const onAssign = (value: string | null) => {
    setChosen(value);
    if (value && Number(value) !== assigned?.id) {
      assign.mutate({ habitacion_id: room.id, empleado_id: Number(value) }, feedback);
    }
  };

  return (
    <Card withBorder radius="md" padding="md" w="100%" aria-label={`Habitación ${room.numero}`}>
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap">
          <Text fw={700} size="xl">
            {room.numero}
          </Text>
          <Badge color="yellow" variant="light" leftSection={<IconSpray size={14} />}>
            {dirtyFor(room.sucia_desde, now)}
          </Badge>
        </Group>
        <Text size="sm" c="dimmed">
          Piso {room.piso} · {room.tipo}
        </Text>
        <Text size="sm">{assigned ? `Asignada a ${assigned.nombres}` : 'Sin asignar'}</Text>
        <Select
          label="Asignar a"
          placeholder="Seleccione el empleado"
          data={employees.map((e) => ({ value: String(e.id), label: `${e.nombres} (${e.cargo})` }))}
          value={chosen ?? (assigned ? String(assigned.id) : null)}
          onChange={onAssign}
          searchable
          disabled={busy}
        />
        <Button
          fullWidth
          loading={markClean.isPending}
          disabled={!employeeId || assign.isPending}
          onClick={() =>
            employeeId && markClean.mutate({ habitacion_id: room.id, empleado_id: employeeId }, feedback)
          }
        >
          Marcar limpia
        </Button>
      </Stack>
    </Card>
  );
}
