import { accountKinds, accountStates } from '@posada/contracts';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Executor } from '../../db/client';
import { estanciaNoches } from '../../db/schema';
import { bigintNumber, intArray, parsedRows } from '../../lib/raw-sql';
import type { PricingRate } from '../pricing/pricing';

/** A stay in house as its nights' posting needs it: dates, price inputs, room and accounts. */
const ZNightStay = z.object({
  id: z.number(),
  hotel_id: z.number(),
  llegada: z.string(),
  salida: z.string(),
  tarifa_nombre: z.string(),
  personas: bigintNumber,
  exento_iva: z.boolean(),
  numero: z.string(),
  tipo_habitacion_id: z.number(),
  /** The stay's own account. */
  cuenta_id: z.number(),
  /** Where its nights post: the route rule's account while open, else the stay's own. */
  destino_id: z.number(),
  /** The stay's own account as the ledger locks it (the check-out locks it with the stay). */
  cuenta: z.object({
    id: z.number(),
    estado: z.enum(accountStates),
    tipo: z.enum(accountKinds),
    estancia_id: z.number().nullable(),
    cliente_id: z.number(),
    exento_iva: z.boolean(),
  }),
});
export type NightStay = z.infer<typeof ZNightStay>;

/** A night of the stay already posted (wherever it went), and whether it still stands. */
const ZPostedNight = z.object({
  id: z.number(),
  cuenta_id: z.number(),
  fecha: z.string(),
  valor: z.string(),
  impuesto: z.string(),
  total: z.string(),
  /** Not reversed (a night moved to another account still stands: it was charged). */
  standing: z.boolean(),
});
export type PostedNight = z.infer<typeof ZPostedNight>;

/** A night as priced for the stay (`estancia_noches`). */
const ZStoredNight = z.object({
  estancia_id: z.number(),
  fecha: z.string(),
  tarifa_id: z.number().nullable(),
  valor: z.string(),
  impuesto: z.string(),
  total: z.string(),
});
export type StoredNight = z.infer<typeof ZStoredNight>;

/** A rate as pricing reads it, with the room type it prices. */
const ZTypeRate = z.object({
  tipo_habitacion_id: z.number(),
  id: z.number(),
  nombre: z.string(),
  precio_noche: z.string(),
  personas_incluidas: z.number(),
  valor_persona_adicional: z.string(),
  vigencia_desde: z.string().nullable(),
  vigencia_hasta: z.string().nullable(),
  impuesto_porcentaje: z.string().nullable(),
  impuesto_id: z.number().nullable(),
  impuesto_tipo: z.string().nullable(),
  impuesto_nombre: z.string().nullable(),
}) satisfies z.ZodType<PricingRate>;
export type TypeRate = z.infer<typeof ZTypeRate>;

const ZNightsOf = z.object({
  nights: z.array(z.object({ id: z.number(), posted: z.array(ZPostedNight), stored: z.array(ZStoredNight) })),
  rates: z.array(ZTypeRate),
});
const ZPending = z.object({ noches: z.number(), total: z.string() });

/** The statements of nightly posting: stays in house, their priced and posted nights. */
export function createNightsRepository() {
  return {
    /**
     * Active stays of a hotel that arrived before `before` (or the one stay), locked in id order
     * when `lock` (a transaction that posts): the close and a check-out of one stay serialize on
     * the stay row, and a stay checked out meanwhile is skipped (its row no longer matches).
     * `'stays-and-accounts'` locks each stay's own account too, after its stay (the check-out's
     * order: stay, then account), in the same statement.
     */
    async inHouse(
      ex: Executor,
      where: { hotelId: number; before?: string; stayId?: number },
      lock: false | 'stays' | 'stays-and-accounts',
    ): Promise<NightStay[]> {
      const result = await ex.execute(sql`
        select e.id, e.hotel_id, e.llegada::text as llegada, e.salida::text as salida, e.tarifa_nombre,
          e.adultos + e.ninos as personas, e.exento_iva, h.numero, h.tipo_habitacion_id,
          c.id as cuenta_id, case when r.estado = 'abierta' then r.id else c.id end as destino_id,
          json_build_object('id', c.id, 'estado', c.estado, 'tipo', c.tipo, 'estancia_id', c.estancia_id,
            'cliente_id', c.cliente_id, 'exento_iva', e.exento_iva) as cuenta
        from estancias e
        join habitaciones h on h.id = e.habitacion_id
        join cuentas c on c.estancia_id = e.id
        left join cuentas r on r.id = c.cuenta_alojamiento_id
        where e.hotel_id = ${where.hotelId} and e.estado = 'activa'
          ${where.before === undefined ? sql`` : sql`and e.llegada < ${where.before}`}
          ${where.stayId === undefined ? sql`` : sql`and e.id = ${where.stayId}`}
        order by e.id
        ${lock === 'stays' ? sql`for update of e` : lock ? sql`for update of e, c` : sql``}`);
      return parsedRows('nights.inHouse', ZNightStay, result);
    },

    /**
     * The nights of these stays, by stay — those posted (wherever they went, with whether each
     * still stands) and those priced — and the active rates of their room types, by name: one
     * statement, money and dates as text as the columns map them.
     */
    async nightsOf(
      ex: Executor,
      stayIds: number[],
      typeIds: number[],
    ): Promise<{
      nights: Map<number, { posted: PostedNight[]; stored: StoredNight[] }>;
      rates: TypeRate[];
    }> {
      if (stayIds.length === 0) return { nights: new Map(), rates: [] };
      const [row] = parsedRows(
        'nights.nightsOf',
        ZNightsOf,
        await ex.execute(sql`
          select coalesce((select json_agg(json_build_object('id', s.id,
              'posted', coalesce((select json_agg(json_build_object('id', m.id, 'cuenta_id', m.cuenta_id,
                  'fecha', m.fecha::text, 'valor', m.valor::text, 'impuesto', m.impuesto::text,
                  'total', m.total::text,
                  'standing', not exists (select 1 from cuenta_movimientos r where r.reversa_de = m.id))
                  order by m.fecha)
                from cuenta_movimientos m where m.noche_estancia_id = s.id), '[]'),
              'stored', coalesce((select json_agg(json_build_object('estancia_id', n.estancia_id,
                  'fecha', n.fecha::text, 'tarifa_id', n.tarifa_id, 'valor', n.valor::text,
                  'impuesto', n.impuesto::text, 'total', n.total::text) order by n.fecha)
                from estancia_noches n where n.estancia_id = s.id), '[]')))
            from unnest(${intArray(stayIds)}::int[]) s (id)), '[]') as nights,
          coalesce((select json_agg(json_build_object('tipo_habitacion_id', t.tipo_habitacion_id, 'id', t.id,
              'nombre', t.nombre, 'precio_noche', t.precio_noche::text, 'personas_incluidas', t.personas_incluidas,
              'valor_persona_adicional', t.valor_persona_adicional::text,
              'vigencia_desde', t.vigencia_desde::text, 'vigencia_hasta', t.vigencia_hasta::text,
              'impuesto_porcentaje', i.porcentaje::text, 'impuesto_id', i.id, 'impuesto_tipo', i.tipo,
              'impuesto_nombre', i.nombre) order by t.nombre)
            from tarifas t left join impuestos i on i.id = t.impuesto_id
            where t.tipo_habitacion_id = any(${intArray(typeIds)}::int[]) and t.estado), '[]') as rates`),
      );
      return {
        nights: new Map(
          (row?.nights ?? []).map((r) => [Number(r.id), { posted: r.posted, stored: r.stored }]),
        ),
        rates: row?.rates ?? [],
      };
    },

    async insertNights(ex: Executor, rows: (StoredNight & { hotel_id: number })[]) {
      if (rows.length > 0) await ex.insert(estanciaNoches).values(rows);
    },

    /**
     * The nights still to post to an account (a stay's, or the one its route rule names): planned
     * nights of stays in house without their charge, counted and summed in SQL.
     */
    async pending(ex: Executor, hotelId: number, cuentaId: number) {
      const [row] = parsedRows(
        'nights.pending',
        ZPending,
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
