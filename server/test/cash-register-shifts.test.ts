import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cajaTurnos, loginIntentos } from '../src/db/schema';
import { auditOf } from './helpers/audit';
import { cashierCodes, cashRegisterHelpers } from './helpers/cash-registers';
import { createTestContext, type TestContext } from './helpers/context';

let ctx: TestContext;
let h: ReturnType<typeof cashRegisterHelpers>;
beforeAll(async () => {
  ctx = await createTestContext();
  h = cashRegisterHelpers(ctx);
});
afterAll(() => ctx.close());

describe('POST /api/cajaAbrir', () => {
  it('401 without a token, 403 without cajas.abrir', async () => {
    expect((await h.open({}, 1)).statusCode).toBe(401);
    const { register, cashier } = await h.setup(['cajas.ver']);
    expect((await h.open(cashier.headers, register.id)).statusCode).toBe(403);
  });

  it('400 with the field errors of spec §5', async () => {
    const { cashier } = await h.setup();
    const res = await h.call('POST', '/api/cajaAbrir', cashier.headers, { efectivo: '', password: '' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toMatchObject({
      caja_id: ['Seleccione una caja'],
      efectivo: ['El efectivo es obligatorio'],
      password: ['La contraseña es obligatoria'],
    });
    const negative = await h.open(cashier.headers, 1, { efectivo: -5, tarjetas: '1.234' });
    expect(Object.keys(negative.json().errors)).toEqual(['efectivo', 'tarjetas']);
  });

  it('opens a never-used register with the self-approval marker, and audits it', async () => {
    const { register, cashier } = await h.setup();
    const res = await h.open(cashier.headers, register.id, {
      efectivo: 150_000,
      tarjetas: '',
      transferencia: undefined,
      observaciones: 'Base del día',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      message: 'Caja abierta correctamente',
      data: { id: register.id, nombre: register.nombre, isCajaAbierta: true, saldo: '150000.00' },
    });
    const [shift] = await ctx.db.select().from(cajaTurnos).where(eq(cajaTurnos.caja_id, register.id));
    expect(shift).toMatchObject({
      usuario_id: cashier.user.id,
      apertura_efectivo: '150000.00',
      apertura_tarjetas: '0.00',
      reportado_efectivo: null,
      aprobado_por_id: null,
      observaciones_apertura: 'Base del día',
    });
    expect((await auditOf(ctx.db, 'caja_turnos', shift?.id ?? 0))[0]?.accion).toBe('abrir');
  });

  it('refuses any other password on a never-used register', async () => {
    const { register, cashier } = await h.setup();
    const res = await h.open(cashier.headers, register.id, { password: cashier.user.password });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({ message: 'La contrasena no coincide' });
  });

  it('hands over with the password of whoever closed last, not with the marker', async () => {
    const { hotel, register, cashier } = await h.setup();
    await h.open(cashier.headers, register.id, { efectivo: 50_000 });
    await h.close(cashier.headers, { efectivo: '50000', tarjetas: '1000.50' });

    const next = await ctx.factories.actor({
      permisos: cashierCodes,
      hotelIds: [hotel.id],
      password: 'Clave-del-siguiente-2',
    });
    const last = await h.call('POST', `/api/cajaUltimaAsignacion/${register.id}`, next.headers);
    expect(last.json().data).toMatchObject({
      usuario: cashier.user.name,
      user_name: cashier.user.email,
      estado: 'Cerrada',
      closing_balance_cash: '50000.00',
      closing_balance_card: '1000.50',
      closing_balance_transfer: '0.00',
    });

    for (const password of ['AUTOAPROBACION', 'otra-clave', next.user.password]) {
      const wrong = await h.open(next.headers, register.id, { password });
      expect(wrong.statusCode).toBe(422);
      expect(wrong.json().message).toBe('La contrasena no coincide');
    }
    const ok = await h.open(next.headers, register.id, { password: cashier.user.password, efectivo: 49_000 });
    expect(ok.statusCode).toBe(200);
    const [shift] = await ctx.db.select().from(cajaTurnos).where(eq(cajaTurnos.usuario_id, next.user.id));
    expect(shift).toMatchObject({
      aprobado_por_id: cashier.user.id,
      reportado_efectivo: '50000.00',
      reportado_tarjetas: '1000.50',
      apertura_efectivo: '49000.00',
    });
  });

  it('counts wrong handover passwords as failed logins of the closer, and slows them down', async () => {
    const { hotel, register, cashier } = await h.setup();
    await h.open(cashier.headers, register.id);
    await h.close(cashier.headers, { efectivo: '100000' });
    const next = await ctx.factories.actor({ permisos: cashierCodes, hotelIds: [hotel.id] });
    for (let i = 0; i < 5; i++)
      expect((await h.open(next.headers, register.id, { password: 'x' })).statusCode).toBe(422);
    const [counter] = await ctx.db
      .select()
      .from(loginIntentos)
      .where(eq(loginIntentos.clave, `email:${cashier.user.email}`));
    expect(counter?.fallos).toBe(5);
    const locked = await h.open(next.headers, register.id, { password: cashier.user.password });
    expect(locked.statusCode).toBe(429);
  });

  it('409 when the register is already open, or the user already holds one', async () => {
    const { hotel, register, cashier } = await h.setup();
    expect((await h.open(cashier.headers, register.id)).statusCode).toBe(200);
    const other = await ctx.factories.actor({ permisos: cashierCodes, hotelIds: [hotel.id] });
    const twice = await h.open(other.headers, register.id);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe('La caja ya está abierta');

    const second = await h.makeRegister(hotel.id);
    const again = await h.open(cashier.headers, second.id);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toMatch(/^Ya tiene una caja abierta/);
  });

  it('404 for a register of another hotel; 422 for an inactive one', async () => {
    const { hotel, cashier } = await h.setup();
    const foreign = await h.makeRegister((await ctx.factories.makeHotel()).id);
    expect((await h.open(cashier.headers, foreign.id)).statusCode).toBe(404);
    const inactive = await h.makeRegister(hotel.id, { estado: false });
    const res = await h.open(cashier.headers, inactive.id);
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe('La caja está inactiva');
  });
});

describe('POST /api/cajaUltimaAsignacion/{id}', () => {
  it('401, 403, 404, and null for a register never opened', async () => {
    expect((await h.call('POST', '/api/cajaUltimaAsignacion/1')).statusCode).toBe(401);
    const { register, cashier } = await h.setup();
    const denied = await ctx.factories.actor({ permisos: ['rack.ver'] });
    expect(
      (await h.call('POST', `/api/cajaUltimaAsignacion/${register.id}`, denied.headers)).statusCode,
    ).toBe(403);
    expect((await h.call('POST', '/api/cajaUltimaAsignacion/999999', cashier.headers)).statusCode).toBe(404);
    expect((await h.call('POST', '/api/cajaUltimaAsignacion/abc', cashier.headers)).statusCode).toBe(400);
    const res = await h.call('POST', `/api/cajaUltimaAsignacion/${register.id}`, cashier.headers);
    expect(res.json()).toEqual({ data: null });
  });

  it('shows an open assignment as Abierta, with no closing balances', async () => {
    const { register, cashier } = await h.setup();
    await h.open(cashier.headers, register.id);
    const res = await h.call('POST', `/api/cajaUltimaAsignacion/${register.id}`, cashier.headers);
    expect(res.json().data).toMatchObject({ estado: 'Abierta', closing_balance_cash: null });
  });
});

describe('GET /api/cajasNoAsignadas', () => {
  it('lists the active registers of the caller’s hotel with no open assignment', async () => {
    expect((await h.call('GET', '/api/cajasNoAsignadas')).statusCode).toBe(401);
    const { hotel, register, cashier } = await h.setup();
    const busy = await h.makeRegister(hotel.id, { nombre: 'B ocupada' });
    await h.makeRegister(hotel.id, { nombre: 'C inactiva', estado: false });
    await h.makeRegister((await ctx.factories.makeHotel()).id);
    const other = await ctx.factories.actor({ permisos: cashierCodes, hotelIds: [hotel.id] });
    await h.open(other.headers, busy.id);
    const res = await h.call('GET', '/api/cajasNoAsignadas', cashier.headers);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      data: [{ id: register.id, name: register.nombre, nombre: register.nombre }],
    });
    const denied = await ctx.factories.actor({ permisos: ['cajas.ver'], hotelIds: [hotel.id] });
    expect((await h.call('GET', '/api/cajasNoAsignadas', denied.headers)).statusCode).toBe(403);
  });
});
