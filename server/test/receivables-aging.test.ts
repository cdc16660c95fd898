import { describe, expect, it } from 'vitest';
import {
  collector,
  company,
  creditInvoice,
  pay,
  setNow,
  statement,
  t,
  useReceivablesDesk,
} from './helpers/receivables-desk';

/** Receivables: installment plans and the aging on the hotel's business date. */
useReceivablesDesk({ collector: 'Cartera' });

describe('cuotasCrear: installment plans', () => {
  const plan = (body: object) => t.post('/cuotasCrear', body, collector.headers);

  it('splits the balance of invoices into dated installments, editable until something is paid', async () => {
    setNow('2026-11-20T15:00:00Z');
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
    setNow('2026-12-16T15:00:00Z');
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
    setNow('2026-11-20T15:00:00Z');
  });
});

describe('cuentasPorCobrarListar: aging on the hotel’s business date', () => {
  const list = async (body: object = {}) => {
    const res = await t.post('/cuentasPorCobrarListar', body, collector.headers);
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };

  it('puts a balance in its bucket by days past due, in Bogotá’s date even when UTC is a day ahead', async () => {
    setNow('2026-11-20T15:00:00Z');
    const firm = await company({ plazo_dias: 30 });
    await creditInvoice(firm.id); // due 2026-12-20
    const row = async () => (await list({ cliente_id: firm.id })).data[0];

    // 20/12 at 21:00 in Bogotá is 21/12 02:00 UTC: still due today, corriente.
    setNow('2026-12-21T02:00:00Z');
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
      setNow(instant);
      expect((await row())[bucket], instant).toBe('261800.00');
      expect((await statement(firm.id)).facturas[0].edad, instant).toBe(bucket);
    }
    expect((await list({ cliente_id: firm.id, vencidas: true })).data).toHaveLength(1);
    setNow('2026-11-20T15:00:00Z');
  });

  it('pages by client with the totals of every page, and filters by date and search', async () => {
    setNow('2026-11-20T15:00:00Z');
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
