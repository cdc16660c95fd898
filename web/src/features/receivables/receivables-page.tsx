import { Button, Drawer, Group, Stack, Switch, Tabs, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { paymentTermLabel, type TReceivableClient } from '@posada/contracts';
import { IconCash, IconFileDollar } from '@tabler/icons-react';
import { useState } from 'react';
import { noReceivableFilters, type ReceivableFilters, useReceivablesPage } from '../../api/receivables';
import { type CrudColumn, CrudList, partyColumn } from '../../components/crud';
import { DateField } from '../../components/date-field';
import { formatCOP, formatDate } from '../../lib/format';
import { usePermissionCheck } from '../../lib/permissions';
import { AdvanceClientDialog } from './advance-client-dialog';
import { AgingSummary, agingColumns } from './aging';
import { ClientStatement } from './client-statement';
import { ReceiptsList } from './receipts-list';

const columns: CrudColumn<TReceivableClient>[] = [
  partyColumn(
    'cliente',
    'Cliente',
    (r) => r.cliente,
    (r) => (
      <>
        {r.documento} · {paymentTermLabel(r.plazo_dias)} · {r.facturas}{' '}
        {r.facturas === 1 ? 'factura' : 'facturas'}
      </>
    ),
  ),
  ...agingColumns,
  {
    key: 'saldo',
    header: 'Saldo',
    render: (r) => (
      <Text size="sm" fw={700}>
        {formatCOP(r.saldo, 0)}
      </Text>
    ),
  },
];

/**
 * admin/installment (Administración → Cuentas por cobrar): by client, what each owes on its credit
 * invoices by age past due on the hotel's business date, with the totals of the filtered list (a
 * row opens the client's statement, where payments are registered, printed and annulled); and the
 * list of receipts (recibos de caja).
 */
export function ReceivablesPage() {
  return (
    <Stack gap="sm">
      <Title order={1} size="h2">
        Cuentas por cobrar
      </Title>
      <Tabs defaultValue="clientes" keepMounted={false}>
        <Tabs.List mb="md">
          <Tabs.Tab value="clientes">Por cliente</Tabs.Tab>
          <Tabs.Tab value="recibos">Recibos de caja</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="clientes">
          <ReceivablesByClient />
        </Tabs.Panel>
        <Tabs.Panel value="recibos">
          <ReceiptsList />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}

/** The client whose statement is open, and whether it opens on the payment form. */
type Opened = { cliente_id: number; cliente: string; pay: boolean };

/**
 * The receivables by client with their aging, and each client's statement; Registrar anticipo
 * for any client (one that owes nothing is not listed).
 */
function ReceivablesByClient() {
  const [filters, setFilters] = useState<ReceivableFilters>(noReceivableFilters);
  const [open, setOpen] = useState<Opened | null>(null);
  const [choosing, setChoosing] = useState(false);
  const can = usePermissionCheck();
  // Paying needs facturas.abonar, finding any client clientes.ver.
  const mayAdvance = can(['facturas.abonar']) && can(['clientes.ver']);
  const phone = useMediaQuery('(max-width: 36em)');
  const setDate = (key: 'desde' | 'hasta') => (value: string | null) =>
    setFilters((f) => ({ ...f, [key]: value ?? '' }));
  return (
    <>
      <CrudList
        title="Cartera por cliente"
        titleOrder={2}
        columns={columns}
        useList={useReceivablesPage}
        filters={filters}
        rowKey={(r) => r.cliente_id}
        searchPlaceholder="Nombre o documento del cliente"
        rowActions={(r) => (
          <Button
            size="xs"
            variant="light"
            leftSection={<IconFileDollar size={14} />}
            aria-label={`Estado de cuenta de ${r.cliente}`}
            onClick={() => setOpen({ cliente_id: r.cliente_id, cliente: r.cliente, pay: false })}
          >
            Estado de cuenta
          </Button>
        )}
        toolbar={
          <Group gap="sm" align="flex-end" wrap="wrap">
            <DateField
              label="Facturas desde"
              w={150}
              clearable
              value={filters.desde}
              onChange={setDate('desde')}
            />
            <DateField label="Hasta" w={150} clearable value={filters.hasta} onChange={setDate('hasta')} />
            <Switch
              label="Solo vencidas"
              checked={filters.vencidas}
              onChange={(e) => {
                const vencidas = e.currentTarget.checked;
                setFilters((f) => ({ ...f, vencidas }));
              }}
            />
            {mayAdvance && (
              <Button variant="light" leftSection={<IconCash size={16} />} onClick={() => setChoosing(true)}>
                Registrar anticipo
              </Button>
            )}
          </Group>
        }
        summary={(page) => (
          <>
            <Text size="sm" fw={600}>
              Totales al {formatDate(page.fecha)}
            </Text>
            <AgingSummary aging={page.totales} label="Totales de cartera" />
          </>
        )}
      />
      <Drawer
        opened={open !== null}
        onClose={() => setOpen(null)}
        position="right"
        size={phone ? '100%' : 'xl'}
        title={open ? `Estado de cuenta · ${open.cliente}` : ''}
      >
        {open && <ClientStatement clienteId={open.cliente_id} startWithPayment={open.pay} />}
      </Drawer>
      <AdvanceClientDialog
        opened={choosing}
        onClose={() => setChoosing(false)}
        onChosen={(c) => setOpen({ cliente_id: c.id, cliente: c.nombre_completo, pay: true })}
      />
    </>
  );
}
