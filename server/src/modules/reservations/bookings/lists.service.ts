import {
  bookingState,
  type ReservationChannel,
  type TArrivals,
  type TDepartures,
  type TPageQuery,
  type TReservationListBody,
  type TReservationPage,
} from '@posada/contracts';
import type { Db } from '../../../db/client';
import type { HotelCalendar } from '../../../kernel/calendar/calendar';
import type { ReservationListsRepository } from './lists.repository';

interface Deps {
  db: Db;
  repo: ReservationListsRepository;
  calendar: HotelCalendar;
}

/** The list of bookings and the arrivals and departures of a day. */
export function createReservationListsService({ db, repo, calendar }: Deps) {
  return {
    async list(
      hotelId: number,
      q: TPageQuery & Partial<Omit<TReservationListBody, keyof TPageQuery>>,
    ): Promise<TReservationPage> {
      const page = await repo.page(db, hotelId, q);
      return {
        ...page,
        data: page.data.map(({ estados, total_filas: _, canal, ...row }) => ({
          ...row,
          canal: canal as ReservationChannel,
          estado: bookingState(estados),
        })),
      };
    },

    /** The lines arriving on a day (the business date when none is given). */
    async arrivals(hotelId: number, fecha?: string): Promise<TArrivals> {
      const day = fecha ?? (await calendar.today(db, hotelId));
      const rows = await repo.arrivals(db, hotelId, day);
      return { fecha: day, data: rows.map((r) => ({ ...r, canal: r.canal as ReservationChannel })) };
    },

    /**
     * The stays leaving on a day (the business date when none is given); the balance only for a
     * caller who may see accounts (`seesMoney`), null otherwise.
     */
    async departures(hotelId: number, fecha: string | undefined, seesMoney: boolean): Promise<TDepartures> {
      const day = fecha ?? (await calendar.today(db, hotelId));
      const rows = await repo.departures(db, hotelId, day);
      return { fecha: day, data: rows.map((r) => ({ ...r, saldo: seesMoney ? r.saldo : null })) };
    },
  };
}

export type ReservationListsService = ReturnType<typeof createReservationListsService>;
