import { Alert, Button, Group, Modal, Select, Stack } from '@mantine/core';
import type { TOrder, TTable } from '@posada/contracts';
import { useState } from 'react';
import { useOpenOrders } from '../../api/orders';
import { formatCOP } from '../../lib/format';

/** Trasladar o unir: the whole bill to another table, or another table's bill joined into this one. */
export function MoveDialog({
  order,
  tables,
  busy,
  error,
  onTransfer,
  onMerge,
  onClose,
}: {
  order: TOrder;
  tables: TTable[];
  busy: boolean;
  error: string | null;
  onTransfer: (mesaId: number) => void;
  onMerge: (ordenId: number) => void;
  onClose: () => void;
}) {
  const [mesa, setMesa] = useState<string | null>(null);
  const [other, setOther] = useState<string | null>(null);
  const open = (useOpenOrders(order.punto_venta_id).data ?? []).filter((o) => o.id !== order.id);
  return (
    <Modal opened onClose={onClose} title="Trasladar o unir mesas">
      <Stack gap="sm">
        <Select
          label="Trasladar la cuenta a la mesa"
          placeholder="Seleccione la mesa"
          data={tables
            .filter((t) => t.estado && t.id !== order.mesa_id)
            .map((t) => ({ value: String(t.id), label: t.ordenes > 0 ? `${t.nombre} (ocupada)` : t.nombre }))}
          value={mesa}
          onChange={setMesa}
        />
        <Group justify="flex-end">
          <Button disabled={!mesa} loading={busy} onClick={() => mesa && onTransfer(Number(mesa))}>
            Trasladar
          </Button>
        </Group>
        <Select
          label="Unir a esta cuenta la de"
          placeholder="Seleccione la otra cuenta"
          data={open.map((o) => ({
            value: String(o.id),
            label: `${o.mesa ?? `Hab. ${o.habitacion}`} · ${o.mesero} · ${formatCOP(o.total, 0)}`,
          }))}
          value={other}
          onChange={setOther}
        />
        <Group justify="flex-end">
          <Button disabled={!other} loading={busy} onClick={() => other && onMerge(Number(other))}>
            Unir
          </Button>
        </Group>
        {error && <Alert color="red">{error}</Alert>}
      </Stack>
    </Modal>
  );
}
