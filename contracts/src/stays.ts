import { z } from 'zod';
import { zPositiveMoneyAmount } from './cash-registers';
import { ZRackRoom } from './rack';

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'Fecha inválida (AAAA-MM-DD)' });
const ids = z.array(z.number().int().positive()).max(20).default([]);

export const ZDeposit = z.object({
  forma_pago_id: z.number({ error: 'Seleccione el medio de pago' }).int().positive(),
  monto: zPositiveMoneyAmount('Ingrese el valor del anticipo'),
  /** The client's key: a retried request does not take the deposit twice. */
  idempotency_key: z.string().trim().min(8).max(80).optional(),
});

/** What occupying a room (walk-in) or checking in its hold needs. */
const stayFields = {
  habitacion_id: z.number({ error: 'Seleccione la habitación' }).int().positive(),
  acompanantes: ids,
  empleados: ids,
  adultos: z.number().int().min(1, { error: 'Al menos un adulto' }).max(20),
  ninos: z.number().int().min(0).max(20).default(0),
  salida: isoDate,
  tarifa_nombre: z.string().trim().min(1, { error: 'Seleccione la tarifa' }).max(80),
  exento_iva: z.boolean().default(false),
  anticipo: ZDeposit.optional(),
  observaciones: z.string().trim().max(500).optional(),
  /** Check into a dirty room; needs the permission rack.ocupar_sucia. */
  forzar_sucia: z.boolean().default(false),
};

export const ZOccupyBody = z.object({
  ...stayFields,
  cliente_id: z.number({ error: 'Seleccione el cliente' }).int().positive(),
});
export type TOccupyBody = z.infer<typeof ZOccupyBody>;

export const ZCheckinBody = z.object(stayFields);
export type TCheckinBody = z.infer<typeof ZCheckinBody>;

export const ZQuoteBody = z.object({
  habitacion_id: stayFields.habitacion_id,
  salida: isoDate,
  adultos: stayFields.adultos,
  ninos: stayFields.ninos,
  tarifa_nombre: stayFields.tarifa_nombre,
  exento_iva: stayFields.exento_iva,
});
export type TQuoteBody = z.infer<typeof ZQuoteBody>;

export const ZStayPrice = z.object({
  noches: z.array(
    z.object({
      fecha: z.string(),
      tarifa_id: z.number().int(),
      base: z.string(),
      adicional: z.string(),
      impuesto: z.string(),
      total: z.string(),
    }),
  ),
  subtotal: z.string(),
  impuestos: z.string(),
  total: z.string(),
});
export type TStayPrice = z.infer<typeof ZStayPrice>;
export const ZQuoteResponse = z.object({ data: ZStayPrice });

export const ZRoomRatesResponse = z.object({
  data: z.object({
    tarifas: z.array(z.string()),
    capacidad_adultos: z.number().int(),
    capacidad_ninos: z.number().int(),
  }),
});

export const ZAccountEntry = z.object({
  id: z.number().int(),
  tipo: z.enum(['cargo', 'pago']),
  concepto: z.string(),
  fecha: z.string().nullable(),
  valor: z.string(),
  impuesto: z.string(),
  total: z.string(),
  forma_pago: z.string().nullable(),
  created_at: z.string(),
});

/** The room detail (getRoomDashBoard): the card, the current stay, guests, and the account. */
export const ZRoomDetail = z.object({
  habitacion: ZRackRoom,
  estancia: z
    .object({
      id: z.number().int(),
      cliente: z.object({ id: z.number().int(), nombre: z.string(), documento: z.string() }),
      acompanantes: z.array(z.object({ id: z.number().int(), nombre: z.string() })),
      empleados: z.array(z.object({ id: z.number().int(), nombres: z.string() })),
      llegada: z.string(),
      salida: z.string(),
      adultos: z.number().int(),
      ninos: z.number().int(),
      tarifa_nombre: z.string(),
      // The account's money is null for a caller without `cuentas.ver` (a housekeeper sees who
      // stays, not what they owe).
      movimientos: z.array(ZAccountEntry).nullable(),
      cargos: z.string().nullable(),
      pagos: z.string().nullable(),
      saldo: z.string().nullable(),
    })
    .nullable(),
});
export const ZRoomDetailResponse = z.object({ data: ZRoomDetail });

export const ZHoldResponse = z.object({
  data: z
    .object({
      id: z.number().int(),
      cliente_id: z.number().int(),
      cliente: z.string(),
      llegada: z.string(),
      salida: z.string(),
      estado: z.string(),
    })
    .nullable(),
});
