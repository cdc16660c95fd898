import type { Db } from '../../db/client';
import { NotFoundError } from '../../lib/errors';
import { type InvoicePdfFormat, invoiceDocument, renderPdf } from './invoice-pdf';
import { presentInvoice } from './invoice-presenter';
import type { InvoicesRepository } from './invoices.repository';

/** The invoice's PDF, made from the stored invoice (the same bytes' content every time). */
export function createInvoicePdf({ db, repo }: { db: Db; repo: InvoicesRepository }) {
  return {
    async render(hotelId: number, id: number, formato: InvoicePdfFormat) {
      const [found, issuer] = await Promise.all([repo.find(db, hotelId, id), repo.issuer(db, hotelId)]);
      if (!found || !issuer) throw new NotFoundError('La factura no existe');
      const invoice = presentInvoice(found);
      const buffer = await renderPdf(invoiceDocument(invoice, issuer, formato));
      return { numero: invoice.numero, buffer };
    },
  };
}

export type InvoicePdf = ReturnType<typeof createInvoicePdf>;
