import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cajaMovimientos, cajaTurnos } from '../src/db/schema';
import { cashierCodes, cashRegisterHelpers } from './helpers/cash-registers';
import { createTestContext, type TestContext } from './helpers/context';

let ctx: TestContext;
let h: ReturnType<typeof cashRegisterHelpers>;
const bogotaDate = (d: Date) => new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Bogota' }).format(d);
const daysAgo = (n: number) => bogotaDate(new Date(Date.now() - n * 86_400_000));
const today = daysAgo(0);
/** Ana's shift day: five days back, so date filters can tell it from today's. */
const past = daysAgo(5);

/**
 * One hotel with two registers and two cashiers: Ana had a shift five days ago (moved back in
 * time), Beto has one today and still holds it; a supervisor sees everything.
 */
let world: Awaited<ReturnType<typeof makeWorld>>;
async function makeWorld() {
  const hotel = await ctx.factories.makeHotel();
  const r1 = await h.makeRegister(hotel.id, { nombre: 'Caja Uno' });
  const r2 = await h.makeRegister(hotel.id, { nombre: 'Caja Dos' });
  const ana = await ctx.factories.actor({ permisos: cashierCodes, hotelIds: [hotel.id] });
  const beto = await ctx.factories.actor({ permisos: cashierCodes, hotelIds: [hotel.id] });
  const supervisor = await ctx.factories.actor({
    permisos: ['cajas.ver', 'reportes.cajas'],
    hotelIds: [hotel.id],
  });

  await h.open(ana.headers, r1.id, { efectivo: '1000' });
  await h.pay(ana.user, hotel.id, 'Efectivo', '500');
  await h.withdraw(ana.headers, '300', 'Pago a proveedor');
  await h.close(ana.headers, { efectivo: '1100' });
  const shift = async (userId: number) =>
    (await ctx.db.select().from(cajaTurnos).where(eq(cajaTurnos.usuario_id, userId)))[0]?.id ?? 0;
  const anaShift = await shift(ana.user.id);
  // Bogotá is UTC−5: 15:00 UTC is 10:00 local on the same day.
  await ctx.db
    .update(cajaTurnos)
    .set({ abierto_at: new Date(`${past}T13:00:00Z`), cerrado_at: new Date(`${past}T23:00:00Z`) })
    .where(eq(cajaTurnos.id, anaShift));
  await ctx.db
    .update(cajaMovimientos)
    .set({ created_at: new Date(`${past}T15:00:00Z`) })
    .where(eq(cajaMovimientos.turno_id, anaShift));

  await h.open(beto.headers, r2.id, { efectivo: '200', password: 'AUTOAPROBACION' });
  await h.pay(beto.user, hotel.id, 'Nequi', '50');
  await h.withdraw(beto.headers, '100', 'Cambio');
  return { hotel, r1, r2, ana, beto, supervisor, anaShift, betoShift: await shift(beto.user.id) };
}

beforeAll(async () => {
  ctx = await createTestContext();
  h = cashRegisterHelpers(ctx);
  world = await makeWorld();
});
afterAll(() => ctx.close());

const get = (url: string, headers: Record<string, string> = {}) => h.call('GET', url, headers);

describe('GET /api/caja/cierres', () => {
  it('401, 403, 400', async () => {
    expect((await get('/api/caja/cierres')).statusCode).toBe(401);
    expect((await get('/api/caja/cierres', world.ana.headers)).statusCode).toBe(403);
    const bad = await get('/api/caja/cierres?desde=2026-02-01&hasta=2026-01-01', world.supervisor.headers);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual({ hasta: ['La fecha inicial debe ser anterior a la final'] });
  });

  it('lists closings with their detail, filtered by the hotel’s dates, register and user', async () => {
    const { supervisor, ana, r1, r2 } = world;
    const all = await get('/api/caja/cierres', supervisor.headers);
    expect(all.json()).toMatchObject({ total: 1, data: [{ caja: 'Caja Uno', usuario: ana.user.name }] });
    expect(all.json().data[0].grupos[0]).toMatchObject({
      ingresos: '500.00',
      retiros: '300.00',
      esperado: '1200.00',
      contado: '1100.00',
      diferencia: '-100.00',
      resultado: 'faltante',
    });
    const q = (s: string) => get(`/api/caja/cierres?${s}`, supervisor.headers).then((r) => r.json().total);
    expect(await q(`desde=${past}&hasta=${past}`)).toBe(1);
    expect(await q(`desde=${daysAgo(4)}`)).toBe(0);
    expect(await q(`caja_id=${r1.id}`)).toBe(1);
    expect(await q(`caja_id=${r2.id}`)).toBe(0);
    expect(await q(`usuario_id=${world.beto.user.id}`)).toBe(0);
  });
});

describe('GET /api/caja/historial-retiros', () => {
  it('shows every withdrawal with cajas.ver, only one’s own with cajas.retirar alone', async () => {
    expect((await get('/api/caja/historial-retiros')).statusCode).toBe(401);
    const denied = await ctx.factories.actor({ permisos: ['cajas.abrir'], hotelIds: [world.hotel.id] });
    expect((await get('/api/caja/historial-retiros', denied.headers)).statusCode).toBe(403);
    const all = await get('/api/caja/historial-retiros', world.supervisor.headers);
    expect(all.json().data.map((w: { motivo: string }) => w.motivo)).toEqual(['Cambio', 'Pago a proveedor']);
    const mine = await get('/api/caja/historial-retiros', world.beto.headers);
    expect(mine.json()).toMatchObject({
      total: 1,
      data: [{ motivo: 'Cambio', monto: '100.00', caja: 'Caja Dos' }],
    });
    const dated = await get(
      `/api/caja/historial-retiros?desde=${today}&hasta=${today}`,
      world.supervisor.headers,
    );
    expect(dated.json().total).toBe(1);
    expect((await get('/api/caja/historial-retiros?desde=ayer', world.supervisor.headers)).statusCode).toBe(
      400,
    );
  });
});

describe('GET /api/caja/movimientos/{id}', () => {
  it('lists the movements of the open (or given) shift; others’ shifts need cajas.ver', async () => {
    const { r1, r2, ana, beto, supervisor, anaShift } = world;
    expect((await get(`/api/caja/movimientos/${r2.id}`)).statusCode).toBe(401);
    const own = await get(`/api/caja/movimientos/${r2.id}`, beto.headers);
    expect(own.json().data.map((m: { tipo: string; grupo: string }) => `${m.tipo}:${m.grupo}`)).toEqual([
      'retiro:efectivo',
      'pago:transferencia',
    ]);
    expect(own.json().data[1]).toMatchObject({
      forma_pago: 'Nequi',
      monto: '50.00',
      usuario: beto.user.name,
    });
    const denied = await get(`/api/caja/movimientos/${r2.id}`, ana.headers);
    expect(denied.statusCode).toBe(403);
    const past = await get(`/api/caja/movimientos/${r1.id}?turno_id=${anaShift}`, supervisor.headers);
    expect(past.json().total).toBe(2);
    expect(
      (await get(`/api/caja/movimientos/${r2.id}?turno_id=${anaShift}`, supervisor.headers)).statusCode,
    ).toBe(404);
  });
});

describe('GET /api/cajasAbiertas', () => {
  it('says who holds which register since when, with its balance', async () => {
    expect((await get('/api/cajasAbiertas')).statusCode).toBe(401);
    expect((await get('/api/cajasAbiertas', world.beto.headers)).statusCode).toBe(403);
    const res = await get('/api/cajasAbiertas', world.supervisor.headers);
    expect(res.json().data).toEqual([
      expect.objectContaining({ caja: 'Caja Dos', usuario: world.beto.user.name, saldo: '150.00' }),
    ]);
  });
});

describe('GET /api/caja/reporte', () => {
  it('401, 403, 400 without dates, 422 past a year', async () => {
    expect((await get('/api/caja/reporte?desde=2026-01-01&hasta=2026-01-31')).statusCode).toBe(401);
    expect(
      (await get('/api/caja/reporte?desde=2026-01-01&hasta=2026-01-31', world.beto.headers)).statusCode,
    ).toBe(403);
    const missing = await get('/api/caja/reporte', world.supervisor.headers);
    expect(Object.keys(missing.json().errors)).toEqual(['desde', 'hasta']);
    const long = await get('/api/caja/reporte?desde=2024-01-01&hasta=2026-01-31', world.supervisor.headers);
    expect(long.statusCode).toBe(422);
  });

  it('lists the shifts opened in the range with totals per group and overall', async () => {
    const res = await get(`/api/caja/reporte?desde=${daysAgo(30)}&hasta=${today}`, world.supervisor.headers);
    expect(res.statusCode).toBe(200);
    const report = res.json();
    expect(report.data.map((s: { caja: string; estado: string }) => `${s.caja}:${s.estado}`)).toEqual([
      'Caja Uno:Cerrada',
      'Caja Dos:Abierta',
    ]);
    // Two registers, one shift each, both first uses: each starts from its opening.
    expect(report.totales.grupos[0]).toMatchObject({
      grupo: 'efectivo',
      saldo_inicial: '1200.00',
      ingresos: '500.00',
      retiros: '400.00',
      esperado: '1300.00',
      contado: null,
      diferencia: null,
      diferencia_cierre: '-100.00',
    });
    expect(report.totales.total).toMatchObject({ ingresos: '550.00', esperado: '1350.00' });
    const pastOnly = await get(`/api/caja/reporte?desde=${past}&hasta=${past}`, world.supervisor.headers);
    expect(pastOnly.json().totales.total).toMatchObject({
      contado: '1100.00',
      diferencia: '-100.00',
      diferencia_entrega: '0.00',
      diferencia_cierre: '-100.00',
    });
  });
});

describe('GET /api/caja/usuarios', () => {
  it('lists the users who held registers of the hotel', async () => {
    expect((await get('/api/caja/usuarios')).statusCode).toBe(401);
    expect((await get('/api/caja/usuarios', world.ana.headers)).statusCode).toBe(403);
    const res = await get('/api/caja/usuarios', world.supervisor.headers);
    expect(
      res
        .json()
        .data.map((u: { id: number }) => u.id)
        .sort(),
    ).toEqual([world.ana.user.id, world.beto.user.id].sort());
  });
});
