import { z } from 'zod';
import { ZQuantity, ZUnitCost } from './amounts';
import { ZPageBody, zPage } from './common';
import { isoDate, optionalId } from './form-fields';
import { ZIdName } from './inventory';
import { stockMovementCodes } from './inventory-movements';
import { extendLazily, lazyShape, zId, zIdText } from './scalars';

// ── Stock by warehouse and product (inventory/reportBy) ────────────────────────────────────────

/** Spec §3 "Warehouse/stock query": either id may be empty (every warehouse, every product). */
export const ZStockReportBody = extendLazily(ZPageBody, () => ({
  warehouse_id: optionalId('Seleccione una bodega válida'),
  product_id: optionalId('Seleccione un producto válido'),
  /** Only the rows below the product's minimum. */
  bajo_minimo: z.boolean({ error: 'Use true o false' }).nullish(),
}));
export type TStockReportBody = z.infer<typeof ZStockReportBody>;

export const ZStockRow = z.object(
  lazyShape(() => ({
    bodega_id: z.number().int(),
    bodega: z.string(),
    producto_id: z.number().int(),
    codigo: z.string(),
    nombre: z.string(),
    medida: z.string(),
    categoria: z.string().nullable(),
    cantidad: ZQuantity,
    costo_promedio: ZUnitCost,
    /** Value of the stock at its weighted average cost. */
    valor: z.string(),
    stock_minimo: ZQuantity,
    bajo_minimo: z.boolean(),
  })),
);
export type TStockRow = z.infer<typeof ZStockRow>;
export const ZStockReport = extendLazily(zPage(ZStockRow), () => ({
  totales: z.object({ valor: z.string(), bajo_minimo: z.number().int() }),
})).meta({ id: 'ReporteStock' });
export type TStockReport = z.infer<typeof ZStockReport>;

export const ZStockBalance = z.object(
  lazyShape(() => ({
    bodega_id: z.number().int(),
    producto_id: z.number().int(),
    cantidad: ZQuantity,
    costo_promedio: ZUnitCost,
    valor: z.string(),
  })),
);
export const ZStockBalanceData = z.object(lazyShape(() => ({ data: ZStockBalance })));
export const ZBalanceParams = z.object(
  lazyShape(() => ({
    warehouse: zIdText('Bodega inválida'),
    product: zIdText('Producto inválido'),
  })),
);

// ── Kardex ────────────────────────────────────────────────────────────────────────────────────

export const ZKardexBody = extendLazily(ZPageBody, () => ({
  product_id: zId('Seleccione el producto'),
  warehouse_id: zId('Seleccione la bodega'),
  desde: isoDate('Ingrese la fecha inicial'),
  hasta: isoDate('Ingrese la fecha final'),
})).refine((k) => k.desde <= k.hasta, { error: 'La fecha final es anterior a la inicial', path: ['hasta'] });
export type TKardexBody = z.infer<typeof ZKardexBody>;

export const ZKardexRow = z.object(
  lazyShape(() => ({
    id: z.number().int(),
    fecha: z.string(),
    tipo: z.enum(stockMovementCodes),
    documento: z.string(),
    entrada: ZQuantity,
    salida: ZQuantity,
    saldo: ZQuantity,
    costo_unitario: ZUnitCost,
    costo_promedio: ZUnitCost,
    /** Value of the movement at cost. */
    valor: z.string(),
    saldo_valor: z.string(),
    usuario: z.string().nullable(),
  })),
);
export type TKardexRow = z.infer<typeof ZKardexRow>;

export const ZKardexBalance = z.object(
  lazyShape(() => ({ cantidad: ZQuantity, costo_promedio: ZUnitCost, valor: z.string() })),
);
export type TKardexBalance = z.infer<typeof ZKardexBalance>;
export const ZKardexReport = extendLazily(zPage(ZKardexRow), () => ({
  producto: z.object({
    id: z.number().int(),
    codigo: z.string(),
    nombre: z.string(),
    medida: z.string(),
  }),
  bodega: ZIdName,
  desde: z.string(),
  hasta: z.string(),
  /** The balance before the first day of the range, and after its last day. */
  saldo_inicial: ZKardexBalance,
  saldo_final: ZKardexBalance,
})).meta({ id: 'ReporteKardex' });
export type TKardexReport = z.infer<typeof ZKardexReport>;
