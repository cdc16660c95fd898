import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { cajaMovimientos } from './cash-registers';
import { money, timestamps } from './columns';
import { formasPago } from './finance';
import { hoteles } from './hotels';
import { clientes } from './people';
import { habitaciones, tarifas, tiposHabitacion } from './rooms';
import { usuarios } from './security';

export const reservaEstados = [
  'Pendiente',
  'Confirmada',
  'Check-in',
  'Finalizada',
  'Cancelada',
  'No-show',
] as const;

/**
 * A booking: its holder, channel and agency, and one or more room lines (`reservas`). A group
 * booking is one booking with many lines. The idempotency key of its creation and the fingerprint
 * of the request that used it answer a retried request with the same booking.
 */
export const reservaEncabezados = pgTable(
  'reserva_encabezados',
  {
    id: serial('id').primaryKey(),
    hotel_id: integer('hotel_id')
      .notNull()
      .references(() => hoteles.id),
    cliente_id: integer('cliente_id')
      .notNull()
      .references(() => clientes.id),
    canal: varchar('canal', { length: 20 }).notNull().default('directo'),
    agencia: varchar('agencia', { length: 120 }),
    agencia_referencia: varchar('agencia_referencia', { length: 60 }),
    observaciones: text('observaciones'),
    clave_idempotencia: varchar('clave_idempotencia', { length: 100 }),
    /** sha256 of the request that used the key: the same key with another request is a 409. */
    huella: varchar('huella', { length: 64 }),
    created_by: integer('created_by').references(() => usuarios.id),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('reserva_encabezados_idempotencia_key')
      .on(t.hotel_id, t.clave_idempotencia)
      .where(sql`${t.clave_idempotencia} is not null`),
    index('reserva_encabezados_hotel_idx').on(t.hotel_id, t.created_at),
    index('reserva_encabezados_cliente_idx').on(t.cliente_id),
    index('reserva_encabezados_creado_por_idx').on(t.created_by),
  ],
);

/**
 * A room line of a booking: a room type, optionally its assigned room, the nights
 * `[llegada, salida)`, persons, rate and state. The rack's hold is a Confirmada line of one night
 * with its room. An assigned line claims its room's nights in `noches_habitacion`; every line of a
 * type is checked against the type's free rooms by the trigger `reservas_cupo_tipo` (migration 0010).
 */
export const reservas = pgTable(
  'reservas',
  {
    id: serial('id').primaryKey(),
    hotel_id: integer('hotel_id')
      .notNull()
      .references(() => hoteles.id),
    encabezado_id: integer('encabezado_id')
      .notNull()
      .references(() => reservaEncabezados.id),
    cliente_id: integer('cliente_id')
      .notNull()
      .references(() => clientes.id),
    tipo_habitacion_id: integer('tipo_habitacion_id')
      .notNull()
      .references(() => tiposHabitacion.id),
    habitacion_id: integer('habitacion_id').references(() => habitaciones.id),
    llegada: date('llegada').notNull(),
    salida: date('salida').notNull(),
    adultos: integer('adultos').notNull().default(1),
    ninos: integer('ninos').notNull().default(0),
    tarifa_id: integer('tarifa_id').references(() => tarifas.id),
    tarifa_nombre: varchar('tarifa_nombre', { length: 80 }),
    /** The price of the stay (the sum of `reserva_noches`); null for the rack's hold. */
    total: money('total'),
    estado: varchar('estado', { length: 12 }).notNull().default('Confirmada'),
    /** When a Pendiente hold expires. */
    vence_at: timestamp('vence_at', { withTimezone: true }),
    canal: varchar('canal', { length: 20 }).notNull().default('directo'),
    /** Sold beyond the free rooms with `reservas.sobreventa` (logged in the audit). */
    sobreventa: boolean('sobreventa').notNull().default(false),
    motivo_cancelacion: text('motivo_cancelacion'),
    cancelada_at: timestamp('cancelada_at', { withTimezone: true }),
    cancelada_por: integer('cancelada_por').references(() => usuarios.id),
    observaciones: text('observaciones'),
    created_by: integer('created_by').references(() => usuarios.id),
    ...timestamps(),
  },
  (t) => [
    check('reservas_fechas_check', sql`${t.salida} > ${t.llegada}`),
    check('reservas_personas_check', sql`${t.adultos} >= 1 and ${t.ninos} >= 0`),
    check(
      'reservas_estado_check',
      sql`${t.estado} in ('Pendiente', 'Confirmada', 'Check-in', 'Finalizada', 'Cancelada', 'No-show')`,
    ),
    check('reservas_pendiente_vence_check', sql`${t.estado} <> 'Pendiente' or ${t.vence_at} is not null`),
    index('reservas_hotel_llegada_idx').on(t.hotel_id, t.llegada),
    index('reservas_habitacion_llegada_idx').on(t.habitacion_id, t.llegada),
    index('reservas_cliente_idx').on(t.cliente_id),
    index('reservas_creado_por_idx').on(t.created_by),
    index('reservas_encabezado_idx').on(t.encabezado_id),
    index('reservas_tipo_llegada_idx').on(t.tipo_habitacion_id, t.llegada),
    index('reservas_tarifa_idx').on(t.tarifa_id),
    index('reservas_cancelada_por_idx').on(t.cancelada_por),
    // The calendar's unassigned lines to come that overlap its window (and their free counts).
    index('reservas_sin_habitacion_noches_idx')
      .using('gist', t.hotel_id, sql`daterange(${t.llegada}, ${t.salida})`)
      .where(sql`${t.habitacion_id} is null and ${t.estado} in ('Pendiente', 'Confirmada')`),
    /** On the books (the pickup's snapshot and the report): confirmed lines still to leave. */
    index('reservas_confirmadas_salida_idx')
      .on(t.hotel_id, t.salida)
      .where(sql`${t.estado} = 'Confirmada'`),
    /** The holds the business-day job expires (modules/business-day). */
    index('reservas_pendiente_vence_idx')
      .on(t.vence_at)
      .where(sql`${t.estado} = 'Pendiente'`),
  ],
);

/** The price of each night of a line, from the rate valid that night. */
export const reservaNoches = pgTable(
  'reserva_noches',
  {
    reserva_id: integer('reserva_id')
      .notNull()
      .references(() => reservas.id),
    fecha: date('fecha').notNull(),
    tarifa_id: integer('tarifa_id')
      .notNull()
      .references(() => tarifas.id),
    base: money('base').notNull(),
    adicional: money('adicional').notNull(),
    impuesto: money('impuesto').notNull(),
    total: money('total').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.reserva_id, t.fecha] }),
    index('reserva_noches_tarifa_idx').on(t.tarifa_id),
  ],
);

/**
 * One row per room type and night, created on first use and locked (`for update`) by the
 * trigger that checks a type's free rooms, so two sales of the last room of a type on one night
 * run one after the other and the second sees the first.
 */
export const cuposTipoNoche = pgTable(
  'cupos_tipo_noche',
  {
    tipo_habitacion_id: integer('tipo_habitacion_id')
      .notNull()
      .references(() => tiposHabitacion.id),
    fecha: date('fecha').notNull(),
  },
  (t) => [primaryKey({ columns: [t.tipo_habitacion_id, t.fecha] })],
);

/**
 * Deposits (anticipos) of a booking: each one a payment taken into the caller's open register
 * (`payments.recordPayment`), so the money is in the register exactly when the booking records it.
 */
export const reservaPagos = pgTable(
  'reserva_pagos',
  {
    id: serial('id').primaryKey(),
    hotel_id: integer('hotel_id')
      .notNull()
      .references(() => hoteles.id),
    encabezado_id: integer('encabezado_id')
      .notNull()
      .references(() => reservaEncabezados.id),
    caja_movimiento_id: bigint('caja_movimiento_id', { mode: 'number' })
      .notNull()
      .references(() => cajaMovimientos.id),
    forma_pago_id: integer('forma_pago_id')
      .notNull()
      .references(() => formasPago.id),
    monto: money('monto').notNull(),
    /** 'anticipo' (money in) or 'devolucion' (a deposit given back, on cancellation). */
    tipo: varchar('tipo', { length: 12 }).notNull().default('anticipo'),
    created_by: integer('created_by').references(() => usuarios.id),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('reserva_pagos_monto_check', sql`${t.monto} > 0`),
    check('reserva_pagos_tipo_check', sql`${t.tipo} in ('anticipo', 'devolucion')`),
    uniqueIndex('reserva_pagos_caja_movimiento_key').on(t.caja_movimiento_id),
    index('reserva_pagos_encabezado_idx').on(t.encabezado_id),
    index('reserva_pagos_hotel_idx').on(t.hotel_id, t.created_at),
    index('reserva_pagos_forma_pago_idx').on(t.forma_pago_id),
    index('reserva_pagos_creado_por_idx').on(t.created_by),
  ],
);

/**
 * The history of a booking: every change (creation, a line changed, cancelled, reinstated,
 * checked in or marked no-show, the holder or channel changed, a deposit), who made it (null for
 * the business-date job), when, and the booking or line before and after. Written beside the
 * audit log in the change's transaction.
 */
export const reservaHistorial = pgTable(
  'reserva_historial',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    hotel_id: integer('hotel_id')
      .notNull()
      .references(() => hoteles.id),
    encabezado_id: integer('encabezado_id')
      .notNull()
      .references(() => reservaEncabezados.id),
    /** The line the change is about, when it is about one. */
    reserva_id: integer('reserva_id').references(() => reservas.id),
    accion: varchar('accion', { length: 30 }).notNull(),
    antes: jsonb('antes'),
    despues: jsonb('despues'),
    usuario_id: integer('usuario_id').references(() => usuarios.id),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('reserva_historial_encabezado_idx').on(t.encabezado_id, t.id),
    index('reserva_historial_hotel_idx').on(t.hotel_id, t.created_at),
    index('reserva_historial_reserva_idx').on(t.reserva_id),
    index('reserva_historial_usuario_idx').on(t.usuario_id),
  ],
);
