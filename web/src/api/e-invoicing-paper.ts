import {
  eInvoicingPaths,
  type TPaperInvoiceBody,
  ZPaperInvoiceCreated,
  ZPaperInvoicePage,
} from '@posada/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ListParams, usePageQuery } from '../components/crud';
import { api } from '../lib/api';
import { queryKeys } from '../lib/query-keys';

/** Paper contingency invoices typed in afterwards (Facturación → Facturas de talonario). */
const keys = queryKeys('facturas-talonario');

export function usePaperInvoicePage(p: ListParams) {
  return usePageQuery(keys.list(p), (signal) =>
    api.get(eInvoicingPaths.paperInvoices, {
      query: { page: p.page, per_page: p.per_page, search: p.search },
      schema: ZPaperInvoicePage,
      signal,
    }),
  );
}

export function useTypePaperInvoice() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: TPaperInvoiceBody) =>
      api.post(eInvoicingPaths.paperInvoices, body, { schema: ZPaperInvoiceCreated }),
    onSuccess: () => client.invalidateQueries({ queryKey: keys.all }),
  });
}
