import { taxTypes } from '@posada/contracts';
import { sql } from 'drizzle-orm';
import { check, integer, numeric, pgTable, serial, varchar } from 'drizzle-orm/pg-core';
import { active, timestamps } from './columns';

export const paises = pgTable('paises', {
  id: serial('id').primaryKey(),
  codigo: varchar('codigo', { length: 2 }).notNull().unique(),
  nombre: varchar('nombre', { length: 120 }).notNull(),
  /** Migración Colombia's code for SIRE (not ISO; seeded from SirePaises.csv, editable). */
  codigo_sire: varchar('codigo_sire', { length: 4 }),
});

export const departamentos = pgTable('departamentos', {
  id: serial('id').primaryKey(),
  pais_id: integer('pais_id')
    .notNull()
    .references(() => paises.id),
  codigo: varchar('codigo', { length: 2 }).notNull().unique(),
  nombre: varchar('nombre', { length: 120 }).notNull(),
});

export const ciudades = pgTable('ciudades', {
  id: serial('id').primaryKey(),
  departamento_id: integer('departamento_id')
    .notNull()
    .references(() => departamentos.id),
  codigo: varchar('codigo', { length: 5 }).notNull().unique(),
  nombre: varchar('nombre', { length: 120 }).notNull(),
});

export const tiposDocumento = pgTable('tipos_documento', {
  id: serial('id').primaryKey(),
  codigo: varchar('codigo', { length: 4 }).notNull().unique(),
  abreviatura: varchar('abreviatura', { length: 10 }).notNull().unique(),
  nombre: varchar('nombre', { length: 120 }).notNull(),
  estado: active(),
  ...timestamps(),
});

/** The tax authority's payment means (medios de pago), referenced by payment methods. */
export const mediosPagoDian = pgTable('medios_pago_dian', {
  id: serial('id').primaryKey(),
  codigo: varchar('codigo', { length: 4 }).notNull().unique(),
  nombre: varchar('nombre', { length: 160 }).notNull(),
});

export const medidas = pgTable('medidas', {
  id: serial('id').primaryKey(),
  codigo: varchar('codigo', { length: 8 }).notNull().unique(),
  nombre: varchar('nombre', { length: 80 }).notNull(),
  estado: active(),
  ...timestamps(),
});

export const tiposProducto = pgTable('tipos_producto', {
  id: serial('id').primaryKey(),
  codigo: varchar('codigo', { length: 20 }).notNull().unique(),
  nombre: varchar('nombre', { length: 80 }).notNull(),
  estado: active(),
  ...timestamps(),
});

export const impuestos = pgTable(
  'impuestos',
  {
    id: serial('id').primaryKey(),
    nombre: varchar('nombre', { length: 80 }).notNull().unique(),
    tipo: varchar('tipo', { length: 10, enum: taxTypes }).notNull(),
    porcentaje: numeric('porcentaje', { precision: 5, scale: 2 }).notNull(),
    estado: active(),
    ...timestamps(),
  },
  (t) => [
    check('impuestos_tipo_check', sql`${t.tipo} in ('IVA', 'INC', 'otro')`),
    check('impuestos_porcentaje_check', sql`${t.porcentaje} >= 0 and ${t.porcentaje} <= 100`),
  ],
);
