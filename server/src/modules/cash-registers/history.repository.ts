import {
  type AnyColumn,
  and,
  asc,
  count,
  desc,
  eq,
  inArray,
  isNotNull,
  isNull,
  type SQL,
  sql,
} from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client';
import { cajaMovimientos, cajas, cajaTurnos, formasPago, hoteles, usuarios } from '../../db/schema';
import type { ShiftRow } from '../../kernel/payments/balance';
import { normalizeMoney } from '../../lib/money';
import { pageOffset } from '../../lib/paging';

export interface ShiftFilter {
  hotelId: number;
  turnoIds?: number[];
  cajaId?: number | undefined;
  usuarioId?: number | undefined;
  /** Local dates of the hotel (aaaa-mm-dd), inclusive. */
  desde?: string | undefined;
  hasta?: string | undefined;
  estado?: 'abiertas' | 'cerradas';
  /** Which moment the dates and the order refer to. */
  by?: 'apertura' | 'cierre';
}

export interface Paging {
  page: number;
  per_page: number;
}

const aprobador = alias(usuarios, 'aprobador');

/** `column`'s calendar day in the hotel's time zone, within [desde, hasta]. */
function inLocalDates(column: AnyColumn | SQL, desde?: string, hasta?: string): SQL[] {
  const day = sql`(${column} at time zone ${hoteles.zona_horaria})::date`;
  return [
    ...(desde ? [sql`${day} >= ${desde}::date`] : []),
    ...(hasta ? [sql`${day} <= ${hasta}::date`] : []),
  ];
}

function shiftConditions(f: ShiftFilter): SQL | undefined {
  const moment = f.by === 'cierre' ? cajaTurnos.cerrado_at : cajaTurnos.abierto_at;
  return and(
    eq(cajaTurnos.hotel_id, f.hotelId),
    f.turnoIds ? inArray(cajaTurnos.id, f.turnoIds) : undefined,
    f.cajaId ? eq(cajaTurnos.caja_id, f.cajaId) : undefined,
    f.usuarioId ? eq(cajaTurnos.usuario_id, f.usuarioId) : undefined,
    f.estado === 'abiertas' ? isNull(cajaTurnos.cerrado_at) : undefined,
    f.estado === 'cerradas' ? isNotNull(cajaTurnos.cerrado_at) : undefined,
    ...inLocalDates(moment, f.desde, f.hasta),
  );
}

const t = cajaTurnos;

/** Reads of assignments, withdrawals and movements for the lists, the report and the balances. */
export function createHistoryRepository() {
  return {
    async shiftRows(
      ex: Executor,
      f: ShiftFilter,
      paging?: Paging,
    ): Promise<{ rows: ShiftRow[]; total: number }> {
      const where = shiftConditions(f);
      const order = f.by === 'cierre' ? [desc(t.cerrado_at), desc(t.id)] : [asc(t.abierto_at), asc(t.id)];
      const query = ex
        .select({
          t,
          caja: cajas.nombre,
          usuario: usuarios.name,
          aprobado_por: aprobador.name,
        })
        .from(t)
        .innerJoin(hoteles, eq(hoteles.id, t.hotel_id))
        .innerJoin(cajas, eq(cajas.id, t.caja_id))
        .innerJoin(usuarios, eq(usuarios.id, t.usuario_id))
        .leftJoin(aprobador, eq(aprobador.id, t.aprobado_por_id))
        .where(where)
        .orderBy(...order);
      const found = paging ? await query.limit(paging.per_page).offset(pageOffset(paging)) : await query;
      const total = paging
        ? ((
            await ex
              .select({ n: count() })
              .from(t)
              .innerJoin(hoteles, eq(hoteles.id, t.hotel_id))
              .where(where)
          )[0]?.n ?? 0)
        : found.length;
      const rows = found.map(
        ({ t: s, ...names }): ShiftRow => ({
          turno_id: s.id,
          caja_id: s.caja_id,
          caja: names.caja,
          usuario_id: s.usuario_id,
          usuario: names.usuario,
          abierto_at: s.abierto_at,
          cerrado_at: s.cerrado_at,
          aprobado_por: names.aprobado_por,
          observaciones_apertura: s.observaciones_apertura,
          observaciones_cierre: s.observaciones_cierre,
          apertura: {
            efectivo: s.apertura_efectivo,
            tarjetas: s.apertura_tarjetas,
            transferencia: s.apertura_transferencia,
          },
          reportado: {
            efectivo: s.reportado_efectivo,
            tarjetas: s.reportado_tarjetas,
            transferencia: s.reportado_transferencia,
          },
          contado: {
            efectivo: s.contado_efectivo,
            tarjetas: s.contado_tarjetas,
            transferencia: s.contado_transferencia,
          },
          esperado: {
            efectivo: s.esperado_efectivo,
            tarjetas: s.esperado_tarjetas,
            transferencia: s.esperado_transferencia,
          },
        }),
      );
      return { rows, total };
    },

    async withdrawals(
      ex: Executor,
      f: Omit<ShiftFilter, 'turnoIds' | 'estado' | 'by'> & { id?: number },
      paging: Paging,
    ) {
      const m = cajaMovimientos;
      const where = and(
        eq(m.hotel_id, f.hotelId),
        eq(m.tipo, 'retiro'),
        f.id ? eq(m.id, f.id) : undefined,
        f.cajaId ? eq(t.caja_id, f.cajaId) : undefined,
        f.usuarioId ? eq(t.usuario_id, f.usuarioId) : undefined,
        ...inLocalDates(m.created_at, f.desde, f.hasta),
      );
      const base = () =>
        ex
          .select({
            id: m.id,
            fecha: m.created_at,
            turno_id: m.turno_id,
            caja_id: t.caja_id,
            caja: cajas.nombre,
            usuario_id: t.usuario_id,
            usuario: usuarios.name,
            monto: m.monto,
            motivo: sql<string>`coalesce(${m.concepto}, '')`,
          })
          .from(m)
          .innerJoin(t, eq(t.id, m.turno_id))
          .innerJoin(hoteles, eq(hoteles.id, m.hotel_id))
          .innerJoin(cajas, eq(cajas.id, t.caja_id))
          .innerJoin(usuarios, eq(usuarios.id, t.usuario_id));
      const rows = await base()
        .where(where)
        .orderBy(desc(m.created_at), desc(m.id))
        .limit(paging.per_page)
        .offset(pageOffset(paging));
      const [counted] = await ex
        .select({ n: count() })
        .from(m)
        .innerJoin(t, eq(t.id, m.turno_id))
        .innerJoin(hoteles, eq(hoteles.id, m.hotel_id))
        .where(where);
      const data = rows.map((r) => ({ ...r, fecha: r.fecha.toISOString(), monto: normalizeMoney(r.monto) }));
      return { rows: data, total: counted?.n ?? 0 };
    },

    async movements(ex: Executor, turnoId: number, paging: Paging) {
      const m = cajaMovimientos;
      const rows = await ex
        .select({
          id: m.id,
          fecha: m.created_at,
          turno_id: m.turno_id,
          tipo: m.tipo,
          grupo: m.grupo,
          forma_pago: formasPago.nombre,
          monto: m.monto,
          concepto: m.concepto,
          referencia: m.referencia,
          usuario: usuarios.name,
        })
        .from(m)
        .innerJoin(t, eq(t.id, m.turno_id))
        .innerJoin(usuarios, eq(usuarios.id, t.usuario_id))
        .leftJoin(formasPago, eq(formasPago.id, m.forma_pago_id))
        .where(eq(m.turno_id, turnoId))
        .orderBy(desc(m.created_at), desc(m.id))
        .limit(paging.per_page)
        .offset(pageOffset(paging));
      const [counted] = await ex.select({ n: count() }).from(m).where(eq(m.turno_id, turnoId));
      return { rows, total: counted?.n ?? 0 };
    },

    /**
     * For each assignment, the one opened just before it on the same register (null for the
     * register's first): how the report chains a register's shifts.
     */
    async previousShifts(ex: Executor, turnoIds: number[]): Promise<Map<number, number | null>> {
      if (turnoIds.length === 0) return new Map();
      // Raw SQL: the correlated subquery needs both copies of the table qualified.
      const result = await ex.execute<{ id: number; anterior: number | null }>(sql`
        select t.id, (
          select p.id from ${cajaTurnos} p
          where p.caja_id = t.caja_id and (p.abierto_at, p.id) < (t.abierto_at, t.id)
          order by p.abierto_at desc, p.id desc
          limit 1
        ) as anterior
        from ${cajaTurnos} t
        where t.id in (${sql.join(
          turnoIds.map((id) => sql`${id}`),
          sql`, `,
        )})
      `);
      return new Map(result.rows.map((r) => [Number(r.id), r.anterior === null ? null : Number(r.anterior)]));
    },

    /** An assignment of a register in a hotel: the given one, else the open one, else the latest. */
    async findShiftOfRegister(ex: Executor, hotelId: number, cajaId: number, turnoId?: number) {
      const [row] = await ex
        .select({ id: t.id, usuario_id: t.usuario_id })
        .from(t)
        .where(and(eq(t.hotel_id, hotelId), eq(t.caja_id, cajaId), turnoId ? eq(t.id, turnoId) : undefined))
        .orderBy(sql`${t.cerrado_at} is null desc`, desc(t.abierto_at), desc(t.id))
        .limit(1);
      return row;
    },

    /** Users who have held a register of the hotel: the user filter of the history screens. */
    shiftUsers(ex: Executor, hotelId: number) {
      return ex
        .selectDistinct({ id: usuarios.id, name: usuarios.name })
        .from(t)
        .innerJoin(usuarios, eq(usuarios.id, t.usuario_id))
        .where(eq(t.hotel_id, hotelId))
        .orderBy(asc(usuarios.name), asc(usuarios.id));
    },
  };
}

export type HistoryRepository = ReturnType<typeof createHistoryRepository>;
