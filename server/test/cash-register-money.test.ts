import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cajaTurnos } from '../src/db/schema';
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

/** A cashier holding a freshly opened register with the given cash. */
async function openedWith(efectivo: number | string) {
  const s = await h.setup();
  const res = await h.open(s.cashier.headers, s.register.id, { efectivo });
  expect(res.statusCode).toBe(200);
  return s;
}

describe('POST /api/caja/retiro-parcial', () => {
  it('401, 403 and 400', async () => {
    expect((await h.withdraw({}, 1)).statusCode).toBe(401);
    const denied = await h.setup(['cajas.abrir']);
    expect((await h.withdraw(denied.cashier.headers, 1)).statusCode).toBe(403);
    const { cashier } = await openedWith(10);
    const bad = await h.call('POST', '/api/caja/retiro-parcial', cashier.headers, { monto: '0', motivo: '' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual({
      monto: ['El monto debe ser mayor que cero'],
      motivo: ['Indique el motivo del retiro'],
    });
  });

  it('422 without an open register', async () => {
    const { cashier } = await h.setup();
    const res = await h.withdraw(cashier.headers, 1000);
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe('Debe abrir una caja para hacer retiros');
  });

  it('takes cash out, never more than the cash held (card money does not count)', async () => {
    const { hotel, register, cashier } = await openedWith(100_000);
    await h.pay(cashier.user, hotel.id, 'Efectivo', '20000.50');
    await h.pay(cashier.user, hotel.id, 'Tarjeta crédito', '500000');
    const ok = await h.withdraw(cashier.headers, '70000.25', 'Consignación');
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({
      message: 'Retiro registrado correctamente',
      data: {
        caja_id: register.id,
        caja: register.nombre,
        monto: '70000.25',
        motivo: 'Consignación',
        saldo_efectivo: '50000.25',
      },
    });
    expect((await auditOf(ctx.db, 'caja_movimientos', ok.json().data.id))[0]?.accion).toBe('retiro');

    const over = await h.withdraw(cashier.headers, '50000.26');
    expect(over.statusCode).toBe(422);
    expect(over.json().message).toBe('El retiro supera el efectivo disponible en la caja ($ 50.000,25)');
    expect((await h.withdraw(cashier.headers, '50000.25')).statusCode).toBe(200);
    expect((await h.withdraw(cashier.headers, '0.01')).statusCode).toBe(422);
  });
});

describe('POST /api/cajaCerrar', () => {
  it('401, 403, 400 (every group must be counted) and 422 with no open register', async () => {
    expect((await h.close({})).statusCode).toBe(401);
    const denied = await h.setup(['cajas.abrir']);
    expect((await h.close(denied.cashier.headers)).statusCode).toBe(403);
    const { cashier } = await h.setup();
    const bad = await h.call('POST', '/api/cajaCerrar', cashier.headers, { efectivo: '10' });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors)).toEqual(['tarjetas', 'transferencia']);
    const none = await h.close(cashier.headers);
    expect(none.statusCode).toBe(422);
    expect(none.json().message).toBe('No tiene una caja abierta para cerrar');
  });

  it('stores counted, expected and the difference per group: faltante, sobrante, cuadrada', async () => {
    const { hotel, register, cashier } = await openedWith('100000');
    const { user } = cashier;
    await h.pay(user, hotel.id, 'Efectivo', '35000.10');
    await h.pay(user, hotel.id, 'Efectivo', '4999.90');
    await h.pay(user, hotel.id, 'Efectivo', '10000', { tipo: 'devolucion' });
    await h.pay(user, hotel.id, 'Tarjeta débito', '80000');
    await h.pay(user, hotel.id, 'Nequi', '15000');
    await h.withdraw(cashier.headers, '30000');
    // efectivo: 100000 + 40000 − 10000 − 30000 = 100000; tarjetas 80000; transferencia 15000.
    const res = await h.close(cashier.headers, {
      efectivo: '99500',
      tarjetas: '80000',
      transferencia: '15200',
      observaciones: 'Faltan 500 en monedas',
    });
    expect(res.statusCode).toBe(200);
    const { message, data } = res.json();
    expect(message).toBe('Caja cerrada correctamente');
    expect(data).toMatchObject({
      caja_id: register.id,
      estado: 'Cerrada',
      observaciones_cierre: 'Faltan 500 en monedas',
    });
    expect(data.grupos).toEqual([
      {
        grupo: 'efectivo',
        apertura: '100000.00',
        reportado: null,
        entrega: null,
        ingresos: '40000.00',
        devoluciones: '10000.00',
        retiros: '30000.00',
        esperado: '100000.00',
        contado: '99500.00',
        diferencia: '-500.00',
        resultado: 'faltante',
      },
      expect.objectContaining({
        grupo: 'tarjetas',
        esperado: '80000.00',
        diferencia: '0.00',
        resultado: 'cuadrada',
      }),
      expect.objectContaining({
        grupo: 'transferencia',
        esperado: '15000.00',
        diferencia: '200.00',
        resultado: 'sobrante',
      }),
    ]);
    expect(data.total).toMatchObject({ esperado: '195000.00', contado: '194700.00', diferencia: '-300.00' });

    const [stored] = await ctx.db.select().from(cajaTurnos).where(eq(cajaTurnos.caja_id, register.id));
    expect(stored).toMatchObject({
      contado_efectivo: '99500.00',
      esperado_efectivo: '100000.00',
      diferencia_efectivo: '-500.00',
      diferencia_transferencia: '200.00',
    });
    expect(stored?.cerrado_at).toBeInstanceOf(Date);
    // Closed: the register can be opened again and the cashier holds nothing.
    expect((await h.close(cashier.headers)).statusCode).toBe(422);
    const balance = await h.call('GET', '/api/detalleCajaSaldo', cashier.headers);
    expect(balance.json()).toEqual({ data: null });
  });
});

describe('GET /api/detalleCajaSaldo and /detalleCajaSaldoByGrupos', () => {
  it('401 without a token; null for a user with no open register', async () => {
    expect((await h.call('GET', '/api/detalleCajaSaldo')).statusCode).toBe(401);
    expect((await h.call('GET', '/api/detalleCajaSaldoByGrupos')).statusCode).toBe(401);
    const nobody = await ctx.factories.actor();
    expect((await h.call('GET', '/api/detalleCajaSaldo', nobody.headers)).json()).toEqual({ data: null });
    expect((await h.call('GET', '/api/detalleCajaSaldoByGrupos', nobody.headers)).json()).toEqual({
      data: null,
    });
  });

  it('answers the caller’s open register with its balance over every group', async () => {
    const { hotel, register, cashier } = await openedWith('1000.50');
    await h.pay(cashier.user, hotel.id, 'Transferencia', '0.25');
    const res = await h.call('GET', '/api/detalleCajaSaldo', cashier.headers);
    expect(res.json().data).toMatchObject({
      id: register.id,
      name: register.nombre,
      nombre: register.nombre,
      saldo: '1000.75',
      isCajaAbierta: true,
      usuario: cashier.user.name,
    });
    const groups = await h.call('GET', '/api/detalleCajaSaldoByGrupos', cashier.headers);
    expect(groups.json().data.grupos.map((g: { esperado: string }) => g.esperado)).toEqual([
      '1000.50',
      '0.00',
      '0.25',
    ]);
    expect(groups.json().data.grupos[0].contado).toBeNull();
  });

  it('/{id} needs cajas.ver and answers any register of the hotel; 404 elsewhere', async () => {
    const { hotel, register } = await openedWith('10');
    expect((await h.call('GET', `/api/detalleCajaSaldo/${register.id}`)).statusCode).toBe(401);
    const cashierOnly = await ctx.factories.actor({ permisos: ['cajas.abrir'], hotelIds: [hotel.id] });
    expect(
      (await h.call('GET', `/api/detalleCajaSaldo/${register.id}`, cashierOnly.headers)).statusCode,
    ).toBe(403);
    const viewer = await ctx.factories.actor({ permisos: ['cajas.ver'], hotelIds: [hotel.id] });
    const res = await h.call('GET', `/api/detalleCajaSaldo/${register.id}`, viewer.headers);
    expect(res.json().data).toMatchObject({ saldo: '10.00', isCajaAbierta: true });
    const idle = await h.makeRegister(hotel.id);
    const closed = await h.call('GET', `/api/detalleCajaSaldo/${idle.id}`, viewer.headers);
    expect(closed.json().data).toMatchObject({ saldo: '0.00', isCajaAbierta: false, usuario: null });
    const foreign = await h.makeRegister((await ctx.factories.makeHotel()).id);
    expect((await h.call('GET', `/api/detalleCajaSaldo/${foreign.id}`, viewer.headers)).statusCode).toBe(404);
    expect((await h.call('GET', '/api/detalleCajaSaldo/x', viewer.headers)).statusCode).toBe(400);
  });
});
