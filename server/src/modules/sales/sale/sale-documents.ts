import { amountDue, saleDocumentFor, settleWithChange, type TSaleBody } from '@posada/contracts';
import type { HotelCalendar } from '../../../kernel/calendar';
import type { Invoicing } from '../../../kernel/invoicing';
import type { Ledger } from '../../../kernel/ledger';
import type { NumberService } from '../../../kernel/numbers';
import type { PaymentsService } from '../../../kernel/payments';
import type { StockService } from '../../../kernel/stock';
import type { UnitOfWork } from '../../../kernel/unit-of-work';
import { BusinessRuleError } from '../../../lib/errors';
import { compareMoney, normalizeMoney, subtractMoney } from '../../../lib/money';
import { tipShares } from './sale-lines';
import { invalid, type Prepared, thresholdOf } from './sale-prepare';
import { type SaleRecord, saleHeader, saleLineRows } from './sale-rows';
import { createSaleStock } from './sale-stock';
import type { SalePaymentInsert, SalesRepository } from './sales.repository';
import type { SellingActor } from './selling-actor';

interface Deps {
  repo: SalesRepository;
  calendar: HotelCalendar;
  ledger: Ledger;
  numbers: NumberService;
  payments: PaymentsService;
  stock: StockService;
  invoicing: Invoicing;
}

/**
 * How a sale is written, inside the sale's transaction: a tiquete POS paid now, a factura (paid
 * now or on credit) billed by the invoicing kernel, or a charge to a room's open stay. Each answers
 * the new sale's id.
 */
export function createSaleDocuments(deps: Deps) {
  const { repo, calendar, ledger, numbers, payments, invoicing } = deps;
  const saleStock = createSaleStock(deps.stock);

  /** The payments checked against what is due (the total and the tip): the change comes from the cash. */
  async function settle(work: UnitOfWork, body: TSaleBody, due: string) {
    const methods = await payments.paymentMethods(
      work,
      body.pagos.map((p) => p.forma_pago_id),
    );
    const errors: Record<string, string[]> = {};
    body.pagos.forEach((p, i) => {
      if (!methods.get(p.forma_pago_id)?.estado) {
        errors[`pagos.${i}.forma_pago_id`] = ['La forma de pago no existe o está inactiva'];
      }
    });
    if (Object.keys(errors).length > 0) throw invalid(errors);
    const plan = settleWithChange(
      due,
      body.pagos.map((p) => ({
        grupo: methods.get(p.forma_pago_id)?.grupo as 'efectivo' | 'tarjetas' | 'transferencia',
        monto: p.monto,
      })),
    );
    if (!plan.ok) throw invalid({ pagos: [plan.error] });
    return plan;
  }

  /** A tiquete POS (paid now) or a factura (paid now or on credit): which one, by the 5 UVT rule. */
  async function sellNow(
    work: UnitOfWork,
    actor: SellingActor,
    body: TSaleBody,
    p: Prepared,
    record: SaleRecord,
  ) {
    const { tx } = work;
    const fecha = await calendar.today(work, actor.hotelId);
    // The UVT and the payment methods in one read; the unit of work keeps the methods for the payments.
    const facts = await repo.sellingFacts(
      tx,
      Number(fecha.slice(0, 4)),
      body.pagos.map((pago) => pago.forma_pago_id),
    );
    for (const method of facts.metodos) work.methods.set(method.id, method);
    const documento = saleDocumentFor({
      habitacion: false,
      pedido: body.credito ? 'factura' : body.documento,
      subtotal: p.subtotal,
      umbral: thresholdOf(fecha, facts.uvt),
    });
    if (documento === 'factura') return sellInvoiced(work, actor, body, p, record, fecha);
    const propina = normalizeMoney(body.propina ?? '0');
    const plan = await settle(work, body, amountDue(p.total, propina));
    // The number first, then the stock: every sale takes its locks in this order.
    // From the POS resolution when the tiquete is electronic (docs/e-invoicing.md "The POS document").
    const number = await numbers.posTicket(work, actor.hotelId, p.outlet.pos_electronico);
    const label = `Tiquete POS ${number.texto}`;
    const taken = await saleStock.take(
      work,
      actor,
      p,
      body.lineas.map((l) => ({ producto_id: l.product_id, cantidad: l.cantidad })),
      `${label}, ${p.outlet.nombre}`,
    );
    const recorded = await intoRegister(
      work,
      actor,
      body.pagos,
      plan.aplicado,
      `${label}, ${p.outlet.nombre}`,
    );
    return repo.insert(
      tx,
      {
        ...saleHeader(actor, p, record, fecha),
        documento,
        prefijo: number.prefijo,
        numero: number.numero,
        resolucion_id: number.resolucion_id ?? null,
        resolucion_texto: number.resolucion_texto ?? null,
        cliente_id: body.cliente_id ?? null,
        propina,
        pagado: plan.recibido,
        cambio: plan.cambio,
        existencias: taken,
      },
      saleLineRows(body, p),
      recorded,
      record.audited,
    );
  }

  /**
   * The sale's payments as `venta_pagos` keeps them, what each applied (`aplicados`, in the
   * payments' order) taken into the register: the movements in one statement.
   */
  async function intoRegister(
    work: UnitOfWork,
    actor: SellingActor,
    pagos: TSaleBody['pagos'],
    aplicados: string[],
    concepto: string,
  ): Promise<Omit<SalePaymentInsert, 'venta_id'>[]> {
    const applied = pagos.map((pago, i) => ({ pago, aplicado: aplicados[i] ?? '0' }));
    const moving = applied.filter((a) => compareMoney(a.aplicado, '0') !== 0);
    const movements = await payments.recordPayments(
      work,
      actor,
      moving.map((a) => ({ forma_pago_id: a.pago.forma_pago_id, monto: a.aplicado, tipo: 'pago', concepto })),
    );
    const movementOf = new Map(moving.map((a, i) => [a, movements[i]?.id ?? null]));
    return applied.map((a) => ({
      forma_pago_id: a.pago.forma_pago_id,
      monto: a.pago.monto,
      aplicado: normalizeMoney(a.aplicado),
      caja_movimiento_id: movementOf.get(a) ?? null,
    }));
  }

  /**
   * A factura de venta is an invoice of the invoicing kernel, the check-out's path: an account of
   * kind `venta` is opened, the lines are posted to it as charges (with their taxes and the stock
   * they took), and the kernel bills it — lines and totals, the payments into the register with
   * the change, or on credit to the client within its limit and due by its terms — and numbers it
   * from the DIAN resolution; the account is closed. The tip stays outside the invoice: taken from
   * the last payments into the register as movements of the sale's own.
   */
  async function sellInvoiced(
    work: UnitOfWork,
    actor: SellingActor,
    body: TSaleBody,
    p: Prepared,
    record: SaleRecord,
    fecha: string,
  ) {
    const { tx } = work;
    const propina = normalizeMoney(body.propina ?? '0');
    const plan = body.credito ? null : await settle(work, body, amountDue(p.total, propina));
    const tips = plan ? tipShares(plan.aplicado, propina) : [];
    const cuentaId = await ledger.openAccount(tx, {
      hotel_id: actor.hotelId,
      tipo: 'venta',
      cliente_id: body.cliente_id ?? null,
      created_by: actor.userId,
    });
    const ids = await ledger.post(
      work,
      await saleStock.chargeEntries(work, actor, p, cuentaId, `Venta ${p.outlet.nombre}`),
    );
    const clienteId = body.cliente_id ?? undefined;
    const draft = await invoicing.prepare(work, actor, {
      cuentaId,
      settlement: {
        pagos: body.pagos
          .map((pago, i) => ({
            forma_pago_id: pago.forma_pago_id,
            monto: subtractMoney(pago.monto, tips[i] ?? '0'),
          }))
          .filter((pago) => compareMoney(pago.monto, '0') > 0),
        credito: body.credito && clienteId ? { empresa_id: clienteId, vencimiento: null } : undefined,
        cliente_id: body.credito ? undefined : clienteId,
        consumidor_final: clienteId === undefined,
      },
      mayCredit: true,
      mayExceedCredit: actor.mayExceedCredit,
      origen: `venta ${p.outlet.nombre}`.slice(0, 60),
    });
    if (!draft) throw new BusinessRuleError('La venta no tiene líneas por facturar');
    const issued = await invoicing.finish(work, actor, draft);
    await ledger.close(work, cuentaId, actor.userId);
    const label = `Propina, factura ${issued.numero}, ${p.outlet.nombre}`;
    const recorded = await intoRegister(work, actor, body.pagos, tips, label);
    const number = await repo.invoiceNumber(tx, issued.id);
    if (!number) throw new Error('La factura de la venta no tiene número');
    return repo.insert(
      tx,
      {
        ...saleHeader(actor, p, record, fecha),
        documento: 'factura',
        ...number,
        factura_id: issued.id,
        credito: Boolean(body.credito),
        cliente_id: body.cliente_id ?? null,
        propina,
        pagado: plan?.recibido ?? '0',
        cambio: plan?.cambio ?? '0',
        existencias: [],
      },
      saleLineRows(body, p, ids),
      recorded,
      record.audited,
    );
  }

  /**
   * A sale charged to a room: its lines become charges (with their taxes and the stock they took)
   * on the account of the room's open stay; no payments, no document (the check-out invoices them).
   */
  async function chargeToRoom(
    work: UnitOfWork,
    actor: SellingActor,
    body: TSaleBody,
    p: Prepared,
    record: SaleRecord,
    roomId: number,
  ) {
    const { tx } = work;
    const room = await ledger.roomAccount(tx, actor.hotelId, roomId);
    if (!room) throw invalid({ habitacion_id: ['La habitación no existe'] });
    if (!room.cuenta_id) {
      throw new BusinessRuleError(
        `La habitación ${room.numero} no tiene una estadía activa: no se le pueden cargar consumos`,
      );
    }
    const cuentaId = room.cuenta_id;
    const account = await ledger.lockAccount(work, actor.hotelId, cuentaId);
    if (account?.estado !== 'abierta') throw new BusinessRuleError('La cuenta de la estadía está cerrada');
    const fecha = await calendar.today(work, actor.hotelId);
    const entries = await saleStock.chargeEntries(
      work,
      actor,
      p,
      cuentaId,
      `Habitación ${room.numero}, ${p.outlet.nombre}`,
    );
    const ids = await ledger.post(work, entries);
    return repo.insert(
      tx,
      {
        ...saleHeader(actor, p, record, fecha),
        documento: 'habitacion',
        habitacion_id: roomId,
        cuenta_id: cuentaId,
        cliente_id: room.cliente_id,
        existencias: [],
      },
      saleLineRows(body, p, ids),
      [],
      record.audited,
    );
  }

  return { sellNow, chargeToRoom };
}
