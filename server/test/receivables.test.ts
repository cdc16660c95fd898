import { NO_OPEN_REGISTER_FOR_PAYMENTS, type PermissionCode } from '@posada/contracts';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { abonos, auditoria, cajaMovimientos } from '../src/db/schema';
import type { Clock } from '../src/lib/clock';
import { invoicingContext } from './helpers/invoices';

/** The app's clock, moved by the aging tests (the hotel is in Bogotá, UTC−5). */
let now = new Date('2026-11-20T15:00:00Z');
const clock: Clock = { now: () => new Date(now) };

let c: Awaited<ReturnType<typeof invoicingContext>>;
let t: Awaited<ReturnType<typeof invoicingContext>>['t'];
type Actor = { headers: Record<string, string>; user: { id: number } };
let collector: Actor;
let transferencia: number;

const collectorCodes: PermissionCode[] = [
  'facturas.cartera',
  'facturas.abonar',
  'facturas.anular_abono',
  'cajas.abrir',
];

const withRegister = (permisos: PermissionCode[], nombre: string) => c.withRegister(permisos, nombre);
const company = (over: Record<string, unknown> = {}) => c.company(over);

const creditInvoice = (empresaId: number) => c.creditInvoice(empresaId);

/** Rooms of the stays this file opens itself (R1, R2…; the credit invoices use C1, C2…). */
let roomSeq = 0;

let keySeq = 0;
const pay = (body: object, headers = collector.headers, key = `abono-${++keySeq}-clave`) =>
  t.ctx.app.inject({
    method: 'POST',
    url: '/api/abonoCrear',
    payload: body,
    headers: { ...headers, 'idempotency-key': key },
  });
const statement = async (clientId: number) => {
  const res = await t.get(`/cuentasPorCobrarCliente/${clientId}`, collector.headers);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
};
const receiptCount = async () => (await t.ctx.db.select().from(abonos)).length;
/** Invoices whose running total of payments differs from the sum of their applications in force. */
const drifted = async () =>
  (
    (await t.ctx.db.execute(sql`select f.id from facturas f where f.total_abonos <> coalesce((select sum(ap.monto)
      from abono_aplicaciones ap join abonos ab on ab.id = ap.abono_id and ab.estado = 'vigente'
      where ap.factura_id = f.id), 0)`)) as unknown as { rows: unknown[] }
  ).rows;
const moveCount = async () => (await t.ctx.db.select().from(cajaMovimientos)).length;

beforeAll(async () => {
  c = await invoicingContext(clock);
  ({ t } = c);
  collector = await withRegister(collectorCodes, 'Cartera');
  const methods = await t.ctx.db.execute(sql`select id from formas_pago where nombre = 'Transferencia'`);
  transferencia = (methods as unknown as { rows: { id: number }[] }).rows[0]?.id ?? 0;
});
afterAll(() => t.ctx.close());

describe('guards: 401, 403, 400', () => {
  const calls: [method: 'GET' | 'POST', url: string, body: object | undefined][] = [
    ['POST', '/cuentasPorCobrarListar', {}],
    ['GET', '/cuentasPorCobrarCliente/1', undefined],
    ['POST', '/abonoCrear', { cliente_id: 1, forma_pago_id: 1, monto: 1000 }],
    ['POST', '/abonoAnular/1', { motivo: 'Error' }],
    ['POST', '/cuotasCrear', { factura_ids: [1], cuotas: [{ fecha: '2026-12-01', monto: 1 }] }],
  ];

  it('answers 401 without a token and 403 without the permission', async () => {
    const nobody = await t.ctx.factories.actor({ permisos: ['facturas.ver'], hotelIds: [t.hotelId] });
    for (const [method, url, payload] of calls) {
      const headers = { 'idempotency-key': 'clave-de-prueba' };
      const anonymous = await t.ctx.app.inject({ method, url: `/api${url}`, payload, headers });
      expect(anonymous.statusCode, url).toBe(401);
      const forbidden = await t.ctx.app.inject({
        method,
        url: `/api${url}`,
        payload,
        headers: { ...headers, ...nobody.headers },
      });
      expect(forbidden.statusCode, url).toBe(403);
    }
    // Registering payments is not annulling them.
    const payer = await t.ctx.factories.actor({ permisos: ['facturas.abonar'], hotelIds: [t.hotelId] });
    const annul = await t.post('/abonoAnular/1', { motivo: 'Error' }, payer.headers);
    expect(annul.statusCode).toBe(403);
  });

  it('answers 400 with the field in Spanish, and bad input changes nothing', async () => {
    const before = { receipts: await receiptCount(), moves: await moveCount() };
    const cases: [body: object, field: string][] = [
      [{ cliente_id: 1, forma_pago_id: t.efectivo, monto: 0 }, 'monto'],
      [{ cliente_id: 1, forma_pago_id: t.efectivo, monto: 'mil' }, 'monto'],
      [{ cliente_id: 'x', forma_pago_id: t.efectivo, monto: 1000 }, 'cliente_id'],
      [
        { cliente_id: 1, forma_pago_id: t.efectivo, monto: 1000, retenciones: [{ tipo: 'iva', monto: 1 }] },
        'retenciones.0.tipo',
      ],
    ];
    for (const [body, field] of cases) {
      const res = await pay(body);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().errors[field], res.body).toBeDefined();
    }
    const noKey = await t.post(
      '/abonoCrear',
      { cliente_id: 1, forma_pago_id: t.efectivo, monto: 1 },
      collector.headers,
    );
    expect(noKey.statusCode).toBe(400);
    const plan = await t.post(
      '/cuotasCrear',
      {
        factura_ids: [1, 1],
        cuotas: [
          { fecha: '2026-12-02', monto: 1 },
          { fecha: '2026-12-01', monto: 1 },
        ],
      },
      collector.headers,
    );
    expect(plan.statusCode).toBe(400);
    expect(Object.keys(plan.json().errors).sort()).toEqual(['cuotas.1.fecha', 'factura_ids']);
    const list = await t.post('/cuentasPorCobrarListar', { desde: '20-11-2026' }, collector.headers);
    expect(list.statusCode).toBe(400);
    expect(list.json().errors.desde).toBeDefined();
    expect(await receiptCount()).toBe(before.receipts);
    expect(await moveCount()).toBe(before.moves);
  });
});

describe('credit at invoicing: approval, limit and due date', () => {
  it('dates the invoice by the client’s terms and refuses above the limit with what is available', async () => {
    const limited = await company({ limite_credito: '300000', plazo_dias: 15 });
    const first = await creditInvoice(limited.id);
    expect(first.vencimiento).toBe('2026-12-05');
    const { cuentaId } = await c.stayWithSodas(`R${++roomSeq}`);
    const body = { cuenta_id: cuentaId, credito: { empresa_id: limited.id } };
    const refused = await c.post('/facturaCrear', body);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toBe(
      'El crédito supera el cupo del cliente: disponible $ 38.200 de $ 300.000, la venta es de $ 261.800',
    );
    // facturas.sobrecupo goes on, and the audit says so.
    const boss = await t.ctx.factories.actor({
      permisos: ['facturas.crear', 'facturas.credito', 'facturas.sobrecupo'],
      hotelIds: [t.hotelId],
    });
    const overridden = await c.post('/facturaCrear', body, boss.headers);
    expect(overridden.statusCode, overridden.body).toBe(200);
    const logged = await t.ctx.db.select().from(auditoria).where(eq(auditoria.accion, 'sobrecupo'));
    expect(logged).toHaveLength(1);
    expect(logged[0]?.entidad_id).toBe(String(limited.id));
  });

  it('refuses a company without approved credit', async () => {
    const unapproved = await company({ credito_aprobado: false });
    const { cuentaId } = await c.stayWithSodas(`R${++roomSeq}`);
    const res = await c.post('/facturaCrear', {
      cuenta_id: cuentaId,
      credito: { empresa_id: unapproved.id },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe('El cliente no tiene crédito aprobado: apruébelo en Clientes');
  });

  it('checks the limit at check-out on credit, and nothing is checked out when refused', async () => {
    // Leaving on the day of arrival takes the posted nights back: the sodas (23.800) are owed.
    const small = await company({ limite_credito: '20000' });
    const stay = await c.stayWithSodas(`R${++roomSeq}`);
    const desk = await withRegister(['rack.desocupar', 'facturas.credito', 'cajas.abrir'], 'Recepción 2');
    const out = await t.post(
      '/desocuparHabitacionCliente',
      { habitacion_id: stay.room.id, credito: { empresa_id: small.id } },
      desk.headers,
    );
    expect(out.statusCode, out.body).toBe(422);
    expect(out.json().message).toBe(
      'El crédito supera el cupo del cliente: disponible $ 20.000 de $ 20.000, la venta es de $ 23.800',
    );
    expect((await t.account(stay.cuentaId)).estado).toBe('abierta');
  });
});

describe('abonoCrear and abonoAnular', () => {
  it('pays the oldest invoice first into the register, with a recibo de caja, and closes with a withholding', async () => {
    const firm = await company();
    const older = await creditInvoice(firm.id);
    const newer = await creditInvoice(firm.id);
    const moves = await moveCount();
    const res = await pay({
      cliente_id: firm.id,
      forma_pago_id: transferencia,
      monto: '300000',
      referencia: 'TRF 123',
    });
    expect(res.statusCode, res.body).toBe(200);
    const receipt = res.json().data;
    expect(res.json().message).toBe(`Abono registrado con el recibo de caja ${receipt.numero}`);
    expect(receipt).toMatchObject({
      numero: expect.stringMatching(/^RC\d+$/),
      monto: '300000.00',
      total_retenciones: '0.00',
      estado: 'vigente',
      forma_pago: 'Transferencia',
      aplicaciones: [
        { factura_id: older.id, monto: '261800.00' },
        { factura_id: newer.id, monto: '38200.00' },
      ],
    });
    expect(await moveCount()).toBe(moves + 1);
    let s = await statement(firm.id);
    expect(s.facturas.map((f: { factura_id: number; saldo: string }) => [f.factura_id, f.saldo])).toEqual([
      [newer.id, '223600.00'],
    ]);
    expect(s.aging.saldo).toBe('223600.00');
    // The company's credit account follows: it owes what the receivables say.
    expect((await t.account(firm.cuentaId)).saldo).toBe('223600.00');

    // The rest: 213.600 in cash and 10.000 of retención en la fuente close the invoice.
    const rest = await pay({
      cliente_id: firm.id,
      forma_pago_id: t.efectivo,
      monto: '213600',
      retenciones: [{ tipo: 'retefuente', monto: '10000' }],
    });
    expect(rest.statusCode, rest.body).toBe(200);
    expect(rest.json().data).toMatchObject({
      total_retenciones: '10000.00',
      aplicaciones: [{ factura_id: newer.id, monto: '223600.00' }],
      retenciones: [{ tipo: 'retefuente', monto: '10000.00' }],
    });
    s = await statement(firm.id);
    expect(s.facturas).toEqual([]);
    expect(s.aging.saldo).toBe('0.00');
    expect(s.movimientos.at(-1).saldo).toBe('0.00');
    expect((await t.account(firm.cuentaId)).saldo).toBe('0.00');
    const [first, second] = [receipt.numero, rest.json().data.numero].map((n: string) => Number(n.slice(2)));
    expect(second).toBe((first ?? 0) + 1);

    // Annulled: the money leaves the register by the same method and the invoice owes again.
    const cashier = await t.ctx.factories.actor({ permisos: ['facturas.abonar'], hotelIds: [t.hotelId] });
    expect(
      (await t.post(`/abonoAnular/${rest.json().data.id}`, { motivo: 'x' }, cashier.headers)).statusCode,
    ).toBe(403);
    const annulled = await t.post(
      `/abonoAnular/${rest.json().data.id}`,
      { motivo: 'Cheque devuelto' },
      collector.headers,
    );
    expect(annulled.statusCode, annulled.body).toBe(200);
    expect(annulled.json().data).toMatchObject({ estado: 'anulado', motivo_anulacion: 'Cheque devuelto' });
    const [refund] = await t.ctx.db
      .select()
      .from(cajaMovimientos)
      .where(eq(cajaMovimientos.concepto, `Anulación del abono ${rest.json().data.numero}`));
    expect(refund).toMatchObject({ tipo: 'devolucion', forma_pago_id: t.efectivo, monto: '213600.00' });
    s = await statement(firm.id);
    expect(s.aging.saldo).toBe('223600.00');
    expect(s.movimientos.at(-1)).toMatchObject({ tipo: 'anulacion_abono', saldo: '223600.00' });
    expect((await t.account(firm.cuentaId)).saldo).toBe('223600.00');
    const twice = await t.post(
      `/abonoAnular/${rest.json().data.id}`,
      { motivo: 'Otra vez' },
      collector.headers,
    );
    expect(twice.statusCode).toBe(422);
    expect(twice.json().message).toBe('El abono ya está anulado');
    expect((await t.post('/abonoAnular/999999', { motivo: 'x' }, collector.headers)).statusCode).toBe(404);
    expect(await drifted()).toEqual([]);
  });

  it('refuses above the balance, another client’s or another hotel’s invoice, and without a register: nothing changes', async () => {
    const firm = await company();
    const mine = await creditInvoice(firm.id);
    const other = await company();
    const theirs = await creditInvoice(other.id);
    const before = { receipts: await receiptCount(), moves: await moveCount() };

    const above = await pay({ cliente_id: firm.id, forma_pago_id: t.efectivo, monto: '261800.01' });
    expect(above.statusCode).toBe(400);
    expect(above.json().errors.monto).toEqual([
      'El abono supera el saldo del cliente ($ 261.800): registre a lo sumo ese valor o guarde el excedente como anticipo',
    ]);
    const withheldAbove = await pay({
      cliente_id: firm.id,
      forma_pago_id: t.efectivo,
      monto: '261800',
      retenciones: [{ tipo: 'reteica', monto: '1' }],
    });
    expect(withheldAbove.statusCode).toBe(400);
    const foreign = await pay({
      cliente_id: firm.id,
      forma_pago_id: t.efectivo,
      monto: '1000',
      aplicaciones: [{ factura_id: theirs.id, monto: '1000' }],
    });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().errors['aplicaciones.0.factura_id']).toEqual([
      'La factura no es de este cliente, no es a crédito o no tiene saldo',
    ]);
    const notAdding = await pay({
      cliente_id: firm.id,
      forma_pago_id: t.efectivo,
      monto: '1000',
      aplicaciones: [{ factura_id: mine.id, monto: '900' }],
    });
    expect(notAdding.statusCode).toBe(400);
    expect(notAdding.json().errors.aplicaciones).toBeDefined();

    // Another hotel: its client is none of this hotel's, its invoices none of this hotel's.
    const elsewhere = await t.ctx.factories.makeHotel();
    const stranger = await t.rooms.makeClient(elsewhere.id, { razon_social: 'Lejana S.A.S.' });
    const otherHotel = await pay({ cliente_id: stranger.id, forma_pago_id: t.efectivo, monto: '1000' });
    expect(otherHotel.statusCode).toBe(400);
    expect(otherHotel.json().errors.cliente_id).toEqual(['El cliente no existe']);

    const noRegister = await t.ctx.factories.actor({ permisos: ['facturas.abonar'], hotelIds: [t.hotelId] });
    const closed = await pay(
      { cliente_id: firm.id, forma_pago_id: t.efectivo, monto: '1000' },
      noRegister.headers,
    );
    expect(closed.statusCode).toBe(422);
    expect(closed.json().message).toBe(NO_OPEN_REGISTER_FOR_PAYMENTS);

    expect(await receiptCount()).toBe(before.receipts);
    expect(await moveCount()).toBe(before.moves);
    expect((await statement(firm.id)).aging.saldo).toBe('261800.00');
  });

  it('one idempotency key is one payment; the key for another payment is a conflict', async () => {
    const firm = await company();
    await creditInvoice(firm.id);
    const body = { cliente_id: firm.id, forma_pago_id: t.efectivo, monto: '50000' };
    const [a, b] = await Promise.all([
      pay(body, collector.headers, 'misma-clave-1'),
      pay(body, collector.headers, 'misma-clave-1'),
    ]);
    expect([a.statusCode, b.statusCode], `${a.body} ${b.body}`).toEqual([200, 200]);
    expect(a.json().data.id).toBe(b.json().data.id);
    const again = await pay(body, collector.headers, 'misma-clave-1');
    expect(again.json().data.id).toBe(a.json().data.id);
    expect((await statement(firm.id)).aging.saldo).toBe('211800.00');
    const other = await pay({ ...body, monto: '1000' }, collector.headers, 'misma-clave-1');
    expect(other.statusCode).toBe(409);
    expect((await statement(firm.id)).aging.saldo).toBe('211800.00');
  });

  it('30 simultaneous payments from two cashiers never take the invoice below zero, each with its own receipt', async () => {
    const firm = await company();
    const invoice = await creditInvoice(firm.id);
    const second = await withRegister(collectorCodes, 'Cartera 2');
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        pay(
          { cliente_id: firm.id, forma_pago_id: t.efectivo, monto: '10000' },
          i % 2 ? second.headers : collector.headers,
        ),
      ),
    );
    const ok = answers.filter((r) => r.statusCode === 200);
    // 261.800 holds 26 payments of 10.000; the other four are refused (above the balance).
    expect(ok).toHaveLength(26);
    expect(answers.filter((r) => r.statusCode === 400)).toHaveLength(4);
    const numbers = ok.map((r) => Number(r.json().data.numero.slice(2))).sort((x, y) => x - y);
    expect(new Set(numbers).size).toBe(26);
    expect((numbers.at(-1) ?? 0) - (numbers[0] ?? 0)).toBe(25);
    const s = await statement(firm.id);
    expect(s.facturas).toEqual([expect.objectContaining({ factura_id: invoice.id, saldo: '1800.00' })]);
    expect(await drifted()).toEqual([]);
  });
});

describe('cuotasCrear: installment plans', () => {
  const plan = (body: object) => t.post('/cuotasCrear', body, collector.headers);

  it('splits the balance of invoices into dated installments, editable until something is paid', async () => {
    now = new Date('2026-11-20T15:00:00Z');
    const firm = await company();
    const a = await creditInvoice(firm.id);
    const b = await creditInvoice(firm.id);
    const other = await creditInvoice((await company()).id);
    const ids = [a.id, b.id];
    const two = [
      { fecha: '2026-12-20', monto: '261800' },
      { fecha: '2027-01-20', monto: '261800' },
    ];

    const short = await plan({ factura_ids: ids, cuotas: [{ fecha: '2026-12-20', monto: '500000' }] });
    expect(short.statusCode).toBe(400);
    expect(short.json().errors.cuotas).toEqual([
      'Las cuotas suman $ 500.000; el saldo de las facturas es $ 523.600',
    ]);
    const early = await plan({ factura_ids: ids, cuotas: [{ fecha: '2026-11-19', monto: '523600' }] });
    expect(early.json().errors['cuotas.0.fecha']).toEqual([
      'No puede ser anterior a la factura (20/11/2026)',
    ]);
    const mixed = await plan({
      factura_ids: [a.id, other.id],
      cuotas: [{ fecha: '2026-12-20', monto: '523600' }],
    });
    expect(mixed.json().errors.factura_ids).toEqual(['Las facturas deben ser del mismo cliente']);
    const unknown = await plan({ factura_ids: [999999], cuotas: [{ fecha: '2026-12-20', monto: '1' }] });
    expect(unknown.json().errors['factura_ids.0']).toBeDefined();
    expect((await statement(firm.id)).cuotas).toEqual([]);

    const made = await plan({ factura_ids: ids, cuotas: two });
    expect(made.statusCode, made.body).toBe(200);
    expect(made.json().data).toMatchObject({
      editable: true,
      cuotas: [
        { numero: 1, fecha: '2026-12-20', monto: '261800.00', pagado: '0.00', vencida: false },
        { numero: 2, fecha: '2027-01-20', monto: '261800.00', pagado: '0.00', vencida: false },
      ],
    });
    // Nothing paid: the plan is replaced, not doubled.
    const three = await plan({
      factura_ids: ids,
      cuotas: [
        { fecha: '2026-12-01', monto: '200000' },
        { fecha: '2026-12-15', monto: '200000' },
        { fecha: '2027-01-15', monto: '123600' },
      ],
    });
    expect(three.statusCode, three.body).toBe(200);
    expect((await statement(firm.id)).cuotas).toHaveLength(1);

    // A payment covers the first installment first; the plan can no longer change.
    expect((await pay({ cliente_id: firm.id, forma_pago_id: t.efectivo, monto: '250000' })).statusCode).toBe(
      200,
    );
    now = new Date('2026-12-16T15:00:00Z');
    const [status] = (await statement(firm.id)).cuotas;
    expect(status.editable).toBe(false);
    expect(status.cuotas.map((c: { pagado: string; vencida: boolean }) => [c.pagado, c.vencida])).toEqual([
      ['200000.00', false],
      ['50000.00', true],
      ['0.00', false],
    ]);
    const locked = await plan({ factura_ids: ids, cuotas: two });
    expect(locked.statusCode).toBe(422);
    expect(locked.json().message).toBe(
      'El plan de cuotas de esas facturas ya tiene abonos: no se puede modificar',
    );
    now = new Date('2026-11-20T15:00:00Z');
  });
});

describe('cuentasPorCobrarListar: aging on the hotel’s business date', () => {
  const list = async (body: object = {}) => {
    const res = await t.post('/cuentasPorCobrarListar', body, collector.headers);
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };

  it('puts a balance in its bucket by days past due, in Bogotá’s date even when UTC is a day ahead', async () => {
    now = new Date('2026-11-20T15:00:00Z');
    const firm = await company({ plazo_dias: 30 });
    await creditInvoice(firm.id); // due 2026-12-20
    const row = async () => (await list({ cliente_id: firm.id })).data[0];

    // 20/12 at 21:00 in Bogotá is 21/12 02:00 UTC: still due today, corriente.
    now = new Date('2026-12-21T02:00:00Z');
    expect((await list({ cliente_id: firm.id })).fecha).toBe('2026-12-20');
    expect(await row()).toMatchObject({ corriente: '261800.00', d1_30: '0.00', saldo: '261800.00' });
    expect((await list({ cliente_id: firm.id, vencidas: true })).data).toEqual([]);
    const cases: [instant: string, bucket: string][] = [
      ['2026-12-21T15:00:00Z', 'd1_30'], // 1 day
      ['2027-01-19T15:00:00Z', 'd1_30'], // 30 days
      ['2027-01-20T15:00:00Z', 'd31_60'], // 31
      ['2027-02-18T15:00:00Z', 'd31_60'], // 60
      ['2027-02-19T15:00:00Z', 'd61_90'], // 61
      ['2027-03-20T15:00:00Z', 'd61_90'], // 90
      ['2027-03-21T15:00:00Z', 'd90'], // 91
    ];
    for (const [instant, bucket] of cases) {
      now = new Date(instant);
      expect((await row())[bucket], instant).toBe('261800.00');
      expect((await statement(firm.id)).facturas[0].edad, instant).toBe(bucket);
    }
    expect((await list({ cliente_id: firm.id, vencidas: true })).data).toHaveLength(1);
    now = new Date('2026-11-20T15:00:00Z');
  });

  it('pages by client with the totals of every page, and filters by date and search', async () => {
    now = new Date('2026-11-20T15:00:00Z');
    const all = await list({ per_page: 2 });
    expect(all.data).toHaveLength(2);
    expect(all.total).toBeGreaterThan(2);
    const everything = await list({ per_page: 200 });
    const sum = everything.data.reduce(
      (acc: bigint, r: { saldo: string }) => acc + BigInt(r.saldo.replace('.', '')),
      0n,
    );
    expect(all.totales.saldo.replace('.', '')).toBe(String(sum));
    expect(all.totales.corriente).toBe(all.totales.saldo);
    // A page past the last one still says the totals.
    const beyond = await list({ per_page: 2, page: 999 });
    expect(beyond.data).toEqual([]);
    expect(beyond.totales).toEqual(all.totales);
    expect(beyond.total).toBe(all.total);
    const [first] = everything.data;
    const found = await list({ search: first.cliente.split(' ')[1] });
    expect(found.data.map((r: { cliente_id: number }) => r.cliente_id)).toContain(first.cliente_id);
    expect((await list({ desde: '2026-11-21' })).data).toEqual([]);
  });
});
