import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cajaMovimientos, cajaTurnos } from '../src/db/schema';
import { cashierCodes, cashRegisterHelpers } from './helpers/cash-registers';
import { createTestContext, type TestContext } from './helpers/context';
import { DEFAULT_PASSWORD } from './helpers/factories';

/**
 * The register report's totals on a day worked by hand (docs/decisions.md, "Register report").
 *
 * Caja Recepción (R1) and Caja Bar (R2), amounts in pesos as efectivo / tarjetas / transferencia:
 *
 *   Day D−1, R1, shift Z (Carla), outside the range: opens 100.000 / 0 / 0 (first use), takes
 *     50.000 cash, counts 150.000 / 0 / 0.
 *   Day D, R1, shift A (Ana), 08:00–13:00: opens 140.000 / 0 / 0 — Z left 150.000, so the handover
 *     lost 10.000 (entrega −10.000). Cash +200.000, card +80.000, cash refund 15.000, withdrawal
 *     50.000. Expected 140 + 200 − 15 − 50 = 275.000 / 80.000 / 0; counts 270.000 / 80.000 / 0
 *     (closing −5.000).
 *   Day D, R1, shift B (Beto), 14:00–18:30: opens 268.000 / 80.000 / 0 — A left 270.000
 *     (entrega −2.000). Cash +120.000, Nequi +30.000, withdrawal 100.000. Expected
 *     268 + 120 − 100 = 288.000 / 80.000 / 30.000; counts 289.000 / 80.000 / 30.000 (closing +1.000).
 *   Day D, R2, shift X (Carla), 10:00–17:00: first use, opens 50.000 / 0 / 0. Cash +40.000, card
 *     +25.000. Expected and counted 90.000 / 25.000 / 0.
 *   Today, R1, shift C (Ana), still open: opens 289.000 / 80.000 / 30.000 as B left them. Cash
 *     +10.000: expected 299.000 / 80.000 / 30.000.
 */
let ctx: TestContext;
let h: ReturnType<typeof cashRegisterHelpers>;
const bogotaDate = (d: Date) => new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Bogota' }).format(d);
const daysAgo = (n: number) => bogotaDate(new Date(Date.now() - n * 86_400_000));
const today = daysAgo(0);
const dayD = daysAgo(3);
const dayBefore = daysAgo(4);

let w: Awaited<ReturnType<typeof makeDay>>;
async function makeDay() {
  const hotel = await ctx.factories.makeHotel();
  const r1 = await h.makeRegister(hotel.id, { nombre: 'Caja Recepción' });
  const r2 = await h.makeRegister(hotel.id, { nombre: 'Caja Bar' });
  const cashier = () => ctx.factories.actor({ permisos: cashierCodes, hotelIds: [hotel.id] });
  const [ana, beto, carla] = [await cashier(), await cashier(), await cashier()];
  const supervisor = await ctx.factories.actor({
    permisos: ['cajas.ver', 'reportes.cajas'],
    hotelIds: [hotel.id],
  });
  const ok = async (res: Promise<{ statusCode: number; body: string }>) => {
    const done = await res;
    expect(done.statusCode, done.body).toBe(200);
  };
  const counted = (efectivo: string, tarjetas: string, transferencia: string) => ({
    efectivo,
    tarjetas,
    transferencia,
  });
  /** Moves a shift and its movements to a local day and hours (Bogotá is UTC−5). */
  const moveTo = async (turnoId: number, day: string, from: number, to: number | null) => {
    const at = (hour: number) => new Date(Date.parse(`${day}T00:00:00Z`) + (hour + 5) * 3_600_000);
    await ctx.db
      .update(cajaTurnos)
      .set({ abierto_at: at(from), ...(to === null ? {} : { cerrado_at: at(to) }) })
      .where(eq(cajaTurnos.id, turnoId));
    await ctx.db
      .update(cajaMovimientos)
      .set({ created_at: at(from + 1) })
      .where(eq(cajaMovimientos.turno_id, turnoId));
  };
  const lastShiftOf = async (userId: number) => {
    const rows = await ctx.db.select().from(cajaTurnos).where(eq(cajaTurnos.usuario_id, userId));
    return Math.max(...rows.map((r) => r.id));
  };

  // Z: day D−1 on R1.
  await ok(h.open(carla.headers, r1.id, { efectivo: 100000 }));
  await h.pay(carla.user, hotel.id, 'Efectivo', '50000');
  await ok(h.close(carla.headers, counted('150000', '0', '0')));
  const z = await lastShiftOf(carla.user.id);
  await moveTo(z, dayBefore, 8, 18);

  // A: day D on R1, handed over by Carla.
  await ok(h.open(ana.headers, r1.id, { efectivo: 140000, password: DEFAULT_PASSWORD }));
  await h.pay(ana.user, hotel.id, 'Efectivo', '200000');
  await h.pay(ana.user, hotel.id, 'Tarjeta débito', '80000');
  await h.pay(ana.user, hotel.id, 'Efectivo', '15000', { tipo: 'devolucion' });
  await ok(h.withdraw(ana.headers, '50000', 'Consignación'));
  await ok(h.close(ana.headers, counted('270000', '80000', '0')));
  const a = await lastShiftOf(ana.user.id);
  await moveTo(a, dayD, 8, 13);

  // B: day D on R1, handed over by Ana.
  await ok(h.open(beto.headers, r1.id, { efectivo: 268000, tarjetas: 80000, password: DEFAULT_PASSWORD }));
  await h.pay(beto.user, hotel.id, 'Efectivo', '120000');
  await h.pay(beto.user, hotel.id, 'Nequi', '30000');
  await ok(h.withdraw(beto.headers, '100000', 'Pago a proveedor'));
  await ok(h.close(beto.headers, counted('289000', '80000', '30000')));
  const b = await lastShiftOf(beto.user.id);
  await moveTo(b, dayD, 14, 18.5);

  // X: day D on R2, its first use.
  await ok(h.open(carla.headers, r2.id, { efectivo: 50000 }));
  await h.pay(carla.user, hotel.id, 'Efectivo', '40000');
  await h.pay(carla.user, hotel.id, 'Tarjeta débito', '25000');
  await ok(h.close(carla.headers, counted('90000', '25000', '0')));
  const x = await lastShiftOf(carla.user.id);
  await moveTo(x, dayD, 10, 17);

  // C: today on R1, handed over by Beto, still open.
  await ok(
    h.open(ana.headers, r1.id, {
      efectivo: 289000,
      tarjetas: 80000,
      transferencia: 30000,
      password: DEFAULT_PASSWORD,
    }),
  );
  await h.pay(ana.user, hotel.id, 'Efectivo', '10000');
  const c = await lastShiftOf(ana.user.id);
  return { hotel, r1, r2, ana, supervisor, shifts: { z, a, b, x, c } };
}

beforeAll(async () => {
  ctx = await createTestContext();
  h = cashRegisterHelpers(ctx);
  w = await makeDay();
});
afterAll(() => ctx.close());

async function report(query: string) {
  const res = await h.call('GET', `/api/caja/reporte?${query}`, w.supervisor.headers);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as {
    data: { turno_id: number; estado: string; total: Record<string, string | null> }[];
    totales: { grupos: Record<string, string | null>[]; total: Record<string, string | null> };
  };
}
const group = (r: Awaited<ReturnType<typeof report>>, grupo: string) =>
  r.totales.grupos.find((g) => g.grupo === grupo);

describe('GET /api/caja/reporte totals', () => {
  it('day D: each register counts its carried-over cash once', async () => {
    const r = await report(`desde=${dayD}&hasta=${dayD}`);
    expect(r.data.map((s) => s.turno_id)).toEqual([w.shifts.a, w.shifts.x, w.shifts.b]);
    // Efectivo. Saldo inicial: R1 starts from Z's count, 150.000 (A is the first shift of R1 in
    // the range); R2 had no earlier closing, so from X's opening, 50.000 → 200.000.
    // Ingresos 200 + 120 + 40 = 360.000; devoluciones 15.000; retiros 50 + 100 = 150.000.
    // Esperado 200 + 360 − 15 − 150 = 395.000 (the shifts' own expected amounts add to 653.000).
    // Contado at each register's last closing: B 289.000 + X 90.000 = 379.000.
    // Diferencia 379 − 395 = −16.000 = entregas (−10.000 at A, −2.000 at B)
    //                                 + cierres (−5.000 at A, +1.000 at B, 0 at X).
    expect(group(r, 'efectivo')).toEqual({
      grupo: 'efectivo',
      saldo_inicial: '200000.00',
      ingresos: '360000.00',
      devoluciones: '15000.00',
      retiros: '150000.00',
      esperado: '395000.00',
      contado: '379000.00',
      diferencia: '-16000.00',
      resultado: 'faltante',
      diferencia_entrega: '-12000.00',
      diferencia_cierre: '-4000.00',
    });
    // Tarjetas: starts at 0 (Z counted 0, X opened with 0); ingresos 80 + 25 = 105.000; B's
    // 80.000 are A's vouchers carried over, counted once: contado B 80.000 + X 25.000.
    expect(group(r, 'tarjetas')).toMatchObject({
      saldo_inicial: '0.00',
      ingresos: '105000.00',
      esperado: '105000.00',
      contado: '105000.00',
      diferencia: '0.00',
      resultado: 'cuadrada',
      diferencia_entrega: '0.00',
      diferencia_cierre: '0.00',
    });
    // Transferencia: only B's Nequi 30.000, counted at B's closing.
    expect(group(r, 'transferencia')).toMatchObject({
      saldo_inicial: '0.00',
      ingresos: '30000.00',
      esperado: '30000.00',
      contado: '30000.00',
      diferencia: '0.00',
    });
    // All groups: 200.000 + 0 + 0; 360 + 105 + 30 = 495.000; esperado 530.000; contado 514.000.
    expect(r.totales.total).toEqual({
      saldo_inicial: '200000.00',
      ingresos: '495000.00',
      devoluciones: '15000.00',
      retiros: '150000.00',
      esperado: '530000.00',
      contado: '514000.00',
      diferencia: '-16000.00',
      resultado: 'faltante',
      diferencia_entrega: '-12000.00',
      diferencia_cierre: '-4000.00',
    });
  });

  it('shows each shift’s handover difference against the closing before it', async () => {
    const r = await report(`desde=${dayD}&hasta=${dayD}`);
    const entrega = Object.fromEntries(r.data.map((s) => [s.turno_id, s.total.entrega]));
    // A: 140.000 − 150.000; B: (268.000 + 80.000) − (270.000 + 80.000); X: no earlier closing.
    expect(entrega).toEqual({ [w.shifts.a]: '-10000.00', [w.shifts.b]: '-2000.00', [w.shifts.x]: null });
  });

  it('D to today: the open shift C ends R1, so nothing is counted at the end yet', async () => {
    const r = await report(`desde=${dayD}&hasta=${today}`);
    expect(r.data.at(-1)).toMatchObject({ turno_id: w.shifts.c, estado: 'Abierta' });
    // Saldo inicial unchanged (C continues B): 200.000. Ingresos 360 + 10 = 370.000.
    // Esperado 200 + 370 − 15 − 150 = 405.000. C's handover is exact (289.000 = B's count), so
    // entregas stay −12.000; cierres −4.000 (C has none yet). Contado and diferencia: unknown.
    // (R1 should now hold 150 + 165 − 12 − 4 = 299.000, C's own expected amount, the 'Total Caja'.)
    expect(group(r, 'efectivo')).toEqual({
      grupo: 'efectivo',
      saldo_inicial: '200000.00',
      ingresos: '370000.00',
      devoluciones: '15000.00',
      retiros: '150000.00',
      esperado: '405000.00',
      contado: null,
      diferencia: null,
      resultado: null,
      diferencia_entrega: '-12000.00',
      diferencia_cierre: '-4000.00',
    });
    expect(r.data.at(-1)?.total).toMatchObject({ esperado: '409000.00', entrega: '0.00' });
  });

  it('today on R1 alone starts from what B left: 289.000 in cash', async () => {
    const r = await report(`desde=${today}&hasta=${today}&caja_id=${w.r1.id}`);
    expect(group(r, 'efectivo')).toMatchObject({
      saldo_inicial: '289000.00',
      ingresos: '10000.00',
      esperado: '299000.00',
      contado: null,
    });
  });

  it('one cashier’s shifts that are not back to back each start from what they received', async () => {
    const r = await report(`desde=${dayD}&hasta=${today}&usuario_id=${w.ana.user.id}`);
    expect(r.data.map((s) => s.turno_id)).toEqual([w.shifts.a, w.shifts.c]);
    // Beto's B sits between A and C: A starts from Z's 150.000, C from B's 289.000 → 439.000.
    // Ingresos 200 + 10 = 210.000; esperado 439 + 210 − 15 − 50 = 584.000. A's chain ends at
    // A's count (270.000), C's is open → no contado. Entregas −10.000 (A), cierres −5.000 (A).
    expect(group(r, 'efectivo')).toMatchObject({
      saldo_inicial: '439000.00',
      ingresos: '210000.00',
      esperado: '584000.00',
      contado: null,
      diferencia_entrega: '-10000.00',
      diferencia_cierre: '-5000.00',
    });
  });
});
