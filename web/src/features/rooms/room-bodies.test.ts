import {
  type TCheckinInput,
  type TInvoiceCreateInput,
  type TMaintenanceBody,
  type TOccupyInput,
  type TSettlementInput,
  type TVacateInput,
  ZOccupyBody,
  ZVacateBody,
} from '@posada/contracts';
import { describe, expect, expectTypeOf, it } from 'vitest';
import type { useCreateInvoice } from '../../api/invoices';
import type { RoomActionBodies, RoomActionCall } from '../../api/rooms';
import {
  checkoutBody,
  initialSettleValues,
  settlementBody,
} from '../../components/settlement/settlement-values';
import { passesSchema } from '../../lib/zod-form';
import type { ActionFormProps } from './action-form';

/**
 * Issue 33: the room actions, the check-out and the settlement send bodies typed from their
 * contracts. The type checks run in `tsc -b` (this file is part of web's project).
 */
describe('the request bodies of the room actions and the settlement', () => {
  it('are typed from their contracts, the check-out with TVacateBody’s input', () => {
    expectTypeOf<RoomActionBodies['desocupar']>().toEqualTypeOf<TVacateInput>();
    expectTypeOf<RoomActionBodies['ocupar']>().toEqualTypeOf<TOccupyInput>();
    expectTypeOf<RoomActionBodies['checkin']>().toEqualTypeOf<TCheckinInput>();
    expectTypeOf<RoomActionBodies['mantenimiento']>().toEqualTypeOf<TMaintenanceBody>();
    expectTypeOf<Parameters<ActionFormProps<'desocupar'>['onSubmit']>[0]>().toEqualTypeOf<TVacateInput>();
    expectTypeOf(checkoutBody).returns.toEqualTypeOf<TVacateInput>();
    expectTypeOf(settlementBody).returns.toEqualTypeOf<TSettlementInput>();
    expectTypeOf<RoomActionCall['body']>().not.toEqualTypeOf<Record<string, unknown>>();
    expectTypeOf<
      Parameters<NonNullable<ReturnType<typeof useCreateInvoice>['mutate']>>[0]['body']
    >().toEqualTypeOf<TInvoiceCreateInput>();
  });

  it('build a check-out body its schema accepts, sent as built', () => {
    const settle = { ...initialSettleValues('2026-11-28'), pagos: [{ forma_pago_id: '1', monto: '50000' }] };
    const body = checkoutBody(12, '50000.00', settle, 'clave-0001');
    expect(ZVacateBody.safeParse(body).success).toBe(true);
    expect(passesSchema(ZVacateBody, body)).toBe(true);
    expect(body).toEqual({ habitacion_id: 12, pagos: [{ forma_pago_id: 1, monto: '50000' }] });
  });

  it('refuse to type a body its schema refuses', () => {
    expect(passesSchema(ZOccupyBody, { habitacion_id: 3, adultos: 1 })).toBe(false);
  });
});
