import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cajaTurnos } from '../src/db/schema';
import { cashierCodes, cashRegisterHelpers } from './helpers/cash-registers';
import { createTestContext, type TestContext } from './helpers/context';

// On PostgreSQL these requests really run at once (one pool connection each); PGlite serializes them.
let ctx: TestContext;
let h: ReturnType<typeof cashRegisterHelpers>;
beforeAll(async () => {
  ctx = await createTestContext();
  h = cashRegisterHelpers(ctx);
});
afterAll(() => ctx.close());

const statuses = (responses: { statusCode: number }[]) =>
  responses.map((r) => r.statusCode).sort((a, b) => a - b);

describe('concurrency', () => {
  it('of 20 simultaneous openings of one register, exactly one succeeds', async () => {
    const hotel = await ctx.factories.makeHotel();
    const register = await h.makeRegister(hotel.id);
    const cashiers = await Promise.all(
      Array.from({ length: 20 }, () => ctx.factories.actor({ permisos: cashierCodes, hotelIds: [hotel.id] })),
    );
    const responses = await Promise.all(cashiers.map((c) => h.open(c.headers, register.id)));
    expect(statuses(responses)).toEqual([200, ...Array(19).fill(409)]);
    for (const r of responses.filter((r) => r.statusCode === 409)) {
      expect(r.json().message).toBe('La caja ya está abierta');
    }
    const shifts = await ctx.db.select().from(cajaTurnos).where(eq(cajaTurnos.caja_id, register.id));
    expect(shifts).toHaveLength(1);
  });

  it('one user opening 20 registers at once ends up holding exactly one', async () => {
    const hotel = await ctx.factories.makeHotel();
    const registers = await Promise.all(Array.from({ length: 20 }, () => h.makeRegister(hotel.id)));
    const cashier = await ctx.factories.actor({ permisos: cashierCodes, hotelIds: [hotel.id] });
    const responses = await Promise.all(registers.map((r) => h.open(cashier.headers, r.id)));
    expect(statuses(responses)).toEqual([200, ...Array(19).fill(409)]);
    for (const r of responses.filter((r) => r.statusCode === 409)) {
      expect(r.json().message).toMatch(/^Ya tiene una caja abierta/);
    }
    const held = await ctx.db.select().from(cajaTurnos).where(eq(cajaTurnos.usuario_id, cashier.user.id));
    expect(held).toHaveLength(1);
  });

  it('20 simultaneous withdrawals that together exceed the cash never take it below zero', async () => {
    const { register, cashier } = await h.setup();
    await h.open(cashier.headers, register.id, { efectivo: '1000' });
    const responses = await Promise.all(Array.from({ length: 20 }, () => h.withdraw(cashier.headers, '150')));
    // 1000 holds six withdrawals of 150 (900); the seventh would leave −50.
    expect(statuses(responses)).toEqual([...Array(6).fill(200), ...Array(14).fill(422)]);
    const balance = await h.call('GET', '/api/detalleCajaSaldoByGrupos', cashier.headers);
    expect(balance.json().data.grupos[0]).toMatchObject({ retiros: '900.00', esperado: '100.00' });
    const closed = await h.close(cashier.headers, { efectivo: '100' });
    expect(closed.json().data.grupos[0]).toMatchObject({ diferencia: '0.00', resultado: 'cuadrada' });
  });
});
