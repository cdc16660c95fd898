import { sql } from 'drizzle-orm';
import {
  bigserial,
  check,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { money } from './columns';
import { cajas, formasPago } from './finance';
import { hoteles } from './hotels';
import { usuarios } from './security';

/**
 * An assignment (turno): one user holds one register from opening to closing. While open
 * (`cerrado_at` null), the database allows one per register and one per user. Closing stores,
 * per group, the counted and expected amounts and their difference (counted − expected).
 */
export const cajaTurnos = pgTable(
  'caja_turnos',
  {
    id: serial('id').primaryKey(),
    hotel_id: integer('hotel_id')
      .notNull()
      .references(() => hoteles.id),
    caja_id: integer('caja_id')
      .notNull()
      .references(() => cajas.id),
    usuario_id: integer('usuario_id')
      .notNull()
      .references(() => usuarios.id),
    abierto_at: timestamp('abierto_at', { withTimezone: true }).notNull().defaultNow(),
    apertura_efectivo: money('apertura_efectivo').notNull(),
    apertura_tarjetas: money('apertura_tarjetas').notNull(),
    apertura_transferencia: money('apertura_transferencia').notNull(),
    /** What the previous closing counted, as the opener saw it ('Reportado'); null on a first use. */
    reportado_efectivo: money('reportado_efectivo'),
    reportado_tarjetas: money('reportado_tarjetas'),
    reportado_transferencia: money('reportado_transferencia'),
    /** Who closed last and confirmed the handover with their password; null = self-approval. */
    aprobado_por_id: integer('aprobado_por_id').references(() => usuarios.id),
    observaciones_apertura: text('observaciones_apertura'),
    cerrado_at: timestamp('cerrado_at', { withTimezone: true }),
    contado_efectivo: money('contado_efectivo'),
    contado_tarjetas: money('contado_tarjetas'),
    contado_transferencia: money('contado_transferencia'),
    esperado_efectivo: money('esperado_efectivo'),
    esperado_tarjetas: money('esperado_tarjetas'),
    esperado_transferencia: money('esperado_transferencia'),
    diferencia_efectivo: money('diferencia_efectivo'),
    diferencia_tarjetas: money('diferencia_tarjetas'),
    diferencia_transferencia: money('diferencia_transferencia'),
    observaciones_cierre: text('observaciones_cierre'),
  },
  (t) => [
    uniqueIndex('caja_turnos_caja_abierta_key').on(t.caja_id).where(sql`${t.cerrado_at} is null`),
    uniqueIndex('caja_turnos_usuario_abierta_key').on(t.usuario_id).where(sql`${t.cerrado_at} is null`),
    index('caja_turnos_caja_idx').on(t.caja_id, t.abierto_at),
    index('caja_turnos_hotel_idx').on(t.hotel_id, t.abierto_at),
    index('caja_turnos_aprobado_por_idx').on(t.aprobado_por_id),
    index('caja_turnos_usuario_idx').on(t.usuario_id, t.abierto_at),
    check(
      'caja_turnos_apertura_check',
      sql`${t.apertura_efectivo} >= 0 and ${t.apertura_tarjetas} >= 0 and ${t.apertura_transferencia} >= 0`,
    ),
    check(
      'caja_turnos_reportado_check',
      sql`coalesce(${t.reportado_efectivo}, 0) >= 0 and coalesce(${t.reportado_tarjetas}, 0) >= 0
        and coalesce(${t.reportado_transferencia}, 0) >= 0`,
    ),
    // An open assignment has no closing figures; a closed one has all of them, the counts are
    // not negative, the cash expected never went below zero, and each difference is exact.
    check(
      'caja_turnos_cierre_check',
      sql`(${t.cerrado_at} is null
          and num_nonnulls(${t.contado_efectivo}, ${t.contado_tarjetas}, ${t.contado_transferencia},
            ${t.esperado_efectivo}, ${t.esperado_tarjetas}, ${t.esperado_transferencia},
            ${t.diferencia_efectivo}, ${t.diferencia_tarjetas}, ${t.diferencia_transferencia}) = 0)
        or (${t.cerrado_at} >= ${t.abierto_at}
          and ${t.contado_efectivo} >= 0 and ${t.contado_tarjetas} >= 0 and ${t.contado_transferencia} >= 0
          and ${t.esperado_efectivo} >= 0
          and ${t.diferencia_efectivo} = ${t.contado_efectivo} - ${t.esperado_efectivo}
          and ${t.diferencia_tarjetas} = ${t.contado_tarjetas} - ${t.esperado_tarjetas}
          and ${t.diferencia_transferencia} = ${t.contado_transferencia} - ${t.esperado_transferencia})`,
    ),
  ],
);

/**
 * Money that moved through an open assignment: payments and refunds by payment method (with its
 * group at that moment) and partial withdrawals, which are always cash. Never edited or deleted.
 */
export const cajaMovimientos = pgTable(
  'caja_movimientos',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    hotel_id: integer('hotel_id')
      .notNull()
      .references(() => hoteles.id),
    turno_id: integer('turno_id')
      .notNull()
      .references(() => cajaTurnos.id),
    tipo: varchar('tipo', { length: 12 }).notNull(),
    grupo: varchar('grupo', { length: 20 }).notNull(),
    forma_pago_id: integer('forma_pago_id').references(() => formasPago.id),
    monto: money('monto').notNull(),
    concepto: varchar('concepto', { length: 300 }),
    referencia: varchar('referencia', { length: 120 }),
    clave_idempotencia: varchar('clave_idempotencia', { length: 100 }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('caja_movimientos_tipo_check', sql`${t.tipo} in ('pago', 'devolucion', 'retiro')`),
    check('caja_movimientos_grupo_check', sql`${t.grupo} in ('efectivo', 'tarjetas', 'transferencia')`),
    check('caja_movimientos_monto_check', sql`${t.monto} > 0`),
    check(
      'caja_movimientos_forma_check',
      sql`(${t.tipo} = 'retiro' and ${t.grupo} = 'efectivo' and ${t.concepto} is not null)
        or (${t.tipo} <> 'retiro' and ${t.forma_pago_id} is not null)`,
    ),
    uniqueIndex('caja_movimientos_idempotencia_key')
      .on(t.hotel_id, t.clave_idempotencia)
      .where(sql`${t.clave_idempotencia} is not null`),
    index('caja_movimientos_turno_idx').on(t.turno_id, t.tipo),
    index('caja_movimientos_hotel_fecha_idx').on(t.hotel_id, t.tipo, t.created_at),
    index('caja_movimientos_forma_pago_idx').on(t.forma_pago_id),
  ],
);
