import { z } from 'zod';
import { ZQuantity, zMoneyAmount, zQuantity, zQuantityOrZero } from './amounts';
import { ZPageBody, zPage } from './common';
import { isoDate, optionalId, optionalIsoDate, optionalText, requiredText } from './form-fields';
import { extendLazily, lazyShape, zId, zRawText } from './scalars';

/** Every kind of kardex movement, with the label the reports show. */
export const stockMovementTypes = {
  ingreso: 'Ingreso de proveedor',
  anulacion_ingreso: 'Anulación de ingreso',
  traslado_salida: 'Traslado (salida)',
  traslado_entrada: 'Traslado (entrada)',
  ajuste_entrada: 'Ajuste por conteo (sobrante)',
  ajuste_salida: 'Ajuste por conteo (faltante)',
  consumo: 'Consumo interno',
  venta: 'Venta',
  devolucion: 'Devolución de venta',
} as const;
export type StockMovementType = keyof typeof stockMovementTypes;
export const stockMovementCodes = Object.keys(stockMovementTypes) as [
  StockMovementType,
  ...StockMovementType[],
];

const MAX_LINES = 200;
const lines = <T extends z.ZodType>(line: T) =>
  z
    .array(line, { error: 'Agregue al menos un producto' })
    .min(1, { error: 'Agregue al menos un producto' })
    .max(MAX_LINES, { error: `Máximo ${MAX_LINES} líneas por documento` });

/** A product may appear once per document: the error lands on the repeated line. */
function noRepeatedProducts(value: { lineas: { product_id: number }[] }, ctx: z.RefinementCtx) {
  const seen = new Set<number>();
  value.lineas.forEach((line, index) => {
    if (seen.has(line.product_id)) {
      ctx.addIssue({
        code: 'custom',
        message: 'El producto ya está en otra línea',
        path: ['lineas', index, 'product_id'],
      });
    }
    seen.add(line.product_id);
  });
}

const productId = () => zId('Seleccione el producto');
const warehouseId = (message = 'Seleccione la bodega') => zId(message);

// ── Entries from suppliers (ingresos) ─────────────────────────────────────────────────────────

export const ZEntryLineBody = z.object(
  lazyShape(() => ({
    product_id: productId(),
    cantidad: zQuantity(),
    costo_unitario: zMoneyAmount('Ingrese el costo unitario'),
  })),
);
export const ZEntryBody = z
  .object(
    lazyShape(() => ({
      proveedor_id: zId('Seleccione el proveedor'),
      warehouse_id: warehouseId(),
      factura_proveedor: optionalText(40),
      /** The supplier's invoice date; the kardex records the day the entry is posted. */
      fecha: isoDate('Ingrese la fecha de la factura'),
      observaciones: optionalText(500, { multiline: true }),
      lineas: lines(ZEntryLineBody),
      /** A retried request with the same key answers the first entry instead of a second one. */
      idempotency_key: zRawText(80).min(8).optional(),
    })),
  )
  .superRefine(noRepeatedProducts);
export type TEntryBody = z.infer<typeof ZEntryBody>;

export const entryStates = ['confirmado', 'anulado'] as const;
export const ZEntryListBody = extendLazily(ZPageBody, () => ({
  desde: optionalIsoDate(),
  hasta: optionalIsoDate(),
  proveedor_id: optionalId('Seleccione un proveedor válido'),
  warehouse_id: optionalId('Seleccione una bodega válida'),
  estado: z.enum(entryStates, { error: 'Estado inválido' }).nullish(),
}));
export type TEntryListBody = z.infer<typeof ZEntryListBody>;

export const ZEntrySummary = z
  .object(
    lazyShape(() => ({
      id: z.number().int(),
      numero: z.string(),
      fecha: z.string(),
      proveedor_id: z.number().int(),
      proveedor: z.string(),
      bodega_id: z.number().int(),
      bodega: z.string(),
      factura_proveedor: z.string().nullable(),
      num_lineas: z.number().int(),
      subtotal: z.string(),
      impuestos: z.string(),
      total: z.string(),
      estado: z.enum(entryStates),
      usuario: z.string(),
      created_at: z.string(),
    })),
  )
  .meta({ id: 'ResumenEntradaInventario' });
export type TEntrySummary = z.infer<typeof ZEntrySummary>;
export const ZEntryPage = zPage(ZEntrySummary);

export const ZEntryLine = z.object(
  lazyShape(() => ({
    id: z.number().int(),
    producto_id: z.number().int(),
    codigo: z.string(),
    nombre: z.string(),
    medida: z.string(),
    cantidad: ZQuantity,
    costo_unitario: z.string(),
    subtotal: z.string(),
    impuestos: z.string(),
    total: z.string(),
    /** The taxes applied, as printed: 'IVA 19 %'. */
    impuestos_detalle: z.string(),
  })),
);
export type TEntryLine = z.infer<typeof ZEntryLine>;
export const ZEntry = extendLazily(ZEntrySummary, () => ({
  observaciones: z.string().nullable(),
  anulado_at: z.string().nullable(),
  anulado_por: z.string().nullable(),
  motivo_anulacion: z.string().nullable(),
  lineas: z.array(ZEntryLine),
})).meta({ id: 'EntradaInventario' });
export type TEntry = z.infer<typeof ZEntry>;
export const ZEntryData = z.object(lazyShape(() => ({ data: ZEntry, message: z.string().optional() })));

export const ZAnnulBody = z.object(
  lazyShape(() => ({
    motivo: requiredText(200, 'Indique el motivo de la anulación', { multiline: true }),
  })),
);
export type TAnnulBody = z.infer<typeof ZAnnulBody>;

// ── Transfers, counts and internal use ────────────────────────────────────────────────────────

export const stockDocumentKinds = ['traslado', 'ajuste', 'consumo'] as const;
export type StockDocumentKind = (typeof stockDocumentKinds)[number];

const ZMoveLineBody = z.object(lazyShape(() => ({ product_id: productId(), cantidad: zQuantity() })));

export const ZTransferBody = z
  .object(
    lazyShape(() => ({
      warehouse_id: warehouseId('Seleccione la bodega de origen'),
      destino_id: warehouseId('Seleccione la bodega de destino'),
      observaciones: optionalText(500, { multiline: true }),
      lineas: lines(ZMoveLineBody),
    })),
  )
  .superRefine(noRepeatedProducts)
  .refine((t) => t.destino_id !== t.warehouse_id, {
    error: 'La bodega de destino debe ser otra',
    path: ['destino_id'],
  });
export type TTransferBody = z.infer<typeof ZTransferBody>;

/** The stock the count sheet showed; negative only where the hotel allows negative stock. */
const systemQuantity = z
  .union([z.string(), z.number()], { error: 'Falta la existencia del sistema' })
  .transform((value) => (typeof value === 'number' ? String(value) : value.trim()))
  .pipe(z.string().regex(/^-?\d{1,11}(\.\d{1,3})?$/, { error: 'Existencia del sistema inválida' }));

export const ZAdjustmentBody = z
  .object(
    lazyShape(() => ({
      warehouse_id: warehouseId(),
      motivo: requiredText(200, 'Indique el motivo del ajuste', { multiline: true }),
      lineas: lines(
        z.object({
          product_id: productId(),
          /** What was counted; the difference with the stock is posted. */
          contado: zQuantityOrZero('Ingrese la cantidad contada'),
          /** What the count sheet showed: a stock that moved since then is refused. */
          sistema: systemQuantity,
        }),
      ),
    })),
  )
  .superRefine(noRepeatedProducts);
export type TAdjustmentBody = z.infer<typeof ZAdjustmentBody>;

export const ZConsumptionBody = z
  .object(
    lazyShape(() => ({
      warehouse_id: warehouseId(),
      motivo: requiredText(200, 'Indique el motivo del consumo', { multiline: true }),
      lineas: lines(ZMoveLineBody),
    })),
  )
  .superRefine(noRepeatedProducts);
export type TConsumptionBody = z.infer<typeof ZConsumptionBody>;

export const ZStockDocumentLine = z.object(
  lazyShape(() => ({
    producto_id: z.number().int(),
    codigo: z.string(),
    nombre: z.string(),
    cantidad: ZQuantity,
    sistema: ZQuantity.nullable(),
    contado: ZQuantity.nullable(),
    /** Value at cost that left (or entered) with the line. */
    valor: z.string(),
  })),
);
export const ZStockDocument = z
  .object(
    lazyShape(() => ({
      id: z.number().int(),
      numero: z.string(),
      tipo: z.enum(stockDocumentKinds),
      fecha: z.string(),
      bodega_id: z.number().int(),
      bodega: z.string(),
      bodega_destino_id: z.number().int().nullable(),
      bodega_destino: z.string().nullable(),
      motivo: z.string().nullable(),
      observaciones: z.string().nullable(),
      valor: z.string(),
      lineas: z.array(ZStockDocumentLine),
    })),
  )
  .meta({ id: 'DocumentoInventario' });
export type TStockDocument = z.infer<typeof ZStockDocument>;
export const ZStockDocumentData = z.object(lazyShape(() => ({ data: ZStockDocument, message: z.string() })));
