import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Clock } from '../src/lib/clock';
import { invoicingContext } from './helpers/invoices';

/** abonoListar (issue 28): the list of receipts of Cuentas por cobrar. */
const clock: Clock = { now: () => new Date('2026-11-20T15:00:00Z') };

let c: Awaited<ReturnType<typeof invoicingContext>>;
let t: Awaited<ReturnType<typeof invoicingContext>>['t'];
let collector: { headers: Record<string, string> };
let transferencia: number;
let firm: { id: number };
let other: { id: number };
const receipts: { id: number; numero: string }[] = [];

let keySeq = 0;
async function pay(body: object) {
  const res = await t.ctx.app.inject({
    method: 'POST',
    url: '/api/abonoCrear',
    payload: body,
    headers: { ...collector.headers, 'idempotency-key': `lista-${++keySeq}-clave` },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as { id: number; numero: string };
}

const creditInvoice = (empresaId: number) => c.creditInvoice(empresaId);

const list = async (body: object, query = '') => {
  const res = await t.post(`/abonoListar${query}`, body, collector.headers);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};

beforeAll(async () => {
  c = await invoicingContext(clock);
  ({ t } = c);
  collector = await c.withRegister(
    ['facturas.cartera', 'facturas.abonar', 'facturas.anular_abono', 'cajas.abrir'],
    'Recibos',
  );
  const methods = await t.ctx.db.execute(sql`select id from formas_pago where nombre = 'Transferencia'`);
  transferencia = (methods as unknown as { rows: { id: number }[] }).rows[0]?.id ?? 0;
  firm = await c.company();
  other = await c.company();
  await creditInvoice(firm.id);
  await creditInvoice(other.id);
  receipts.push(
    await pay({ cliente_id: firm.id, forma_pago_id: transferencia, monto: '100000', referencia: 'TRF 1' }),
  );
  receipts.push(
    await pay({
      cliente_id: firm.id,
      forma_pago_id: t.efectivo,
      monto: '50000',
      retenciones: [{ tipo: 'retefuente', monto: '5000' }],
    }),
  );
  receipts.push(await pay({ cliente_id: other.id, forma_pago_id: t.efectivo, monto: '20000' }));
  const annul = await t.post(
    `/abonoAnular/${receipts[0]?.id}`,
    { motivo: 'Transferencia devuelta' },
    collector.headers,
  );
  expect(annul.statusCode, annul.body).toBe(200);
});
afterAll(() => t.ctx.close());

describe('abonoListar', () => {
  it('answers 401 without a token, 403 without the receivables permission, 400 on a bad filter', async () => {
    expect(
      (await t.ctx.app.inject({ method: 'POST', url: '/api/abonoListar', payload: {} })).statusCode,
    ).toBe(401);
    const payer = await t.ctx.factories.actor({ permisos: ['facturas.abonar'], hotelIds: [t.hotelId] });
    expect((await t.post('/abonoListar', {}, payer.headers)).statusCode).toBe(403);
    const bad = await t.post('/abonoListar', { desde: '20/11/2026', estado: 'borrado' }, collector.headers);
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['desde', 'estado']);
  });

  it('lists the receipts latest first with what the ones in force collected, paged in SQL', async () => {
    const all = await list({});
    expect(all.total).toBe(3);
    expect(all.data.map((r: { numero: string }) => r.numero)).toEqual(
      [...receipts].reverse().map((r) => r.numero),
    );
    // The annulled one is listed with its reason, and not counted in what was collected.
    const annulled = all.data.find((r: { id: number }) => r.id === receipts[0]?.id);
    expect(annulled).toMatchObject({
      estado: 'anulado',
      motivo_anulacion: 'Transferencia devuelta',
      forma_pago: 'Transferencia',
    });
    expect(all.totales).toEqual({ monto: '70000.00', retenciones: '5000.00' });
    const page2 = await list({}, '?page=2&per_page=2');
    expect(page2.data).toHaveLength(1);
    expect(page2.total).toBe(3);
    expect(page2.totales).toEqual(all.totales);
  });

  it('filters by client, state, dates and searches by number or client', async () => {
    const ofFirm = await list({ cliente_id: firm.id });
    expect(ofFirm.total).toBe(2);
    expect((await list({ estado: 'anulado' })).data.map((r: { id: number }) => r.id)).toEqual([
      receipts[0]?.id,
    ]);
    expect((await list({ estado: 'vigente', cliente_id: firm.id })).totales).toEqual({
      monto: '50000.00',
      retenciones: '5000.00',
    });
    expect((await list({ desde: '2026-11-21' })).total).toBe(0);
    expect((await list({ desde: '2026-11-20', hasta: '2026-11-20' })).total).toBe(3);
    const byNumber = await list({ search: receipts[2]?.numero });
    expect(byNumber.data.map((r: { id: number }) => r.id)).toEqual([receipts[2]?.id]);
    const name = ofFirm.data[0].cliente as string;
    expect(
      (await list({ search: name.split(' ').at(-2) })).data.every(
        (r: { cliente: string }) => r.cliente === name,
      ),
    ).toBe(true);
  });

  it('never lists another hotel’s receipts', async () => {
    const elsewhere = await t.ctx.factories.makeHotel();
    const stranger = await t.ctx.factories.actor({
      permisos: ['facturas.cartera'],
      hotelIds: [elsewhere.id],
    });
    const res = await t.post('/abonoListar', {}, stranger.headers);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ total: 0, data: [], totales: { monto: '0.00', retenciones: '0.00' } });
  });
});

describe('the receipts of a client’s statement', () => {
  it('come paged in SQL: the latest 10 with how many there are, the rest through abonoListar', async () => {
    const busy = await c.company();
    await creditInvoice(busy.id);
    const made: number[] = [];
    for (let i = 0; i < 12; i++) {
      made.push((await pay({ cliente_id: busy.id, forma_pago_id: t.efectivo, monto: '1000' })).id);
    }
    const res = await t.get(`/cuentasPorCobrarCliente/${busy.id}`, collector.headers);
    expect(res.statusCode, res.body).toBe(200);
    const statement = res.json().data;
    const latestFirst = [...made].reverse();
    expect(statement.abonos_total).toBe(12);
    expect(statement.abonos.map((r: { id: number }) => r.id)).toEqual(latestFirst.slice(0, 10));
    // The statement's page is abonoListar's first page of the client; the second has the rest.
    const first = await list({ cliente_id: busy.id }, '?page=1&per_page=10');
    expect(first.data).toEqual(statement.abonos);
    const second = await list({ cliente_id: busy.id }, '?page=2&per_page=10');
    expect(second.data.map((r: { id: number }) => r.id)).toEqual(latestFirst.slice(10));
    expect(second.total).toBe(12);
    // Every payment is still in the statement's movements and its balance.
    expect(statement.aging.saldo).toBe('249800.00');
  });
});
