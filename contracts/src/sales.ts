import { z } from 'zod';
import { zMoneyAmount, zPercentage, zQuantity } from './amounts';
import { ZMoney } from './cash-register-record';
import { ZPageBody, zPage } from './common';
import { electronicDocumentStates } from './e-invoicing-states';
import { isoDate, optionalId, optionalIsoDate, optionalText, requiredText, ZEstado } from './form-fields';
import { extendLazily, lazyShape, pickLazily, zId } from './scalars';

// ── Outlets (puntos de venta), issue 31 ──

/** What an outlet is: it names the counter on the screen and the receipt. */
export const outletKinds = {
  restaurante: 'Restaurante',
  bar: 'Bar',
  tienda: 'Tienda',
  minibar: 'Minibar',
  lavanderia: 'Lavandería',
  otro: 'Otro',
} as const;
export type OutletKind = keyof typeof outletKinds;
const outletKindCodes = Object.keys(outletKinds) as [OutletKind, ...OutletKind[]];

/**
 * The tax an outlet charges: `inc`, the impuesto nacional al consumo of 8 % (restaurants and bars,
 * hotel restaurants included), in place of the product's IVA; `iva`, the product's own taxes (the
 * shop, the minibar).
 */
export const outletTaxRegimes = {
  inc: 'Impuesto al consumo (INC 8 %)',
  iva: 'IVA del producto',
} as const;
export type OutletTaxRegime = keyof typeof outletTaxRegimes;
const regimeCodes = Object.keys(outletTaxRegimes) as [OutletTaxRegime, ...OutletTaxRegime[]];

export const ZOutletBody = z.object(
  lazyShape(() => ({
    nombre: requiredText(80, 'El nombre es obligatorio'),
    tipo: z.enum(outletKindCodes, { error: 'Seleccione el tipo de punto de venta' }),
    warehouse_id: zId('Seleccione la bodega de la que descarga'),
    regimen: z.enum(regimeCodes, { error: 'Seleccione el régimen de impuesto' }),
    /**
     * What the outlet offers: the product categories (`productos.categoria`) and single products.
     * Both empty: every product sold at the point of sale.
     */
    categorias: z.array(requiredText(60, 'Categoría vacía')).max(50).default([]),
    productos: z.array(zId('Producto inválido')).max(500).default([]),
    /** The percentage of a line a discount may take without `cuentas.descuento` (0: any discount needs it). */
    descuento_libre: zPercentage.default('0'),
    estado: ZEstado,
  })),
);
export type TOutletBody = z.infer<typeof ZOutletBody>;

export const ZOutlet = z
  .object(
    lazyShape(() => ({
      id: z.number().int(),
      nombre: z.string(),
      tipo: z.enum(outletKindCodes),
      warehouse_id: z.number().int(),
      bodega: z.string(),
      regimen: z.enum(regimeCodes),
      categorias: z.array(z.string()),
      productos: z.array(z.number().int()),
      descuento_libre: z.string(),
      estado: z.boolean(),
    })),
  )
  .meta({ id: 'PuntoVenta' });
export type TOutlet = z.infer<typeof ZOutlet>;
export const ZOutletPage = zPage(ZOutlet);
export const ZOutletData = z.object(lazyShape(() => ({ data: ZOutlet })));

/** A product of an outlet's grid (`puntoVentaProductos/{id}`). */
export const ZOutletProduct = z.object(
  lazyShape(() => ({
    id: z.number().int(),
    codigo: z.string(),
    codigo_barras: z.string().nullable(),
    nombre: z.string(),
    categoria: z.string().nullable(),
    precio: z.string(),
  })),
);
export type TOutletProduct = z.infer<typeof ZOutletProduct>;
export const ZOutletProducts = z.object(lazyShape(() => ({ data: z.array(ZOutletProduct) })));

/** An occupied room as the point of sale offers it: whose account it is and when they leave. */
export const ZSaleRoom = z.object(
  lazyShape(() => ({
    id: z.number().int(),
    numero: z.string(),
    huesped: z.string(),
    salida: z.string(),
  })),
);
export type TSaleRoom = z.infer<typeof ZSaleRoom>;
export const ZSaleRooms = z.object(lazyShape(() => ({ data: z.array(ZSaleRoom) })));

// ── Sales (ventaCrear) ──

/** The fiscal document of a sale, or none when it is charged to a room. */
export const saleDocuments = {
  pos: 'Tiquete POS',
  factura: 'Factura de venta',
  habitacion: 'Cargo a habitación',
} as const;
export type SaleDocument = keyof typeof saleDocuments;
const saleDocumentCodes = Object.keys(saleDocuments) as [SaleDocument, ...SaleDocument[]];

export const ZSaleLine = z.object(
  lazyShape(() => ({
    product_id: zId('Seleccione el producto'),
    cantidad: zQuantity(),
    /** The unit price; without it the list price. Another price needs `cuentas.precio` and `motivo`. */
    precio: zMoneyAmount('Ingrese el precio').nullish(),
    /** The line's discount in pesos. Above zero it needs `cuentas.descuento` and `motivo`. */
    descuento: zMoneyAmount('Ingrese el descuento').nullish(),
    nota: optionalText(200),
  })),
);
export type TSaleLine = z.infer<typeof ZSaleLine>;

export const ZSalePayment = z.object(
  lazyShape(() => ({
    forma_pago_id: zId('Seleccione la forma de pago'),
    monto: zMoneyAmount('Ingrese el monto'),
  })),
);

export const ZSaleBody = z
  .object(
    lazyShape(() => ({
      punto_venta_id: zId('Seleccione el punto de venta'),
      /** The buyer; none is 'Consumidor final'. */
      cliente_id: optionalId('Seleccione un cliente válido'),
      /** Charge to the room: the lines go to the open stay's account, no payments, no document. */
      habitacion_id: optionalId('Seleccione una habitación válida'),
      /** The lines sold; none when the sale settles an order (`orden_id`): the order's lines are sold. */
      lineas: z
        .array(ZSaleLine, { error: 'Agregue al menos un producto' })
        .max(100, { error: 'Máximo 100 líneas por venta' })
        .default([]),
      /**
       * Settles a restaurant order: its lines are the sale's, the order closes with it, and the
       * Idempotency-Key must be the order's `clave` (so the sale happens once).
       */
      orden_id: optionalId('Seleccione una orden válida'),
      pagos: z.array(ZSalePayment).max(10, { error: 'Máximo 10 pagos por venta' }).default([]),
      /** Voluntary tip (propina, Ley 1935 de 2018): outside the tax base, owed to the staff. */
      propina: zMoneyAmount('Ingrese la propina').nullish(),
      /** The buyer asks for a factura de venta; above 5 UVT before taxes it is one anyway. */
      documento: z.enum(['factura', 'pos'], { error: 'Documento: factura o pos' }).nullish(),
      /**
       * On credit to the client (`cliente_id`, a company with approved credit): a factura with forma
       * de pago crédito, due by the client's terms, within its credit limit; no payments, no tip.
       */
      credito: z.boolean({ error: 'Crédito: sí o no' }).nullish(),
      /** Why a line has another price or a discount (then required). */
      motivo: optionalText(300, { multiline: true }),
    })),
  )
  .superRefine((body, ctx) => {
    if (!body.orden_id && body.lineas.length === 0) {
      ctx.addIssue({ code: 'custom', path: ['lineas'], message: 'Agregue al menos un producto' });
    }
    if (body.orden_id && body.lineas.length > 0) {
      ctx.addIssue({
        code: 'custom',
        path: ['lineas'],
        message: 'Se cobran las líneas de la orden: no envíe otras',
      });
    }
    if (body.credito) {
      const refuse = (path: string, message: string) =>
        ctx.addIssue({ code: 'custom', path: [path], message });
      if (!body.cliente_id) refuse('cliente_id', 'Seleccione el cliente de la venta a crédito');
      if (body.habitacion_id) refuse('credito', 'Un cargo a habitación no es una venta a crédito');
      if (body.pagos.length > 0) refuse('pagos', 'A crédito no se reciben pagos: quite los pagos');
      if (body.propina && /[1-9]/.test(body.propina)) {
        refuse('propina', 'Una venta a crédito no lleva propina');
      }
      if (body.documento === 'pos') refuse('documento', 'Una venta a crédito se factura: documento factura');
    }
    if (body.habitacion_id && body.cliente_id) {
      ctx.addIssue({
        code: 'custom',
        path: ['cliente_id'],
        message: 'Un cargo a habitación es del huésped: no indique otro cliente',
      });
    }
    if (body.habitacion_id && body.pagos.length > 0) {
      ctx.addIssue({
        code: 'custom',
        path: ['pagos'],
        message: 'Un cargo a habitación se paga en la cuenta de la estadía: no lleva pagos',
      });
    }
    if (body.habitacion_id && body.propina && /[1-9]/.test(body.propina)) {
      ctx.addIssue({
        code: 'custom',
        path: ['propina'],
        message: 'La propina de un cargo a habitación se registra al pagar la cuenta',
      });
    }
    if (!body.habitacion_id && !body.credito && body.pagos.length === 0) {
      ctx.addIssue({ code: 'custom', path: ['pagos'], message: 'Agregue al menos un pago' });
    }
  });
export type TSaleBody = z.infer<typeof ZSaleBody>;

export const ZSaleLineOut = z.object(
  lazyShape(() => ({
    id: z.number().int(),
    product_id: z.number().int(),
    producto: z.string(),
    cantidad: z.string(),
    precio: z.string(),
    descuento: z.string(),
    valor: z.string(),
    impuesto: z.string(),
    total: z.string(),
    impuestos: z.array(
      z.object({
        tipo: z.string(),
        nombre: z.string(),
        porcentaje: z.string(),
        base: z.string(),
        valor: z.string(),
      }),
    ),
    nota: z.string().nullable(),
  })),
);

export const ZSale = z
  .object(
    lazyShape(() => ({
      id: z.number().int(),
      punto_venta_id: z.number().int(),
      punto_venta: z.string(),
      regimen: z.enum(regimeCodes),
      documento: z.enum(saleDocumentCodes),
      /** Prefix and number as printed ('POS15', 'SETP990000001'); null for a room charge. */
      numero: z.string().nullable(),
      /** The DIAN resolution's text printed on a factura. */
      resolucion: z.string().nullable(),
      fecha: z.string(),
      creada: z.string(),
      cliente_id: z.number().int().nullable(),
      cliente: z.string(),
      cliente_documento: z.string(),
      habitacion_id: z.number().int().nullable(),
      habitacion: z.string().nullable(),
      cuenta_id: z.number().int().nullable(),
      usuario: z.string(),
      subtotal: z.string(),
      impuesto: z.string(),
      total: z.string(),
      propina: z.string(),
      pagado: z.string(),
      cambio: z.string(),
      /** The invoice (Facturas) a factura de venta is; null for a tiquete POS or a room charge. */
      factura_id: z.number().int().nullable(),
      /** Sold on credit to the client: its factura is a receivable due on `vencimiento`. */
      credito: z.boolean(),
      vencimiento: z.string().nullable(),
      /** The note that annulled it, as printed (nota crédito of a factura, nota de ajuste of a tiquete). */
      nota_anulacion: z.string().nullable(),
      /**
       * Its document's state at DIAN: the electronic tiquete POS (documento equivalente) or the
       * factura's invoice; null when the document is not electronic (or a room charge).
       */
      dian: z.enum(electronicDocumentStates).nullable(),
      estado: z.enum(['emitida', 'anulada']),
      motivo_anulacion: z.string().nullable(),
      lineas: z.array(ZSaleLineOut),
      pagos: z.array(
        z.object({ forma_pago_id: z.number().int(), forma_pago: z.string(), monto: z.string() }),
      ),
    })),
  )
  .meta({ id: 'Venta' });
export type TSale = z.infer<typeof ZSale>;
export const ZSaleData = z.object(lazyShape(() => ({ message: z.string().optional(), data: ZSale })));

export const ZSaleListBody = extendLazily(ZPageBody, () => ({
  punto_venta_id: optionalId('Seleccione un punto de venta válido'),
  desde: optionalIsoDate(),
  hasta: optionalIsoDate(),
  documento: z.enum(saleDocumentCodes, { error: 'Documento inválido' }).nullish(),
}));
export type TSaleListBody = z.output<typeof ZSaleListBody>;

export const ZSaleListItem = pickLazily(ZSale, {
  id: true,
  punto_venta_id: true,
  punto_venta: true,
  documento: true,
  numero: true,
  fecha: true,
  creada: true,
  cliente: true,
  habitacion: true,
  usuario: true,
  total: true,
  propina: true,
  estado: true,
  dian: true,
});
export type TSaleListItem = z.infer<typeof ZSaleListItem>;
export const ZSaleListPage = zPage(ZSaleListItem);

export const ZSaleVoidBody = z.object(
  lazyShape(() => ({
    motivo: requiredText(300, 'Indique el motivo de la anulación', { multiline: true }),
  })),
);
export type TSaleVoidBody = z.infer<typeof ZSaleVoidBody>;

/** `POST /ventaCotizar`: the order as typed, priced by the server (nothing is written). */
export const ZSaleQuoteBody = z.object(
  lazyShape(() => ({
    punto_venta_id: zId('Seleccione el punto de venta'),
    habitacion_id: optionalId('Seleccione una habitación válida'),
    lineas: z
      .array(ZSaleLine, { error: 'Agregue al menos un producto' })
      .min(1, { error: 'Agregue al menos un producto' })
      .max(100, { error: 'Máximo 100 líneas por venta' }),
    documento: ZSaleBody.shape.documento,
  })),
);
export type TSaleQuoteBody = z.infer<typeof ZSaleQuoteBody>;
export const ZSaleQuote = z.object(
  lazyShape(() => ({
    subtotal: z.string(),
    impuesto: z.string(),
    total: z.string(),
    /** The tax totals by kind and rate ('INC 8 %': 881.48). */
    impuestos: z.array(z.object({ nombre: z.string(), valor: z.string() })),
    /** The document the sale will issue as it stands. */
    documento: z.enum(saleDocumentCodes),
    /** 5 UVT of the business year: above it (before taxes) the sale is invoiced. */
    umbral_factura: z.string(),
    /** 10 % of the value before taxes, offered to the buyer before paying. */
    propina_sugerida: z.string(),
    lineas: z.array(z.object({ valor: z.string(), impuesto: z.string(), total: z.string() })),
  })),
);
export type TSaleQuote = z.infer<typeof ZSaleQuote>;
export const ZSaleQuoteData = z.object(lazyShape(() => ({ data: ZSaleQuote })));

// ── The tips (propinas) by shift, for their payout ──

export const ZTipReportQuery = z
  .object(
    lazyShape(() => ({
      desde: isoDate('Indique la fecha inicial'),
      hasta: isoDate('Indique la fecha final'),
    })),
  )
  .refine((q) => q.desde <= q.hasta, {
    error: 'La fecha inicial debe ser anterior a la final',
    path: ['hasta'],
  });
export type TTipReportQuery = z.output<typeof ZTipReportQuery>;

/** The tips of one shift, outlet and seller: what the shift's cashier holds for the staff. */
export const ZTipLine = z.object(
  lazyShape(() => ({
    /** Null for a sale whose payments entered no register (none today; kept for old rows). */
    turno_id: z.number().int().nullable(),
    caja: z.string().nullable(),
    cajero: z.string().nullable(),
    abierto_at: z.string().nullable(),
    cerrado_at: z.string().nullable(),
    punto_venta: z.string(),
    vendedor: z.string(),
    ventas: z.number().int(),
    propina: ZMoney,
  })),
);
export type TTipLine = z.infer<typeof ZTipLine>;
export const ZTipReport = z.object(
  lazyShape(() => ({
    desde: z.string(),
    hasta: z.string(),
    data: z.array(ZTipLine),
    totales: z.object({ ventas: z.number().int(), propina: ZMoney }),
  })),
);
export type TTipReport = z.infer<typeof ZTipReport>;
