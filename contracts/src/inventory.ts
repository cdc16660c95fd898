import { z } from 'zod';
import { ZQuantity, zMoneyAmount, zOptionalMoneyAmount, zOptionalQuantity, zQuantity } from './amounts';
import { ZPageQuery, zPage } from './common';
import { optionalText, requiredId, requiredText, ZEstado } from './form-fields';
import { extendLazily, lazyShape, pickLazily, zFlagText, zId, zIdText, zText } from './scalars';

// ── Warehouses (bodega) ───────────────────────────────────────────────────────────────────────

export const ZWarehouseBody = z.object(
  lazyShape(() => ({
    nombre: requiredText(80, 'El nombre es obligatorio'),
    descripcion: optionalText(500, { multiline: true }),
    estado: ZEstado,
  })),
);
export type TWarehouseBody = z.infer<typeof ZWarehouseBody>;
export const ZWarehouse = z
  .object(
    lazyShape(() => ({
      id: z.number().int(),
      nombre: z.string(),
      descripcion: z.string().nullable(),
      estado: z.boolean(),
      /** Value of its stock at average cost. */
      valor: z.string(),
    })),
  )
  .meta({ id: 'Bodega' });
export type TWarehouse = z.infer<typeof ZWarehouse>;
export const ZWarehousePage = zPage(ZWarehouse);
export const ZWarehouseData = z.object(lazyShape(() => ({ data: ZWarehouse })));
export const ZIdName = z.object(lazyShape(() => ({ id: z.number().int(), nombre: z.string() })));
export type TIdName = z.infer<typeof ZIdName>;
export const ZWarehouseArray = z.object(lazyShape(() => ({ data: z.array(ZIdName) })));

// ── Products ──────────────────────────────────────────────────────────────────────────────────

/** How a product behaves: only `producto` holds stock; a `receta` takes its ingredients out. */
export const productKinds = ['producto', 'servicio', 'receta'] as const;
export type ProductKind = (typeof productKinds)[number];
export const productKindLabels: Record<ProductKind, string> = {
  producto: 'Producto',
  servicio: 'Servicio',
  receta: 'Receta',
};

const codeText = (max: number, message: string) =>
  zText(max, { message }).regex(/^[\p{L}\p{N}._\-/]*$/u, {
    error: 'Solo letras, números, punto, guion, guion bajo o barra',
  });

export const ZProductBody = z.object(
  lazyShape(() => ({
    codigo: codeText(40, 'El código es obligatorio').min(1, { error: 'El código es obligatorio' }),
    codigo_barras: codeText(40, 'Código de barras inválido')
      .nullish()
      .transform((v) => v || null),
    nombre: requiredText(160, 'El nombre es obligatorio'),
    tipo: z.enum(productKinds, { error: 'Seleccione el tipo: producto, servicio o receta' }),
    medida_id: requiredId('Seleccione la medida'),
    categoria: optionalText(60),
    precio_venta: zMoneyAmount('El precio de venta es obligatorio'),
    /** The sale price already includes the product's taxes (as shelves and menus show it). */
    precio_incluye_impuestos: z.boolean().default(true),
    costo: zOptionalMoneyAmount(),
    stock_minimo: zOptionalQuantity(),
    venta_pos: z.boolean().default(true),
    venta_habitacion: z.boolean().default(true),
    /** The product's taxes (ids of the national catalog); left out on update, they stay. */
    impuestos: z.array(zId('Impuesto inválido')).max(10).optional(),
    estado: ZEstado,
  })),
);
export type TProductBody = z.infer<typeof ZProductBody>;
export const ZProductUpdateBody = extendLazily(ZProductBody, () => ({ id: zId() }));

export const ZProductTax = z
  .object(
    lazyShape(() => ({
      id: z.number().int(),
      nombre: z.string(),
      tipo: z.string(),
      porcentaje: z.string(),
    })),
  )
  .meta({ id: 'ImpuestoProducto' });
export type TProductTax = z.infer<typeof ZProductTax>;

export const ZProduct = z
  .object(
    lazyShape(() => ({
      id: z.number().int(),
      codigo: z.string(),
      codigo_barras: z.string().nullable(),
      nombre: z.string(),
      tipo: z.enum(productKinds),
      medida_id: z.number().int(),
      medida: z.string(),
      categoria: z.string().nullable(),
      precio_venta: z.string(),
      precio_incluye_impuestos: z.boolean(),
      costo: z.string(),
      stock_minimo: ZQuantity,
      venta_pos: z.boolean(),
      venta_habitacion: z.boolean(),
      estado: z.boolean(),
      impuestos: z.array(ZProductTax),
      /** Stock in every warehouse of the hotel (0 for services and recipes). */
      existencia: ZQuantity,
    })),
  )
  .meta({ id: 'Producto' });
export type TProduct = z.infer<typeof ZProduct>;
export const ZProductData = z.object(lazyShape(() => ({ data: ZProduct })));
/** Spec §3: the product list answers `{ data, default }`; here a page plus the lodging product. */
export const ZProductPage = extendLazily(zPage(ZProduct), () => ({ default: ZProduct.nullable() }));
export type TProductPage = z.infer<typeof ZProductPage>;
export const ZProductDefault = z.object(lazyShape(() => ({ data: ZProduct.nullable() })));

export const ZProductListQuery = extendLazily(ZPageQuery, () => ({
  estado: zFlagText().optional(),
  tipo: z.enum(productKinds, { error: 'Tipo inválido' }).optional(),
}));
export type TProductListQuery = z.infer<typeof ZProductListQuery>;

/** `GET /product/all`: every product of the hotel, lean, for selects (active only by default). */
export const ZProductOption = pickLazily(ZProduct, {
  id: true,
  codigo: true,
  nombre: true,
  tipo: true,
  medida: true,
  precio_venta: true,
  precio_incluye_impuestos: true,
  costo: true,
  venta_pos: true,
  estado: true,
  impuestos: true,
});
export type TProductOption = z.infer<typeof ZProductOption>;
export const ZProductOptions = z.object(lazyShape(() => ({ data: z.array(ZProductOption) })));
export const ZProductAllQuery = z.object(
  lazyShape(() => ({
    tipo: z.enum(productKinds, { error: 'Tipo inválido' }).optional(),
    estado: zFlagText().optional(),
  })),
);
export const ZProductCategories = z.object(lazyShape(() => ({ data: z.array(z.string()) })));

// ── Product taxes ─────────────────────────────────────────────────────────────────────────────

/** Spec §9: product taxes list 10 per page, page 1. */
export const ZProductTaxQuery = ZPageQuery;
export const ZProductTaxPage = zPage(ZProductTax);
/** `productoImpuestoCrear`: the product's whole tax list (like `cratePermisoByRol`). */
export const ZProductTaxBody = z.object(
  lazyShape(() => ({
    producto_id: zId('Seleccione el producto'),
    impuestos: z.array(zId('Impuesto inválido'), { error: 'Envíe la lista de impuestos' }).max(10),
  })),
);
export type TProductTaxBody = z.infer<typeof ZProductTaxBody>;
export const ZProductTaxesData = z.object(lazyShape(() => ({ data: z.array(ZProductTax) })));
export const ZProductTaxAssignment = extendLazily(ZProductTax, () => ({ producto_id: z.number().int() }));
export const ZProductTaxAssignments = z.object(lazyShape(() => ({ data: z.array(ZProductTaxAssignment) })));
/** `getProductoImpuesto`: the taxes of every product of the hotel (or of `producto_id`), for sales. */
export const ZProductTaxAssignmentsQuery = z.object(
  lazyShape(() => ({ producto_id: zIdText('Producto inválido').optional() })),
);

// ── Recipe lines (productoDetalle) ────────────────────────────────────────────────────────────

export const ZRecipeLine = z
  .object(
    lazyShape(() => ({
      id: z.number().int(),
      producto_id: z.number().int(),
      ingrediente_id: z.number().int(),
      codigo: z.string(),
      nombre: z.string(),
      tipo: z.enum(productKinds),
      medida: z.string(),
      cantidad: ZQuantity,
      /** The ingredient's reference cost × quantity. */
      costo: z.string(),
    })),
  )
  .meta({ id: 'LineaReceta' });
export type TRecipeLine = z.infer<typeof ZRecipeLine>;
export const ZRecipeLinePage = zPage(ZRecipeLine);
export const ZRecipeLineBody = z.object(
  lazyShape(() => ({
    producto_id: zId('Seleccione la receta'),
    ingrediente_id: zId('Seleccione el ingrediente'),
    cantidad: zQuantity(),
  })),
);
export type TRecipeLineBody = z.infer<typeof ZRecipeLineBody>;
export const ZRecipeLineData = z.object(lazyShape(() => ({ data: ZRecipeLine })));
export const ZRecipeLineRemoveBody = z.object(lazyShape(() => ({ id: zId('Seleccione la línea') })));
