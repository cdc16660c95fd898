import { openDocument } from '../../lib/open-document';

/** The invoice's PDF on letter paper or as an 80 mm receipt (tirilla). */
export type PdfFormat = 'carta' | 'tirilla';

// TODO(contracts): invoicePaths.pdf from contracts/src/paths.ts once task B lands it.
const pdfPath = (id: number) => `/facturaPdf/${id}`;

export function openInvoicePdf(factura: { id: number; numero: string }, formato: PdfFormat) {
  return openDocument(pdfPath(factura.id), `factura-${factura.numero}-${formato}.pdf`, { formato });
}
