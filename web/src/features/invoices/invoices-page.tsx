import { Tabs } from '@mantine/core';
import { invoicePaymentForms, invoiceStates, type TInvoicePageRow } from '@posada/contracts';
import { useState } from 'react';
import { type InvoiceFilters, noInvoiceFilters, useInvoicePage } from '../../api/invoices';
import {
  type CrudColumn,
  CrudList,
  DateRangeFilter,
  dateColumn,
  FilterSelect,
  moneyColumn,
  partyColumn,
  ViewButton,
} from '../../components/crud';
import { DianBadge } from '../../components/dian-badge';
import { formatDate } from '../../lib/format';
import { ClientBalancesList } from './client-balances-list';
import { InvoiceStateBadge, numberColumn, paymentFormLabel } from './invoice-badges';
import { InvoiceDialog } from './invoice-dialog';
import { PaperInvoices } from './paper-invoices';

const columns: CrudColumn<TInvoicePageRow>[] = [
  numberColumn<TInvoicePageRow>(),
  dateColumn('fecha', 'Fecha', (f) => f.fecha),
  partyColumn(
    'comprador',
    'Comprador',
    (f) => f.comprador_nombre,
    (f) => f.comprador_documento,
  ),
  {
    key: 'forma',
    header: 'Forma de pago',
    render: (f) =>
      f.vencimiento
        ? `${paymentFormLabel[f.forma]} (vence ${formatDate(f.vencimiento)})`
        : paymentFormLabel[f.forma],
  },
  moneyColumn('total', 'Total', (f) => f.total, 0),
  { key: 'estado', header: 'Estado', render: (f) => <InvoiceStateBadge invoice={f} /> },
  { key: 'dian', header: 'DIAN', render: (f) => <DianBadge state={f.dian} /> },
];

const stateOptions = invoiceStates.map((s) => ({ value: s, label: s === 'emitida' ? 'Emitida' : 'Anulada' }));
const formOptions = invoicePaymentForms.map((f) => ({ value: f, label: paymentFormLabel[f] }));

/**
 * invoice (Administración → Facturación → Facturas): the invoices, and — in a second tab — the
 * clients' balances in favour left by credit notes, which a cashier refunds from there, and the
 * paper contingency invoices typed in afterwards.
 */
export function InvoicesPage() {
  return (
    <Tabs defaultValue="facturas" keepMounted={false}>
      <Tabs.List mb="md">
        <Tabs.Tab value="facturas">Facturas</Tabs.Tab>
        <Tabs.Tab value="saldos">Saldos a favor</Tabs.Tab>
        <Tabs.Tab value="talonario">Facturas de talonario</Tabs.Tab>
      </Tabs.List>
      <Tabs.Panel value="facturas">
        <InvoiceList />
      </Tabs.Panel>
      <Tabs.Panel value="saldos">
        <ClientBalancesList />
      </Tabs.Panel>
      <Tabs.Panel value="talonario">
        <PaperInvoices />
      </Tabs.Panel>
    </Tabs>
  );
}

/**
 * The invoices, searched by number, buyer or document, filtered by dates, state and payment form,
 * paged by the server; a row opens the invoice with its PDF and its credit notes.
 */
function InvoiceList() {
  const [filters, setFilters] = useState<InvoiceFilters>(noInvoiceFilters);
  const [open, setOpen] = useState<number | null>(null);
  const set = (key: keyof InvoiceFilters) => (value: string | null) =>
    setFilters((f) => ({ ...f, [key]: value ?? '' }));
  return (
    <>
      <CrudList
        title="Facturas"
        columns={columns}
        useList={useInvoicePage}
        filters={filters}
        searchPlaceholder="Número, comprador o documento"
        rowActions={(f) => <ViewButton label={`Ver la factura ${f.numero}`} onClick={() => setOpen(f.id)} />}
        toolbar={
          <>
            <DateRangeFilter desde={filters.desde} hasta={filters.hasta} set={set} />
            <FilterSelect
              label="Estado"
              w={140}
              data={stateOptions}
              value={filters.estado}
              onChange={set('estado')}
            />
            <FilterSelect
              label="Forma de pago"
              w={150}
              placeholder="Todas"
              data={formOptions}
              value={filters.forma}
              onChange={set('forma')}
            />
          </>
        }
      />
      <InvoiceDialog facturaId={open} onClose={() => setOpen(null)} />
    </>
  );
}
