import { z } from 'zod';
import { zQuantity } from './amounts';
import { fromCents, toCents } from './cents';
import { ZPageBody, zPage } from './common';
import { optionalId, optionalText, requiredText, ZEstado } from './form-fields';
import { ZSaleLine } from './sales';
import { extendLazily, lazyShape, zId } from './scalars';

// ── The restaurant's flow (issue 31): tables, stations, orders, comandas ──

/** A table of an outlet (Mesa 1…): where an order is opened. */
export const ZTableInput = z.object(
  lazyShape(() => ({
    id: optionalId('Mesa inválida'),
    nombre: requiredText(40, 'El nombre de la mesa es obligatorio'),
    estado: ZEstado,
  })),
);
export const ZTablesBody = z.object(
  lazyShape(() => ({
    mesas: z.array(ZTableInput).max(200, { error: 'Máximo 200 mesas por punto de venta' }),
  })),
);
export type TTablesBody = z.infer<typeof ZTablesBody>;

/** A table as its tile shows it: free, or its open orders' count and total. */
export const ZTable = z
  .object(
    lazyShape(() => ({
      id: z.number().int(),
      nombre: z.string(),
      estado: z.boolean(),
      ordenes: z.number().int(),
      total: z.string(),
    })),
  )
  .meta({ id: 'Mesa' });
export type TTable = z.infer<typeof ZTable>;
export const ZTables = z.object(lazyShape(() => ({ message: z.string().optional(), data: z.array(ZTable) })));

/** A kitchen or bar station: the product categories it prepares (its comanda's lines). */
export const ZStationInput = z.object(
  lazyShape(() => ({
    id: optionalId('Estación inválida'),
    nombre: requiredText(40, 'El nombre de la estación es obligatorio'),
    categorias: z.array(requiredText(60, 'Categoría vacía')).max(50).default([]),
    estado: ZEstado,
  })),
);
export const ZStationsBody = z.object(
  lazyShape(() => ({
    estaciones: z.array(ZStationInput).max(20, { error: 'Máximo 20 estaciones por punto de venta' }),
  })),
);
export type TStationsBody = z.infer<typeof ZStationsBody>;
export const ZStation = z
  .object(
    lazyShape(() => ({
      id: z.number().int(),
      nombre: z.string(),
      categorias: z.array(z.string()),
      estado: z.boolean(),
    })),
  )
  .meta({ id: 'Estacion' });
export type TStation = z.infer<typeof ZStation>;
export const ZStations = z.object(
  lazyShape(() => ({ message: z.string().optional(), data: z.array(ZStation) })),
);

/** An order's line as typed: `id` names a line already on the order (absent: a new line). */
export const ZOrderLineInput = extendLazily(ZSaleLine, () => ({ id: optionalId('Línea inválida') }));
export type TOrderLineInput = z.infer<typeof ZOrderLineInput>;

const orderLines = z.array(ZOrderLineInput).max(100, { error: 'Máximo 100 líneas por orden' });

export const ZOrderCreateBody = z
  .object(
    lazyShape(() => ({
      punto_venta_id: zId('Seleccione el punto de venta'),
      mesa_id: optionalId('Seleccione una mesa válida'),
      /** Room service: the order of a room (settled as a charge to it or paid). */
      habitacion_id: optionalId('Seleccione una habitación válida'),
      lineas: orderLines.default([]),
      motivo: optionalText(300, { multiline: true }),
    })),
  )
  .refine((b) => Boolean(b.mesa_id) !== Boolean(b.habitacion_id), {
    error: 'Indique la mesa o la habitación de la orden',
    path: ['mesa_id'],
  });
export type TOrderCreateBody = z.infer<typeof ZOrderCreateBody>;

/**
 * `ordenActualizar`: the order's whole list of lines. A line left out is removed; a quantity
 * below what the kitchen already got needs `ventas.anular` and `motivo`.
 */
export const ZOrderUpdateBody = z.object(
  lazyShape(() => ({
    lineas: orderLines,
    motivo: optionalText(300, { multiline: true }),
  })),
);
export type TOrderUpdateBody = z.infer<typeof ZOrderUpdateBody>;

/** Part of a line: moved to another order (split, transfer). */
export const ZOrderPart = z.object(
  lazyShape(() => ({ id: zId('Seleccione la línea'), cantidad: zQuantity() })),
);

/**
 * `ordenDividir`: by items (the chosen lines' quantities go to a new order of the same table,
 * settled on its own) or in equal shares (`partes`: the bill's total in n equal payments).
 */
export const ZOrderSplitBody = z.discriminatedUnion(
  'modo',
  [
    z.object(
      lazyShape(() => ({
        modo: z.literal('items'),
        lineas: z.array(ZOrderPart).min(1, { error: 'Elija al menos una línea' }).max(100),
      })),
    ),
    z.object(
      lazyShape(() => ({
        modo: z.literal('partes'),
        partes: z
          .number({ error: 'Indique en cuántas partes' })
          .int({ error: 'Indique en cuántas partes' })
          .min(1, { error: 'Entre 1 y 20 partes' })
          .max(20, { error: 'Entre 1 y 20 partes' }),
      })),
    ),
  ],
  { error: 'Modo: items o partes' },
);
export type TOrderSplitBody = z.infer<typeof ZOrderSplitBody>;

/** `ordenTrasladar`: the whole order to another table, or some lines to that table's order. */
export const ZOrderTransferBody = z.object(
  lazyShape(() => ({
    mesa_id: zId('Seleccione la mesa de destino'),
    lineas: z.array(ZOrderPart).max(100).nullish(),
  })),
);
export type TOrderTransferBody = z.infer<typeof ZOrderTransferBody>;

/** `ordenUnir`: the other order's lines come into this one; the other is closed as merged. */
export const ZOrderMergeBody = z.object(lazyShape(() => ({ orden_id: zId('Seleccione la orden a unir') })));
export type TOrderMergeBody = z.infer<typeof ZOrderMergeBody>;

export const ZOrderVoidBody = z.object(
  lazyShape(() => ({
    motivo: requiredText(300, 'Indique el motivo', { multiline: true }),
  })),
);

export const ZOrderListBody = extendLazily(ZPageBody, () => ({
  punto_venta_id: zId('Seleccione el punto de venta'),
  mesa_id: optionalId('Seleccione una mesa válida'),
  /** The orders of one room (room service). */
  habitacion_id: optionalId('Seleccione una habitación válida'),
  /** Only the room-service orders (on a room, not on a table). */
  habitaciones: z.boolean({ error: 'habitaciones: verdadero o falso' }).nullish(),
}));
export type TOrderListBody = z.infer<typeof ZOrderListBody>;

export const orderStates = ['abierta', 'cerrada', 'anulada', 'unida'] as const;

export const ZOrderLine = z.object(
  lazyShape(() => ({
    id: z.number().int(),
    product_id: z.number().int(),
    producto: z.string(),
    categoria: z.string().nullable(),
    cantidad: z.string(),
    /** What the kitchen already got (comandas sent). */
    enviada: z.string(),
    precio: z.string().nullable(),
    descuento: z.string().nullable(),
    nota: z.string().nullable(),
  })),
);
export type TOrderLine = z.infer<typeof ZOrderLine>;

export const ZOrderSummary = z.object(
  lazyShape(() => ({
    id: z.number().int(),
    punto_venta_id: z.number().int(),
    mesa_id: z.number().int().nullable(),
    mesa: z.string().nullable(),
    habitacion_id: z.number().int().nullable(),
    habitacion: z.string().nullable(),
    usuario_id: z.number().int(),
    mesero: z.string(),
    estado: z.enum(orderStates),
    /** The bill in equal shares (1: one payment). */
    partes: z.number().int(),
    /** Total at list prices less discounts, taxes included (the sale prices it exactly). */
    total: z.string(),
    /** Lines with quantities not yet sent to the kitchen. */
    pendientes: z.number().int(),
    creada: z.string(),
    venta_id: z.number().int().nullable(),
  })),
);
export type TOrderSummary = z.infer<typeof ZOrderSummary>;
export const ZOrderPage = zPage(ZOrderSummary);

export const ZOrder = extendLazily(ZOrderSummary, () => ({
  /** The sale's Idempotency-Key: settling twice with it gives one sale. */
  clave: z.string(),
  motivo: z.string().nullable(),
  lineas: z.array(ZOrderLine),
})).meta({ id: 'Orden' });
export type TOrder = z.infer<typeof ZOrder>;
export const ZOrderData = z.object(lazyShape(() => ({ message: z.string().optional(), data: ZOrder })));

/** A comanda: what one station must prepare now (only what it has not been sent before). */
export const ZComanda = z.object(
  lazyShape(() => ({
    estacion_id: z.number().int().nullable(),
    estacion: z.string(),
    lineas: z.array(z.object({ producto: z.string(), cantidad: z.string(), nota: z.string().nullable() })),
  })),
);
export type TComanda = z.infer<typeof ZComanda>;
export const ZOrderSent = z.object(
  lazyShape(() => ({
    message: z.string(),
    data: ZOrder,
    comandas: z.array(ZComanda),
    enviada_at: z.string(),
  })),
);
export type TOrderSent = z.infer<typeof ZOrderSent>;

/** After a split by items or a transfer of lines: both orders. */
export const ZOrderPair = z.object(
  lazyShape(() => ({ message: z.string(), data: ZOrder, otra: ZOrder.nullable() })),
);
export type TOrderPair = z.infer<typeof ZOrderPair>;

/** The shares of a bill: the total in n payments, the last one taking the pesos left. */
export function equalShares(total: string, partes: number): string[] {
  const cents = toCents(total);
  const n = BigInt(partes);
  const base = (cents / n / 100n) * 100n; // whole pesos
  const shares = Array.from({ length: partes }, () => base);
  shares[partes - 1] = cents - base * (n - 1n);
  return shares.map(fromCents);
}
