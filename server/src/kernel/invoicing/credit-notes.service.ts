import type { TCreditNoteBody } from '@posada/contracts';
import type { Tx } from '../../db/client';
import type { AuditLog } from '../../lib/audit';
import type { HotelActor } from '../../lib/caller';
import { divRound, toScaled } from '../../lib/decimal';
import { BusinessRuleError, NotFoundError, ValidationError } from '../../lib/errors';
import { addMoney, compareMoney, formatCop, fromCents, normalizeMoney, subtractMoney } from '../../lib/money';
import { fromMilli, toMilli } from '../../lib/quantity';
import type { Balances } from '../balances/balances';
import type { HotelCalendar } from '../calendar/calendar';
import type { Ledger } from '../ledger/ledger';
import type { NumberService } from '../numbers/numbering.service';
import type { PaymentsService } from '../payments/payments.service';
import type { StockService } from '../stock/stock.service';
import { txOf, type UnitOfWork } from '../unit-of-work';
import { CreditNoteError, creditLine } from './credit-note-lines';
import type { CreditNotesRepository } from './credit-notes.repository';
import type { InvoicesRepository } from './invoices.repository';

type Found = NonNullable<Awaited<ReturnType<InvoicesRepository['find']>>>;

const invalid = (errors: Record<string, string[]>) =>
  new ValidationError('Los datos enviados no son válidos', errors);

/**
 * What the buyer still owes on an invoice: its total and debit notes, less its credit notes and
 * what was paid net of what those notes gave back (refunded by a register, or left as the
 * buyer's balance in favour).
 */
export const balanceDue = (
  f: Pick<Found, 'total' | 'total_debitos' | 'total_notas' | 'pagos' | 'notas_credito'>,
) =>
  subtractMoney(
    addMoney(f.total, f.total_debitos, ...f.notas_credito.flatMap((n) => [n.devuelto, n.saldo_favor])),
    f.total_notas,
    ...f.pagos.map((p) => p.monto),
  );

/**
 * What a credit note of `total` gives back to the buyer of a cash invoice: what was paid for it
 * beyond what the buyer still owes on the invoice (its debit notes), never below zero.
 */
function moneyBack(invoice: Parameters<typeof balanceDue>[0], total: string): string {
  if (invoice.pagos.length === 0) return '0.00';
  const owed = balanceDue(invoice);
  if (compareMoney(owed, '0') <= 0) return normalizeMoney(total);
  return compareMoney(owed, total) >= 0 ? '0.00' : subtractMoney(total, owed);
}

/**
 * A credit invoice's note never takes its receivable below zero: what the company already paid
 * (payments, withholdings, the balance in favour used) stays applied, so the note is at most
 * what is still owed. Above it the note is refused: the payments are annulled first (the money
 * goes back, or the payment is made again as an advance), then the note is issued.
 */
function refuseAbovePaid(
  invoice: Pick<Found, 'numero' | 'total' | 'total_debitos' | 'total_notas' | 'total_abonos'>,
  total: string,
) {
  const owed = subtractMoney(
    addMoney(invoice.total, invoice.total_debitos),
    invoice.total_notas,
    invoice.total_abonos,
  );
  if (compareMoney(total, owed) <= 0) return;
  throw new BusinessRuleError(
    `La nota crédito (${formatCop(total)}) supera lo que la empresa aún debe de la factura ${invoice.numero} (${formatCop(owed)}): anule primero los abonos aplicados a ella, o haga la nota por a lo sumo ese valor`,
  );
}

interface Deps {
  repo: InvoicesRepository;
  notes: CreditNotesRepository;
  ledger: Ledger;
  numbers: NumberService;
  payments: PaymentsService;
  balances: Balances;
  stock: StockService;
  calendar: HotelCalendar;
  audit: AuditLog;
}

/**
 * Credit notes of invoices, in the caller's transaction: the Facturas screen's notaCredito and the
 * point of sale's annulment of a factura (ventaAnular) take the same path.
 */
export function createCreditNotes({
  repo,
  notes,
  ledger,
  numbers,
  payments,
  balances,
  stock,
  calendar,
  audit,
}: Deps) {
  /** Puts back on the shelves the part of each annulled line that left them. */
  async function returnStock(
    work: UnitOfWork | Tx,
    actor: HotelActor,
    documento: string,
    parts: { entryId: number | null; q: bigint; whole: bigint }[],
  ) {
    const entryIds = parts.flatMap((p) => (p.entryId === null ? [] : [p.entryId]));
    const taken = await ledger.stockOf(txOf(work), entryIds);
    const byWarehouse = new Map<
      number,
      { producto_id: number; cantidad: string; costo_unitario: string; valor: string }[]
    >();
    for (const part of parts) {
      for (const t of taken.filter((row) => row.movimiento_id === part.entryId)) {
        const cantidad = (toMilli(t.cantidad) * part.q) / part.whole;
        if (cantidad <= 0n) continue;
        const lines = byWarehouse.get(t.bodega_id) ?? [];
        // The cost it left with, for the part that comes back (cost × quantity, to the cent).
        const valor = divRound(toScaled(t.costo_unitario, 4) * cantidad, 100_000n);
        lines.push({
          producto_id: t.producto_id,
          cantidad: fromMilli(cantidad),
          costo_unitario: t.costo_unitario,
          valor: fromCents(valor),
        });
        byWarehouse.set(t.bodega_id, lines);
      }
    }
    for (const [warehouseId, lines] of byWarehouse) {
      await stock.returnStock(work, {
        actor: { hotelId: actor.hotelId, userId: actor.userId },
        warehouseId,
        lines,
        document: { documento },
      });
    }
  }

  return {
    /**
     * A credit note annuls all of an invoice or some quantities of its lines, with its own number.
     * It is a document: on a cash invoice, what the buyer paid for it beyond what it still owes
     * (debit notes) becomes the buyer's balance in favour, or — `devolucion: 'caja'` — goes back
     * at once through the caller's open register; on a credit invoice it comes off the company's
     * account. Products go back to the warehouse they left from. The caller checks who may refund.
     */
    async issue(
      work: UnitOfWork | Tx,
      actor: HotelActor,
      body: TCreditNoteBody,
    ): Promise<{ id: number; numero: string }> {
      const tx = txOf(work);
      const invoice = await repo.find(tx, actor.hotelId, body.factura_id, true);
      if (!invoice) throw new NotFoundError('La factura no existe');
      if (invoice.estado === 'anulada') throw new BusinessRuleError('La factura ya está anulada');
      const byId = new Map(invoice.lineas.map((l) => [l.id, l]));
      const wanted =
        body.lineas ??
        invoice.lineas
          .filter((l) => toMilli(l.cantidad) > toMilli(l.cantidad_anulada))
          .map((l) => ({
            factura_linea_id: l.id,
            cantidad: fromMilli(toMilli(l.cantidad) - toMilli(l.cantidad_anulada)),
          }));
      const seen = new Set<number>();
      wanted.forEach((w, i) => {
        if (!byId.has(w.factura_linea_id) || seen.has(w.factura_linea_id)) {
          throw invalid({
            [`lineas.${i}.factura_linea_id`]: ['La línea no es de esta factura o está repetida'],
          });
        }
        seen.add(w.factura_linea_id);
      });
      const before = await notes.creditedByLine(tx, invoice.id);
      let parts: ReturnType<typeof creditLine>[];
      try {
        parts = wanted.map((w) => {
          const line = byId.get(w.factura_linea_id);
          if (!line) throw new CreditNoteError('La línea no existe');
          return creditLine(line, w.cantidad, before.get(line.id));
        });
      } catch (error) {
        if (error instanceof CreditNoteError) throw new BusinessRuleError(error.message);
        throw error;
      }
      const total = addMoney('0', ...parts.map((p) => p.total));
      if (compareMoney(total, '0') <= 0) throw new BusinessRuleError('La nota crédito no tiene valor');
      if (invoice.forma === 'credito') refuseAbovePaid(invoice, total);
      const number = await numbers.next(tx, actor.hotelId, 'nota_credito');
      const hoy = await calendar.today(work, actor.hotelId);
      let movimiento: number | null = null;
      const concepto = `Nota crédito ${number.texto} de la factura ${invoice.numero}`;
      const back = invoice.forma === 'contado' ? moneyBack(invoice, total) : '0.00';
      const toBalance = compareMoney(back, '0') > 0 && body.devolucion === 'saldo_favor';
      if (toBalance && invoice.cliente_id === null) {
        throw new BusinessRuleError(
          'La factura es a consumidor final: no hay a quién dejar saldo a favor; devuelva el dinero por caja',
        );
      }
      if (compareMoney(back, '0') > 0 && body.devolucion === 'caja') {
        const forma = body.forma_pago_id ?? invoice.pagos[0]?.forma_pago_id;
        if (!forma) throw invalid({ forma_pago_id: ['Seleccione el medio de la devolución'] });
        const paid = await payments.recordPayment(work, {
          actor,
          forma_pago_id: forma,
          monto: back,
          tipo: 'devolucion',
          concepto,
        });
        movimiento = paid.id;
      }
      const notaId = await notes.insertCreditNote(
        tx,
        {
          hotel_id: actor.hotelId,
          factura_id: invoice.id,
          prefijo: number.prefijo,
          numero: number.numero,
          fecha: hoy,
          motivo: body.motivo,
          base: addMoney('0', ...parts.map((p) => p.base)),
          total_impuestos: addMoney('0', ...parts.map((p) => p.total_impuestos)),
          total,
          caja_movimiento_id: movimiento,
          created_by: actor.userId,
        },
        parts.map(({ descripcion: _d, ...p }) => p),
      );
      if (toBalance && invoice.cliente_id !== null) {
        await balances.apply(tx, actor, invoice.cliente_id, {
          tipo: 'nota_credito',
          monto: back,
          concepto,
          notaCreditoId: notaId,
        });
      }
      if (invoice.forma === 'credito') {
        // The company no longer owes the annulled part: it comes off its credit account.
        const company = invoice.cliente_id
          ? await repo.companyAccount(tx, actor.hotelId, invoice.cliente_id)
          : undefined;
        if (!company) throw new BusinessRuleError('La cuenta de crédito de la empresa no está abierta');
        const ids = await ledger.post(work, [
          {
            hotel_id: actor.hotelId,
            cuenta_id: company.id,
            tipo: 'descuento',
            concepto,
            valor: total,
            total,
            created_by: actor.userId,
          },
        ]);
        await repo.linkEntries(tx, invoice.id, ids, 'nota');
      }
      await returnStock(
        work,
        actor,
        number.texto,
        parts.map((p) => {
          const line = byId.get(p.factura_linea_id);
          return {
            entryId: line?.cuenta_movimiento_id ?? null,
            q: toMilli(p.cantidad),
            whole: toMilli(line?.cantidad ?? '1'),
          };
        }),
      );
      await notes.annulLines(
        tx,
        parts.map((p) => ({ id: p.factura_linea_id, cantidad: p.cantidad })),
      );
      await notes.addCredited(tx, invoice.id, total);
      await audit.record(tx, actor, {
        accion: 'nota_credito',
        entidad: 'facturas',
        entidad_id: invoice.id,
        despues: {
          nota: number.texto,
          total,
          motivo: body.motivo,
          devolucion: movimiento,
          saldo_favor: toBalance ? back : '0.00',
        },
      });
      return { id: notaId, numero: number.texto };
    },
  };
}

export type CreditNotes = ReturnType<typeof createCreditNotes>;
