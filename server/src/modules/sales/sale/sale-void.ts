import type { CreditNotes } from '../../../kernel/invoicing';
import type { NumberService } from '../../../kernel/numbers';
import type { PaymentsService } from '../../../kernel/payments';
import type { StockService } from '../../../kernel/stock';
import type { UnitOfWork } from '../../../kernel/unit-of-work';
import type { HotelActor } from '../../../lib/caller';
import { compareMoney, normalizeMoney } from '../../../lib/money';
import { kardexText } from './sale-stock';
import type { SalesRepository } from './sales.repository';

export type Voidable = NonNullable<Awaited<ReturnType<SalesRepository['lockForVoid']>>>;

interface Deps {
  numbers: NumberService;
  payments: PaymentsService;
  stock: StockService;
  creditNotes: CreditNotes;
}

/** How a sale's document is annulled: a factura by a credit note, a tiquete POS by a note of its own. */
export function createSaleVoids({ numbers, payments, stock, creditNotes }: Deps) {
  /**
   * Gives back what the sale itself took into the register by each payment (all of a tiquete's
   * payments; a factura's tip), from the annulling cashier's open register.
   */
  async function refundTips(
    work: UnitOfWork,
    actor: HotelActor,
    pagos: { id: number; forma_pago_id: number; aplicado: string }[],
    concepto: string,
  ) {
    const refunds: { pagoId: number; movimientoId: number }[] = [];
    for (const pago of pagos) {
      if (compareMoney(pago.aplicado, '0') === 0) continue;
      const refund = await payments.recordPayment(work, {
        actor,
        forma_pago_id: pago.forma_pago_id,
        monto: normalizeMoney(pago.aplicado),
        tipo: 'devolucion',
        concepto,
      });
      refunds.push({ pagoId: pago.id, movimientoId: refund.id });
    }
    return refunds;
  }

  /**
   * A factura is an invoice: a credit note of all of it (the Facturas path) puts the stock back,
   * returns the money through the annulling cashier's open register or, on credit, takes it off
   * the company's account; the tip goes back by the payments that held it.
   */
  async function voidInvoice(
    work: UnitOfWork,
    actor: HotelActor,
    sale: Voidable,
    facturaId: number,
    motivo: string,
  ) {
    const note = await creditNotes.issue(work, actor, {
      factura_id: facturaId,
      motivo: `Anulación de la venta: ${motivo}`.slice(0, 300),
      devolucion: 'caja',
    });
    const refunds = await refundTips(work, actor, sale.pagos, `Propina, nota crédito ${note.numero}`);
    return { nota: note.numero, notaCreditoId: note.id, refunds };
  }

  /**
   * A tiquete POS (or a factura sold before facturas were invoices): a numbered note, the stock
   * back at the cost it left with, the payments back.
   */
  async function voidTicket(work: UnitOfWork, actor: HotelActor, sale: Voidable) {
    const { tx } = work;
    const note = await numbers.next(
      tx,
      actor.hotelId,
      sale.documento === 'factura' ? 'nota_credito' : 'nota_ajuste_pos',
    );
    const label = `${sale.documento === 'factura' ? 'Nota crédito' : 'Nota de ajuste'} ${note.texto} (anula ${sale.prefijo}${sale.numero})`;
    await stock.returnStock(work, {
      actor,
      warehouseId: sale.bodega_id,
      lines: sale.existencias,
      document: { documento: kardexText(label) },
    });
    const refunds = await refundTips(work, actor, sale.pagos, label);
    return { nota: note.texto, notaCreditoId: null, refunds };
  }

  /** The sale's document annulled: what `markVoided` records (the note, the refunds). */
  return (work: UnitOfWork, actor: HotelActor, sale: Voidable, motivo: string) =>
    sale.factura_id === null
      ? voidTicket(work, actor, sale)
      : voidInvoice(work, actor, sale, sale.factura_id, motivo);
}
