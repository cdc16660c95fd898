import { Alert, Badge, Group, Paper, Select, SimpleGrid, Stack, Text, UnstyledButton } from '@mantine/core';
import { useState } from 'react';
import { useTables } from '../../api/orders';
import { useOutlets } from '../../api/sales';
import { formatCOP } from '../../lib/format';
import { TableOrder } from './table-order';

/**
 * Mesas: the outlet's tables as tiles, free or occupied with their bill's total (a waiter sees
 * their own; a cashier all), refreshed live when any tablet changes an order; a tile opens the bill.
 */
export function TablesView() {
  const outlets = useOutlets();
  const [chosenOutlet, setOutlet] = useState<string | null>(null);
  const outletId = Number(chosenOutlet ?? outlets.data?.[0]?.id ?? 0) || null;
  const outlet = outlets.data?.find((o) => o.id === outletId);
  const tables = useTables(outletId);
  const [tableId, setTableId] = useState<number | null>(null);
  const active = (tables.data ?? []).filter((t) => t.estado);
  const table = active.find((t) => t.id === tableId);

  if (outlet && table) {
    return <TableOrder outlet={outlet} table={table} tables={active} onBack={() => setTableId(null)} />;
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
        {active.map((t) => {
          const busy = t.ordenes > 0;
          return (
            <UnstyledButton key={t.id} onClick={() => setTableId(t.id)} aria-label={t.nombre}>
              <Paper
                withBorder
                p="md"
                radius="md"
                bg={busy ? 'var(--mantine-color-orange-light)' : undefined}
                data-testid={`mesa-${t.nombre}`}
              >
                <Text fw={700}>{t.nombre}</Text>
                <Group gap={4} mt={4}>
                  {busy ? (
                    <>
                      <Badge color="orange" size="sm">
                        Ocupada
                      </Badge>
                      <Text size="sm" fw={600}>
                        {formatCOP(t.total, 0)}
                      </Text>
                    </>
                  ) : (
                    <Badge color="green" size="sm" variant="light">
                      Libre
                    </Badge>
                  )}
                </Group>
              </Paper>
            </UnstyledButton>
          );
        })}
      </SimpleGrid>
    </Stack>
  );
}
