import { addDays, type DayUseKind, type TVacateBody, type TVacateResponse } from '@posada/contracts';
import type { Db, Executor } from '../../../db/client';
import type { HotelCalendar } from '../../../kernel/calendar/calendar';
import { type Invoicing, type IssuedInvoice, requestHash } from '../../../kernel/invoicing/invoicing.service';
import { type EntryBase, paymentEntry } from '../../../kernel/ledger/entries';
import type { Ledger } from '../../../kernel/ledger/ledger';
import { checkoutPlan } from '../../../kernel/nights/checkout-plan';
import { claimingNights } from '../../../kernel/nights/night-claims';
import type { NightPosting } from '../../../kernel/nights/night-posting';
import { dayUseCharge, nightReversal } from '../../../kernel/nights/stay-entries';
import type { PaymentsService } from '../../../kernel/payments/payments.service';
import { executorOf, isWork, type UnitOfWork } from '../../../kernel/unit-of-work';
import type { HotelActor } from '../../../lib/caller';
import { BusinessRuleError, ForbiddenError, NotFoundError } from '../../../lib/errors';
import { addMoney, compareMoney, subtractMoney } from '../../../lib/money';
import type { RackRepository, RackRow } from '../rack/rack.repository';
import { toRackRoom } from '../rack/rack-card';
import type { RoomActions } from '../rack/room-action';
import type { StaysRepository } from './stays.repository';

interface Deps {
  db: Db;
  calendar: HotelCalendar;
  invoicing: Invoicing;
  repo: StaysRepository;
  rack: RackRepository;
  roomAction: RoomActions;
  payments: PaymentsService;
  ledger: Ledger;
  nights: NightPosting;
}

/**
 * Check-out: the stay ends today and the nights stayed that the business-day close has not posted
 * yet are posted before the balance is looked at (a night posted ahead for a date not stayed is
 * reversed), so a guest pays exactly the nights stayed. Nights routed to a company's account go
 * there: only the stay's own account is settled and invoiced. A balance left is settled in the
 * same transaction through the caller's open register, or refuses the check-out.
 */
export function createCheckoutService({
  db,
  calendar,
  invoicing,
  repo,
  rack,
  roomAction,
  payments,
  ledger,
  nights,
}: Deps) {
  /**
   * The check-out of the room's stay on the room's business date, without writing anything; in the
   * check-out's unit of work the stay is locked first, with its account, so the
   * business-day close cannot post its nights meanwhile and the account holds to the invoice.
   */
  async function plan(on: Executor | UnitOfWork, hotelId: number, room: RackRow, stayId: number) {
    const ex = executorOf(on);
    const lock = isWork(on);
    const stay = await nights.stay(ex, hotelId, stayId, lock);
    if (!stay) throw new NotFoundError('La estancia no existe');
    // The stay's account, locked with the stay: the work holds it for the ledger and the invoice.
    if (isWork(on)) on.accounts.set(stay.cuenta.id, stay.cuenta);
    const [loaded] = await nights.load(ex, [stay]);
    if (!loaded) throw new NotFoundError('La estancia no existe');
    const planned = checkoutPlan({ ...loaded, llegada: stay.llegada, hoy: room.hoy });
    return { ...planned, prevista: stay.salida, cuentaId: stay.cuenta_id, loaded };
  }

  type Plan = Awaited<ReturnType<typeof plan>>;

  /**
   * The day-use charge of a check-out that keeps no night, on the stay's own account: the first
   * night's price (`tarifa`), or the hotel's configured amount (`configurado`, 422 without one).
   */
  async function dayUse(ex: Executor, hotelId: number, p: Plan, kind: DayUseKind, userId: number | null) {
    const amount = kind === 'configurado' ? await repo.dayUseAmount(ex, hotelId) : null;
    if (kind === 'configurado' && amount === null) {
      throw new BusinessRuleError('El hotel no tiene configurado un valor de uso del día');
    }
    const { stay, stored, rates, price } = p.loaded;
    const night =
      stored.find((n) => n.fecha === stay.llegada) ?? price(stay.llegada, addDays(stay.llegada, 1)).noches[0];
    if (!night) throw new BusinessRuleError('No hay una tarifa para cobrar el uso del día');
    const base: EntryBase = { hotel_id: hotelId, cuenta_id: p.cuentaId, created_by: userId };
    return dayUseCharge(
      base,
      { id: stay.id, numero: stay.numero, exento: stay.exento_iva },
      night,
      rates,
      amount,
    );
  }

  /**
   * The balance a check-out today would leave, for the room's detail: the stay's own account
   * changes only by the nights that post to it (not those a route rule sends to a company). On
   * the arrival day (no night kept) it also offers the day-use charges, taxes included.
   */
  async function preview(ex: Executor, hotelId: number, room: RackRow, stayId: number, saldo: string) {
    const p = await plan(ex, hotelId, room, stayId);
    const mine = p.loaded.stay.destino_id === p.cuentaId ? p.nights.map((n) => n.total) : [];
    const own = subtractMoney(
      addMoney('0', ...mine),
      ...p.reverse.filter((c) => c.cuenta_id === p.cuentaId).map((c) => c.total),
    );
    let uso_dia: { tarifa: string; configurado: string | null } | null = null;
    if (p.noches === 0) {
      const configured = await repo.dayUseAmount(ex, hotelId);
      uso_dia = {
        tarifa: (await dayUse(ex, hotelId, p, 'tarifa', null)).total,
        configurado: configured === null ? null : (await dayUse(ex, hotelId, p, 'configurado', null)).total,
      };
    }
    return { salida: p.salida, noches: p.noches, ajuste: own, saldo: addMoney(saldo, own), uso_dia };
  }

  return {
    preview,

    /**
     * Check-out: nights made to match the stay, the account settled and invoiced, the stay
     * finished and the room sent to cleaning — one transaction, so a failure anywhere leaves no
     * invoice and no check-out. Once per idempotency key: a retry answers the same invoice.
     */
    vacate(
      actor: HotelActor,
      body: TVacateBody,
      request: { key?: string; mayCredit: boolean; mayExceedCredit: boolean; mayDayUse: boolean },
    ) {
      const huella = requestHash(body);
      const { liquidacion, habitacion_id: _room, uso_dia, ...settlement } = body;
      if (uso_dia && !request.mayDayUse) {
        throw new ForbiddenError('No tiene permiso para cobrar el uso del día');
      }
      return invoicing.once(
        actor.hotelId,
        request.key,
        huella,
        async (): Promise<TVacateResponse> => {
          let factura: IssuedInvoice | null = null;
          const done = await roomAction(
            actor,
            body.habitacion_id,
            'desocupar',
            async ({ tx, work, room }) => {
              const stayId = room.estancia_id ?? 0;
              // The stay and its account are locked before anything reads its balance.
              const p = await plan(work, actor.hotelId, room, stayId);
              const base: EntryBase = {
                hotel_id: actor.hotelId,
                cuenta_id: p.cuentaId,
                created_by: actor.userId,
              };
              await nights.post(work, [{ nights: p.loaded, due: p }], actor.userId);
              const taxes = await ledger.taxesOf(
                tx,
                p.reverse.map((c) => c.id),
              );
              await ledger.post(
                work,
                p.reverse.map((charge) => nightReversal(base, charge, taxes.get(charge.id) ?? [])),
              );
              // Leaving on the arrival day keeps no night; the day's use is charged only when asked.
              let dayUseCharged: { tipo: DayUseKind; total: string; movimiento_id: number } | null = null;
              if (uso_dia) {
                if (p.noches > 0) {
                  throw new BusinessRuleError(
                    'El uso del día solo se cobra al salir el mismo día de la llegada (0 noches)',
                  );
                }
                const charge = await dayUse(tx, actor.hotelId, p, uso_dia, actor.userId);
                const [id = 0] = await ledger.post(work, [charge]);
                dayUseCharged = { tipo: uso_dia, total: charge.total, movimiento_id: id };
              }
              // A balance in the guest's favour goes back before the invoice.
              const saldo = liquidacion ? (await ledger.totals(work, p.cuentaId)).saldo : '0';
              if (liquidacion && compareMoney(saldo, '0') < 0) {
                const paid = await payments.recordPayment(work, {
                  actor,
                  forma_pago_id: liquidacion.forma_pago_id,
                  monto: subtractMoney('0', saldo),
                  tipo: 'devolucion',
                  concepto: `Devolución del saldo al salir, habitación ${room.numero}`,
                  idempotencyKey: liquidacion.idempotency_key ?? null,
                });
                await ledger.post(work, [paymentEntry(base, 'Devolución del saldo', paid)]);
              }
              const draft = await invoicing.prepare(work, actor, {
                cuentaId: p.cuentaId,
                settlement,
                mayCredit: request.mayCredit,
                mayExceedCredit: request.mayExceedCredit,
                origen: `habitación ${room.numero}`,
                key: request.key,
                huella,
                payRest: liquidacion
                  ? {
                      forma_pago_id: liquidacion.forma_pago_id,
                      idempotencyKey: liquidacion.idempotency_key ?? null,
                    }
                  : undefined,
                optional: true,
              });
              // Staying past the planned departure claims those nights too: another booking may hold
              // them. Leaving on time or early claims nothing (the stay's nights only shrink).
              const finish = (ex: Executor) => repo.finishStay(ex, stayId, room.id, p.salida, actor.userId);
              if (p.salida > p.prevista)
                await claimingNights(tx, room, { llegada: p.prevista, salida: p.salida }, finish);
              else await finish(tx);
              return {
                message: `Habitación ${room.numero} desocupada`,
                detalle: {
                  estancia_id: stayId,
                  salida: p.salida,
                  noches: p.noches,
                  ajuste: p.ajuste,
                  // In the room's audit entry: the day use charged, or none.
                  uso_dia: dayUseCharged,
                  factura_id: draft?.id ?? null,
                },
                // The payments and the DIAN number last: the register's and the resolution's locks
                // are then held only to the commit.
                after: async (last) => {
                  if (!draft) return ledger.close(last, p.cuentaId, actor.userId);
                  // The account closes in the statement that numbers the invoice.
                  factura = await invoicing.finish(last, actor, draft, () =>
                    ledger.closing(last, p.cuentaId, actor.userId),
                  );
                },
              };
            },
          );
          const made = factura as IssuedInvoice | null;
          return {
            ...done,
            factura: made ? { id: made.id, numero: made.numero } : null,
            cambio: made?.cambio ?? '0.00',
          };
        },
        // The retried request: the check-out is done, the answer is its invoice and the room now.
        async (issued): Promise<TVacateResponse> => {
          const hoy = await calendar.today(db, actor.hotelId);
          const room = await rack.room(db, actor.hotelId, body.habitacion_id, hoy);
          if (!room) throw new NotFoundError('La habitación no existe');
          return {
            message: `Habitación ${room.numero} desocupada`,
            data: toRackRoom(room),
            factura: { id: issued.id, numero: issued.numero },
            cambio: issued.cambio,
          };
        },
      );
    },
  };
}

export type CheckoutService = ReturnType<typeof createCheckoutService>;
