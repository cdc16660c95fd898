import { Alert, Button, Group, Modal, NumberInput, SegmentedControl, Stack, Text } from '@mantine/core';
import { equalShares, type TOrder, type TOrderSplitBody } from '@posada/contracts';
import { useState } from 'react';
import { QuantityInput } from '../../components/quantity-input';
import { formatCOP } from '../../lib/format';

/**
 * Dividir cuenta: in equal shares (the bill paid in n payments of one sale: the pay dialog offers
 * them) or by items (the chosen quantities go to a new bill of the same table, settled on its own).
 */
export function SplitDialog({
  order,
  total,
  busy,
  error,
  onSplit,
  onClose,
}: {
  order: TOrder;
  total: string | undefined;
  busy: boolean;
  error: string | null;
  onSplit: (body: TOrderSplitBody) => void;
  onClose: () => void;
}) {
  const [modo, setModo] = useState<'partes' | 'items'>('partes');
  const [partes, setPartes] = useState<number | string>(Math.max(2, order.partes));
  const [moved, setMoved] = useState<Record<number, string>>({});
  const n = Number(partes) || 0;
  const chosen = Object.entries(moved)
    .filter(([, q]) => Number(q) > 0)
    .map(([id, cantidad]) => ({ id: Number(id), cantidad }));
  return (
    <Modal opened onClose={onClose} title="Dividir cuenta">
      <Stack gap="sm">
        <SegmentedControl
          fullWidth
          value={modo}
          onChange={(v) => setModo(v as 'partes' | 'items')}
          data={[
            { value: 'partes', label: 'En partes iguales' },
            { value: 'items', label: 'Por ítems' },
          ]}
        />
        {modo === 'partes' ? (
          <>
            <NumberInput label="Número de partes" min={1} max={20} value={partes} onChange={setPartes} />
            {total && n >= 1 && n <= 20 && (
              <Text size="sm" data-testid="partes">
                {n} {n === 1 ? 'pago' : 'pagos'} de{' '}
                {equalShares(total, n)
                  .map((s) => formatCOP(s, 0))
                  .join(' + ')}
              </Text>
            )}
          </>
        ) : (
          <>
            <Text size="sm" c="dimmed">
              Lo que pase quedará en una cuenta nueva de la mesa.
            </Text>
            {order.lineas.map((l) => (
              <Group key={l.id} justify="space-between" wrap="nowrap">
                <Text size="sm">
                  {l.producto} (de {Number(l.cantidad)})
                </Text>
                <QuantityInput
                  aria-label={`Pasar ${l.producto}`}
                  w={100}
                  value={moved[l.id] ?? ''}
                  onChange={(v) => setMoved((m) => ({ ...m, [l.id]: String(v) }))}
                />
              </Group>
            ))}
          </>
        )}
        {error && <Alert color="red">{error}</Alert>}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Volver
          </Button>
          <Button
            loading={busy}
            disabled={modo === 'partes' ? n < 1 || n > 20 : chosen.length === 0}
            onClick={() => onSplit(modo === 'partes' ? { modo, partes: n } : { modo, lineas: chosen })}
          >
            Dividir
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
