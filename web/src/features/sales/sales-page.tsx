import { Stack, Tabs, Title } from '@mantine/core';
import { LazyPanel, lazyNamed } from '../../lib/lazy-named';
import { usePermission } from '../../lib/permissions';
import { PointOfSale } from './point-of-sale';

// Mesas and Ventas registradas load when their tab is first shown (a loader meanwhile), not at the
// first interaction: preloading them then competed with the point of sale's own first render:
// with the orders, comandas, the sales' list, the date field and the invoices' PDF buttons they
// were most of the scripts of a first visit to the point of sale.
const TablesView = lazyNamed(() => import('./tables-view'), 'TablesView');
const SalesList = lazyNamed(() => import('./sales-list'), 'SalesList');

/**
 * dashboardSell (Operación → Ventas): the point of sale for a tablet or a desktop with a barcode
 * reader. The outlet, its categories as tiles and its products; the order with its lines, the
 * taxes and the total priced by the server as it is typed; the buyer (Consumidor final, a client or
 * an in-house room); Cobrar with the tip, several payment methods and the change — or the charge to
 * the room — and the 80 mm ticket. Mesas: the restaurant's tables and their bills (orders sent to
 * the kitchen as comandas, split, moved, settled through the same pay dialog).
 */
export function SalesPage() {
  const maySell = usePermission('ventas.crear');
  const mayTakeOrders = usePermission('ventas.ordenes', 'ventas.todas');
  return (
    <Stack gap="sm">
      <Title order={1} size="h2">
        Ventas
      </Title>
      <Tabs defaultValue={maySell ? 'vender' : 'ventas'} keepMounted={false}>
        <Tabs.List mb="md">
          {maySell && <Tabs.Tab value="vender">Vender</Tabs.Tab>}
          {mayTakeOrders && <Tabs.Tab value="mesas">Mesas</Tabs.Tab>}
          <Tabs.Tab value="ventas">Ventas registradas</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="vender">
          <PointOfSale />
        </Tabs.Panel>
        <Tabs.Panel value="mesas">
          <LazyPanel>
            <TablesView />
          </LazyPanel>
        </Tabs.Panel>
        <Tabs.Panel value="ventas">
          <LazyPanel>
            <SalesList />
          </LazyPanel>
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
