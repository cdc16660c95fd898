import { z } from 'zod';
import { zPage } from './common';
import { requiredId, requiredText, ZEstado } from './form-fields';
import { lazyShape } from './scalars';

/** Register balances are kept per group (PRODUCT.md: payment methods). */
export const paymentGroups = ['efectivo', 'tarjetas', 'transferencia'] as const;
export type PaymentGroup = (typeof paymentGroups)[number];
export const paymentGroupLabels: Record<PaymentGroup, string> = {
  efectivo: 'Efectivo',
  tarjetas: 'Tarjetas',
  transferencia: 'Transferencia',
};

export const ZPaymentMethodBody = z.object(
  lazyShape(() => ({
    nombre: requiredText(80, 'El nombre es obligatorio'),
    grupo: z.enum(paymentGroups, { error: 'Seleccione el grupo' }),
    medio_pago_dian_id: requiredId('Seleccione el medio de pago DIAN'),
    estado: ZEstado,
  })),
);
export type TPaymentMethodBody = z.infer<typeof ZPaymentMethodBody>;

export const ZPaymentMethod = z
  .object(
    lazyShape(() => ({
      id: z.number().int(),
      nombre: z.string(),
      grupo: z.enum(paymentGroups),
      medio_pago_dian_id: z.number().int().nullable(),
      medio_pago_dian_codigo: z.string().nullable(),
      medio_pago_dian_nombre: z.string().nullable(),
      estado: z.boolean(),
    })),
  )
  .meta({ id: 'MedioPago' });
export type TPaymentMethod = z.infer<typeof ZPaymentMethod>;
export const ZPaymentMethodPage = zPage(ZPaymentMethod);

/** The tax authority's payment means (MediosPago.csv). */
export const ZDianPaymentMean = z.object(
  lazyShape(() => ({ id: z.number().int(), codigo: z.string(), nombre: z.string() })),
);
export type TDianPaymentMean = z.infer<typeof ZDianPaymentMean>;
export const ZDianPaymentMeanList = z.object(lazyShape(() => ({ data: z.array(ZDianPaymentMean) })));
