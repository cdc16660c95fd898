import { reportPaths } from '@posada/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Clock } from '../src/lib/clock';
import { invoicingContext } from './helpers/invoices';

/**
 * The receivables in the reports: the Consolidado's credit invoices issued and payments received
 * in its range, and the dashboard's balance owed and past due.
 */
let now = new Date('2026-11-20T15:00:00Z');
const clock: Clock = { now: () => now };

let c: Awaited<ReturnType<typeof invoicingContext>>;
let t: Awaited<ReturnType<typeof invoicingContext>>['t'];
let manager: { headers: Record<string, string> };
let collector: { headers: Record<string, string> };

const company = () => c.company();

const creditInvoice = (empresaId: number) => c.creditInvoice(empresaId);

const consolidated = async (desde: string, hasta: string) => {
  const res = await t.post(reportPaths.consolidated, { desde, hasta, comparar: 'periodo' }, manager.headers);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};
const dashboard = async () => {
  const res = await t.get(reportPaths.dashboard, manager.headers);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};

beforeAll(async () => {
  c = await invoicingContext(clock);
  ({ t } = c);
  manager = await t.ctx.factories.actor({
    permisos: ['reportes.consolidado', 'reportes.tablero'],
    hotelIds: [t.hotelId],
  });
  collector = await c.withRegister(
    ['facturas.cartera', 'facturas.abonar', 'cajas.abrir'],
    'Cartera informes',
    1_000_000,
  );
});
afterAll(() => t.ctx.close());

describe('receivables in the Consolidado and the dashboard', () => {
  it('counts the credit invoices issued and the payments applied in the range; the dashboard owes and is past due', async () => {
    const empty = await consolidated('2026-11-20', '2026-11-20');
    expect(empty.cartera).toEqual({
      creada: { cantidad: 0, total: '0.00' },
      cobrada: { cantidad: 0, total: '0.00' },
    });
    expect((await dashboard()).cartera).toEqual({ saldo: '0.00', vencido: '0.00', clientes_vencidos: 0 });

    const first = await company();
    const second = await company();
    const a = await creditInvoice(first.id);
    const b = await creditInvoice(second.id);
    expect([a.total, b.total]).toEqual(['261800.00', '261800.00']);
    const paid = await t.ctx.app.inject({
      method: 'POST',
      url: '/api/abonoCrear',
      payload: { cliente_id: first.id, forma_pago_id: t.efectivo, monto: 100000 },
      headers: { ...collector.headers, 'idempotency-key': 'abono-informe-1' },
    });
    expect(paid.statusCode, paid.body).toBe(200);

    const r = await consolidated('2026-11-20', '2026-11-20');
    expect(r.cartera).toEqual({
      creada: { cantidad: 2, total: '523600.00' },
      cobrada: { cantidad: 1, total: '100000.00' },
    });
    expect(r.comparacion.cifras).toContainEqual({
      concepto: 'Cartera cobrada (abonos)',
      actual: '100000.00',
      anterior: '0.00',
      diferencia: '100000.00',
      porcentaje: null,
    });
    // Another day's range holds none of them.
    expect((await consolidated('2026-11-21', '2026-11-21')).cartera.creada.cantidad).toBe(0);

    // Today nothing is past due; 31 days later both invoices are (30 days of credit).
    expect((await dashboard()).cartera).toEqual({
      saldo: '423600.00',
      vencido: '0.00',
      clientes_vencidos: 0,
    });
    now = new Date('2026-12-21T15:00:00Z');
    expect((await dashboard()).cartera).toEqual({
      saldo: '423600.00',
      vencido: '423600.00',
      clientes_vencidos: 2,
    });
  });
});
