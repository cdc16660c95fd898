import type { Executor, Tx } from '../../db/client';
import { BusinessRuleError } from '../../lib/errors';
import { subtractMoney } from '../../lib/money';
import type { Ledger } from '../ledger/ledger';
import {
  type PricedNight,
  PricingError,
  type PricingRate,
  priceStay,
  type StayPrice,
} from '../pricing/pricing';
import { txOf, type UnitOfWork } from '../unit-of-work';
import { type DueNights, dueNights, pricedOf } from './checkout-plan';
import { createNightsRepository, type NightStay, type PostedNight } from './nights.repository';
import { nightCharge } from './stay-entries';

/** What posting needs of one stay: its posted nights, its priced nights and its rates. */
export interface StayNights {
  stay: NightStay;
  posted: PostedNight[];
  stored: PricedNight[];
  rates: PricingRate[];
  /** The price of nights `[desde, hasta)` at the stay's rate; 422 when no rate covers one. */
  price: (desde: string, hasta: string) => StayPrice;
}

/** A priced night as stored beside its stay. */
const storedOf = (stay: { id: number; hotel_id: number }, n: PricedNight) => ({
  estancia_id: stay.id,
  hotel_id: stay.hotel_id,
  fecha: n.fecha,
  tarifa_id: n.tarifa_id,
  valor: subtractMoney(n.total, n.impuesto),
  impuesto: n.impuesto,
  total: n.total,
});

/**
 * Nights posted one by one: by the business-day close (every in-house stay's nights before the
 * date it closes) and by the check-out (the nights stayed that the close has not posted yet).
 * Each charge names its stay's night, unique in the database (`cuenta_movimientos_noche_key`), so
 * a re-run, a catch-up or two processes never charge a night twice; the stays are locked first, in
 * id order, so the close and a check-out of the same stay serialize. Built once in buildApp
 * (`nights`, built once in buildApp): the rooms module and the business-day job share it.
 */
export function createNightPosting({ ledger }: { ledger: Ledger }) {
  const repo = createNightsRepository();
  /** The posted and priced nights of stays, with their rates (read once per room type). */
  async function load(ex: Executor, stays: NightStay[]): Promise<StayNights[]> {
    const { nights, rates } = await repo.nightsOf(
      ex,
      stays.map((s) => s.id),
      [...new Set(stays.map((s) => s.tipo_habitacion_id))],
    );
    const byType = new Map<number, PricingRate[]>();
    for (const rate of rates)
      byType.set(rate.tipo_habitacion_id, [...(byType.get(rate.tipo_habitacion_id) ?? []), rate]);
    return stays.map((stay) => {
      const typeRates = byType.get(stay.tipo_habitacion_id) ?? [];
      return {
        stay,
        posted: nights.get(stay.id)?.posted ?? [],
        stored: (nights.get(stay.id)?.stored ?? []).map(pricedOf),
        rates: typeRates,
        price: (desde, hasta) => {
          try {
            return priceStay({
              rates: typeRates,
              rateName: stay.tarifa_nombre,
              llegada: desde,
              salida: hasta,
              personas: stay.personas,
              exentoIva: stay.exento_iva,
            });
          } catch (error) {
            if (error instanceof PricingError) throw new BusinessRuleError(error.message);
            throw error;
          }
        },
      };
    });
  }

  /**
   * Writes the nights: the price of those priced now beside the stay's, then every charge in one
   * `ledger.post` (which locks the accounts in id order, so a close posting to a company's account
   * for many stays cannot deadlock with a move between two of them). Answers how many.
   */
  async function post(
    on: UnitOfWork | Tx,
    items: { nights: StayNights; due: DueNights }[],
    userId: number | null,
  ) {
    await repo.insertNights(
      txOf(on),
      items.flatMap(({ nights: { stay }, due }) => due.fresh.map((n) => storedOf(stay, n))),
    );
    const entries = items.flatMap(({ nights: { stay, rates: stayRates }, due }) =>
      due.nights.map((night) =>
        nightCharge(
          { hotel_id: stay.hotel_id, cuenta_id: stay.destino_id, created_by: userId },
          { id: stay.id, numero: stay.numero, exento: stay.exento_iva },
          night,
          stayRates,
        ),
      ),
    );
    return (await ledger.post(on, entries)).length;
  }

  async function postUntil(
    tx: Tx,
    stays: NightStay[],
    hasta: (stay: NightStay) => string,
    userId: number | null,
  ): Promise<number> {
    const items: { nights: StayNights; due: DueNights }[] = [];
    for (const nights of await load(tx, stays)) {
      try {
        const posted = nights.posted.map((p) => p.fecha);
        const due = dueNights({ ...nights, llegada: nights.stay.llegada, hasta: hasta(nights.stay), posted });
        items.push({ nights, due });
      } catch (error) {
        if (!(error instanceof BusinessRuleError)) throw error;
      }
    }
    return post(tx, items, userId);
  }

  return {
    load,
    post,
    /** The stay in house, locked with its own account when `lock` (the check-out's transaction). */
    stay: async (ex: Executor, hotelId: number, stayId: number, lock: boolean) =>
      (await repo.inHouse(ex, { hotelId, stayId }, lock && 'stays-and-accounts'))[0],

    /** A new stay's nights as priced when it opens: posted night by night later, at this price. */
    plan: (tx: Tx, stay: { id: number; hotel_id: number }, noches: PricedNight[]) =>
      repo.insertNights(
        tx,
        noches.map((n) => storedOf(stay, n)),
      ),

    /** The nights still to post to an account (a stay's, or a route rule's target): count and total. */
    pending: repo.pending,

    /**
     * Posts each stay's nights before `hasta(stay)` not posted yet. A stay whose night has no rate
     * to price it (past its planned departure) is skipped — its check-out says why — rather than
     * holding every other stay's nights. Answers how many nights were posted.
     */
    postUntil,

    /** The close of `fecha`: every night before it of every stay still in house, not yet posted. */
    close: async (tx: Tx, hotelId: number, fecha: string): Promise<number> =>
      postUntil(tx, await repo.inHouse(tx, { hotelId, before: fecha }, 'stays'), () => fecha, null),
  };
}

export type NightPosting = ReturnType<typeof createNightPosting>;
