import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core';
import { hoteles } from './hotels';
import { usuarios } from './security';
import { estancias } from './stays';

/**
 * A hotel's guest-reporting settings (modules/guest-reporting, issue 30): the TRA for MinCIT (on or
 * off, the token sealed with POSADA_SECRET_KEY and bound to the hotel like the DIAN certificate,
 * the kind of lodging) and the establishment code Migración gave it for SIRE. The RNT and the
 * DIVIPOLA city are the hotel's own (`hoteles`).
 */
export const reporteHuespedesConfig = pgTable('reporte_huespedes_config', {
  hotel_id: integer('hotel_id')
    .primaryKey()
    .references(() => hoteles.id),
  tra_activo: boolean('tra_activo').notNull().default(false),
  tra_token_sellado: text('tra_token_sellado'),
  tipo_acomodacion: varchar('tipo_acomodacion', { length: 60 }),
  sire_codigo: varchar('sire_codigo', { length: 20 }),
  updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const traStates = ['pendiente', 'enviado', 'error', 'sin_datos'] as const;

/**
 * The TRA queue: one row per stay, created with the stay (a trigger, when the hotel has the TRA on)
 * and taken by the job (`FOR UPDATE SKIP LOCKED`, then leased through `proximo_intento`). It keeps
 * what MinCIT registered (the main guest's code, the companions sent) so a retry sends nobody twice.
 */
export const traEnvios = pgTable(
  'tra_envios',
  {
    estancia_id: integer('estancia_id')
      .primaryKey()
      .references(() => estancias.id),
    hotel_id: integer('hotel_id')
      .notNull()
      .references(() => hoteles.id),
    estado: varchar('estado', { length: 12, enum: traStates }).notNull().default('pendiente'),
    codigo_principal: varchar('codigo_principal', { length: 40 }),
    /** Client ids of the companions MinCIT registered. */
    acompanantes_enviados: jsonb('acompanantes_enviados').$type<number[]>().notNull().default([]),
    intentos: integer('intentos').notNull().default(0),
    proximo_intento: timestamp('proximo_intento', { withTimezone: true }).notNull().defaultNow(),
    mensaje: text('mensaje'),
    /** What is missing (`sin_datos`): the core's issues, each guest's field and message. */
    faltantes: jsonb('faltantes').$type<{ quien: string; campo: string; mensaje: string }[]>(),
    enviado_at: timestamp('enviado_at', { withTimezone: true }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('tra_envios_estado', sql.raw(`estado in (${traStates.map((s) => `'${s}'`).join(', ')})`)),
    // The job's pick: the due pending ones.
    index('tra_envios_cola_idx')
      .on(t.proximo_intento)
      .where(sql`${t.estado} = 'pendiente'`),
    // The list of pending and failed submissions of a hotel.
    index('tra_envios_hotel_estado_idx').on(t.hotel_id, t.estado, t.estancia_id),
  ],
);

/** Every call to MinCIT: when, which path, the body sent (never the token), the answer. */
export const traEnviosLog = pgTable(
  'tra_envios_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    estancia_id: integer('estancia_id')
      .notNull()
      .references(() => estancias.id),
    fecha: timestamp('fecha', { withTimezone: true }).notNull(),
    ruta: varchar('ruta', { length: 8 }).notNull(),
    resumen: jsonb('resumen').$type<Record<string, string>>().notNull(),
    estado_http: integer('estado_http'),
    respuesta: text('respuesta'),
    duracion_ms: integer('duracion_ms').notNull(),
  },
  (t) => [index('tra_envios_log_estancia_idx').on(t.estancia_id, t.id)],
);

/** A SIRE period the staff uploaded to Migración's portal: who marked it and when. */
export const sireReportes = pgTable(
  'sire_reportes',
  {
    id: serial('id').primaryKey(),
    hotel_id: integer('hotel_id')
      .notNull()
      .references(() => hoteles.id),
    desde: date('desde').notNull(),
    hasta: date('hasta').notNull(),
    filas: integer('filas').notNull(),
    usuario_id: integer('usuario_id').references(() => usuarios.id),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('sire_reportes_fechas', sql`${t.hasta} >= ${t.desde}`),
    index('sire_reportes_hotel_idx').on(t.hotel_id, t.desde),
    index('sire_reportes_usuario_idx').on(t.usuario_id),
  ],
);
