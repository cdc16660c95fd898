import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { estanciaNoches } from '../../db/schema';
import { idList, rowsOf } from '../../lib/raw-sql';

/** A stay in house as its nights' posting needs it: dates, price inputs, room and accounts. */
export interface NightStay {
  id: number;
  hotel_id: number;
  llegada: string;
  salida: string;
  tarifa_nombre: string;
  personas: number;
  exento_iva: boolean;
  numero: string;
  tipo_habitacion_id: number;
  /** The stay's own account. */
  cuenta_id: number;
  /** Where its nights post: the route rule's account while open, else the stay's own. */
  destino_id: number;
}

/** A night of the stay already posted (wherever it went), and whether it still stands. */
export interface PostedNight {
  id: number;
  cuenta_id: number;
  fecha: string;
  valor: string;
  impuesto: string;
  total: string;
  /** Not reversed (a night moved to another account still stands: it was charged). */
  standing: boolean;
}

/** A night as priced for the stay (`estancia_noches`). */
export interface StoredNight {
  estancia_id: number;
  fecha: string;
  tarifa_id: number | null;
  valor: string;
  impuesto: string;
  total: string;
}

/** The statements of nightly posting: stays in house, their priced and posted nights. */
export function createNightsRepository() {
  return {
    /**
     * Active stays of a hotel that arrived before `before` (or the one stay), locked in id order
     * when `lock` (a transaction that posts): the close and a check-out of one stay serialize on
     * the stay row, and a stay checked out meanwhile is skipped (its row no longer matches).
     */
    async inHouse(
      ex: Executor,
      where: { hotelId: number; before?: string; stayId?: number },
      lock: boolean,
    ): Promise<NightStay[]> {
      const result = await ex.execute(sql`
        select e.id, e.hotel_id, e.llegada::text as llegada, e.salida::text as salida, e.tarifa_nombre,
          e.adultos + e.ninos as personas, e.exento_iva, h.numero, h.tipo_habitacion_id,
          c.id as cuenta_id, case when r.estado = 'abierta' then r.id else c.id end as destino_id
        from estancias e
        join habitaciones h on h.id = e.habitacion_id
        join cuentas c on c.estancia_id = e.id
        left join cuentas r on r.id = c.cuenta_alojamiento_id
        where e.hotel_id = ${where.hotelId} and e.estado = 'activa'
          ${where.before === undefined ? sql`` : sql`and e.llegada < ${where.before}`}
          ${where.stayId === undefined ? sql`` : sql`and e.id = ${where.stayId}`}
        order by e.id
        ${lock ? sql`for update of e` : sql``}`);
      return rowsOf<NightStay>(result).map((r) => ({ ...r, personas: Number(r.personas) }));
    },

    /** The nights posted for these stays, with whether each still stands. */
    async posted(ex: Executor, stayIds: number[]): Promise<(PostedNight & { estancia_id: number })[]> {
      if (stayIds.length === 0) return [];
      const result = await ex.execute(sql`
        select m.id, m.noche_estancia_id as estancia_id, m.cuenta_id, m.fecha::text as fecha,
          m.valor::text as valor, m.impuesto::text as impuesto, m.total::text as total,
          not exists (select 1 from cuenta_movimientos r where r.reversa_de = m.id) as standing
        from cuenta_movimientos m
        where m.noche_estancia_id in (${idList(stayIds)})
        order by m.fecha`);
      return rowsOf<PostedNight & { estancia_id: number }>(result).map((r) => ({
        ...r,
        id: Number(r.id),
      }));
    },

    /** The nights as priced for these stays. */
    async stored(ex: Executor, stayIds: number[]): Promise<StoredNight[]> {
      if (stayIds.length === 0) return [];
      const result = await ex.execute(sql`
        select estancia_id, fecha::text as fecha, tarifa_id, valor::text as valor,
          impuesto::text as impuesto, total::text as total
        from estancia_noches where estancia_id in (${idList(stayIds)}) order by estancia_id, fecha`);
      return rowsOf<StoredNight>(result);
    },

    async insertNights(ex: Executor, rows: (StoredNight & { hotel_id: number })[]) {
      if (rows.length > 0) await ex.insert(estanciaNoches).values(rows);
    },

    /**
     * The nights still to post to an account (a stay's, or the one its route rule names): planned
     * nights of stays in house without their charge, counted and summed in SQL.
     */
    async pending(ex: Executor, hotelId: number, cuentaId: number) {
      const [row] = rowsOf<{ noches: number; total: string }>(
        await ex.execute(sql`
          select count(*)::int as noches, coalesce(sum(n.total), 0)::numeric(14,2)::text as total
          from estancias e
          join cuentas c on c.estancia_id = e.id
          left join cuentas r on r.id = c.cuenta_alojamiento_id
          join estancia_noches n on n.estancia_id = e.id
          where e.hotel_id = ${hotelId} and e.estado = 'activa'
            and (case when r.estado = 'abierta' then r.id else c.id end) = ${cuentaId}
            and not exists (
              select 1 from cuenta_movimientos m where m.noche_estancia_id = n.estancia_id and m.fecha = n.fecha
            )`),
      );
      return { noches: Number(row?.noches ?? 0), total: row?.total ?? '0.00' };
    },
  };
}

export type NightsRepository = ReturnType<typeof createNightsRepository>;
