import type { TReceipt, TReceiptAnnulBody, TReceiptBody, TReceiptListBody } from '@posada/contracts';
import type { Db, Tx } from '../../db/client';
import type { Balances } from '../../kernel/balances';
import type { HotelCalendar } from '../../kernel/calendar';
import { requestHash } from '../../kernel/invoicing';
import type { Ledger } from '../../kernel/ledger';
import type { NumberService } from '../../kernel/numbers';
import type { PaymentsService } from '../../kernel/payments';
import type { AuditLog } from '../../lib/audit';
import type { HotelActor } from '../../lib/caller';
import { pgConstraint } from '../../lib/db-errors';
import { BusinessRuleError, ConflictError, NotFoundError, ValidationError } from '../../lib/errors';
import { addMoney, compareMoney, normalizeMoney, subtractMoney } from '../../lib/money';
import { AllocationError, allocate, receiptTotal } from './allocation';
import { paymentEntries, reversalEntries } from './receipt-entries';
import type { ReceiptsRepository } from './receipts.repository';

interface Deps {
  db: Db;
  repo: ReceiptsRepository;
  audit: AuditLog;
  calendar: HotelCalendar;
  ledger: Ledger;
  numbers: NumberService;
  payments: PaymentsService;
  balances: Balances;
}

const KEY_REUSED = 'La clave de idempotencia ya se usó para otro abono';
const NO_CREDIT_ACCOUNT = 'La cuenta de crédito de la empresa no está abierta';

/**
 * Payments (abonos) of a client's credit invoices: abonoCrear and abonoAnular. A payment locks the
 * client's open invoices (in id order) before it reads their balances, so simultaneous payments
 * apply one after the other and no balance goes below zero; its money enters the cashier's open
 * register through the kernel's payments, it takes the next recibo de caja number, and it is
 * credited to the company's credit account where the invoices were charged — all in one
 * transaction, once per idempotency key.
 */
export function createReceiptsService({
  db,
  repo,
  audit,
  calendar,
  ledger,
  numbers,
  payments,
  balances,
}: Deps) {
  async function present(hotelId: number, id: number): Promise<TReceipt> {
    const found = await repo.receipt(db, hotelId, id);
    if (!found) throw new NotFoundError('El abono no existe');
    return found;
  }

  /** The payment a key already made (same request), or a conflict (the key sent for another one). */
  async function replayed(hotelId: number, key: string, huella: string) {
    const found = await repo.byKey(db, hotelId, key);
    if (!found) return undefined;
    if (found.huella !== huella) throw new ConflictError(KEY_REUSED);
    return found.id;
  }

  async function write(tx: Tx, actor: HotelActor, key: string, huella: string, body: TReceiptBody) {
    const client = await repo.client(tx, actor.hotelId, body.cliente_id);
    if (!client) {
      throw new ValidationError('Los datos enviados no son válidos', {
        cliente_id: ['El cliente no existe'],
      });
    }
    const open = await repo.lockOpenInvoices(tx, actor.hotelId, client.id);
    if (open.length === 0 && !body.anticipo) {
      throw new BusinessRuleError(
        'El cliente no tiene facturas a crédito por cobrar: registre el pago como anticipo',
      );
    }
    const monto = normalizeMoney(body.monto);
    // Only money has a method: a payment made with the balance in favour alone has none.
    const method = compareMoney(monto, '0') > 0 ? (body.forma_pago_id ?? null) : null;
    const favor = normalizeMoney(body.saldo_favor);
    const usesFavor = compareMoney(favor, '0') > 0;
    let allocated: ReturnType<typeof allocate>;
    try {
      allocated = allocate(
        open,
        receiptTotal(addMoney(monto, favor), body.retenciones),
        body.aplicaciones,
        body.anticipo ? monto : undefined,
      );
    } catch (error) {
      if (error instanceof AllocationError) {
        throw new ValidationError(error.message, { [error.field]: [error.message] });
      }
      throw error;
    }
    const { applications, anticipo } = allocated;
    const retenciones = receiptTotal('0', body.retenciones);
    const account = await repo.companyAccount(tx, actor.hotelId, client.id);
    if (!account && applications.length > 0) throw new BusinessRuleError(NO_CREDIT_ACCOUNT);
    const number = await numbers.next(tx, actor.hotelId, 'recibo_caja');
    const concepto =
      `${applications.length === 0 ? 'Anticipo' : 'Abono'} ${number.texto} de ${client.nombre}`.slice(0, 200);
    const paid =
      method !== null
        ? await payments.recordPayment(tx, {
            actor,
            forma_pago_id: method,
            monto,
            tipo: 'pago',
            concepto,
            referencia: body.referencia ?? null,
            idempotencyKey: `abono:${key}`,
          })
        : null;
    // On the company's account: the money applied, the withholdings, the balance in favour used.
    const credit = paymentEntries(
      { hotel_id: actor.hotelId, cuenta_id: account?.id ?? 0, created_by: actor.userId },
      {
        recibo: number.texto,
        concepto,
        forma_pago_id: method,
        applied: subtractMoney(monto, anticipo),
        cajaMovimientoId: paid?.id ?? null,
        retenciones: body.retenciones,
        totalRetenciones: retenciones,
        favor,
      },
    );
    const posted = account ? credit.posted(await ledger.post(tx, credit.entries)) : {};
    const id = await repo.insert(
      tx,
      {
        hotel_id: actor.hotelId,
        cliente_id: client.id,
        prefijo: number.prefijo,
        numero: number.numero,
        fecha: await calendar.today(tx, actor.hotelId),
        forma_pago_id: method,
        monto,
        total_retenciones: retenciones,
        anticipo,
        saldo_favor: favor,
        referencia: body.referencia ?? null,
        caja_movimiento_id: paid?.id ?? null,
        pago_movimiento_id: posted.pago ?? null,
        retencion_movimiento_id: posted.retencion ?? null,
        clave_idempotencia: key,
        huella,
        created_by: actor.userId,
      },
      applications,
      body.retenciones.map((r) => ({ tipo: r.tipo, monto: normalizeMoney(r.monto) })),
    );
    if (compareMoney(anticipo, '0') > 0) {
      await balances.apply(tx, actor, client.id, {
        tipo: 'anticipo',
        monto: anticipo,
        concepto: `Anticipo del recibo ${number.texto}`,
        abonoId: id,
      });
    }
    if (usesFavor) {
      if (posted.favor === undefined) throw new Error('El saldo a favor no se pudo acreditar a la cuenta');
      await balances.apply(tx, actor, client.id, {
        tipo: 'uso',
        monto: favor,
        concepto: `Saldo a favor aplicado en el recibo ${number.texto}`,
        abonoId: id,
        cuentaMovimientoId: posted.favor,
      });
    }
    await repo.applyToInvoices(tx, id, 1);
    await audit.record(tx, actor, {
      accion: 'abono',
      entidad: 'abonos',
      entidad_id: id,
      despues: {
        recibo: number.texto,
        monto,
        retenciones,
        anticipo,
        saldo_favor: favor,
        aplicaciones: applications,
      },
    });
    return id;
  }

  return {
    /** abonoListar: the hotel's receipts, paged and filtered in SQL. */
    list: (hotelId: number, q: Partial<TReceiptListBody> & { page: number; per_page: number }) =>
      repo.list(db, hotelId, q),

    /** abonoCrear: once per idempotency key (a retry, even a simultaneous one, answers the first). */
    async create(actor: HotelActor, key: string, body: TReceiptBody): Promise<TReceipt> {
      const huella = requestHash(body);
      const earlier = await replayed(actor.hotelId, key, huella);
      if (earlier) return present(actor.hotelId, earlier);
      try {
        const id = await db.transaction((tx) => write(tx, actor, key, huella, body));
        return present(actor.hotelId, id);
      } catch (error) {
        // The twin that won committed first: its payment is the answer.
        const twin = await replayed(actor.hotelId, key, huella);
        if (twin) return present(actor.hotelId, twin);
        if (pgConstraint(error) === 'abonos_idempotencia_key') throw new ConflictError(KEY_REUSED);
        throw error;
      }
    },

    /**
     * abonoAnular: the money leaves the annulling cashier's register by the same payment method
     * (a refund), the company's account takes the payment and the withholdings back, and the
     * invoices owe again what the payment had taken off them.
     */
    async annul(actor: HotelActor, id: number, body: TReceiptAnnulBody): Promise<TReceipt> {
      await db.transaction(async (tx) => {
        const receipt = await repo.lock(tx, actor.hotelId, id);
        if (!receipt) throw new NotFoundError('El abono no existe');
        if (receipt.estado === 'anulado') throw new BusinessRuleError('El abono ya está anulado');
        // The invoices before the register, in the order a payment takes them.
        await repo.lockInvoicesOf(tx, receipt.id);
        const concepto = `Anulación del abono ${receipt.numero}`;
        // The advance it kept goes back first: refused when the client already used it.
        if (compareMoney(receipt.anticipo, '0') > 0) {
          await balances.apply(tx, actor, receipt.cliente_id, {
            tipo: 'anticipo_anulado',
            monto: receipt.anticipo,
            concepto,
            abonoId: receipt.id,
          });
        }
        const entries = [
          receipt.pago_movimiento_id,
          receipt.retencion_movimiento_id,
          receipt.favor_movimiento_id,
        ];
        const account = entries.some((e) => e !== null)
          ? await repo.companyAccount(tx, actor.hotelId, receipt.cliente_id)
          : undefined;
        if (entries.some((e) => e !== null) && !account) throw new BusinessRuleError(NO_CREDIT_ACCOUNT);
        const refund =
          receipt.forma_pago_id !== null && compareMoney(receipt.monto, '0') > 0
            ? await payments.recordPayment(tx, {
                actor,
                forma_pago_id: receipt.forma_pago_id,
                monto: receipt.monto,
                tipo: 'devolucion',
                concepto,
              })
            : null;
        if (account) {
          const reversal = reversalEntries(
            {
              hotel_id: actor.hotelId,
              cuenta_id: account.id,
              created_by: actor.userId,
              concepto,
              motivo: body.motivo,
            },
            receipt,
            refund?.id ?? null,
          );
          const posted = reversal.posted(await ledger.post(tx, reversal.entries));
          if (receipt.favor_movimiento_id !== null) {
            if (posted.favor === undefined) throw new Error('El saldo a favor no se pudo devolver');
            await balances.apply(tx, actor, receipt.cliente_id, {
              tipo: 'uso_anulado',
              monto: receipt.saldo_favor,
              concepto,
              abonoId: receipt.id,
              cuentaMovimientoId: posted.favor,
            });
          }
        }
        await repo.annul(tx, receipt.id, {
          motivo: body.motivo,
          userId: actor.userId,
          devolucion: refund?.id ?? null,
        });
        await repo.applyToInvoices(tx, receipt.id, -1);
        await audit.record(tx, actor, {
          accion: 'anular_abono',
          entidad: 'abonos',
          entidad_id: receipt.id,
          despues: { motivo: body.motivo, devolucion: refund?.id ?? null, anticipo: receipt.anticipo },
        });
      });
      return present(actor.hotelId, id);
    },

    find: present,
  };
}

export type ReceiptsService = ReturnType<typeof createReceiptsService>;
