import { pesosInWords, type TInvoice } from '@posada/contracts';
import { dayText } from '@posada/contracts/dates';
import type { Db } from '../../db/client';
import type { DebitNotesRepository } from '../../kernel/invoicing/debit-notes.repository';
import { invoiceTotals, type TaxType } from '../../kernel/invoicing/invoice-lines';
import type { InvoicesRepository } from '../../kernel/invoicing/invoices.repository';
import { NotFoundError } from '../../lib/errors';
import { normalizeMoney, subtractMoney } from '../../lib/money';
import { normalizeQuantity } from '../../lib/quantity';
import {
  type ElectronicStamp,
  INVOICE,
  type InvoicePdfFormat,
  invoiceDocument,
  renderPdf,
} from './invoice-pdf';

/**
 * The electronic identity of an invoice or debit note (its CUFE/CUDE, signed now if the queue has
 * not reached it), or null when it is not electronic. Handed in by buildApp from e-invoicing.
 */
export type ElectronicStamps = (
  hotelId: number,
  clase: 'factura' | 'nota_debito',
  id: number,
) => Promise<ElectronicStamp | null>;

import { presentInvoice } from './invoice-presenter';

type DebitNote = NonNullable<Awaited<ReturnType<DebitNotesRepository['find']>>>;

/**
 * A debit note laid out as its invoice is (same buyer, same layout): its own number and date, its
 * lines, and its totals per tax recomputed from its lines by the invoice's rules.
 */
export function debitNoteAsDocument(note: DebitNote, invoice: TInvoice): TInvoice {
  const totals = invoiceTotals(
    note.lineas.map((l) => ({
      descripcion: l.concepto,
      cantidad: l.cantidad,
      precio_unitario: l.precio_unitario,
      descuento: '0',
      alojamiento: false,
      impuestos: l.impuestos.map((t) => ({ ...t, tipo: t.tipo as TaxType })),
    })),
  );
  return {
    ...invoice,
    id: note.id,
    numero: note.numero,
    fecha: note.fecha,
    emitida_local: dayText(note.fecha),
    lineas: totals.lineas.map((l, i) => ({
      id: 0,
      orden: i + 1,
      descripcion: l.descripcion,
      producto_id: null,
      alojamiento: false,
      cantidad: normalizeQuantity(l.cantidad),
      precio_unitario: normalizeMoney(l.precio_unitario),
      descuento: '0.00',
      base: l.base,
      total_impuestos: subtractMoney(l.total, l.base),
      total: l.total,
      impuestos: l.impuestos.map((t) => ({ ...t })),
      cantidad_anulada: '0',
    })),
    impuestos: totals.impuestos,
    pagos: [],
    bruto: totals.bruto,
    descuentos: '0.00',
    base: totals.base,
    total_impuestos: totals.total_impuestos,
    total: totals.total,
    cambio: '0.00',
    total_letras: pesosInWords(totals.total),
    nota_exencion: null,
    observaciones: null,
  };
}

/** The invoice's PDF and its debit notes', made from what is stored (the same content every time). */
export function createInvoicePdf({
  db,
  repo,
  debits,
  stamps = async () => null,
}: {
  db: Db;
  repo: InvoicesRepository;
  debits: DebitNotesRepository;
  stamps?: ElectronicStamps | undefined;
}) {
  async function invoiceOf(hotelId: number, id: number) {
    const [found, issuer] = await Promise.all([repo.find(db, hotelId, id), repo.issuer(db, hotelId)]);
    if (!found || !issuer) throw new NotFoundError('La factura no existe');
    return { invoice: presentInvoice(found), issuer };
  }

  return {
    async render(hotelId: number, id: number, formato: InvoicePdfFormat) {
      const [{ invoice, issuer }, electronico] = await Promise.all([
        invoiceOf(hotelId, id),
        stamps(hotelId, 'factura', id),
      ]);
      const buffer = await renderPdf(invoiceDocument(invoice, issuer, formato, { ...INVOICE, electronico }));
      return { numero: invoice.numero, buffer };
    },

    async renderDebitNote(hotelId: number, id: number, formato: InvoicePdfFormat) {
      const note = await debits.find(db, hotelId, id);
      if (!note) throw new NotFoundError('La nota débito no existe');
      const { invoice, issuer } = await invoiceOf(hotelId, note.factura_id);
      const referencia = `Nota débito de la factura de venta ${invoice.numero} del ${dayText(invoice.fecha)}. Motivo: ${note.motivo}`;
      const buffer = await renderPdf(
        invoiceDocument(debitNoteAsDocument(note, invoice), issuer, formato, {
          titulo: 'NOTA DÉBITO',
          nombre: 'Nota débito',
          referencia,
          electronico: await stamps(hotelId, 'nota_debito', id),
        }),
      );
      return { numero: note.numero, buffer };
    },
  };
}

export type InvoicePdf = ReturnType<typeof createInvoicePdf>;
