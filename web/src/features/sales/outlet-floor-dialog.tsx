import {
  ActionIcon,
  Alert,
  Button,
  Group,
  Modal,
  Stack,
  Switch,
  TagsInput,
  Text,
  TextInput,
} from '@mantine/core';
import type { TOutlet } from '@posada/contracts';
import { IconPlus } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useSaveFloor, useStations, useTables } from '../../api/orders';
import { errorMessage } from '../../components/crud';

type TableRow = { id: number | null; nombre: string; estado: boolean };
type StationRow = TableRow & { categorias: string[] };

/**
 * An outlet's floor: its tables (renamed, deactivated — never deleted, orders point at them — or
 * added) and its kitchen and bar stations with the product categories each prepares.
 */
export function OutletFloorDialog({ outlet, onClose }: { outlet: TOutlet; onClose: () => void }) {
  const tables = useTables(outlet.id);
  const stations = useStations(outlet.id);
  const save = useSaveFloor(outlet.id);
  const [mesas, setMesas] = useState<TableRow[]>([]);
  const [estaciones, setEstaciones] = useState<StationRow[]>([]);
  useEffect(
    () => setMesas((tables.data ?? []).map(({ id, nombre, estado }) => ({ id, nombre, estado }))),
    [tables.data],
  );
  useEffect(() => setEstaciones((stations.data ?? []).map((s) => ({ ...s }))), [stations.data]);
  const patch = <T,>(rows: T[], i: number, change: Partial<T>) =>
    rows.map((r, j) => (j === i ? { ...r, ...change } : r));
  return (
    <Modal opened onClose={onClose} title={`Mesas y estaciones de «${outlet.nombre}»`} size="lg">
      <Stack gap="sm">
        <Text fw={700}>Mesas</Text>
        {mesas.map((m, i) => (
          <Group key={m.id ?? `nueva-${i}`} wrap="nowrap">
            <TextInput
              aria-label={`Mesa ${i + 1}`}
              value={m.nombre}
              maxLength={40}
              onChange={(e) => setMesas(patch(mesas, i, { nombre: e.currentTarget.value }))}
              style={{ flex: 1 }}
            />
            <Switch
              label="Activa"
              checked={m.estado}
              onChange={(e) => setMesas(patch(mesas, i, { estado: e.currentTarget.checked }))}
            />
          </Group>
        ))}
        <Group justify="flex-end">
          <ActionIcon
            variant="light"
            aria-label="Agregar mesa"
            onClick={() =>
              setMesas([...mesas, { id: null, nombre: `Mesa ${mesas.length + 1}`, estado: true }])
            }
          >
            <IconPlus size={16} />
          </ActionIcon>
        </Group>
        <Text fw={700}>Estaciones (qué categorías prepara cada una)</Text>
        {estaciones.map((s, i) => (
          <Stack key={s.id ?? `nueva-${i}`} gap={4}>
            <Group wrap="nowrap">
              <TextInput
                aria-label={`Estación ${i + 1}`}
                value={s.nombre}
                maxLength={40}
                onChange={(e) => setEstaciones(patch(estaciones, i, { nombre: e.currentTarget.value }))}
                style={{ flex: 1 }}
              />
              <Switch
                label="Activa"
                checked={s.estado}
                onChange={(e) => setEstaciones(patch(estaciones, i, { estado: e.currentTarget.checked }))}
              />
            </Group>
            <TagsInput
              aria-label={`Categorías de la estación ${i + 1}`}
              placeholder="Categoría y Enter"
              value={s.categorias}
              onChange={(categorias) => setEstaciones(patch(estaciones, i, { categorias }))}
            />
          </Stack>
        ))}
        <Group justify="flex-end">
          <ActionIcon
            variant="light"
            aria-label="Agregar estación"
            onClick={() =>
              setEstaciones([...estaciones, { id: null, nombre: '', categorias: [], estado: true }])
            }
          >
            <IconPlus size={16} />
          </ActionIcon>
        </Group>
        {save.error && <Alert color="red">{errorMessage(save.error)}</Alert>}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancelar
          </Button>
          <Button
            loading={save.isPending}
            onClick={() => save.mutate({ mesas, estaciones }, { onSuccess: onClose })}
          >
            Guardar
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
