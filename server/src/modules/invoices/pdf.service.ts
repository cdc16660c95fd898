import { pesosInWords, type TInvoice } from '@posada/contracts';
import { dayText } from '@posada/contracts/dates';
import type { Db } from '../../db/client';
import type { CreditNotesRepository } from '../../kernel/invoicing/credit-notes.repository';
import type { DebitNotesRepository } from '../../kernel/invoicing/debit-notes.repository';
import { invoiceTotals, type TaxType } from '../../kernel/invoicing/invoice-lines';
import type { InvoicesRepository } from '../../kernel/invoicing/invoices.repository';
import { divRound } from '../../lib/decimal';
import { NotFoundError } from '../../lib/errors';
import { addMoney, fromCents, normalizeMoney, subtractMoney, toCents } from '../../lib/money';
import { normalizeQuantity, toMilli } from '../../lib/quantity';
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
  clase: 'factura' | 'nota_credito' | 'nota_debito',
  id: number,
) => Promise<ElectronicStamp | null>;

import { presentInvoice } from './invoice-presenter';

type DebitNote = NonNullable<Awaited<ReturnType<DebitNotesRepository['find']>>>;
type CreditNote = NonNullable<Awaited<ReturnType<CreditNotesRepository['creditNote']>>>;

type NoteLine = Pick<
  TInvoice['lineas'][number],
  'descripcion' | 'cantidad' | 'precio_unitario' | 'base' | 'total_impuestos' | 'total' | 'impuestos'
>;

/**
 * A note laid out as its invoice is (same buyer, same heading): its own number and date, its lines
 * and its totals; no payments, no discounts.
 */
function noteDocument(
  invoice: TInvoice,
  note: { id: number; numero: string; fecha: string },
  lineas: NoteLine[],
  totals: Pick<TInvoice, 'impuestos' | 'bruto' | 'base' | 'total_impuestos' | 'total'>,
): TInvoice {
  return {
    ...invoice,
    id: note.id,
    numero: note.numero,
    fecha: note.fecha,
    emitida_local: dayText(note.fecha),
    lineas: lineas.map((l, i) => ({
      ...l,
      id: 0,
      orden: i + 1,
      producto_id: null,
      alojamiento: false,
      descuento: '0.00',
      cantidad_anulada: '0',
    })),
    impuestos: totals.impuestos,
    bruto: totals.bruto,
    base: totals.base,
    total_impuestos: totals.total_impuestos,
    total: totals.total,
    pagos: [],
    descuentos: '0.00',
    cambio: '0.00',
    total_letras: pesosInWords(totals.total),
    nota_exencion: null,
    observaciones: null,
  };
}

/**
 * A credit note laid out as its invoice is: the lines it gives back with the bases and taxes
 * stored (the XML's own amounts), its totals per tax the sums of those.
 */
export function creditNoteAsDocument(note: CreditNote, invoice: TInvoice): TInvoice {
  const perTax = new Map<string, TInvoice['impuestos'][number]>();
  for (const tax of note.lineas.flatMap((l) => l.impuestos)) {
    const key = `${tax.tipo}|${tax.porcentaje}`;
    const sum = perTax.get(key);
    perTax.set(key, {
      tipo: tax.tipo,
      porcentaje: normalizeMoney(tax.porcentaje),
      nombre: tax.nombre,
      base: addMoney(sum?.base ?? '0', tax.base),
      valor: addMoney(sum?.valor ?? '0', tax.valor),
    });
  }
  const lineas = note.lineas.map((l) => ({
    descripcion: l.descripcion,
    cantidad: normalizeQuantity(l.cantidad),
    // The base given back per unit (cents × 1000 ÷ milli-units, rounded).
    precio_unitario: fromCents(divRound(toCents(l.base) * 1000n, toMilli(l.cantidad))),
    base: normalizeMoney(l.base),
    total_impuestos: normalizeMoney(l.total_impuestos),
    total: normalizeMoney(l.total),
    impuestos: l.impuestos.map((t) => ({ ...t, porcentaje: normalizeMoney(t.porcentaje) })),
  }));
  return noteDocument(invoice, note, lineas, {
    impuestos: [...perTax.values()],
    bruto: normalizeMoney(note.base),
    base: normalizeMoney(note.base),
    total_impuestos: normalizeMoney(note.total_impuestos),
    total: normalizeMoney(note.total),
  });
}

/**
 * A debit note laid out as its invoice is: its lines, and its totals per tax recomputed from its
 * lines by the invoice's rules.
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
  const lineas = totals.lineas.map((l) => ({
    descripcion: l.descripcion,
    cantidad: normalizeQuantity(l.cantidad),
    precio_unitario: normalizeMoney(l.precio_unitario),
    base: l.base,
    total_impuestos: subtractMoney(l.total, l.base),
    total: l.total,
    impuestos: l.impuestos.map((t) => ({ ...t })),
  }));
  return noteDocument(invoice, note, lineas, totals);
}

/** The invoice's PDF and its debit notes', made from what is stored (the same content every time). */
export function createInvoicePdf({
  db,
  repo,
  debits,
  credits,
  stamps = async () => null,
}: {
  db: Db;
  repo: InvoicesRepository;
  debits: DebitNotesRepository;
  credits: CreditNotesRepository;
  stamps?: ElectronicStamps | undefined;
}) {
  async function invoiceOf(hotelId: number, id: number) {
    const [found, issuer] = await Promise.all([repo.find(db, hotelId, id), repo.issuer(db, hotelId)]);
    if (!found || !issuer) throw new NotFoundError('La factura no existe');
    return { invoice: presentInvoice(found), issuer };
  }

  /** A note's PDF: its lines laid out as an invoice's, titled, with its invoice and reason. */
  async function renderNote(
    hotelId: number,
    formato: InvoicePdfFormat,
    note: { id: number; numero: string; factura_id: number; motivo: string },
    clase: 'nota_debito' | 'nota_credito',
    asDocument: (invoice: TInvoice) => TInvoice,
  ) {
    const { invoice, issuer } = await invoiceOf(hotelId, note.factura_id);
    const nombre = clase === 'nota_debito' ? 'Nota débito' : 'Nota crédito';
    const buffer = await renderPdf(
      invoiceDocument(asDocument(invoice), issuer, formato, {
        titulo: nombre.toUpperCase(),
        nombre,
        referencia: `${nombre} de la factura de venta ${invoice.numero} del ${dayText(invoice.fecha)}. Motivo: ${note.motivo}`,
        electronico: await stamps(hotelId, clase, note.id),
      }),
    );
    return { numero: note.numero, buffer };
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
      return renderNote(hotelId, formato, note, 'nota_debito', (invoice) =>
        debitNoteAsDocument(note, invoice),
      );
    },

    /** A credit note's PDF: what the buyer's e-mail carries with its AttachedDocument. */
    async renderCreditNote(hotelId: number, id: number, formato: InvoicePdfFormat) {
      const note = await credits.creditNote(db, hotelId, id);
      if (!note) throw new NotFoundError('La nota crédito no existe');
      return renderNote(hotelId, formato, note, 'nota_credito', (invoice) =>
        creditNoteAsDocument(note, invoice),
      );
    },
  };
}

export type InvoicePdf = ReturnType<typeof createInvoicePdf>;
