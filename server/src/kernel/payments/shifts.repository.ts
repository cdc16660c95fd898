import { and, desc, eq, inArray, isNull, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { cajaMovimientos, cajaTurnos, formasPago, usuarios } from '../../db/schema';
import { emptyTotals, expectedBalance, type Group, type MovementTotals, type PerGroup } from './balance';

export type ShiftInsert = typeof cajaTurnos.$inferInsert;
export type MovementInsert = typeof cajaMovimientos.$inferInsert;

const movementColumns = {
  id: cajaMovimientos.id,
  turno_id: cajaMovimientos.turno_id,
  tipo: cajaMovimientos.tipo,
  grupo: cajaMovimientos.grupo,
  forma_pago_id: cajaMovimientos.forma_pago_id,
  monto: cajaMovimientos.monto,
  concepto: cajaMovimientos.concepto,
  referencia: cajaMovimientos.referencia,
  created_at: cajaMovimientos.created_at,
};

/** The write path of assignments: row locks, openings, closings and movements. */
export function createShiftsRepository() {
  /** Sums of the movements of each assignment per group and type, in SQL numeric. */
  async function movementTotals(
    ex: Executor,
    turnoIds: number[],
  ): Promise<Map<number, PerGroup<MovementTotals>>> {
    const result = new Map<number, PerGroup<MovementTotals>>(turnoIds.map((id) => [id, emptyTotals()]));
    if (turnoIds.length === 0) return result;
    const rows = await ex
      .select({
        turno_id: cajaMovimientos.turno_id,
        grupo: cajaMovimientos.grupo,
        tipo: cajaMovimientos.tipo,
        total: sql<string>`sum(${cajaMovimientos.monto})::text`,
      })
      .from(cajaMovimientos)
      .where(inArray(cajaMovimientos.turno_id, turnoIds))
      .groupBy(cajaMovimientos.turno_id, cajaMovimientos.grupo, cajaMovimientos.tipo);
    for (const row of rows) {
      const totals = result.get(row.turno_id);
      if (totals) totals[row.grupo as Group][row.tipo as keyof MovementTotals] = row.total;
    }
    return result;
  }

  return {
    async findOpenShiftOfRegister(ex: Executor, cajaId: number) {
      const [row] = await ex
        .select({ id: cajaTurnos.id, usuario_id: cajaTurnos.usuario_id })
        .from(cajaTurnos)
        .where(and(eq(cajaTurnos.caja_id, cajaId), isNull(cajaTurnos.cerrado_at)));
      return row;
    },

    /** The user's open assignment in any hotel (a person holds one register at a time). */
    async findOpenShiftOfUser(ex: Executor, userId: number) {
      const [row] = await ex
        .select({ id: cajaTurnos.id, hotel_id: cajaTurnos.hotel_id, caja_id: cajaTurnos.caja_id })
        .from(cajaTurnos)
        .where(and(eq(cajaTurnos.usuario_id, userId), isNull(cajaTurnos.cerrado_at)));
      return row;
    },

    /** Locks the user's open assignment in a hotel: its movements and its closing queue here. */
    async lockOpenShiftOfUser(ex: Executor, userId: number, hotelId: number) {
      const [row] = await ex
        .select()
        .from(cajaTurnos)
        .where(
          and(
            eq(cajaTurnos.usuario_id, userId),
            eq(cajaTurnos.hotel_id, hotelId),
            isNull(cajaTurnos.cerrado_at),
          ),
        )
        .for('update');
      return row;
    },

    /** The register's latest assignment and its user (whose password confirms the handover). */
    async lastShiftOfRegister(ex: Executor, cajaId: number) {
      const [row] = await ex
        .select({
          id: cajaTurnos.id,
          usuario_id: cajaTurnos.usuario_id,
          abierto_at: cajaTurnos.abierto_at,
          cerrado_at: cajaTurnos.cerrado_at,
          contado_efectivo: cajaTurnos.contado_efectivo,
          contado_tarjetas: cajaTurnos.contado_tarjetas,
          contado_transferencia: cajaTurnos.contado_transferencia,
          name: usuarios.name,
          email: usuarios.email,
          password_hash: usuarios.password_hash,
        })
        .from(cajaTurnos)
        .innerJoin(usuarios, eq(usuarios.id, cajaTurnos.usuario_id))
        .where(eq(cajaTurnos.caja_id, cajaId))
        .orderBy(desc(cajaTurnos.abierto_at), desc(cajaTurnos.id))
        .limit(1);
      return row;
    },

    async insertShift(ex: Executor, values: ShiftInsert) {
      const [row] = await ex.insert(cajaTurnos).values(values).returning({ id: cajaTurnos.id });
      if (!row) throw new Error('No se pudo registrar la apertura');
      return row.id;
    },

    async closeShift(ex: Executor, id: number, values: Partial<ShiftInsert> & { cerrado_at: Date }) {
      await ex.update(cajaTurnos).set(values).where(eq(cajaTurnos.id, id));
    },

    movementTotals,

    /** The cash an open assignment holds now: opening + cash payments − cash refunds − withdrawals. */
    async cashNow(ex: Executor, shift: { id: number; apertura_efectivo: string }): Promise<string> {
      const totals = (await movementTotals(ex, [shift.id])).get(shift.id) ?? emptyTotals();
      return expectedBalance(shift.apertura_efectivo, totals.efectivo);
    },

    /**
     * A movement with its audit entry, in one statement: the movement's id is drawn first, so the
     * entry (`audited`, the audit log's insert not yet run, given that id) names it.
     */
    async insertMovement(ex: Executor, values: MovementInsert, audited: (id: SQL) => SQLWrapper) {
      const [row] = await this.insertMovements(ex, [values], ([id]) => audited(id as SQL));
      if (!row) throw new Error('No se pudo registrar el movimiento');
      return row;
    },

    /**
     * Movements with their audit entries, in one statement: their ids are drawn first, in order,
     * so the entries (`audited`, given the ids in the movements' order) name them. Answers the
     * movements in the order given.
     */
    async insertMovements(ex: Executor, values: MovementInsert[], audited: (ids: SQL[]) => SQLWrapper) {
      const drawn = ex
        .$with('movimiento', { id: sql<number>`id`, n: sql<number>`n` })
        .as(
          sql`select nextval(pg_get_serial_sequence('caja_movimientos', 'id')) as id, n from generate_series(1, ${values.length}::int) n`,
        );
      const ids = values.map((_, i) => sql`(select id from movimiento where n = ${i + 1})`);
      const entry = ex.$with('auditoria_movimiento', {}).as(audited(ids).getSQL());
      const rows = await ex
        .with(drawn, entry)
        .insert(cajaMovimientos)
        .values(values.map((v, i) => ({ ...v, id: ids[i] as SQL })))
        .returning(movementColumns);
      // The ids were drawn in the order given (one sequence, one scan of the series).
      return rows.sort((a, b) => a.id - b.id);
    },

    async findMovementByKey(ex: Executor, hotelId: number, key: string) {
      const [row] = await ex
        .select({ ...movementColumns, usuario_id: cajaTurnos.usuario_id })
        .from(cajaMovimientos)
        .innerJoin(cajaTurnos, eq(cajaTurnos.id, cajaMovimientos.turno_id))
        .where(and(eq(cajaMovimientos.hotel_id, hotelId), eq(cajaMovimientos.clave_idempotencia, key)));
      return row;
    },

    async findPaymentMethods(ex: Executor, ids: number[]) {
      if (ids.length === 0) return [];
      return ex
        .select({
          id: formasPago.id,
          nombre: formasPago.nombre,
          grupo: formasPago.grupo,
          estado: formasPago.estado,
        })
        .from(formasPago)
        .where(inArray(formasPago.id, ids));
    },
  };
}

export type ShiftsRepository = ReturnType<typeof createShiftsRepository>;
