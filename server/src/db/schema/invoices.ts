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
  serial,
  text,
  timestamp,
  unique,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { cuentaMovimientos, cuentas } from './accounts';
import { cajaMovimientos } from './cash-registers';
import { money, quantity } from './columns';
import { formasPago } from './finance';
import { hoteles } from './hotels';
import { productos } from './inventory';
import { resolucionesFacturacion } from './numbering';
import { clientes } from './people';
import { usuarios } from './security';
import { estancias } from './stays';

/** A tax of a line, as billed: `[{ impuesto_id, nombre, tipo, porcentaje, base, valor }]`. */
export type LineTaxes = {
  impuesto_id: number | null;
  nombre: string;
  tipo: string;
  porcentaje: string;
  base: string;
  valor: string;
}[];

/**
 * An invoice (factura de venta), numbered in the hotel's DIAN resolution. Never edited or
 * deleted: a credit note annuls all or part of it. The buyer, the resolution text and the
 * exemption evidence are copied in, so the invoice reads the same whatever changes later.
 */
export const facturas = pgTable(
  'facturas',
  {
    id: serial('id').primaryKey(),
    hotel_id: integer('hotel_id')
      .notNull()
      .references(() => hoteles.id),
    /**
     * The DIAN number is given last in the invoice's transaction (the resolution's lock is held to
     * the commit): the row is written first without it, and a deferred constraint trigger (in the
     * migration) refuses a commit that leaves it without a number.
     */
    resolucion_id: integer('resolucion_id').references(() => resolucionesFacturacion.id),
    prefijo: varchar('prefijo', { length: 10 }),
    numero: integer('numero'),
    /** The resolution as printed: number, date, range and validity. */
    resolucion_texto: text('resolucion_texto'),
    /** The hotel's business date of issue (filters, reports). */
    fecha: date('fecha').notNull(),
    emitida_at: timestamp('emitida_at', { withTimezone: true }).notNull().defaultNow(),
    /** The time zone the issue time is printed in. */
    zona_horaria: varchar('zona_horaria', { length: 60 }).notNull(),
    /** The account billed (a stay's, a group's master account, a company's). */
    cuenta_id: integer('cuenta_id')
      .notNull()
      .references(() => cuentas.id),
    estancia_id: integer('estancia_id').references(() => estancias.id),
    /** The buyer: a client (guest or company), or 'Consumidor final' without one. */
    cliente_id: integer('cliente_id').references(() => clientes.id),
    comprador_tipo_documento: varchar('comprador_tipo_documento', { length: 10 }).notNull(),
    comprador_documento: varchar('comprador_documento', { length: 20 }).notNull(),
    comprador_dv: varchar('comprador_dv', { length: 1 }),
    comprador_nombre: varchar('comprador_nombre', { length: 240 }).notNull(),
    comprador_direccion: varchar('comprador_direccion', { length: 200 }),
    comprador_email: varchar('comprador_email', { length: 160 }),
    comprador_telefono: varchar('comprador_telefono', { length: 40 }),
    forma: varchar('forma', { length: 8 }).notNull(),
    vencimiento: date('vencimiento'),
    bruto: money('bruto').notNull(),
    descuentos: money('descuentos').notNull(),
    base: money('base').notNull(),
    total_impuestos: money('total_impuestos').notNull(),
    total: money('total').notNull(),
    /** Cash handed back to the buyer at payment. */
    cambio: money('cambio').notNull().default('0'),
    /** What credit notes have annulled so far; the invoice is `anulada` when it reaches the total. */
    total_notas: money('total_notas').notNull().default('0'),
    /** What debit notes have added to it (debit-notes.ts). */
    total_debitos: money('total_debitos').notNull().default('0'),
    /**
     * What payments in force (abonos, cartera) have applied to a credit invoice: kept in the
     * payment's and its annulment's transaction with the invoice locked, so the aging list reads
     * it instead of summing the applications (the tests check it equals that sum).
     */
    total_abonos: money('total_abonos').notNull().default('0'),
    /**
     * What the buyer still owes: total + debit notes − credit notes − payments, kept by the database
     * itself from the three running totals in the same row write (docs/receivables.md "The stored
     * balance"). The aging reads it from `facturas_cartera_abiertas_idx` alone.
     */
    saldo: money('saldo').generatedAlwaysAs(sql`total + total_debitos - total_notas - total_abonos`),
    estado: varchar('estado', { length: 10 }).notNull().default('emitida'),
    /** Evidence of the non-resident tourist exemption, and the legal note printed. */
    exencion: jsonb('exencion'),
    nota_exencion: text('nota_exencion'),
    observaciones: text('observaciones'),
    clave_idempotencia: varchar('clave_idempotencia', { length: 80 }),
    /** Hash of the request the key was first used with: the same key for another request is a 409. */
    huella: varchar('huella', { length: 64 }),
    created_by: integer('created_by').references(() => usuarios.id),
    /** Names and document in lower case, without accents, for the list's search. */
    busqueda: text('busqueda').generatedAlwaysAs(
      sql`translate(lower(coalesce(prefijo, '') || coalesce(numero::text, '') || ' ' || comprador_nombre || ' ' || comprador_documento), 'áéíóúüñÁÉÍÓÚÜÑ', 'aeiouunaeiouun')`,
    ),
  },
  (t) => [
    unique('facturas_hotel_numero_key').on(t.hotel_id, t.prefijo, t.numero),
    uniqueIndex('facturas_idempotencia_key').on(t.hotel_id, t.clave_idempotencia),
    check('facturas_forma_check', sql`${t.forma} in ('contado', 'credito')`),
    check('facturas_vencimiento_check', sql`(${t.forma} = 'credito') = (${t.vencimiento} is not null)`),
    check('facturas_estado_check', sql`${t.estado} in ('emitida', 'anulada')`),
    check(
      'facturas_totales_check',
      sql`${t.total} = ${t.base} + ${t.total_impuestos} and ${t.base} >= 0 and ${t.total_impuestos} >= 0 and ${t.cambio} >= 0`,
    ),
    // One base: the amounts the taxes were computed on; before discounts it is base + discounts.
    check('facturas_bruto_check', sql`${t.bruto} = ${t.base} + ${t.descuentos}`),
    check('facturas_notas_check', sql`${t.total_notas} >= 0 and ${t.total_notas} <= ${t.total}`),
    check('facturas_debitos_check', sql`${t.total_debitos} >= 0`),
    check(
      'facturas_abonos_check',
      sql`${t.total_abonos} >= 0 and ${t.total_abonos} <= ${t.total} + ${t.total_debitos}`,
    ),
    index('facturas_hotel_fecha_idx').on(t.hotel_id, t.fecha, t.id),
    index('facturas_hotel_estado_idx').on(t.hotel_id, t.estado, t.fecha),
    index('facturas_hotel_forma_idx').on(t.hotel_id, t.forma, t.fecha),
    // Receivables (cartera): a hotel's credit invoices by client and due date.
    index('facturas_cartera_idx')
      .on(t.hotel_id, t.cliente_id, t.vencimiento)
      .where(sql`${t.forma} = 'credito'`),
    // The open receivables with what the aging sums, so it reads the index alone (index-only scan).
    index('facturas_cartera_abiertas_idx')
      .on(t.hotel_id, t.cliente_id, t.vencimiento, t.fecha, t.saldo)
      .where(sql`${t.forma} = 'credito' and ${t.saldo} <> 0`),
    index('facturas_busqueda_idx').using('gin', sql`to_tsvector('simple', ${t.busqueda})`),
    index('facturas_hotel_documento_idx').on(t.hotel_id, t.comprador_documento),
    index('facturas_estancia_idx').on(t.estancia_id),
    index('facturas_cuenta_idx').on(t.cuenta_id),
    index('facturas_cliente_idx').on(t.cliente_id),
    index('facturas_resolucion_idx').on(t.resolucion_id),
    index('facturas_creado_por_idx').on(t.created_by),
  ],
);

/**
 * Account entries an invoice wrote besides its lines, so no later invoice bills them: the
 * adjustment of rounding to pesos or of the exemption (`ajuste`), and on credit the balance
 * closed in the stay's account and charged to the company's (`credito`), the account's
 * discounts the invoice spread over its lines (`descuento`).
 */
export const facturaMovimientos = pgTable(
  'factura_movimientos',
  {
    movimiento_id: bigint('movimiento_id', { mode: 'number' })
      .primaryKey()
      .references(() => cuentaMovimientos.id),
    factura_id: integer('factura_id')
      .notNull()
      .references(() => facturas.id),
    motivo: varchar('motivo', { length: 10 }).notNull(),
  },
  (t) => [
    check('factura_movimientos_motivo_check', sql`${t.motivo} in ('ajuste', 'credito', 'nota', 'descuento')`),
    index('factura_movimientos_factura_idx').on(t.factura_id),
  ],
);

/** An invoice's lines with their taxes, rounded to pesos (kernel/invoicing/invoice-lines.ts). */
export const facturaLineas = pgTable(
  'factura_lineas',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    factura_id: integer('factura_id')
      .notNull()
      .references(() => facturas.id),
    orden: integer('orden').notNull(),
    descripcion: varchar('descripcion', { length: 200 }).notNull(),
    producto_id: integer('producto_id').references(() => productos.id),
    /** The account charge the line bills (none for a line typed on a direct sale). */
    cuenta_movimiento_id: bigint('cuenta_movimiento_id', { mode: 'number' }).references(
      () => cuentaMovimientos.id,
    ),
    alojamiento: boolean('alojamiento').notNull().default(false),
    cantidad: quantity('cantidad').notNull(),
    precio_unitario: money('precio_unitario').notNull(),
    descuento: money('descuento').notNull().default('0'),
    base: money('base').notNull(),
    total_impuestos: money('total_impuestos').notNull(),
    total: money('total').notNull(),
    impuestos: jsonb('impuestos').$type<LineTaxes>().notNull(),
    /** Quantity annulled by credit notes so far. */
    cantidad_anulada: quantity('cantidad_anulada').notNull().default('0'),
  },
  (t) => [
    unique('factura_lineas_orden_key').on(t.factura_id, t.orden),
    check(
      'factura_lineas_cantidad_check',
      sql`${t.cantidad} > 0 and ${t.cantidad_anulada} between 0 and ${t.cantidad}`,
    ),
    check(
      'factura_lineas_valores_check',
      sql`${t.precio_unitario} >= 0 and ${t.descuento} >= 0 and ${t.base} >= 0 and ${t.total} = ${t.base} + ${t.total_impuestos}`,
    ),
    index('factura_lineas_producto_idx').on(t.producto_id),
    // A charge is billed on one invoice at most (a credit note frees nothing: it annuls).
    uniqueIndex('factura_lineas_movimiento_key').on(t.cuenta_movimiento_id),
  ],
);

/** The invoice's totals per tax (the rows printed under the lines; the dashboard sums them). */
export const facturaImpuestos = pgTable(
  'factura_impuestos',
  {
    id: serial('id').primaryKey(),
    factura_id: integer('factura_id')
      .notNull()
      .references(() => facturas.id),
    tipo: varchar('tipo', { length: 10 }).notNull(),
    porcentaje: money('porcentaje').notNull(),
    nombre: varchar('nombre', { length: 80 }).notNull(),
    base: money('base').notNull(),
    valor: money('valor').notNull(),
  },
  (t) => [
    unique('factura_impuestos_key').on(t.factura_id, t.tipo, t.porcentaje),
    check('factura_impuestos_tipo_check', sql`${t.tipo} in ('IVA', 'INC', 'otro', 'excluido')`),
  ],
);

/** How an invoice was paid: the means (with its DIAN code) and the register movement. */
export const facturaPagos = pgTable(
  'factura_pagos',
  {
    id: serial('id').primaryKey(),
    factura_id: integer('factura_id')
      .notNull()
      .references(() => facturas.id),
    forma_pago_id: integer('forma_pago_id').references(() => formasPago.id),
    nombre: varchar('nombre', { length: 80 }).notNull(),
    /** DIAN payment means code (10 efectivo, 48 tarjeta crédito, 49 débito, 47 transferencia…). */
    medio_dian: varchar('medio_dian', { length: 4 }),
    /** As handed over (cash before the change). */
    monto: money('monto').notNull(),
    caja_movimiento_id: bigint('caja_movimiento_id', { mode: 'number' }).references(() => cajaMovimientos.id),
  },
  (t) => [
    check('factura_pagos_monto_check', sql`${t.monto} > 0`),
    index('factura_pagos_factura_idx').on(t.factura_id),
    index('factura_pagos_forma_pago_idx').on(t.forma_pago_id),
    index('factura_pagos_movimiento_idx').on(t.caja_movimiento_id),
  ],
);

/**
 * What a credit and a debit note both are: a numbered document on an invoice, with its date,
 * reason and totals (each table adds its own columns).
 */
export const noteColumns = () => ({
  id: serial('id').primaryKey(),
  hotel_id: integer('hotel_id')
    .notNull()
    .references(() => hoteles.id),
  factura_id: integer('factura_id')
    .notNull()
    .references(() => facturas.id),
  prefijo: varchar('prefijo', { length: 10 }).notNull(),
  numero: integer('numero').notNull(),
  fecha: date('fecha').notNull(),
  emitida_at: timestamp('emitida_at', { withTimezone: true }).notNull().defaultNow(),
  motivo: varchar('motivo', { length: 300 }).notNull(),
  base: money('base').notNull(),
  total_impuestos: money('total_impuestos').notNull(),
  total: money('total').notNull(),
});

/** A credit note: annuls all or part of an invoice, with its own numbering (`nota_credito`). */
export const notasCredito = pgTable(
  'notas_credito',
  {
    ...noteColumns(),
    /** The refund paid out of the register, when money went back. */
    caja_movimiento_id: bigint('caja_movimiento_id', { mode: 'number' }).references(() => cajaMovimientos.id),
    created_by: integer('created_by').references(() => usuarios.id),
  },
  (t) => [
    unique('notas_credito_hotel_numero_key').on(t.hotel_id, t.prefijo, t.numero),
    check(
      'notas_credito_totales_check',
      sql`${t.total} = ${t.base} + ${t.total_impuestos} and ${t.total} > 0`,
    ),
    index('notas_credito_factura_idx').on(t.factura_id),
    index('notas_credito_hotel_fecha_idx').on(t.hotel_id, t.fecha),
    index('notas_credito_movimiento_idx').on(t.caja_movimiento_id),
    index('notas_credito_creado_por_idx').on(t.created_by),
  ],
);

export const notaCreditoLineas = pgTable(
  'nota_credito_lineas',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    nota_credito_id: integer('nota_credito_id')
      .notNull()
      .references(() => notasCredito.id),
    factura_linea_id: bigint('factura_linea_id', { mode: 'number' })
      .notNull()
      .references(() => facturaLineas.id),
    cantidad: quantity('cantidad').notNull(),
    base: money('base').notNull(),
    total_impuestos: money('total_impuestos').notNull(),
    total: money('total').notNull(),
    impuestos: jsonb('impuestos').$type<LineTaxes>().notNull(),
  },
  (t) => [
    check(
      'nota_credito_lineas_check',
      sql`${t.cantidad} > 0 and ${t.total} = ${t.base} + ${t.total_impuestos}`,
    ),
    index('nota_credito_lineas_nota_idx').on(t.nota_credito_id),
    index('nota_credito_lineas_linea_idx').on(t.factura_linea_id),
  ],
);
