import {
  amountDue,
  invoiceThreshold,
  type OutletTaxRegime,
  type SaleDocument,
  saleDocumentFor,
  settleWithChange,
  suggestedTip,
  type TOutletProduct,
  type TSale,
  type TSaleBody,
  type TSaleListBody,
  type TSaleQuote,
  type TSaleQuoteBody,
} from '@posada/contracts';
import type { Db, Tx } from '../../db/client';
import type { HotelCalendar } from '../../kernel/calendar';
import { type CreditNotes, type Invoicing, requestHash } from '../../kernel/invoicing';
import type { Ledger, LedgerEntry } from '../../kernel/ledger';
import { type LineAmounts, LineError } from '../../kernel/ledger/line-amounts';
import type { NumberService } from '../../kernel/numbers';
import type { PaymentsService } from '../../kernel/payments';
import {
  checkOverrides,
  overrideAudit,
  overridesOf,
  type PricePowers,
  type SoldLine,
} from '../../kernel/pricing/price-overrides';
import type { StockService } from '../../kernel/stock';
import type { AuditLog } from '../../lib/audit';
import type { HotelActor } from '../../lib/caller';
import { pgConstraint } from '../../lib/db-errors';
import { AppError, BusinessRuleError, ConflictError, NotFoundError, ValidationError } from '../../lib/errors';
import { addMoney, compareMoney, normalizeMoney, subtractMoney } from '../../lib/money';
import { priceSaleLine, tipShares } from './sale-lines';
import type { SaleLineInsert, SalePaymentInsert, SalesRepository } from './sales.repository';

interface Deps {
  db: Db;
  repo: SalesRepository;
  audit: AuditLog;
  calendar: HotelCalendar;
  ledger: Ledger;
  numbers: NumberService;
  payments: PaymentsService;
  stock: StockService;
  invoicing: Invoicing;
  creditNotes: CreditNotes;
}

/**
 * Who sells: the hotel's actor, what they may do to a line's price, and whether they may sell on
 * credit above the client's limit (facturas.sobrecupo, logged).
 */
export type SellingActor = HotelActor & PricePowers & { mayExceedCredit: boolean };

const INVALID = 'Los datos enviados no son válidos';
const KEY_REUSED = 'La clave de idempotencia ya se usó para otra venta';
const invalid = (errors: Record<string, string[]>) => new ValidationError(INVALID, errors);

/** The kardex names its document in 40 characters. */
const kardexText = (text: string) => text.slice(0, 40);

type Product = Awaited<ReturnType<SalesRepository['products']>>[number];
type Taken = Awaited<ReturnType<StockService['takeStock']>>['lines'];

/** Stock's errors of a one-line document (`lineas.0.…`) put back on the sale's line. */
function onLine(error: unknown, index: number): unknown {
  if (!(error instanceof AppError) || !error.errors) return error;
  const errors = Object.fromEntries(
    Object.entries(error.errors).map(([key, value]) => [
      key.replace(/^lineas\.0\./, `lineas.${index}.`),
      value,
    ]),
  );
  return new AppError(error.statusCode, error.message, errors);
}

/**
 * The point of sale's sales (ventaCrear, ventaListar, ventaMostrar, ventaAnular). A sale is one
 * transaction: its document's number, the stock out of the outlet's warehouse (recipes as their
 * ingredients), the payments into the cashier's open register — or, charged to a room, the lines
 * as charges on the open stay's account — once per idempotency key.
 */
export function createSalesService(deps: Deps) {
  const { db, repo, audit, calendar, ledger, numbers, payments, stock, invoicing, creditNotes } = deps;
  async function detail(hotelId: number, id: number, ex: Db | Tx = db): Promise<TSale> {
    const row = await repo.detail(ex, hotelId, id);
    if (!row) throw new NotFoundError('La venta no existe');
    return {
      ...row,
      regimen: row.regimen as OutletTaxRegime,
      documento: row.documento as SaleDocument,
      estado: row.estado as TSale['estado'],
      subtotal: normalizeMoney(row.subtotal),
      impuesto: normalizeMoney(row.impuesto),
      total: normalizeMoney(row.total),
      propina: normalizeMoney(row.propina),
      pagado: normalizeMoney(row.pagado),
      cambio: normalizeMoney(row.cambio),
      lineas: row.lineas.map((l) => ({
        ...l,
        precio: normalizeMoney(l.precio),
        descuento: normalizeMoney(l.descuento),
        valor: normalizeMoney(l.valor),
        impuesto: normalizeMoney(l.impuesto),
        total: normalizeMoney(l.total),
      })),
      pagos: row.pagos.map((p) => ({ ...p, monto: normalizeMoney(p.monto) })),
    };
  }

  /** The lines' products: the hotel's, active and sold at the point of sale. */
  async function productsOf(tx: Tx, hotelId: number, body: Pick<TSaleBody, 'lineas'>) {
    const found = new Map(
      (
        await repo.products(
          tx,
          hotelId,
          body.lineas.map((l) => l.product_id),
        )
      ).map((p) => [p.id, p]),
    );
    const lodging = await repo.lodgingProductId(tx, hotelId);
    const errors: Record<string, string[]> = {};
    body.lineas.forEach((line, i) => {
      const p = found.get(line.product_id);
      const field = `lineas.${i}.product_id`;
      if (!p) errors[field] = ['El producto no existe'];
      else if (p.id === lodging) errors[field] = ['El alojamiento se carga con las noches de la estadía'];
      else if (!p.estado) errors[field] = [`El producto «${p.nombre}» está inactivo`];
      else if (!p.venta_pos) errors[field] = [`«${p.nombre}» no se vende en el punto de venta`];
    });
    if (Object.keys(errors).length > 0) throw invalid(errors);
    return found;
  }

  /** The sale's parts checked and priced, before anything is written. */
  async function prepare(
    tx: Tx,
    actor: SellingActor,
    body: Pick<TSaleBody, 'punto_venta_id' | 'lineas' | 'motivo'> & { cliente_id?: number | null },
    guard = true,
  ) {
    const outlet = await repo.outlet(tx, actor.hotelId, body.punto_venta_id);
    if (!outlet) throw invalid({ punto_venta_id: ['El punto de venta no existe'] });
    if (!outlet.estado)
      throw invalid({ punto_venta_id: [`El punto de venta «${outlet.nombre}» está inactivo`] });
    if (body.cliente_id && !(await repo.clientExists(tx, actor.hotelId, body.cliente_id))) {
      throw invalid({ cliente_id: ['El cliente no existe'] });
    }
    const products = await productsOf(tx, actor.hotelId, body);
    const sold = body.lineas.map((line, index): SoldLine => {
      const p = products.get(line.product_id) as Product;
      return {
        index,
        producto_id: p.id,
        producto: p.nombre,
        cantidad: line.cantidad,
        lista: p.precio_venta,
        precio: line.precio ?? p.precio_venta,
        descuento: line.descuento ?? '0',
      };
    });
    const overrides = overridesOf(sold);
    if (guard) checkOverrides(actor, overrides, body.motivo);
    const inc = await repo.consumptionTax(tx);
    if (!inc) throw new BusinessRuleError('Falta el impuesto INC 8 % en el catálogo de impuestos');
    const regimen = outlet.regimen as OutletTaxRegime;
    const priced = sold.map((s, i): LineAmounts => {
      try {
        return priceSaleLine(regimen, products.get(s.producto_id) as Product, inc, s);
      } catch (error) {
        if (error instanceof LineError) throw invalid({ [`lineas.${i}.descuento`]: [error.message] });
        throw error;
      }
    });
    const subtotal = addMoney('0', ...priced.map((p) => p.valor));
    const impuesto = addMoney('0', ...priced.map((p) => p.impuesto));
    return {
      outlet,
      regimen,
      products,
      sold,
      overrides,
      priced,
      subtotal,
      impuesto,
      total: addMoney(subtotal, impuesto),
    };
  }

  type Prepared = Awaited<ReturnType<typeof prepare>>;

  /** The payments checked against what is due (the total and the tip): the change comes from the cash. */
  async function settle(tx: Tx, body: TSaleBody, due: string) {
    const methods = await payments.paymentMethods(
      tx,
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

  /** 5 UVT of the business year: the most a POS ticket may hold before taxes. */
  async function threshold(tx: Tx, fecha: string) {
    const uvt = await repo.uvt(tx, Number(fecha.slice(0, 4)));
    if (!uvt) throw new BusinessRuleError(`No está configurado el valor de la UVT de ${fecha.slice(0, 4)}`);
    return invoiceThreshold(uvt);
  }

  /** A tiquete POS (paid now) or a factura (paid now or on credit): which one, by the 5 UVT rule. */
  async function sellNow(tx: Tx, actor: SellingActor, body: TSaleBody, p: Prepared, key: string) {
    const fecha = await calendar.today(tx, actor.hotelId);
    const documento = saleDocumentFor({
      habitacion: false,
      pedido: body.credito ? 'factura' : body.documento,
      subtotal: p.subtotal,
      umbral: await threshold(tx, fecha),
    });
    if (documento === 'factura') return sellInvoiced(tx, actor, body, p, key, fecha);
    const propina = normalizeMoney(body.propina ?? '0');
    const plan = await settle(tx, body, amountDue(p.total, propina));
    // The number first, then the stock: every sale takes its locks in this order.
    const number = await numbers.next(tx, actor.hotelId, 'tiquete_pos');
    const label = `Tiquete POS ${number.texto}`;
    let taken: Taken = [];
    try {
      ({ lines: taken } = await stock.takeStock(tx, {
        actor,
        warehouseId: p.outlet.bodega_id,
        lines: body.lineas.map((l) => ({ producto_id: l.product_id, cantidad: l.cantidad })),
        document: { tipo: 'venta', documento: kardexText(`${label}, ${p.outlet.nombre}`) },
      }));
    } catch (error) {
      if (error instanceof ValidationError && error.errors?.warehouse_id) {
        throw invalid({ punto_venta_id: error.errors.warehouse_id });
      }
      throw error;
    }
    const recorded: Omit<SalePaymentInsert, 'venta_id'>[] = [];
    for (const [i, pago] of body.pagos.entries()) {
      const aplicado = plan.aplicado[i] ?? '0.00';
      recorded.push(await intoRegister(tx, actor, pago, aplicado, `${label}, ${p.outlet.nombre}`));
    }
    return repo.insert(
      tx,
      {
        ...header(actor, body, p, key, fecha),
        documento,
        prefijo: number.prefijo,
        numero: number.numero,
        cliente_id: body.cliente_id ?? null,
        propina,
        pagado: plan.recibido,
        cambio: plan.cambio,
        existencias: taken,
      },
      lineRows(body, p),
      recorded,
    );
  }

  /** A payment of the sale as `venta_pagos` keeps it, `aplicado` of it taken into the register. */
  async function intoRegister(
    tx: Tx,
    actor: SellingActor,
    pago: TSaleBody['pagos'][number],
    aplicado: string,
    concepto: string,
  ): Promise<Omit<SalePaymentInsert, 'venta_id'>> {
    const movement =
      compareMoney(aplicado, '0') === 0
        ? null
        : await payments.recordPayment(tx, {
            actor,
            forma_pago_id: pago.forma_pago_id,
            monto: aplicado,
            tipo: 'pago',
            concepto,
          });
    return {
      forma_pago_id: pago.forma_pago_id,
      monto: pago.monto,
      aplicado: normalizeMoney(aplicado),
      caja_movimiento_id: movement?.id ?? null,
    };
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
    tx: Tx,
    actor: SellingActor,
    body: TSaleBody,
    p: Prepared,
    key: string,
    fecha: string,
  ) {
    const propina = normalizeMoney(body.propina ?? '0');
    const plan = body.credito ? null : await settle(tx, body, amountDue(p.total, propina));
    const tips = plan ? tipShares(plan.aplicado, propina) : [];
    const cuentaId = await ledger.openAccount(tx, {
      hotel_id: actor.hotelId,
      tipo: 'venta',
      cliente_id: body.cliente_id ?? null,
      created_by: actor.userId,
    });
    const ids = await ledger.post(
      tx,
      await chargeEntries(tx, actor, p, cuentaId, `Venta ${p.outlet.nombre}`),
    );
    const clienteId = body.cliente_id ?? undefined;
    const draft = await invoicing.prepare(tx, actor, {
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
    const issued = await invoicing.finish(tx, actor, draft);
    await ledger.close(tx, cuentaId, actor.userId);
    const label = `Propina, factura ${issued.numero}, ${p.outlet.nombre}`;
    const recorded: Omit<SalePaymentInsert, 'venta_id'>[] = [];
    for (const [i, pago] of body.pagos.entries()) {
      recorded.push(await intoRegister(tx, actor, pago, tips[i] ?? '0', label));
    }
    const number = await repo.invoiceNumber(tx, issued.id);
    if (!number) throw new Error('La factura de la venta no tiene número');
    return repo.insert(
      tx,
      {
        ...header(actor, body, p, key, fecha),
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
      lineRows(body, p, ids),
      recorded,
    );
  }

  function header(actor: SellingActor, body: TSaleBody, p: Prepared, key: string, fecha: string) {
    return {
      hotel_id: actor.hotelId,
      punto_venta_id: p.outlet.id,
      bodega_id: p.outlet.bodega_id,
      regimen: p.regimen,
      fecha,
      usuario_id: actor.userId,
      subtotal: p.subtotal,
      impuesto: p.impuesto,
      total: p.total,
      clave_idempotencia: key,
      huella: requestHash(body),
    };
  }

  function lineRows(
    body: TSaleBody,
    p: Prepared,
    movements: number[] = [],
  ): Omit<SaleLineInsert, 'venta_id'>[] {
    return p.sold.map((s, i) => {
      const amounts = p.priced[i] as LineAmounts;
      return {
        producto_id: s.producto_id,
        producto: s.producto,
        cantidad: s.cantidad,
        precio_unitario: s.precio,
        descuento: s.descuento,
        valor: amounts.valor,
        impuesto: amounts.impuesto,
        total: amounts.total,
        impuestos: amounts.impuestos,
        nota: body.lineas[i]?.nota ?? null,
        movimiento_id: movements[i] ?? null,
      };
    });
  }

  /**
   * The sale's lines as charges of an account (a room's stay, or the factura's own account), each
   * with its taxes and the stock it took, so a reversal or a credit note puts that stock back.
   */
  async function chargeEntries(
    tx: Tx,
    actor: SellingActor,
    p: Prepared,
    cuentaId: number,
    documento: string,
  ): Promise<LedgerEntry[]> {
    const entries: LedgerEntry[] = [];
    // Stock is taken by product id, the order every sale locks stock rows in (two sales naming
    // the same products in other orders do not wait on each other); the entries keep the lines' order.
    const order = [...p.sold.keys()].sort(
      (a, b) => (p.sold[a]?.producto_id ?? 0) - (p.sold[b]?.producto_id ?? 0) || a - b,
    );
    for (const i of order) {
      const s = p.sold[i] as SoldLine;
      const product = p.products.get(s.producto_id) as Product;
      const amounts = p.priced[i] as LineAmounts;
      let taken: Taken = [];
      if (product.tipo !== 'servicio') {
        try {
          ({ lines: taken } = await stock.takeStock(tx, {
            actor,
            warehouseId: p.outlet.bodega_id,
            lines: [{ producto_id: s.producto_id, cantidad: s.cantidad }],
            document: { tipo: 'venta', documento: kardexText(documento) },
          }));
        } catch (error) {
          if (error instanceof ValidationError && error.errors?.warehouse_id) {
            throw invalid({ punto_venta_id: error.errors.warehouse_id });
          }
          throw onLine(error, i);
        }
      }
      entries[i] = {
        hotel_id: actor.hotelId,
        cuenta_id: cuentaId,
        created_by: actor.userId,
        tipo: 'cargo',
        concepto: `${s.producto} (${p.outlet.nombre})`.slice(0, 200),
        producto_id: s.producto_id,
        cantidad: s.cantidad,
        precio_unitario: s.precio,
        descuento: s.descuento,
        bodega_id: product.tipo === 'servicio' ? null : p.outlet.bodega_id,
        empleado_id: null,
        valor: amounts.valor,
        impuesto: amounts.impuesto,
        total: amounts.total,
        impuestos: amounts.impuestos,
        existencias: taken.map((t) => ({ ...t, bodega_id: p.outlet.bodega_id })),
      };
    }
    return entries;
  }

  /**
   * A sale charged to a room: its lines become charges (with their taxes and the stock they took)
   * on the account of the room's open stay; no payments, no document (the check-out invoices them).
   */
  async function chargeToRoom(
    tx: Tx,
    actor: SellingActor,
    body: TSaleBody,
    p: Prepared,
    key: string,
    roomId: number,
  ) {
    const room = await repo.roomAccount(tx, actor.hotelId, roomId);
    if (!room) throw invalid({ habitacion_id: ['La habitación no existe'] });
    if (!room.cuenta_id) {
      throw new BusinessRuleError(
        `La habitación ${room.numero} no tiene una estadía activa: no se le pueden cargar consumos`,
      );
    }
    const cuentaId = room.cuenta_id;
    const account = await ledger.lockAccount(tx, actor.hotelId, cuentaId);
    if (account?.estado !== 'abierta') throw new BusinessRuleError('La cuenta de la estadía está cerrada');
    const fecha = await calendar.today(tx, actor.hotelId);
    const entries = await chargeEntries(
      tx,
      actor,
      p,
      cuentaId,
      `Habitación ${room.numero}, ${p.outlet.nombre}`,
    );
    const ids = await ledger.post(tx, entries);
    return repo.insert(
      tx,
      {
        ...header(actor, body, p, key, fecha),
        documento: 'habitacion',
        habitacion_id: roomId,
        cuenta_id: cuentaId,
        cliente_id: room.cliente_id,
        existencias: [],
      },
      lineRows(body, p, ids),
      [],
    );
  }

  /**
   * Gives back what the sale itself took into the register by each payment (all of a tiquete's
   * payments; a factura's tip), from the annulling cashier's open register.
   */
  async function refundTips(
    tx: Tx,
    actor: HotelActor,
    pagos: { id: number; forma_pago_id: number; aplicado: string }[],
    concepto: string,
  ) {
    const refunds: { pagoId: number; movimientoId: number }[] = [];
    for (const pago of pagos) {
      if (compareMoney(pago.aplicado, '0') === 0) continue;
      const refund = await payments.recordPayment(tx, {
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

  type Voidable = NonNullable<Awaited<ReturnType<SalesRepository['lockForVoid']>>>;

  /**
   * A factura is an invoice: a credit note of all of it (the Facturas path) puts the stock back,
   * returns the money through the annulling cashier's open register or, on credit, takes it off
   * the company's account; the tip goes back by the payments that held it.
   */
  async function voidInvoice(tx: Tx, actor: HotelActor, sale: Voidable, facturaId: number, motivo: string) {
    const note = await creditNotes.issue(tx, actor, {
      factura_id: facturaId,
      motivo: `Anulación de la venta: ${motivo}`.slice(0, 300),
      devolucion: 'caja',
    });
    const refunds = await refundTips(tx, actor, sale.pagos, `Propina, nota crédito ${note.numero}`);
    return { nota: note.numero, notaCreditoId: note.id, refunds };
  }

  /**
   * A tiquete POS (or a factura sold before facturas were invoices): a numbered note, the stock
   * back at the cost it left with, the payments back.
   */
  async function voidTicket(tx: Tx, actor: HotelActor, sale: Voidable) {
    const note = await numbers.next(
      tx,
      actor.hotelId,
      sale.documento === 'factura' ? 'nota_credito' : 'nota_ajuste_pos',
    );
    const label = `${sale.documento === 'factura' ? 'Nota crédito' : 'Nota de ajuste'} ${note.texto} (anula ${sale.prefijo}${sale.numero})`;
    await stock.returnStock(tx, {
      actor,
      warehouseId: sale.bodega_id,
      lines: sale.existencias,
      document: { documento: kardexText(label) },
    });
    const refunds = await refundTips(tx, actor, sale.pagos, label);
    return { nota: note.texto, notaCreditoId: null, refunds };
  }

  async function replayed(hotelId: number, key: string, huella: string) {
    const found = await repo.byKey(db, hotelId, key);
    if (!found) return undefined;
    if (found.huella !== huella) throw new ConflictError(KEY_REUSED);
    return found.id;
  }

  return {
    detail: (hotelId: number, id: number) => detail(hotelId, id),

    /** puntoVentaProductos: what the outlet sells (404 for an outlet of another hotel). */
    async products(hotelId: number, outletId: number): Promise<TOutletProduct[]> {
      if (!(await repo.outlet(db, hotelId, outletId))) throw new NotFoundError('El punto de venta no existe');
      return (await repo.outletProducts(db, hotelId)).map((p) => ({
        ...p,
        precio: normalizeMoney(p.precio),
      }));
    },

    /**
     * ventaCotizar: the order priced as ventaCrear will price it — taxes by the outlet, the
     * document it will issue, the tip to suggest — without writing anything or asking for the
     * price permissions (the sale does).
     */
    quote: (actor: SellingActor, body: TSaleQuoteBody): Promise<TSaleQuote> =>
      db.transaction(async (tx) => {
        const p = await prepare(tx, actor, { ...body, motivo: null }, false);
        const umbral = await threshold(tx, await calendar.today(tx, actor.hotelId));
        const byTax = new Map<string, string>();
        for (const t of p.priced.flatMap((l) => l.impuestos)) {
          byTax.set(t.nombre, addMoney(byTax.get(t.nombre) ?? '0', t.valor));
        }
        return {
          subtotal: p.subtotal,
          impuesto: p.impuesto,
          total: p.total,
          impuestos: [...byTax].map(([nombre, valor]) => ({ nombre, valor })),
          documento: saleDocumentFor({
            habitacion: Boolean(body.habitacion_id),
            pedido: body.documento,
            subtotal: p.subtotal,
            umbral,
          }),
          umbral_factura: umbral,
          propina_sugerida: suggestedTip(p.subtotal),
          lineas: p.priced.map((l) => ({ valor: l.valor, impuesto: l.impuesto, total: l.total })),
        };
      }),

    list: async (hotelId: number, q: Partial<TSaleListBody> & { page: number; per_page: number }) => {
      const page = await repo.list(db, hotelId, q);
      return {
        ...page,
        data: page.data.map((row) => ({
          id: row.id,
          punto_venta_id: row.punto_venta_id,
          punto_venta: row.punto_venta,
          documento: row.documento as SaleDocument,
          numero: row.numero,
          fecha: row.fecha,
          creada: row.creada,
          cliente: row.cliente,
          habitacion: row.habitacion,
          usuario: row.usuario,
          total: normalizeMoney(row.total),
          propina: normalizeMoney(row.propina),
          estado: row.estado as TSale['estado'],
        })),
      };
    },

    /** ventaCrear: once per idempotency key — a retry, even a simultaneous one, answers the first sale. */
    async create(
      actor: SellingActor,
      key: string,
      body: TSaleBody,
    ): Promise<{ message: string; data: TSale }> {
      const huella = requestHash(body);
      const earlier = await replayed(actor.hotelId, key, huella);
      if (earlier !== undefined)
        return { message: 'Venta ya registrada', data: await detail(actor.hotelId, earlier) };
      let id: number;
      try {
        id = await db.transaction(async (tx) => {
          const p = await prepare(tx, actor, body);
          const saleId = body.habitacion_id
            ? await chargeToRoom(tx, actor, body, p, key, body.habitacion_id)
            : await sellNow(tx, actor, body, p, key);
          await audit.record(tx, actor, {
            accion: 'vender',
            entidad: 'ventas',
            entidad_id: saleId,
            despues: { ...body, total: p.total, propina: body.propina ?? null },
          });
          for (const o of p.overrides) {
            await audit.record(tx, actor, {
              ...overrideAudit(o, { cuentaId: saleId, movimientoId: undefined, motivo: body.motivo }),
              entidad: 'ventas',
            });
          }
          return saleId;
        });
      } catch (error) {
        // The twin that won committed first: its sale is the answer.
        const twin = await replayed(actor.hotelId, key, huella);
        if (twin !== undefined)
          return { message: 'Venta ya registrada', data: await detail(actor.hotelId, twin) };
        if (pgConstraint(error) === 'ventas_idempotencia_key') throw new ConflictError(KEY_REUSED);
        throw error;
      }
      const data = await detail(actor.hotelId, id);
      const message =
        data.documento === 'habitacion'
          ? `Consumo cargado a la habitación ${data.habitacion}`
          : `Venta registrada: ${data.documento === 'factura' ? 'factura' : 'tiquete POS'} ${data.numero}`;
      return { message, data };
    },

    /**
     * ventaAnular: the stock goes back to the warehouse at the cost it left with, the money back
     * out of the annulling cashier's open register, and the document is annulled by a numbered
     * note (nota de ajuste for a tiquete POS, nota crédito for a factura). A room charge is undone
     * on the stay's account (cuentaReversar).
     */
    async void(actor: HotelActor, id: number, motivo: string): Promise<{ message: string; data: TSale }> {
      await db.transaction(async (tx) => {
        const sale = await repo.lockForVoid(tx, actor.hotelId, id);
        if (!sale) throw new NotFoundError('La venta no existe');
        if (sale.estado === 'anulada') throw new BusinessRuleError('La venta ya está anulada');
        if (sale.documento === 'habitacion') {
          throw new BusinessRuleError(
            'Un cargo a habitación se anula reversando sus cargos en la cuenta de la estadía',
          );
        }
        const voided =
          sale.factura_id === null
            ? await voidTicket(tx, actor, sale)
            : await voidInvoice(tx, actor, sale, sale.factura_id, motivo);
        await repo.markVoided(tx, sale.id, { motivo, userId: actor.userId, ...voided });
        await audit.record(tx, actor, {
          accion: 'anular',
          entidad: 'ventas',
          entidad_id: sale.id,
          antes: { estado: 'emitida' },
          despues: { estado: 'anulada', motivo, nota: voided.nota },
        });
      });
      return { message: 'Venta anulada', data: await detail(actor.hotelId, id) };
    },
  };
}

export type SalesService = ReturnType<typeof createSalesService>;
