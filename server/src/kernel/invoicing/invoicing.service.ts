import { createHash } from 'node:crypto';
import {
  buyerGapsMessage,
  CONSUMIDOR_FINAL,
  electronicBuyerGaps,
  type TInvoiceRef,
  type TSettlement,
} from '@posada/contracts';
import type { SQLWrapper } from 'drizzle-orm';
import type { Db, Executor, Tx } from '../../db/client';
import type { AuditLog } from '../../lib/audit';
import type { HotelActor } from '../../lib/caller';
import type { Clock } from '../../lib/clock';
import { addDays } from '../../lib/clock';
import {
  BusinessRuleError,
  ConflictError,
  ForbiddenError,
  NotFoundError,
  ValidationError,
} from '../../lib/errors';
import { addMoney, compareMoney, normalizeMoney, subtractMoney } from '../../lib/money';
import type { Balances } from '../balances/balances';
import type { HotelCalendar } from '../calendar/calendar';
import { type Ledger, type LedgerEntry, withBalance } from '../ledger/ledger';
import type { NumberService } from '../numbers/numbering.service';
import type { PaymentsService } from '../payments/payments.service';
import type { Receivables } from '../receivables/receivables';
import { isWork, txOf, type UnitOfWork } from '../unit-of-work';
import type { Buyer } from './billable.repository';
import { type BillableCharge, chargeLine } from './charge-lines';
import { applyDiscounts } from './discount-spread';
import { InvoiceRuleError, invoiceTotals } from './invoice-lines';
import { createInvoicePayments, type Draft, type IssueInput, type PaymentPlan } from './invoice-payments';
import type { InvoicesRepository } from './invoices.repository';
import { applyLodgingExemption, exemptionEvidence } from './non-resident-exemption';

const KEY_REUSED = 'La clave de idempotencia ya se usó para otra factura';

/** The hash of a request, to tell a retry (same request) from a key reused for another one. */
export const requestHash = (body: unknown) => createHash('sha256').update(JSON.stringify(body)).digest('hex');

interface Deps {
  db: Db;
  /** The issue time is the app's clock, like the business date it goes with. */
  clock: Clock;
  repo: InvoicesRepository;
  ledger: Ledger;
  numbers: NumberService;
  payments: PaymentsService;
  calendar: HotelCalendar;
  audit: AuditLog;
  receivables: Receivables;
  balances: Balances;
}

export interface IssuedInvoice extends TInvoiceRef {
  cambio: string;
}

/** Refuses (400, the fields listed) a buyer whose data an electronic invoice cannot carry. */
function refuseUnfitBuyer(buyer: Buyer): void {
  const gaps = electronicBuyerGaps({ ...buyer, nombre: buyer.nombre ?? '' });
  if (gaps.length > 0) {
    throw new ValidationError(buyerGapsMessage(buyer.nombre, gaps), { comprador: gaps });
  }
}

/**
 * Issues the invoice of an account inside the caller's transaction (facturaCrear and check-out):
 * its standing charges become lines (lodging at 0 % IVA for a qualifying foreign tourist), the
 * balance is settled — payments in several methods with change for cash, or on credit to a
 * company — and the number is taken from the DIAN resolution last, so the resolution's row lock is
 * held for the shortest time. All or nothing: the caller's rollback takes the number back too.
 */
export function createInvoicing({
  db,
  clock,
  repo,
  ledger,
  numbers,
  payments,
  calendar,
  audit,
  receivables,
  balances,
}: Deps) {
  const { planPayments, recordPayments } = createInvoicePayments({ ledger, payments, balances });
  /** The buyer the settlement names, checked (null: consumidor final). */
  function checkedBuyer(s: TSettlement, client: Buyer | null) {
    if (s.consumidor_final) return null;
    if (!client?.estado) {
      const field = s.credito ? 'credito.empresa_id' : 'cliente_id';
      throw new ValidationError('Los datos enviados no son válidos', {
        [field]: ['El cliente no existe o está inactivo'],
      });
    }
    if (s.credito && client.tipo_documento !== 'NIT') {
      throw new BusinessRuleError('A crédito se factura a una empresa: el cliente debe tener NIT');
    }
    return client;
  }

  return {
    /**
     * The invoice a key already made, when the request is the same one retried; a key sent again
     * with another request is a conflict (one request, one invoice).
     */
    async replayed(
      ex: Executor,
      hotelId: number,
      key: string,
      huella: string,
    ): Promise<IssuedInvoice | undefined> {
      const found = await repo.byKey(ex, hotelId, key);
      if (!found) return undefined;
      if (found.huella !== huella) throw new ConflictError(KEY_REUSED);
      return { id: found.id, numero: found.numero, cambio: normalizeMoney(found.cambio) };
    },

    /** Runs `issue` in its own transaction once per key: a retry, even a simultaneous one, answers the first. */
    async once<T>(
      hotelId: number,
      key: string | undefined,
      huella: string,
      run: () => Promise<T>,
      replay: (issued: IssuedInvoice) => Promise<T>,
    ): Promise<T> {
      const earlier = key ? await this.replayed(db, hotelId, key, huella) : undefined;
      if (earlier) return replay(earlier);
      try {
        return await run();
      } catch (error) {
        if (!key) throw error;
        // The twin that won committed first: its invoice is the answer (whatever made this one fail).
        const twin = await this.replayed(db, hotelId, key, huella);
        if (twin) return replay(twin);
        throw error;
      }
    },

    /** `prepare` then `finish`, one after the other (facturaCrear). */
    async issue(on: UnitOfWork | Tx, actor: HotelActor, input: IssueInput): Promise<IssuedInvoice | null> {
      const draft = await this.prepare(on, actor, input);
      return draft ? this.finish(on, actor, draft) : null;
    },

    /**
     * Everything of the invoice that takes no shared lock: its lines and totals, the account's
     * adjustment and credit entries, the payments checked, the invoice and its lines written
     * without a number. Null when `optional` and there is nothing to bill.
     */
    async prepare(on: UnitOfWork | Tx, actor: HotelActor, input: IssueInput): Promise<Draft | null> {
      const tx = txOf(on);
      const { settlement: s } = input;
      if (s.credito && !input.mayCredit) {
        throw new ForbiddenError('No tiene permiso para facturar a crédito');
      }
      // Entries of one account are serialized: nothing is posted to it while it is billed.
      const account = await ledger.lockAccount(on, actor.hotelId, input.cuentaId);
      if (!account) throw new NotFoundError('La cuenta no existe');
      if (account.estado !== 'abierta') throw new BusinessRuleError('La cuenta está cerrada');
      // Its entries, totals, the buyer (the guest's account bills its guest by default) and the
      // payment methods offered, in one read.
      const billing = await repo.billing(
        tx,
        actor.hotelId,
        account.id,
        s.consumidor_final ? null : (s.credito?.empresa_id ?? s.cliente_id ?? account.cliente_id),
        [...s.pagos.map((p) => p.forma_pago_id), ...(input.payRest ? [input.payRest.forma_pago_id] : [])],
      );
      const { saldo } = withBalance(billing.totals);
      // Read after the account's lock: the unit of work keeps them for the payments and balance below.
      if (isWork(on)) {
        on.totals.set(account.id, withBalance(billing.totals));
        for (const method of billing.metodos) on.methods.set(method.id, method);
      }
      const entries = billing.entries.filter((e) => e.tipo === 'cargo');
      const discounts = billing.entries.filter((e) => e.tipo === 'descuento');
      if (entries.length === 0) {
        if (input.optional && compareMoney(saldo, '0') === 0) return null;
        throw new BusinessRuleError('La cuenta no tiene cargos por facturar');
      }
      const buyer = checkedBuyer(s, billing.buyer);
      // An invoice DIAN would reject is not issued: the buyer's data is completed first.
      if (billing.electronica && buyer) refuseUnfitBuyer(buyer);
      // The exemption is the guest's: it applies when the invoice is made out to that guest.
      const guestBuys = account.tipo === 'estancia' && buyer?.id === account.cliente_id;
      const evidence = buyer && guestBuys ? exemptionEvidence(buyer) : null;
      if (account.exento_iva && !evidence) {
        throw new BusinessRuleError(
          'La estancia está exenta de IVA: facture al huésped extranjero no residente con pasaporte o documento extranjero, nacionalidad y soporte migratorio registrados',
        );
      }
      let totals: ReturnType<typeof invoiceTotals>;
      let exempt: ReturnType<typeof applyLodgingExemption>;
      try {
        // The account's discounts come off the charges first (on their charge, or spread).
        const charges = applyDiscounts(entries as (BillableCharge & { id: number })[], discounts);
        exempt = applyLodgingExemption(charges.map(chargeLine), evidence);
        totals = invoiceTotals(exempt.lines);
      } catch (error) {
        if (error instanceof InvoiceRuleError) throw new BusinessRuleError(error.message);
        throw error;
      }
      const hoy = await calendar.today(on, actor.hotelId);
      if (s.credito?.vencimiento && s.credito.vencimiento < hoy) {
        throw new ValidationError('Los datos enviados no son válidos', {
          'credito.vencimiento': ['El vencimiento no puede ser anterior a hoy'],
        });
      }
      const base = { hotel_id: actor.hotelId, cuenta_id: account.id, created_by: actor.userId };
      const written: { ajuste: number[]; credito: number[] } = { ajuste: [], credito: [] };
      // The invoice rounds each line to pesos (and may exempt lodging): the account follows it.
      const billed = subtractMoney(
        addMoney('0', ...entries.map((e) => e.total)),
        ...discounts.map((d) => d.total),
      );
      const diff = subtractMoney(totals.total, billed);
      const sign = compareMoney(diff, '0');
      if (sign !== 0) {
        const amount = sign > 0 ? diff : subtractMoney('0', diff);
        const concepto =
          exempt.nota && sign < 0
            ? 'Exención de IVA, turista extranjero no residente'
            : 'Ajuste al peso de la factura';
        written.ajuste = await ledger.post(on, [
          { ...base, tipo: sign > 0 ? 'cargo' : 'descuento', concepto, valor: amount, total: amount },
        ]);
      }
      const due = (await ledger.totals(on, account.id)).saldo;
      let plan: PaymentPlan = { cambio: '0.00', payments: [] };
      let vencimiento: string | null = null;
      if (s.credito) {
        if (compareMoney(due, '0') <= 0) {
          throw new BusinessRuleError('La cuenta no tiene saldo por cobrar: facture de contado');
        }
        const company = await repo.companyAccount(tx, actor.hotelId, s.credito.empresa_id);
        if (!company) {
          throw new BusinessRuleError(
            'La empresa no tiene una cuenta de crédito abierta: ábrala en Detalle Cuentas',
          );
        }
        // The client's credit: approved, within its limit (or overridden, logged), and its terms.
        const credit = await receivables.allowCredit(
          tx,
          actor,
          s.credito.empresa_id,
          due,
          input.mayExceedCredit,
        );
        vencimiento = s.credito.vencimiento ?? addDays(hoy, credit.plazo_dias);
        const moved: LedgerEntry[] = [
          {
            ...base,
            tipo: 'descuento',
            concepto: `Saldo facturado a crédito a ${buyer?.nombre ?? ''}`.slice(0, 200),
            valor: due,
            total: due,
          },
          {
            ...base,
            cuenta_id: company.id,
            tipo: 'cargo',
            concepto: `Factura a crédito, ${input.origen}`.slice(0, 200),
            valor: due,
            total: due,
          },
        ];
        written.credito = await ledger.post(on, moved);
      } else {
        plan = await planPayments(on, input, due, buyer?.id ?? null);
      }
      const id = await repo.insertInvoice(
        tx,
        {
          hotel_id: actor.hotelId,
          fecha: hoy,
          emitida_at: clock.now(),
          zona_horaria: await calendar.zone(on, actor.hotelId),
          cuenta_id: account.id,
          estancia_id: account.estancia_id,
          cliente_id: buyer?.id ?? null,
          comprador_tipo_documento: buyer?.tipo_documento ?? CONSUMIDOR_FINAL.tipo,
          comprador_documento: buyer?.numero_documento ?? CONSUMIDOR_FINAL.documento,
          comprador_dv: buyer?.dv ?? null,
          comprador_nombre: buyer?.nombre ?? CONSUMIDOR_FINAL.nombre,
          comprador_direccion: buyer?.direccion ?? null,
          comprador_email: buyer?.email ?? null,
          comprador_telefono: buyer?.telefono ?? null,
          forma: s.credito ? 'credito' : 'contado',
          vencimiento,
          bruto: totals.bruto,
          descuentos: totals.descuentos,
          base: totals.base,
          total_impuestos: totals.total_impuestos,
          total: totals.total,
          cambio: plan.cambio,
          exencion: exempt.nota ? evidence : null,
          nota_exencion: exempt.nota,
          observaciones: s.observaciones ?? null,
          clave_idempotencia: input.key ?? null,
          huella: input.huella ?? null,
          created_by: actor.userId,
        },
        totals.lineas.map((line, i) => ({
          orden: i + 1,
          descripcion: line.descripcion.slice(0, 200),
          cuenta_movimiento_id: entries[i]?.id ?? null,
          producto_id: entries[i]?.producto_id ?? null,
          alojamiento: line.alojamiento,
          cantidad: line.cantidad,
          precio_unitario: line.precio_unitario,
          descuento: line.descuento,
          base: line.base,
          total_impuestos: subtractMoney(line.total, line.base),
          total: line.total,
          impuestos: line.impuestos,
        })),
        totals.impuestos,
      );
      await repo.linkEntries(
        tx,
        id,
        discounts.map((d) => d.id),
        'descuento',
      );
      await repo.linkEntries(tx, id, written.ajuste, 'ajuste');
      await repo.linkEntries(tx, id, written.credito, 'credito');
      return { id, cuentaId: account.id, credito: Boolean(s.credito), total: totals.total, plan, input };
    },

    /**
     * The payments into the register, then the DIAN number: the user's register and the hotel's
     * resolution stay locked from here to the commit, so the caller runs this as late as it can.
     */
    async finish(
      on: UnitOfWork | Tx,
      actor: HotelActor,
      draft: Draft,
      /** The caller's last write, built after the payments and made in the statement that numbers. */
      along?: () => SQLWrapper,
    ): Promise<IssuedInvoice> {
      // The audit names the invoice's row, which holds its number once committed; written with
      // the invoice's payments summed by method.
      const entry = {
        accion: 'facturar',
        entidad: 'facturas',
        entidad_id: draft.id,
        despues: {
          total: draft.total,
          forma: draft.credito ? 'credito' : 'contado',
          cuenta_id: draft.cuentaId,
        },
      };
      const tx = txOf(on);
      if (draft.credito) await audit.record(tx, actor, entry);
      else {
        await recordPayments(on, actor, draft);
        await audit.recordWith(tx, actor, entry, repo.paymentsByMethodInsert(tx, draft.id, draft.cuentaId));
      }
      const number = await numbers.invoice(on, actor.hotelId, (take) =>
        repo.number(tx, draft.id, take, along?.()),
      );
      return { id: draft.id, numero: number.texto, cambio: draft.plan.cambio };
    },
  };
}

export type Invoicing = ReturnType<typeof createInvoicing>;
