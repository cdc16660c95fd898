import { z } from 'zod';
import { zPercentage } from './amounts';
import { ZPageQuery, zPage } from './common';
import { requiredText, ZEstado } from './form-fields';
import { extendLazily, lazyShape, zFlagText, zIntText } from './scalars';

/**
 * National catalogs shared by every hotel: taxes, measures, product types, document types.
 * Reading them is open to any session (many screens fill selects from them); changing them needs
 * `impuestos.editar`.
 */
export const ZCatalogQuery = extendLazily(ZPageQuery, () => ({
  // Catalogs are short: by default one page holds all of them, so a select gets everything.
  per_page: zIntText(1, 200, 'Registros por página: un número entero de 1 a 200').default(100),
  estado: zFlagText().optional(),
}));
export type TCatalogQuery = z.infer<typeof ZCatalogQuery>;

export const taxTypes = ['IVA', 'INC', 'otro'] as const;

export const ZTaxBody = z.object(
  lazyShape(() => ({
    nombre: requiredText(80, 'El nombre es obligatorio'),
    tipo: z.enum(taxTypes, { error: 'Seleccione el tipo de impuesto' }),
    porcentaje: zPercentage,
    estado: ZEstado,
  })),
);
export type TTaxBody = z.infer<typeof ZTaxBody>;
export const ZTax = z
  .object(
    lazyShape(() => ({
      id: z.number().int(),
      nombre: z.string(),
      tipo: z.enum(taxTypes),
      porcentaje: z.string(),
      estado: z.boolean(),
    })),
  )
  .meta({ id: 'Impuesto' });
export type TTax = z.infer<typeof ZTax>;

export const ZMeasureBody = z.object(
  lazyShape(() => ({
    codigo: requiredText(8, 'El código es obligatorio'),
    nombre: requiredText(80, 'El nombre es obligatorio'),
    estado: ZEstado,
  })),
);
export type TMeasureBody = z.infer<typeof ZMeasureBody>;
export const ZMeasure = z.object(
  lazyShape(() => ({
    id: z.number().int(),
    codigo: z.string(),
    nombre: z.string(),
    estado: z.boolean(),
  })),
);
export type TMeasure = z.infer<typeof ZMeasure>;

/** `codigo` drives behaviour in products (producto, servicio, receta), so it is fixed once created. */
export const ZProductTypeBody = z.object(
  lazyShape(() => ({
    codigo: z
      .string({ error: 'El código es obligatorio' })
      .trim()
      .regex(/^[a-z_]{2,20}$/, { error: 'Código de 2 a 20 letras minúsculas o guion bajo' }),
    nombre: requiredText(80, 'El nombre es obligatorio'),
    estado: ZEstado,
  })),
);
export type TProductTypeBody = z.infer<typeof ZProductTypeBody>;
export const ZProductType = ZMeasure;
export type TProductType = z.infer<typeof ZProductType>;

export const ZDocumentTypeBody = z.object(
  lazyShape(() => ({
    codigo: z
      .string({ error: 'El código es obligatorio' })
      .trim()
      .regex(/^\d{2}$/, { error: 'El código DIAN tiene 2 dígitos' }),
    abreviatura: requiredText(10, 'La abreviatura es obligatoria'),
    nombre: requiredText(120, 'El nombre es obligatorio'),
    estado: ZEstado,
  })),
);
export type TDocumentTypeBody = z.infer<typeof ZDocumentTypeBody>;
export const ZDocumentType = z
  .object(
    lazyShape(() => ({
      id: z.number().int(),
      codigo: z.string(),
      abreviatura: z.string(),
      nombre: z.string(),
      estado: z.boolean(),
    })),
  )
  .meta({ id: 'TipoDocumento' });
export type TDocumentType = z.infer<typeof ZDocumentType>;

export const ZTaxPage = zPage(ZTax);
export const ZMeasurePage = zPage(ZMeasure);
export const ZProductTypePage = zPage(ZProductType);
export const ZDocumentTypePage = zPage(ZDocumentType);

/** Document abbreviations of companies: razón social instead of names; NIT carries a check digit. */
export const companyDocumentTypes = ['NIT', 'NITE'] as const;

/**
 * Every municipality (DIVIPOLA) with its department, for the searchable city select of clients and
 * suppliers (the geo cascade of hotels lists one department's cities at a time).
 */
export const ZCityOption = z.object(
  lazyShape(() => ({ id: z.number().int(), nombre: z.string(), departamento: z.string() })),
);
export type TCityOption = z.infer<typeof ZCityOption>;
export const ZCityOptions = z.object(lazyShape(() => ({ data: z.array(ZCityOption) })));
