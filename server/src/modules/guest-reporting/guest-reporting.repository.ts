import { and, asc, desc, eq, gte, lte, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import type { Executor } from '../../db/client';
import {
  ciudades,
  clientes,
  hoteles,
  paises,
  reporteHuespedesConfig,
  sireReportes,
  traEnvios,
  traEnviosLog,
  traStates,
  usuarios,
} from '../../db/schema';
import { defineOutbox } from '../../kernel/outbox';
import { clientName, parsedRows } from '../../lib/raw-sql';

export type SettingsRow = typeof reporteHuespedesConfig.$inferSelect;
export type EnvioRow = typeof traEnvios.$inferSelect;
type TraState = EnvioRow['estado'];

/**
 * The TRA queue (kernel/outbox): `pendiente` submissions due at `proximo_intento`, twenty a pass,
 * exactly once across processes. The table has no lease column: a claim moves `proximo_intento`
 * 15 minutes ahead, so a process that died mid-send is retried then. Retried after 1, 2, 4…
 * minutes, at most 6 hours.
 */
export const traQueue = defineOutbox({
  table: traEnvios,
  key: traEnvios.estancia_id,
  waiting: eq(traEnvios.estado, 'pendiente'),
  attempts: traEnvios.intentos,
  nextAttempt: traEnvios.proximo_intento,
  updatedAt: traEnvios.updated_at,
  leaseMs: 15 * 60_000,
  batch: 20,
  backoffCapMs: 360 * 60_000,
});

/** A guest of a stay as both reports read them: the client's record and the stay's register. */
const ZStayGuestRow = z.object({
  estancia_id: z.number(),
  cliente_id: z.number(),
  principal: z.boolean(),
  tipo_documento: z.string().nullable(),
  numero_documento: z.string().nullable(),
  nombres: z.string().nullable(),
  apellidos: z.string().nullable(),
  nacionalidad: z.string().nullable(),
  fecha_nacimiento: z.string().nullable(),
  ciudad_cliente: z.string().nullable(),
  residencia: z.string().nullable(),
  procedencia: z.string().nullable(),
  motivo_viaje: z.string().nullable(),
  procedencia_pais: z.string().nullable(),
  procedencia_ciudad: z.string().nullable(),
  destino_pais: z.string().nullable(),
  destino_ciudad: z.string().nullable(),
  entrada: z.union([z.date(), z.string()]),
  salida: z.union([z.date(), z.string()]).nullable(),
});
export type StayGuestRow = z.infer<typeof ZStayGuestRow>;
const ZStayRow = z.object({
  id: z.number(),
  llegada: z.string(),
  salida: z.string(),
  numero: z.string(),
  costo: z.string(),
});
const ZPendingRow = z.object({
  estancia_id: z.number(),
  habitacion: z.string(),
  huesped: z.string(),
  llegada: z.string(),
  estado: z.enum(traStates),
  mensaje: z.string().nullable(),
  intentos: z.number(),
  proximo_intento: z.union([z.date(), z.string()]).nullable(),
});
const ZCount = z.object({ n: z.number() });
const c = alias(clientes, 'c');

/**
 * The stays' guests, the main one first: the main client and the companions, each with the stay's
 * register when the check-in recorded one (a walk-in records none). `where` picks the stays.
 */
const guestsOf = (where: SQL) => sql`
  with huespedes as (
    select e.id as estancia_id, e.cliente_id, true as principal, e.created_at, e.checkout_at
      from estancias e where ${where}
    union
    select e.id, eh.cliente_id, false, e.created_at, e.checkout_at
      from estancias e join estancia_huespedes eh on eh.estancia_id = e.id
      where ${where} and eh.cliente_id <> e.cliente_id
  )
  select g.estancia_id, g.cliente_id, g.principal,
         td.abreviatura as tipo_documento, c.numero_documento, c.nombres, c.apellidos,
         p.codigo as nacionalidad, c.fecha_nacimiento::text as fecha_nacimiento,
         cc.nombre as ciudad_cliente,
         r.residencia, r.procedencia, r.motivo_viaje,
         pp.codigo as procedencia_pais, pc.codigo as procedencia_ciudad,
         dp.codigo as destino_pais, dc.codigo as destino_ciudad,
         g.created_at as entrada, g.checkout_at as salida
    from huespedes g
    join clientes c on c.id = g.cliente_id
    join tipos_documento td on td.id = c.tipo_documento_id
    left join paises p on p.id = c.nacionalidad_id
    left join ciudades cc on cc.id = c.ciudad_id
    left join estancia_registros r on r.estancia_id = g.estancia_id and r.cliente_id = g.cliente_id
    left join paises pp on pp.id = r.procedencia_pais_id
    left join ciudades pc on pc.id = r.procedencia_ciudad_id
    left join paises dp on dp.id = r.destino_pais_id
    left join ciudades dc on dc.id = r.destino_ciudad_id
   order by g.estancia_id, g.principal desc, g.cliente_id`;

export function createGuestReportingRepository() {
  return {
    async settings(ex: Executor, hotelId: number): Promise<SettingsRow | undefined> {
      const [row] = await ex
        .select()
        .from(reporteHuespedesConfig)
        .where(eq(reporteHuespedesConfig.hotel_id, hotelId));
      return row;
    },

    async saveSettings(ex: Executor, hotelId: number, values: Partial<Omit<SettingsRow, 'hotel_id'>>) {
      await ex
        .insert(reporteHuespedesConfig)
        .values({ hotel_id: hotelId, ...values })
        .onConflictDoUpdate({
          target: reporteHuespedesConfig.hotel_id,
          set: { ...values, updated_at: sql`now()` },
        });
    },

    /** The hotel's name, RNT, DIVIPOLA city and time zone. */
    async hotel(ex: Executor, hotelId: number) {
      const [row] = await ex
        .select({
          nombre: hoteles.nombre,
          rnt: hoteles.rnt,
          zona_horaria: hoteles.zona_horaria,
          ciudad_codigo: ciudades.codigo,
          ciudad: ciudades.nombre,
        })
        .from(hoteles)
        .leftJoin(ciudades, eq(ciudades.id, hoteles.ciudad_id))
        .where(eq(hoteles.id, hotelId));
      return row;
    },

    /** A stay of the hotel with its room number and lodging value (its nights, taxes included). */
    async stay(ex: Executor, hotelId: number, stayId: number) {
      const [row] = parsedRows(
        'guestReporting.stay',
        ZStayRow,
        await ex.execute(sql`select e.id, e.llegada::text as llegada, e.salida::text as salida, h.numero,
                   coalesce((select sum(n.total) from estancia_noches n where n.estancia_id = e.id), 0)::text as costo
              from estancias e join habitaciones h on h.id = e.habitacion_id
             where e.id = ${stayId} and e.hotel_id = ${hotelId}`),
      );
      return row;
    },

    stayGuests: async (ex: Executor, stayId: number) =>
      parsedRows(
        'guestReporting.stayGuests',
        ZStayGuestRow,
        await ex.execute(guestsOf(sql`e.id = ${stayId}`)),
      ),

    /** The guests of the stays that entered or left in [desde, hasta] (the hotel's local dates). */
    periodGuests: async (ex: Executor, hotelId: number, zone: string, desde: string, hasta: string) =>
      parsedRows(
        'guestReporting.periodGuests',
        ZStayGuestRow,
        await ex.execute(
          guestsOf(sql`e.hotel_id = ${hotelId} and e.llegada <= ${hasta}::date
          and (((e.created_at at time zone ${zone})::date between ${desde}::date and ${hasta}::date)
            or ((e.checkout_at at time zone ${zone})::date between ${desde}::date and ${hasta}::date))`),
        ),
      ),

    /** Migración's country codes as the core's catalog rows. */
    async sireCountries(ex: Executor) {
      const rows = await ex
        .select({ iso2: paises.codigo, codigo: paises.codigo_sire, nombre: paises.nombre })
        .from(paises)
        .where(sql`${paises.codigo_sire} is not null`);
      return rows.map((r) => ({ iso2: r.iso2, codigo: r.codigo ?? '', nombre: r.nombre }));
    },

    async envio(ex: Executor, hotelId: number, stayId: number): Promise<EnvioRow | undefined> {
      const [row] = await ex
        .select()
        .from(traEnvios)
        .where(and(eq(traEnvios.estancia_id, stayId), eq(traEnvios.hotel_id, hotelId)));
      return row;
    },

    log: (ex: Executor, stayId: number) =>
      ex
        .select()
        .from(traEnviosLog)
        .where(eq(traEnviosLog.estancia_id, stayId))
        .orderBy(desc(traEnviosLog.id))
        .limit(50),

    async addLog(ex: Executor, rows: (typeof traEnviosLog.$inferInsert)[]) {
      if (rows.length) await ex.insert(traEnviosLog).values(rows);
    },

    /** The TRA's queue: claimed by the job, settled with MinCIT's answers. */
    queue: traQueue,

    /** Puts a stay back in the queue (or in it for the first time), due now. */
    async requeue(ex: Executor, hotelId: number, stayId: number, now: Date) {
      const values = { estado: 'pendiente' as const, proximo_intento: now, mensaje: null, faltantes: null };
      await ex
        .insert(traEnvios)
        .values({ estancia_id: stayId, hotel_id: hotelId, ...values })
        .onConflictDoUpdate({
          target: traEnvios.estancia_id,
          set: { ...values, intentos: 0, updated_at: sql`now()` },
        });
    },

    /** The hotel's submissions in `estados`, newest stay first, paged in SQL. */
    async pending(ex: Executor, hotelId: number, estados: TraState[], limit: number, offset: number) {
      const where = sql`t.hotel_id = ${hotelId} and t.estado in (${sql.join(
        estados.map((s) => sql`${s}`),
        sql`, `,
      )})`;
      const rows = parsedRows(
        'guestReporting.pending',
        ZPendingRow,
        await ex.execute(sql`select t.estancia_id, h.numero as habitacion,
                   ${clientName(c)} as huesped,
                   e.llegada::text as llegada, t.estado, t.mensaje, t.intentos, t.proximo_intento
              from tra_envios t
              join estancias e on e.id = t.estancia_id
              join habitaciones h on h.id = e.habitacion_id
              join clientes c on c.id = e.cliente_id
             where ${where}
             order by t.estancia_id desc limit ${limit} offset ${offset}`),
      );
      const [count] = parsedRows(
        'guestReporting.pending.count',
        ZCount,
        await ex.execute(sql`select count(*)::int as n from tra_envios t where ${where}`),
      );
      return { rows, total: count?.n ?? 0 };
    },

    /** The uploads of the hotel that overlap [desde, hasta], with who marked them. */
    uploads: (ex: Executor, hotelId: number, desde: string, hasta: string) =>
      ex
        .select({
          desde: sireReportes.desde,
          hasta: sireReportes.hasta,
          filas: sireReportes.filas,
          usuario: usuarios.name,
          fecha: sireReportes.created_at,
        })
        .from(sireReportes)
        .leftJoin(usuarios, eq(usuarios.id, sireReportes.usuario_id))
        .where(
          and(
            eq(sireReportes.hotel_id, hotelId),
            lte(sireReportes.desde, hasta),
            gte(sireReportes.hasta, desde),
          ),
        )
        .orderBy(asc(sireReportes.desde)),

    async userName(ex: Executor, userId: number): Promise<string | null> {
      const [row] = await ex.select({ name: usuarios.name }).from(usuarios).where(eq(usuarios.id, userId));
      return row?.name ?? null;
    },

    async addUpload(ex: Executor, row: typeof sireReportes.$inferInsert) {
      const [saved] = await ex.insert(sireReportes).values(row).returning();
      return saved;
    },
  };
}

export type GuestReportingRepository = ReturnType<typeof createGuestReportingRepository>;
