import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  serial,
  text,
  unique,
  varchar,
} from 'drizzle-orm/pg-core';
import { ciudades, paises, tiposDocumento } from './catalogs';
import { active, money, searchIndex, timestamps } from './columns';
import { hoteles } from './hotels';
import { usuarios } from './security';

export const clientes = pgTable(
  'clientes',
  {
    id: serial('id').primaryKey(),
    hotel_id: integer('hotel_id')
      .notNull()
      .references(() => hoteles.id),
    tipo_documento_id: integer('tipo_documento_id')
      .notNull()
      .references(() => tiposDocumento.id),
    numero_documento: varchar('numero_documento', { length: 20 }).notNull(),
    dv: varchar('dv', { length: 1 }),
    nombres: varchar('nombres', { length: 120 }),
    apellidos: varchar('apellidos', { length: 120 }),
    razon_social: varchar('razon_social', { length: 160 }),
    nacionalidad_id: integer('nacionalidad_id').references(() => paises.id),
    fecha_nacimiento: date('fecha_nacimiento'),
    email: varchar('email', { length: 160 }),
    telefono: varchar('telefono', { length: 40 }),
    direccion: varchar('direccion', { length: 200 }),
    ciudad_id: integer('ciudad_id').references(() => ciudades.id),
    /**
     * A foreign tourist who does not reside in Colombia: lodging sold to them is exempt from IVA
     * (Estatuto Tributario art. 481 lit. d), with the migration evidence of their entry
     * (sello o número del permiso de ingreso, TMF) kept with the client.
     */
    extranjero_no_residente: boolean('extranjero_no_residente').notNull().default(false),
    soporte_migratorio: varchar('soporte_migratorio', { length: 60 }),
    /** Credit (cartera): approved, its limit (null: no limit), payment terms in days, who pays. */
    credito_aprobado: boolean('credito_aprobado').notNull().default(false),
    limite_credito: money('limite_credito'),
    plazo_dias: integer('plazo_dias').notNull().default(0),
    contacto_cobro: varchar('contacto_cobro', { length: 200 }),
    estado: active(),
    /**
     * Names and document in lower case without accents, for the word-prefix search of the list
     * (full-text index below). Upper-case accented letters are mapped too: under the C locale
     * lower() only folds ASCII.
     */
    busqueda: text('busqueda').generatedAlwaysAs(
      sql`translate(lower(coalesce(nombres, '') || ' ' || coalesce(apellidos, '') || ' ' || coalesce(razon_social, '') || ' ' || numero_documento), 'áéíóúüñÁÉÍÓÚÜÑ', 'aeiouunaeiouun')`,
    ),
    ...timestamps(),
  },
  (t) => [
    unique('clientes_hotel_documento_key').on(t.hotel_id, t.tipo_documento_id, t.numero_documento),
    index('clientes_hotel_nombres_idx').on(t.hotel_id, t.nombres, t.apellidos),
    index('clientes_busqueda_idx').using('gin', sql`to_tsvector('simple', ${t.busqueda})`),
    // The booking and account lists find a holder or guest by any part of the name or document.
    searchIndex('clientes_busqueda_trgm_idx', t.busqueda),
    check('clientes_limite_credito_check', sql`${t.limite_credito} is null or ${t.limite_credito} >= 0`),
    check('clientes_plazo_check', sql`${t.plazo_dias} in (0, 15, 30, 45, 60)`),
    check(
      'clientes_no_residente_soporte_check',
      sql`not ${t.extranjero_no_residente} or ${t.soporte_migratorio} is not null`,
    ),
  ],
);

export const proveedores = pgTable(
  'proveedores',
  {
    id: serial('id').primaryKey(),
    hotel_id: integer('hotel_id')
      .notNull()
      .references(() => hoteles.id),
    nit: varchar('nit', { length: 15 }).notNull(),
    dv: varchar('dv', { length: 1 }),
    razon_social: varchar('razon_social', { length: 160 }).notNull(),
    contacto: varchar('contacto', { length: 120 }),
    telefono: varchar('telefono', { length: 40 }),
    email: varchar('email', { length: 160 }),
    direccion: varchar('direccion', { length: 200 }),
    ciudad_id: integer('ciudad_id').references(() => ciudades.id),
    estado: active(),
    ...timestamps(),
  },
  (t) => [unique('proveedores_hotel_nit_key').on(t.hotel_id, t.nit)],
);

export const empleados = pgTable(
  'empleados',
  {
    id: serial('id').primaryKey(),
    hotel_id: integer('hotel_id')
      .notNull()
      .references(() => hoteles.id),
    documento: varchar('documento', { length: 20 }).notNull(),
    nombres: varchar('nombres', { length: 160 }).notNull(),
    cargo: varchar('cargo', { length: 80 }).notNull(),
    telefono: varchar('telefono', { length: 40 }),
    usuario_id: integer('usuario_id').references(() => usuarios.id),
    estado: active(),
    ...timestamps(),
  },
  (t) => [
    unique('empleados_hotel_documento_key').on(t.hotel_id, t.documento),
    // One employee per user and hotel; unlinked employees (null) are not compared.
    unique('empleados_hotel_usuario_key').on(t.hotel_id, t.usuario_id),
  ],
);
