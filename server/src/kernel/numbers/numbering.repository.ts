import { type InternalSequenceKind, internalSequenceKinds } from '@posada/contracts';
import { and, asc, desc, eq, ne, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { numeracionesInternas as internas, resolucionesFacturacion as resoluciones } from '../../db/schema';
import { createCrudRepository } from '../../lib/crud/crud-repository';
import { searchAny } from '../../lib/list-query';

const kindName = sql<string>`case ${internas.tipo} ${sql.join(
  Object.entries(internalSequenceKinds).map(([code, kind]) => sql`when ${code} then ${kind.label}`),
  sql` `,
)} else ${internas.tipo} end`;

const day = (date: SQLWrapper) => sql`to_char(${date}, 'DD/MM/YYYY')`;

/** The DIAN resolution as the document prints it: number, date, authorized range and validity. */
const resolutionText = sql<string>`concat(case ${resoluciones.tipo_documento}
    when 'pos' then 'Resolución DIAN de documento equivalente POS No. '
    when 'contingencia' then 'Resolución DIAN de facturación (contingencia) No. '
    else 'Resolución DIAN de facturación No. ' end, ${resoluciones.numero_resolucion},
  ' del ', ${day(resoluciones.fecha_desde)}, ', autoriza del ', ${resoluciones.prefijo}, ${resoluciones.desde},
  ' al ', ${resoluciones.prefijo}, ${resoluciones.hasta}, ', vigente hasta el ', ${day(resoluciones.fecha_hasta)})`;

/** Internal sequences and DIAN resolutions of a hotel, and the increments that hand out numbers. */
/**
 * Whether the hotel's tiquetes POS are electronic (it issues electronically and has an active POS
 * resolution), as an expression a caller may fold into a read of its own.
 */
export const posIsElectronic = (hotelId: number): SQL<boolean> =>
  sql<boolean>`(exists (select 1 from facturacion_electronica where hotel_id = ${hotelId} and emitir)
    and exists (select 1 from ${resoluciones} where hotel_id = ${hotelId} and estado and tipo_documento = 'pos'))`;

export function createNumberingRepository() {
  return {
    internal: createCrudRepository({
      table: internas,
      fields: {
        id: internas.id,
        tipo: internas.tipo,
        tipo_nombre: kindName,
        prefijo: internas.prefijo,
        siguiente: internas.siguiente,
        estado: internas.estado,
      },
      orderBy: [asc(kindName)],
      search: (term) => searchAny(term, [kindName, internas.prefijo]),
      scoped: true,
    }),

    external: createCrudRepository({
      table: resoluciones,
      fields: {
        id: resoluciones.id,
        tipo_documento: resoluciones.tipo_documento,
        numero_resolucion: resoluciones.numero_resolucion,
        prefijo: resoluciones.prefijo,
        desde: resoluciones.desde,
        hasta: resoluciones.hasta,
        siguiente: resoluciones.siguiente,
        fecha_desde: resoluciones.fecha_desde,
        fecha_hasta: resoluciones.fecha_hasta,
        clave_tecnica: resoluciones.clave_tecnica,
        estado: resoluciones.estado,
      },
      orderBy: [desc(resoluciones.estado), desc(resoluciones.fecha_hasta), asc(resoluciones.id)],
      search: (term) => searchAny(term, [resoluciones.numero_resolucion, resoluciones.prefijo]),
      scoped: true,
    }),

    /** An active resolution of the same prefix whose range shares a number with [desde, hasta]. */
    async overlappingResolution(
      ex: Executor,
      hotelId: number,
      r: { prefijo: string; desde: number; hasta: number },
      exceptId: number | undefined,
    ) {
      const [clash] = await ex
        .select({
          numero: resoluciones.numero_resolucion,
          desde: resoluciones.desde,
          hasta: resoluciones.hasta,
        })
        .from(resoluciones)
        .where(
          and(
            eq(resoluciones.hotel_id, hotelId),
            eq(resoluciones.prefijo, r.prefijo),
            eq(resoluciones.estado, true),
            exceptId === undefined ? undefined : ne(resoluciones.id, exceptId),
            sql`int4range(${resoluciones.desde}, ${resoluciones.hasta}, '[]') && int4range(${r.desde}::int, ${r.hasta}::int, '[]')`,
          ),
        )
        .limit(1);
      return clash;
    },

    /** Creates the hotel's sequence of a kind with its default prefix, if it has none yet. */
    async ensureInternal(ex: Executor, hotelId: number, kind: InternalSequenceKind) {
      await ex
        .insert(internas)
        .values({ hotel_id: hotelId, tipo: kind, prefijo: internalSequenceKinds[kind].prefijo })
        .onConflictDoNothing();
    },

    /** Takes the next number of an active sequence; the increment holds the row's lock. */
    async takeInternal(ex: Executor, hotelId: number, kind: InternalSequenceKind) {
      const [row] = await ex
        .update(internas)
        .set({ siguiente: sql`${internas.siguiente} + 1`, updated_at: sql`now()` })
        .where(and(eq(internas.hotel_id, hotelId), eq(internas.tipo, kind), eq(internas.estado, true)))
        .returning({ prefijo: internas.prefijo, numero: sql<number>`${internas.siguiente} - 1` });
      return row;
    },

    /**
     * The take of the next number of the active resolution valid on `today` with numbers left, as
     * a statement not yet run: the invoice embeds it and writes its number in the same statement
     * (the resolution's row lock is then held from that one statement to the commit). The chosen
     * row is locked (a caller that waited sees the number moved, and one run out is passed over
     * for the next valid resolution), incremented and answered with the text the invoice prints.
     * An invoice takes a `factura` range, or the paper `contingencia` range while the hotel is in
     * contingency (docs/e-invoicing.md "Contingency").
     */
    takeCurrentResolution(hotelId: number, today: string): SQL {
      // Written as SQL (not Drizzle's builders): it runs in every check-out, and building it
      // with the builders cost more of the server's CPU than the rest of its statement.
      return takeResolution(
        hotelId,
        today,
        sql`coalesce((select case when contingencia then 'contingencia' end
          from facturacion_electronica where hotel_id = ${hotelId}), 'factura')`,
      );
    },

    /**
     * Whether the hotel's tiquetes POS are electronic documents: it issues electronically and
     * has an active POS resolution (docs/e-invoicing.md "The POS document").
     */
    async posIsElectronic(ex: Executor, hotelId: number): Promise<boolean> {
      const [row] = await ex
        .execute<{ electronico: boolean }>(sql`select ${posIsElectronic(hotelId)} as electronico`)
        .then((r) => r.rows);
      return Boolean(row?.electronico);
    },

    /** Takes the next number of the POS resolution valid on `today` (like an invoice's). */
    async takePosResolution(ex: Executor, hotelId: number, today: string) {
      const [row] = await ex
        .execute<{ resolucion_id: number; prefijo: string; numero: number; resolucion_texto: string }>(
          takeResolution(hotelId, today, sql`'pos'`),
        )
        .then((r) => r.rows);
      return row;
    },
  };
}

/** The take of the next number of the hotel's active resolution of `type` valid on `today`. */
function takeResolution(hotelId: number, today: string, type: SQL): SQL {
  return sql`update ${resoluciones} set siguiente = siguiente + 1, updated_at = now()
    where id = (select id from ${resoluciones}
        where hotel_id = ${hotelId} and estado and siguiente <= hasta and tipo_documento = ${type}
          and ${today}::date between fecha_desde and fecha_hasta
        order by fecha_desde, id limit 1 for update)
      and siguiente <= hasta
    returning id as resolucion_id, prefijo, siguiente - 1 as numero, ${resolutionText} as resolucion_texto`;
}

export type NumberingRepository = ReturnType<typeof createNumberingRepository>;
