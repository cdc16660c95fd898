import type { FastifyInstance } from 'fastify';
import type { Kernel } from '../../kernel';
import { createCreditNotesRepository } from '../../kernel/invoicing/credit-notes.repository';
import { createDebitNotesRepository } from '../../kernel/invoicing/debit-notes.repository';
import { createInvoicesRepository } from '../../kernel/invoicing/invoices.repository';
import { createDebitNotes } from './debit-notes.service';
import { registerInvoicesRoutes } from './invoices.routes';
import { createInvoicesService } from './invoices.service';
import { createInvoicePdf, type ElectronicStamps } from './pdf.service';
import { createSummaryRepository } from './summary.repository';

/** What buildApp hands this module: the kernel services it names, and nothing more. */
export type InvoicesDeps = Pick<
  Kernel,
  | 'db'
  | 'audit'
  | 'clock'
  | 'ledger'
  | 'numbers'
  | 'payments'
  | 'calendar'
  | 'balances'
  | 'stock'
  | 'invoicing'
  | 'creditNotes'
> & {
  /** From e-invoicing (buildApp wires it): the CUFE and QR the PDF prints. */
  stamps?: ElectronicStamps;
};

/**
 * The letter-size PDF of an invoice or debit note, for the e-mail to the buyer (e-invoicing's
 * delivery); null for a credit note, which has no graphic representation yet.
 */
export function documentPdfs({ db, stamps }: Pick<InvoicesDeps, 'db' | 'stamps'>) {
  const pdf = createInvoicePdf({
    db,
    repo: createInvoicesRepository(),
    debits: createDebitNotesRepository(),
    credits: createCreditNotesRepository(),
    stamps,
  });
  return async (hotelId: number, clase: string, id: number): Promise<Uint8Array | null> => {
    if (clase === 'factura') return (await pdf.render(hotelId, id, 'carta')).buffer;
    if (clase === 'nota_credito') return (await pdf.renderCreditNote(hotelId, id, 'carta')).buffer;
    if (clase === 'nota_debito') return (await pdf.renderDebitNote(hotelId, id, 'carta')).buffer;
    return null;
  };
}

/** Invoices: facturaCrear, the list, the detail and PDF, credit and debit notes, the Facturación dashboard. */
export function register(api: FastifyInstance, deps: InvoicesDeps): void {
  const repo = createInvoicesRepository();
  const service = createInvoicesService({
    ...deps,
    repo,
    notes: createCreditNotesRepository(),
    summary: createSummaryRepository(),
  });
  const debits = createDebitNotesRepository();
  registerInvoicesRoutes(api, {
    service,
    debits: createDebitNotes({ ...deps, repo, debits }),
    pdf: createInvoicePdf({
      db: deps.db,
      repo,
      debits,
      credits: createCreditNotesRepository(),
      stamps: deps.stamps,
    }),
  });
}
