import { useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api';
import { openDocument } from '../../lib/open-document';
import { queryKeys } from '../../lib/query-keys';

/** The invoice's PDF on letter paper or as an 80 mm receipt (tirilla). */
export type PdfFormat = 'carta' | 'tirilla';

// TODO(contracts): invoicePaths.pdf from contracts/src/paths.ts once task B lands it.
const pdfPath = (id: number) => `/facturaPdf/${id}`;

export function openInvoicePdf(factura: { id: number; numero: string }, formato: PdfFormat) {
  return openDocument(pdfPath(factura.id), `factura-${factura.numero}-${formato}.pdf`, { formato });
}

// DRAFT until task B's contracts land.
export interface TBillingSummary {
  fecha: string;
  facturas: number;
  total: string;
  impuestos: { nombre: string; base: string; valor: string }[];
  medios_pago: { nombre: string; total: string }[];
  salidas_pendientes: number;
  cuentas_con_saldo: number;
  saldo_pendiente: string;
}

const keys = queryKeys('facturas');
export const invoiceKeys = { ...keys, summary: () => keys.of('resumen') };

export function useBillingSummary() {
  return useQuery({
    queryKey: invoiceKeys.summary(),
    queryFn: ({ signal }) =>
      api.get<{ data: TBillingSummary }>('/facturacionResumen', { signal }).then((a) => a.data),
  });
}
