import {
  invoicePaths,
  type TCreditNoteInput,
  type TDebitNoteBody,
  type TInvoiceCreateInput,
  type TInvoiceListBody,
  ZCreditNoteCreated,
  ZDebitNoteCreated,
  ZInvoiceCreated,
  ZInvoiceData,
  ZInvoicePage,
} from '@posada/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type ListParams, usePageQuery } from '../components/crud';
import { api } from '../lib/api';
import { openDocument } from '../lib/open-document';
import { invoiceKeys } from './billing-summary';
import { refreshAfterPayment } from './cash-registers';
import { clientBalanceKeys } from './client-balances';

/** The invoice's PDF on letter paper or as an 80 mm receipt (tirilla). */
export type PdfFormat = 'carta' | 'tirilla';

export function openInvoicePdf(factura: { id: number; numero: string }, formato: PdfFormat) {
  return openDocument(invoicePaths.pdf(factura.id), `factura-${factura.numero}-${formato}.pdf`, { formato });
}

/** A debit note's PDF, in its invoice's layout. */
export function openDebitNotePdf(nota: { id: number; numero: string }, formato: PdfFormat) {
  return openDocument(invoicePaths.debitNotePdf(nota.id), `nota-debito-${nota.numero}-${formato}.pdf`, {
    formato,
  });
}

/** The list's filters as the screen holds them ('' = any). */
export type InvoiceFilters = { desde: string; hasta: string; estado: string; forma: string };
export const noInvoiceFilters: InvoiceFilters = { desde: '', hasta: '', estado: '', forma: '' };

/** The body of POST /facturaListar for the filters: an empty filter is not sent. */
export function invoiceListBody(filters: InvoiceFilters): Partial<TInvoiceListBody> {
  return Object.fromEntries(Object.entries(filters).filter(([, v]) => v !== '')) as Partial<TInvoiceListBody>;
}

export function useInvoicePage(p: ListParams & InvoiceFilters) {
  const { page, per_page, search, ...filters } = p;
  return usePageQuery(invoiceKeys.list(p), (signal) =>
    api.post(invoicePaths.list, invoiceListBody(filters), {
      query: { page, per_page, search },
      schema: ZInvoicePage,
      signal,
    }),
  );
}

export function useInvoice(id: number | null) {
  return useQuery({
    queryKey: invoiceKeys.one(id ?? 0),
    queryFn: ({ signal }) =>
      api.get(invoicePaths.show(id ?? 0), { schema: ZInvoiceData, signal }).then((a) => a.data),
    enabled: id !== null,
    retry: false,
  });
}

/**
 * Invoices an account (facturaCrear) with its idempotency key: a retried request answers the same
 * invoice. The account, the lists, the summary and 'Total Caja' change.
 */
export function useCreateInvoice() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ key, body }: { key: string; body: TInvoiceCreateInput }) =>
      api.post(invoicePaths.create, body, { headers: { 'Idempotency-Key': key }, schema: ZInvoiceCreated }),
    onSuccess: () => {
      // ['cuentas'] is the accounts' domain (api/accounts.ts imports this module).
      for (const queryKey of [invoiceKeys.all, ['cuentas']]) void client.invalidateQueries({ queryKey });
      void refreshAfterPayment(client);
    },
  });
}

/**
 * A credit note: the invoices (and the summary) change, the buyer's balance in favour may grow,
 * and money may leave the register.
 */
export function useCreditNote() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: TCreditNoteInput) =>
      api.post(invoicePaths.creditNote, body, { schema: ZCreditNoteCreated }),
    onSuccess: () => {
      for (const queryKey of [invoiceKeys.all, clientBalanceKeys.all])
        void client.invalidateQueries({ queryKey });
      void refreshAfterPayment(client);
    },
  });
}

/** A debit note: the invoice (its notes, its balance) and the lists change. */
export function useDebitNote() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: TDebitNoteBody) =>
      api.post(invoicePaths.debitNote, body, { schema: ZDebitNoteCreated }),
    onSuccess: () => {
      // ['cuentas']: a credit invoice's note is charged to the company's account.
      for (const queryKey of [invoiceKeys.all, ['cuentas']]) void client.invalidateQueries({ queryKey });
    },
  });
}
