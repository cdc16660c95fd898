import { invoicePaths, ZBillingSummaryData } from '@posada/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../lib/api';
import { queryKeys } from '../lib/query-keys';

/*
 * The day's billing summary (Detalle Cuentas) and the invoices' query keys, apart from the
 * invoices' lists, documents and actions (invoices.ts) so the summary's first visit loads and
 * builds only its schema (contracts' billing-summary.ts).
 */

const keys = queryKeys('facturas');
export const invoiceKeys = { ...keys, summary: () => keys.of('resumen') };

export function useBillingSummary() {
  return useQuery({
    queryKey: invoiceKeys.summary(),
    queryFn: ({ signal }) =>
      api.get(invoicePaths.summary, { schema: ZBillingSummaryData, signal }).then((a) => a.data),
  });
}
