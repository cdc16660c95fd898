import { Group, Skeleton, Text } from '@mantine/core';
import type { TOutlet } from '@posada/contracts';
import { memo, useMemo } from 'react';
import { ListSelect } from '../../components/list-select';

/**
 * The outlet chosen and its tax regime. Its own component, drawn again only when the outlets or
 * the choice change: a scanned line does not draw the select again.
 */
export const OutletBar = memo(function OutletBar({
  outlets,
  loading,
  outlet,
  outletId,
  onChange,
}: {
  outlets: TOutlet[] | undefined;
  loading: boolean;
  outlet: TOutlet | undefined;
  outletId: number | null;
  onChange: (value: string | null) => void;
}) {
  const data = useMemo(
    () => (outlets ?? []).map((o) => ({ value: String(o.id), label: o.nombre })),
    [outlets],
  );
  return (
    <Group justify="space-between" wrap="wrap">
      <ListSelect
        label="Punto de venta"
        data={data}
        value={outletId ? String(outletId) : null}
        onChange={onChange}
        allowDeselect={false}
        w={240}
      />
      {outlet && (
        <Text size="sm" c="dimmed">
          {outlet.regimen === 'inc' ? 'Impuesto al consumo (INC 8 %)' : 'IVA de cada producto'} · bodega{' '}
          {outlet.bodega}
        </Text>
      )}
      {loading && (
        // The outlet's line while the outlets load, of its size (on a phone it takes a line of its own).
        <Skeleton visible w="auto" aria-hidden>
          <Text size="sm">Impuesto al consumo (INC 8 %) · bodega principal</Text>
        </Skeleton>
      )}
    </Group>
  );
});
