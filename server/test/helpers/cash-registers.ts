import { randomBytes } from 'node:crypto';
import type { PermissionCode } from '@posada/contracts';
import { eq } from 'drizzle-orm';
import { cajas, formasPago } from '../../src/db/schema';
import { createPayments } from '../../src/kernel/payments';
import { createAuditLog } from '../../src/lib/audit';
import type { TestContext } from './context';

export const cashierCodes: PermissionCode[] = ['cajas.abrir', 'cajas.cerrar', 'cajas.retirar'];

type Headers = Record<string, string>;

/** Registers, cashiers and the calls of the cash-register API, over one test context. */
export function cashRegisterHelpers(ctx: TestContext) {
  const payments = createPayments({ audit: createAuditLog() });

  async function makeRegister(hotelId: number, overrides: Partial<typeof cajas.$inferInsert> = {}) {
    const [row] = await ctx.db
      .insert(cajas)
      .values({ hotel_id: hotelId, nombre: `Caja ${randomBytes(3).toString('hex')}`, ...overrides })
      .returning();
    if (!row) throw new Error('makeRegister');
    return row;
  }

  /** A hotel with one register, and a cashier who works there. */
  async function setup(permisos: PermissionCode[] = cashierCodes) {
    const hotel = await ctx.factories.makeHotel();
    const register = await makeRegister(hotel.id);
    const cashier = await ctx.factories.actor({ permisos, hotelIds: [hotel.id] });
    return { hotel, register, cashier };
  }

  const call = (method: 'GET' | 'POST', url: string, headers: Headers = {}, payload?: object) =>
    ctx.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });

  const open = (headers: Headers, caja_id: number, overrides: Record<string, unknown> = {}) =>
    call('POST', '/api/cajaAbrir', headers, {
      caja_id,
      efectivo: 100_000,
      tarjetas: 0,
      transferencia: 0,
      password: 'AUTOAPROBACION',
      ...overrides,
    });

  const close = (headers: Headers, counted: Record<string, unknown> = {}) =>
    call('POST', '/api/cajaCerrar', headers, {
      efectivo: '0',
      tarjetas: '0',
      transferencia: '0',
      ...counted,
    });

  const withdraw = (headers: Headers, monto: unknown, motivo = 'Consignación en banco') =>
    call('POST', '/api/caja/retiro-parcial', headers, { monto, motivo });

  async function paymentMethodId(nombre: string) {
    const [row] = await ctx.db
      .select({ id: formasPago.id })
      .from(formasPago)
      .where(eq(formasPago.nombre, nombre));
    if (!row) throw new Error(`Falta la forma de pago ${nombre}`);
    return row.id;
  }

  /** Takes a payment (or refund) into the user's open register through the module's service. */
  async function pay(
    user: { id: number },
    hotelId: number,
    formaPago: string,
    monto: string,
    options: { tipo?: 'pago' | 'devolucion'; idempotencyKey?: string } = {},
  ) {
    const forma_pago_id = await paymentMethodId(formaPago);
    return ctx.db.transaction((tx) =>
      payments.recordPayment(tx, {
        actor: { userId: user.id, ip: '127.0.0.1', hotelId },
        forma_pago_id,
        monto,
        tipo: options.tipo ?? 'pago',
        concepto: 'Pago de prueba',
        referencia: null,
        idempotencyKey: options.idempotencyKey ?? null,
      }),
    );
  }

  return { payments, makeRegister, setup, call, open, close, withdraw, pay, paymentMethodId };
}
