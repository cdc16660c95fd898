import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  unique,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { cuentaMovimientos, cuentas } from './accounts';
import { cajaMovimientos } from './cash-registers';
import { active, money, quantity, timestamps } from './columns';
import { formasPago } from './finance';
import { hoteles } from './hotels';
import { bodegas, productos } from './inventory';
import { facturas, type LineTaxes, notasCredito } from './invoices';
import { resolucionesFacturacion } from './numbering';
import { clientes } from './people';
import { habitaciones } from './rooms';
import { usuarios } from './security';

/**
 * A point of sale of a hotel (restaurant, bar, shop, minibar…): the warehouse its sales take stock
 * from and its tax regime (`inc`: INC 8 % in place of IVA; `iva`: the product's taxes).
 */
export const puntosVenta = pgTable(
  'puntos_venta',
  {
    id: serial('id').primaryKey(),
    hotel_id: integer('hotel_id')
      .notNull()
      .references(() => hoteles.id),
    nombre: varchar('nombre', { length: 80 }).notNull(),
    tipo: varchar('tipo', { length: 20 }).notNull(),
    bodega_id: integer('bodega_id')
      .notNull()
      .references(() => bodegas.id),
    regimen: varchar('regimen', { length: 3 }).notNull(),
    /**
     * The product categories (`productos.categoria`) the outlet offers; with `puntos_venta_productos`
     * its offer. Both empty: every product sold at the point of sale.
     */
    categorias: text('categorias').array().notNull().default(sql`'{}'::text[]`),
    /** The percentage of a line a discount may take without `cuentas.descuento` (0: every discount needs it). */
    descuento_libre: numeric('descuento_libre', { precision: 5, scale: 2 }).notNull().default('0'),
    estado: active(),
    ...timestamps(),
  },
  (t) => [
    unique('puntos_venta_hotel_nombre_key').on(t.hotel_id, t.nombre),
    check('puntos_venta_descuento_libre_check', sql`${t.descuento_libre} between 0 and 100`),
    check(
      'puntos_venta_tipo_check',
      sql`${t.tipo} in ('restaurante', 'bar', 'tienda', 'minibar', 'lavanderia', 'otro')`,
    ),
    check('puntos_venta_regimen_check', sql`${t.regimen} in ('inc', 'iva')`),
    index('puntos_venta_bodega_idx').on(t.bodega_id),
  ],
);

/** The products an outlet offers one by one, beside its categories. */
export const puntosVentaProductos = pgTable(
  'puntos_venta_productos',
  {
    punto_venta_id: integer('punto_venta_id')
      .notNull()
      .references(() => puntosVenta.id),
    producto_id: integer('producto_id')
      .notNull()
      .references(() => productos.id),
  },
  (t) => [
    primaryKey({ columns: [t.punto_venta_id, t.producto_id] }),
    index('puntos_venta_productos_producto_idx').on(t.producto_id),
  ],
);

/** The UVT (unidad de valor tributario) of each year: a sale above 5 UVT before taxes is invoiced. */
export const valoresUvt = pgTable(
  'valores_uvt',
  {
    anio: integer('anio').primaryKey(),
    valor: money('valor').notNull(),
  },
  (t) => [check('valores_uvt_valor_check', sql`${t.valor} > 0`)],
);

/** What left the shelves for a line, at cost (handed back by an annulment). */
export type SaleLineStock = {
  producto_id: number;
  cantidad: string;
  costo_unitario: string;
  valor: string;
}[];

/**
 * A sale of an outlet: a tiquete POS or a factura de venta, numbered in the sale's transaction, or a
 * charge to a room's open stay account (no document). Never edited: annulled with a motive.
 */
export const ventas = pgTable(
  'ventas',
  {
    id: serial('id').primaryKey(),
    hotel_id: integer('hotel_id')
      .notNull()
      .references(() => hoteles.id),
    punto_venta_id: integer('punto_venta_id')
      .notNull()
      .references(() => puntosVenta.id),
    /** The outlet's warehouse and regime when sold (the outlet may change later). */
    bodega_id: integer('bodega_id')
      .notNull()
      .references(() => bodegas.id),
    regimen: varchar('regimen', { length: 3 }).notNull(),
    documento: varchar('documento', { length: 10 }).notNull(),
    prefijo: varchar('prefijo', { length: 10 }),
    numero: integer('numero'),
    resolucion_id: integer('resolucion_id').references(() => resolucionesFacturacion.id),
    resolucion_texto: text('resolucion_texto'),
    /** The hotel's business date of the sale. */
    fecha: date('fecha').notNull(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    usuario_id: integer('usuario_id')
      .notNull()
      .references(() => usuarios.id),
    cliente_id: integer('cliente_id').references(() => clientes.id),
    habitacion_id: integer('habitacion_id').references(() => habitaciones.id),
    cuenta_id: integer('cuenta_id').references(() => cuentas.id),
    subtotal: money('subtotal').notNull(),
    impuesto: money('impuesto').notNull(),
    total: money('total').notNull(),
    /** The voluntary tip: outside the tax base, money owed to the staff (not revenue). */
    propina: money('propina').notNull().default('0'),
    pagado: money('pagado').notNull().default('0'),
    cambio: money('cambio').notNull().default('0'),
    estado: varchar('estado', { length: 10 }).notNull().default('emitida'),
    motivo_anulacion: text('motivo_anulacion'),
    anulada_por: integer('anulada_por').references(() => usuarios.id),
    anulada_at: timestamp('anulada_at', { withTimezone: true }),
    /** The adjustment note (tiquete) or credit note (factura) that annulled it, as printed. */
    nota_anulacion: varchar('nota_anulacion', { length: 30 }),
    /**
     * A factura de venta is an invoice (`facturas`, through the invoicing kernel, on an account of
     * kind `venta` opened and closed by the sale): its number, lines, taxes, payments and, on
     * credit, its receivable are the invoice's. Null for a tiquete POS, a room charge, and the
     * facturas sold before this column (demo data of an earlier version).
     */
    factura_id: integer('factura_id').references(() => facturas.id),
    /** Sold on credit to its client: the invoice is forma crédito (a receivable). */
    credito: boolean('credito').notNull().default(false),
    /** The credit note that annulled its invoice. */
    nota_credito_id: integer('nota_credito_id').references(() => notasCredito.id),
    /** What the sale took from the outlet's warehouse, at cost (an annulment puts it back). */
    existencias: jsonb('existencias').$type<SaleLineStock>().notNull(),
    clave_idempotencia: varchar('clave_idempotencia', { length: 100 }).notNull(),
    /** Hash of the request the key was first used with: the same key for another request is a 409. */
    huella: varchar('huella', { length: 64 }).notNull(),
  },
  (t) => [
    unique('ventas_hotel_numero_key').on(t.hotel_id, t.documento, t.prefijo, t.numero),
    uniqueIndex('ventas_idempotencia_key').on(t.hotel_id, t.clave_idempotencia),
    check('ventas_documento_check', sql`${t.documento} in ('pos', 'factura', 'habitacion')`),
    check('ventas_regimen_check', sql`${t.regimen} in ('inc', 'iva')`),
    check('ventas_estado_check', sql`${t.estado} in ('emitida', 'anulada')`),
    check(
      'ventas_numero_check',
      sql`(${t.documento} = 'habitacion') = (${t.numero} is null) and (${t.documento} = 'habitacion') = (${t.cuenta_id} is not null)`,
    ),
    check(
      'ventas_totales_check',
      sql`${t.total} = ${t.subtotal} + ${t.impuesto} and ${t.subtotal} >= 0 and ${t.impuesto} >= 0 and ${t.propina} >= 0 and ${t.cambio} >= 0 and ${t.pagado} >= 0`,
    ),
    check(
      'ventas_pagado_check',
      sql`${t.documento} = 'habitacion' or ${t.credito} or ${t.pagado} = ${t.total} + ${t.propina} + ${t.cambio}`,
    ),
    check(
      'ventas_factura_check',
      sql`(${t.factura_id} is null or ${t.documento} = 'factura') and (not ${t.credito} or (${t.factura_id} is not null and ${t.pagado} = 0 and ${t.propina} = 0))`,
    ),
    index('ventas_hotel_fecha_idx').on(t.hotel_id, t.fecha, t.id),
    index('ventas_punto_fecha_idx').on(t.punto_venta_id, t.fecha, t.id),
    index('ventas_hotel_documento_idx').on(t.hotel_id, t.documento, t.fecha),
    index('ventas_bodega_idx').on(t.bodega_id),
    index('ventas_resolucion_idx').on(t.resolucion_id),
    index('ventas_usuario_idx').on(t.usuario_id),
    index('ventas_cliente_idx').on(t.cliente_id),
    index('ventas_habitacion_idx').on(t.habitacion_id),
    index('ventas_cuenta_idx').on(t.cuenta_id),
    index('ventas_anulada_por_idx').on(t.anulada_por),
    uniqueIndex('ventas_factura_key').on(t.factura_id),
    index('ventas_nota_credito_idx').on(t.nota_credito_id),
  ],
);

/** A line of a sale, with its taxes and, for a room charge, the account entry it became. */
export const ventaLineas = pgTable(
  'venta_lineas',
  {
    id: serial('id').primaryKey(),
    venta_id: integer('venta_id')
      .notNull()
      .references(() => ventas.id),
    producto_id: integer('producto_id')
      .notNull()
      .references(() => productos.id),
    /** The product's name when sold. */
    producto: varchar('producto', { length: 160 }).notNull(),
    cantidad: quantity('cantidad').notNull(),
    precio_unitario: money('precio_unitario').notNull(),
    descuento: money('descuento').notNull().default('0'),
    valor: money('valor').notNull(),
    impuesto: money('impuesto').notNull(),
    total: money('total').notNull(),
    impuestos: jsonb('impuestos').$type<LineTaxes>().notNull(),
    nota: varchar('nota', { length: 200 }),
    movimiento_id: bigint('movimiento_id', { mode: 'number' }).references(() => cuentaMovimientos.id),
  },
  (t) => [
    check('venta_lineas_cantidad_check', sql`${t.cantidad} > 0`),
    check('venta_lineas_total_check', sql`${t.total} = ${t.valor} + ${t.impuesto}`),
    index('venta_lineas_venta_idx').on(t.venta_id),
    index('venta_lineas_producto_idx').on(t.producto_id),
    index('venta_lineas_movimiento_idx').on(t.movimiento_id),
  ],
);

/** A payment of a sale and the register movement that took it. */
export const ventaPagos = pgTable(
  'venta_pagos',
  {
    id: serial('id').primaryKey(),
    venta_id: integer('venta_id')
      .notNull()
      .references(() => ventas.id),
    forma_pago_id: integer('forma_pago_id')
      .notNull()
      .references(() => formasPago.id),
    /** As handed over (cash before the change). */
    monto: money('monto').notNull(),
    /** What went into the register: the amount less its share of the change. */
    aplicado: money('aplicado').notNull(),
    /** The register movement; none when the change took all of a cash payment. */
    caja_movimiento_id: bigint('caja_movimiento_id', { mode: 'number' }).references(() => cajaMovimientos.id),
    /** The refund that gave it back when the sale was annulled. */
    devolucion_movimiento_id: bigint('devolucion_movimiento_id', { mode: 'number' }).references(
      () => cajaMovimientos.id,
    ),
  },
  (t) => [
    check(
      'venta_pagos_monto_check',
      sql`${t.monto} > 0 and ${t.aplicado} >= 0 and ${t.aplicado} <= ${t.monto} and (${t.aplicado} > 0) = (${t.caja_movimiento_id} is not null)`,
    ),
    index('venta_pagos_venta_idx').on(t.venta_id),
    index('venta_pagos_forma_idx').on(t.forma_pago_id),
    index('venta_pagos_movimiento_idx').on(t.caja_movimiento_id),
    index('venta_pagos_devolucion_idx').on(t.devolucion_movimiento_id),
  ],
);
