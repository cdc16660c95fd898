import type { TThemeConfig } from '@posada/contracts';
import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core';
import { active, timestamps } from './columns';
import { hoteles } from './hotels';

export const permisos = pgTable('permisos', {
  id: serial('id').primaryKey(),
  code: varchar('code', { length: 80 }).notNull().unique(),
  modulo: varchar('modulo', { length: 40 }).notNull(),
  descripcion: varchar('descripcion', { length: 200 }).notNull(),
});

export const roles = pgTable('roles', {
  id: serial('id').primaryKey(),
  nombre: varchar('nombre', { length: 80 }).notNull().unique(),
  descripcion: varchar('descripcion', { length: 250 }).notNull().default(''),
  is_root: boolean('is_root').notNull().default(false),
  estado: active(),
  ...timestamps(),
});

export const rolPermisos = pgTable(
  'rol_permisos',
  {
    rol_id: integer('rol_id')
      .notNull()
      .references(() => roles.id, { onDelete: 'cascade' }),
    permiso_id: integer('permiso_id')
      .notNull()
      .references(() => permisos.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.rol_id, t.permiso_id] })],
);

export const usuarios = pgTable(
  'usuarios',
  {
    id: serial('id').primaryKey(),
    name: varchar('name', { length: 120 }).notNull(),
    email: varchar('email', { length: 160 }).notNull().unique(),
    password_hash: text('password_hash').notNull(),
    rol_id: integer('rol_id')
      .notNull()
      .references(() => roles.id),
    theme_config: jsonb('theme_config').$type<TThemeConfig>(),
    estado: active(),
    ...timestamps(),
  },
  (t) => [check('usuarios_email_lower_check', sql`${t.email} = lower(${t.email})`)],
);

export const usuarioHoteles = pgTable(
  'usuario_hoteles',
  {
    usuario_id: integer('usuario_id')
      .notNull()
      .references(() => usuarios.id, { onDelete: 'cascade' }),
    hotel_id: integer('hotel_id')
      .notNull()
      .references(() => hoteles.id),
  },
  (t) => [primaryKey({ columns: [t.usuario_id, t.hotel_id] })],
);

/** Server-side sessions: only the SHA-256 of the bearer token is stored. */
export const sesiones = pgTable(
  'sesiones',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    token_hash: varchar('token_hash', { length: 64 }).notNull().unique(),
    // No cascade: a user who ever signed in is part of the history (deactivated, never deleted).
    usuario_id: integer('usuario_id')
      .notNull()
      .references(() => usuarios.id),
    ip: varchar('ip', { length: 64 }),
    user_agent: varchar('user_agent', { length: 300 }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    last_seen_at: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    revoked_at: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [
    index('sesiones_usuario_idx').on(t.usuario_id),
    // The pruning of dead sessions: idle, past their maximum age, or revoked.
    index('sesiones_ultimo_uso_idx').on(t.last_seen_at),
    index('sesiones_creada_idx').on(t.created_at),
    index('sesiones_revocada_idx').on(t.revoked_at).where(sql`${t.revoked_at} is not null`),
  ],
);

/** Failed-login counters per account (`email:…`) and per address (`ip:…`). */
export const loginIntentos = pgTable(
  'login_intentos',
  {
    clave: varchar('clave', { length: 200 }).primaryKey(),
    fallos: integer('fallos').notNull().default(0),
    ultimo_fallo: timestamp('ultimo_fallo', { withTimezone: true }).notNull().defaultNow(),
    bloqueado_hasta: timestamp('bloqueado_hasta', { withTimezone: true }),
  },
  // The pruning of counters whose window has passed.
  (t) => [index('login_intentos_ultimo_fallo_idx').on(t.ultimo_fallo)],
);

export const auditoria = pgTable(
  'auditoria',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    hotel_id: integer('hotel_id').references(() => hoteles.id),
    usuario_id: integer('usuario_id').references(() => usuarios.id),
    accion: varchar('accion', { length: 40 }).notNull(),
    entidad: varchar('entidad', { length: 60 }).notNull(),
    entidad_id: varchar('entidad_id', { length: 40 }),
    antes: jsonb('antes'),
    despues: jsonb('despues'),
    ip: varchar('ip', { length: 64 }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('auditoria_entidad_idx').on(t.entidad, t.entidad_id),
    index('auditoria_fecha_idx').on(t.created_at),
    index('auditoria_usuario_idx').on(t.usuario_id),
    index('auditoria_hotel_idx').on(t.hotel_id, t.created_at),
    // The audit screen's filters (issue 32): each within a hotel, newest first.
    index('auditoria_hotel_usuario_idx').on(t.hotel_id, t.usuario_id, t.created_at),
    index('auditoria_hotel_entidad_idx').on(t.hotel_id, t.entidad, t.created_at),
    index('auditoria_hotel_accion_idx').on(t.hotel_id, t.accion, t.created_at),
  ],
);
