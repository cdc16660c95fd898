import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  date,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  unique,
  varchar,
} from 'drizzle-orm/pg-core';
import { impuestos } from './catalogs';
import { active, money, timestamps } from './columns';
import { hoteles } from './hotels';
import { empleados } from './people';

export const tiposHabitacion = pgTable(
  'tipos_habitacion',
  {
    id: serial('id').primaryKey(),
    hotel_id: integer('hotel_id')
      .notNull()
      .references(() => hoteles.id),
    nombre: varchar('nombre', { length: 80 }).notNull(),
    descripcion: text('descripcion'),
    capacidad_adultos: integer('capacidad_adultos').notNull().default(2),
    capacidad_ninos: integer('capacidad_ninos').notNull().default(0),
    camas: integer('camas').notNull().default(1),
    estado: active(),
    ...timestamps(),
  },
  (t) => [
    unique('tipos_habitacion_hotel_nombre_key').on(t.hotel_id, t.nombre),
    check(
      'tipos_habitacion_capacidad_check',
      sql`${t.capacidad_adultos} >= 1 and ${t.capacidad_ninos} >= 0 and ${t.camas} >= 1`,
    ),
  ],
);

export const habitaciones = pgTable(
  'habitaciones',
  {
    id: serial('id').primaryKey(),
    hotel_id: integer('hotel_id')
      .notNull()
      .references(() => hoteles.id),
    numero: varchar('numero', { length: 10 }).notNull(),
    piso: integer('piso').notNull(),
    tipo_habitacion_id: integer('tipo_habitacion_id')
      .notNull()
      .references(() => tiposHabitacion.id),
    observaciones: text('observaciones'),
    /** Housekeeping axis, set by staff: limpia | sucia. Occupancy is derived from stays. */
    limpieza: varchar('limpieza', { length: 10 }).notNull().default('limpia'),
    sucia_desde: timestamp('sucia_desde', { withTimezone: true }),
    /** Who is assigned to clean the dirty room; cleared when the room is enabled. */
    limpieza_empleado_id: integer('limpieza_empleado_id').references(() => empleados.id),
    estado: active(),
    ...timestamps(),
  },
  (t) => [
    unique('habitaciones_hotel_numero_key').on(t.hotel_id, t.numero),
    check('habitaciones_limpieza_check', sql`${t.limpieza} in ('limpia', 'sucia')`),
    index('habitaciones_tipo_idx').on(t.tipo_habitacion_id),
  ],
);

export const tarifas = pgTable(
  'tarifas',
  {
    id: serial('id').primaryKey(),
    hotel_id: integer('hotel_id')
      .notNull()
      .references(() => hoteles.id),
    tipo_habitacion_id: integer('tipo_habitacion_id')
      .notNull()
      .references(() => tiposHabitacion.id),
    nombre: varchar('nombre', { length: 80 }).notNull(),
    precio_noche: money('precio_noche').notNull(),
    personas_incluidas: integer('personas_incluidas').notNull().default(2),
    valor_persona_adicional: money('valor_persona_adicional').notNull().default('0'),
    vigencia_desde: date('vigencia_desde'),
    vigencia_hasta: date('vigencia_hasta'),
    impuesto_id: integer('impuesto_id').references(() => impuestos.id),
    estado: active(),
    ...timestamps(),
  },
  (t) => [
    check(
      'tarifas_valores_check',
      sql`${t.precio_noche} >= 0 and ${t.valor_persona_adicional} >= 0 and ${t.personas_incluidas} >= 1`,
    ),
    check(
      'tarifas_vigencia_check',
      sql`${t.vigencia_desde} is null or ${t.vigencia_hasta} is null or ${t.vigencia_desde} <= ${t.vigencia_hasta}`,
    ),
    index('tarifas_tipo_idx').on(t.tipo_habitacion_id),
  ],
);

/**
 * A counter per hotel, raised at commit by deferred triggers (migration 0004) whenever a row the
 * rack shows changes: rooms, types, stays, holds, maintenance blocks, clients, employees. The rack
 * caches its answer under this version and the hotel's date, and answers `ETag`/304 with them.
 */
export const rackVersiones = pgTable('rack_versiones', {
  hotel_id: integer('hotel_id')
    .primaryKey()
    .references(() => hoteles.id, { onDelete: 'cascade' }),
  version: bigint('version', { mode: 'number' }).notNull().default(0),
});

/**
 * What changed for the calendar, one row per changed row (migration 0019's triggers): `clave` is
 * `h<room id>` (its claimed nights, stays, blocks, assigned lines), `t<type id>` (its unassigned
 * lines) or `*` (rooms, types or clients: everything). `txid` is the writing transaction's id: a
 * reader that kept the snapshot of its last read asks for the rows that snapshot could not see,
 * and reads again only those rooms and types. Kept an hour (older readers read everything again).
 */
export const calendarioCambios = pgTable(
  'calendario_cambios',
  {
    hotel_id: integer('hotel_id')
      .notNull()
      .references(() => hoteles.id, { onDelete: 'cascade' }),
    clave: text('clave').notNull(),
    txid: bigint('txid', { mode: 'number' }).notNull(),
    creado_at: timestamp('creado_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('calendario_cambios_hotel_txid_idx').on(t.hotel_id, t.txid),
    index('calendario_cambios_creado_idx').on(t.creado_at),
  ],
);
