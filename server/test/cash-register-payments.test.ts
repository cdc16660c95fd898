import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cajaMovimientos, formasPago } from '../src/db/schema';
import { auditOf } from './helpers/audit';
import { cashRegisterHelpers } from './helpers/cash-registers';
import { createTestContext, type TestContext } from './helpers/context';

let ctx: TestContext;
let h: ReturnType<typeof cashRegisterHelpers>;
beforeAll(async () => {
  ctx = await createTestContext();
  h = cashRegisterHelpers(ctx);
});
afterAll(() => ctx.close());

async function opened() {
  const s = await h.setup();
  await h.open(s.cashier.headers, s.register.id, { efectivo: '1000' });
  return s;
}

describe('recordPayment (the service for the modules that take money)', () => {
  it('refuses with no open register, in the caller’s own words', async () => {
    const { hotel, cashier } = await h.setup();
    await expect(h.pay(cashier.user, hotel.id, 'Efectivo', '100')).rejects.toMatchObject({
      statusCode: 422,
      message: 'Debe abrir una caja para registrar pagos',
    });
  });

  it('lands a payment in the open register with the group of its payment method, and audits it', async () => {
    const { hotel, cashier } = await opened();
    const paid = await h.pay(cashier.user, hotel.id, 'Daviplata', '25000.5');
    expect(paid).toMatchObject({ tipo: 'pago', grupo: 'transferencia', monto: '25000.50', repetido: false });
    expect((await auditOf(ctx.db, 'caja_movimientos', paid.id))[0]?.accion).toBe('pago');
    const balance = await h.call('GET', '/api/detalleCajaSaldo', cashier.headers);
    expect(balance.json().data.saldo).toBe('26000.50');
  });

  it('returns the first movement when a key is used again, and refuses a key reused for other data', async () => {
    const { hotel, cashier } = await opened();
    const first = await h.pay(cashier.user, hotel.id, 'Efectivo', '5000', { idempotencyKey: 'abc-123' });
    const retry = await h.pay(cashier.user, hotel.id, 'Efectivo', '5000.00', { idempotencyKey: 'abc-123' });
    expect(retry).toMatchObject({ id: first.id, repetido: true });
    const rows = await ctx.db
      .select()
      .from(cajaMovimientos)
      .where(eq(cajaMovimientos.clave_idempotencia, 'abc-123'));
    expect(rows).toHaveLength(1);
    await expect(
      h.pay(cashier.user, hotel.id, 'Efectivo', '6000', { idempotencyKey: 'abc-123' }),
    ).rejects.toMatchObject({ statusCode: 409 });
  });

  it('refuses a cash refund larger than the cash, but not a card refund', async () => {
    const { hotel, cashier } = await opened();
    await expect(
      h.pay(cashier.user, hotel.id, 'Efectivo', '1000.01', { tipo: 'devolucion' }),
    ).rejects.toMatchObject({
      statusCode: 422,
      message: 'La devolución supera el efectivo disponible en la caja ($ 1.000)',
    });
    await h.pay(cashier.user, hotel.id, 'Efectivo', '1000', { tipo: 'devolucion' });
    const card = await h.pay(cashier.user, hotel.id, 'Tarjeta débito', '300', { tipo: 'devolucion' });
    expect(card.grupo).toBe('tarjetas');
  });

  it('refuses an inactive payment method and amounts that are not money', async () => {
    const { hotel, cashier } = await opened();
    const [inactive] = await ctx.db
      .insert(formasPago)
      .values({ nombre: `Bono ${Date.now()}`, grupo: 'tarjetas', estado: false })
      .returning();
    await expect(h.pay(cashier.user, hotel.id, inactive?.nombre ?? '', '10')).rejects.toMatchObject({
      statusCode: 422,
      message: 'La forma de pago no existe o está inactiva',
    });
    for (const bad of ['0', '-5', '1.234', 'diez']) {
      await expect(h.pay(cashier.user, hotel.id, 'Efectivo', bad)).rejects.toMatchObject({ statusCode: 400 });
    }
  });

  it('rolls back with the caller’s transaction', async () => {
    const { hotel, cashier } = await opened();
    const forma_pago_id = await h.paymentMethodId('Efectivo');
    await expect(
      ctx.db.transaction(async (tx) => {
        await h.payments.recordPayment(tx, {
          actor: { userId: cashier.user.id, ip: '127.0.0.1', hotelId: hotel.id },
          forma_pago_id,
          monto: '777',
          tipo: 'pago',
          concepto: 'Factura que falla',
        });
        throw new Error('la factura no se pudo guardar');
      }),
    ).rejects.toThrow('la factura no se pudo guardar');
    const rows = await ctx.db.select().from(cajaMovimientos).where(eq(cajaMovimientos.monto, '777'));
    expect(rows).toHaveLength(0);
  });
});
