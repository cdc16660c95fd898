import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { abonos, saldoFavorMovimientos } from '../src/db/schema';
import {
  annul,
  c,
  collector,
  collectorCodes,
  counts,
  creditInvoice,
  favorOf,
  nextRoom,
  owedOn,
  pay,
  second,
  statement,
  t,
  useReceivablesDesk,
} from './helpers/receivables-desk';

/** Advances used later: by abonoCrear, at an invoice's settlement, concurrently; a credit note after a payment. */
useReceivablesDesk({ collector: 'Cartera anticipos', second: 'Cartera anticipos 2', efectivo: 2_000_000 });

describe('the advance used later', () => {
  /** A company that paid 300.000 on an invoice of 261.800 keeping 38.200 in favour, then owes another. */
  async function advanceThenInvoice() {
    const firm = await c.company();
    await creditInvoice(firm.id);
    const first = await pay({
      cliente_id: firm.id,
      forma_pago_id: t.efectivo,
      monto: '300000',
      anticipo: true,
    });
    expect(first.statusCode, first.body).toBe(200);
    return { firm, advance: first.json().data, later: await creditInvoice(firm.id) };
  }

  it('pays a later credit invoice through abonoCrear, and the annulments give it back in order', async () => {
    const { firm, advance, later } = await advanceThenInvoice();

    // Above the balance in favour: refused, nothing written.
    const before = await counts();
    const above = await pay({
      cliente_id: firm.id,
      forma_pago_id: t.efectivo,
      monto: 0,
      saldo_favor: '38200.01',
    });
    expect(above.statusCode).toBe(422);
    expect(above.json().errors.saldo_favor).toEqual(['Máximo $ 38.200']);
    expect(await counts()).toEqual(before);

    const used = await pay({
      cliente_id: firm.id,
      forma_pago_id: t.efectivo,
      monto: 0,
      saldo_favor: '38200',
    });
    expect(used.statusCode, used.body).toBe(200);
    const use = used.json().data;
    expect(use).toMatchObject({ monto: '0.00', saldo_favor: '38200.00', anticipo: '0.00' });
    expect(use.aplicaciones).toEqual([expect.objectContaining({ factura_id: later.id, monto: '38200.00' })]);
    // No money moved for it.
    expect((await counts()).moves).toBe(before.moves);
    expect(await favorOf(firm.id)).toBe('0.00');
    expect(await owedOn(firm.id, later.id)).toBe('223600.00');
    expect((await t.account(firm.cuentaId)).saldo).toBe('223600.00');

    // The advance was used: its payment cannot be annulled.
    const refused = await annul(advance.id);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toBe(
      'El anticipo de este abono ya se usó: el saldo a favor del cliente es $ 0 y el anticipo $ 38.200. Anule primero lo que lo usó',
    );
    expect((await statement(firm.id)).abonos.every((r: { estado: string }) => r.estado === 'vigente')).toBe(
      true,
    );

    // Annulling the use gives the balance back and the invoice owes again; then the advance goes.
    const undo = await annul(use.id);
    expect(undo.statusCode, undo.body).toBe(200);
    expect(await favorOf(firm.id)).toBe('38200.00');
    expect(await owedOn(firm.id, later.id)).toBe('261800.00');
    const undoAdvance = await annul(advance.id);
    expect(undoAdvance.statusCode, undoAdvance.body).toBe(200);
    const shown = await statement(firm.id);
    expect(shown.saldo_favor).toBe('0.00');
    expect(
      shown.saldo_favor_movimientos.map((m: { tipo: string; monto: string }) => [m.tipo, m.monto]),
    ).toEqual([
      ['anticipo_anulado', '-38200.00'],
      ['uso_anulado', '38200.00'],
      ['uso', '-38200.00'],
      ['anticipo', '38200.00'],
    ]);
    expect((await t.account(firm.cuentaId)).saldo).toBe('523600.00');
  });

  it('needs neither a payment method nor an open register when the balance in favour pays it all', async () => {
    const { firm, later } = await advanceThenInvoice();
    // A collector of the hotel with no register open.
    const away = await t.ctx.factories.actor({ permisos: collectorCodes, hotelIds: [t.hotelId] });
    const before = await counts();
    // Money still needs its method (400) and an open register (422).
    const noMethod = await pay({ cliente_id: firm.id, monto: '1000' }, away.headers);
    expect(noMethod.statusCode).toBe(400);
    expect(noMethod.json().errors.forma_pago_id).toEqual(['Seleccione la forma de pago']);
    const noRegister = await pay(
      { cliente_id: firm.id, forma_pago_id: t.efectivo, monto: '1000' },
      away.headers,
    );
    expect(noRegister.statusCode).toBe(422);
    expect(await counts()).toEqual(before);

    const used = await pay({ cliente_id: firm.id, monto: 0, saldo_favor: '38200' }, away.headers);
    expect(used.statusCode, used.body).toBe(200);
    const use = used.json().data;
    expect(use).toMatchObject({ monto: '0.00', saldo_favor: '38200.00', forma_pago: 'Saldo a favor' });
    const [row] = await t.ctx.db.select().from(abonos).where(eq(abonos.id, use.id));
    expect(row?.forma_pago_id).toBeNull();
    expect((await counts()).moves).toBe(before.moves);
    expect(await owedOn(firm.id, later.id)).toBe('223600.00');
    expect(await favorOf(firm.id)).toBe('0.00');

    // Its annulment moves no money either: no register needed, the balance comes back.
    const undo = await t.post(`/abonoAnular/${use.id}`, { motivo: 'Prueba' }, away.headers);
    expect(undo.statusCode, undo.body).toBe(200);
    expect(await favorOf(firm.id)).toBe('38200.00');
    expect(await owedOn(firm.id, later.id)).toBe('261800.00');
    expect((await counts()).moves).toBe(before.moves);
  });

  it('pays part of the next invoice at its settlement (“Saldo a favor”), never above the balance', async () => {
    const guest = await t.rooms.makeClient(t.hotelId, {});
    const kept = await pay({
      cliente_id: guest.id,
      forma_pago_id: t.efectivo,
      monto: '100000',
      anticipo: true,
    });
    expect(kept.statusCode, kept.body).toBe(200);
    const { cuentaId } = await c.stayWithSodas(nextRoom());

    const over = await c.post('/facturaCrear', {
      cuenta_id: cuentaId,
      cliente_id: guest.id,
      saldo_favor: '261801',
    });
    expect(over.statusCode).toBe(400);
    expect(over.json().errors.saldo_favor).toEqual(['Supera el saldo por pagar ($ 261.800)']);
    const above = await c.post('/facturaCrear', {
      cuenta_id: cuentaId,
      cliente_id: guest.id,
      saldo_favor: '100000.01',
      pagos: [{ forma_pago_id: t.efectivo, monto: '161799.99' }],
    });
    expect(above.statusCode).toBe(422);
    expect(above.json().errors.saldo_favor).toEqual(['Máximo $ 100.000']);
    const onCredit = await c.post('/facturaCrear', {
      cuenta_id: cuentaId,
      consumidor_final: true,
      saldo_favor: '1000',
      pagos: [{ forma_pago_id: t.efectivo, monto: '260800' }],
    });
    expect(onCredit.statusCode).toBe(400);
    expect(onCredit.json().errors.saldo_favor).toBeDefined();
    expect((await t.account(cuentaId)).estado).toBe('abierta');

    const res = await c.post('/facturaCrear', {
      cuenta_id: cuentaId,
      cliente_id: guest.id,
      saldo_favor: '100000',
      pagos: [{ forma_pago_id: t.efectivo, monto: '161800' }],
    });
    expect(res.statusCode, res.body).toBe(200);
    const invoice = res.json().data;
    expect(invoice.pagos.map((p: { nombre: string; monto: string }) => [p.nombre, p.monto])).toEqual(
      expect.arrayContaining([
        ['Saldo a favor', '100000.00'],
        ['Efectivo', '161800.00'],
      ]),
    );
    expect(await favorOf(guest.id)).toBe('0.00');
    const [use] = await t.ctx.db
      .select()
      .from(saldoFavorMovimientos)
      .where(eq(saldoFavorMovimientos.factura_id, invoice.id));
    expect(use).toMatchObject({ tipo: 'uso', monto: '-100000.00', saldo: '0.00' });
    expect((await t.account(cuentaId)).saldo).toBe('0.00');
  });

  it('never takes the balance below zero: 20 simultaneous uses of 10.000 over 100.000', async () => {
    const firm = await c.company();
    await creditInvoice(firm.id);
    const kept = await pay({
      cliente_id: firm.id,
      forma_pago_id: t.efectivo,
      monto: '361800',
      anticipo: true,
    });
    expect(kept.json().data.anticipo).toBe('100000.00');
    await creditInvoice(firm.id);
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        pay(
          { cliente_id: firm.id, forma_pago_id: t.efectivo, monto: 0, saldo_favor: '10000' },
          (i % 2 ? second : collector).headers,
        ),
      ),
    );
    const codes = results.map((r) => r.statusCode);
    expect(codes.filter((s) => s === 200)).toHaveLength(10);
    expect(codes.filter((s) => s === 422)).toHaveLength(10);
    const shown = await statement(firm.id);
    expect(shown.saldo_favor).toBe('0.00');
    expect(shown.aging.saldo).toBe('161800.00');
    // Each use took 10.000 off what the one before left, latest first: 0, 10.000 … 90.000.
    const movements = shown.saldo_favor_movimientos as { tipo: string; saldo: string }[];
    expect(movements.filter((m) => m.tipo === 'uso').map((m) => m.saldo)).toEqual(
      Array.from({ length: 10 }, (_, i) => `${i * 10000}.00`),
    );
    expect(movements).toHaveLength(11);
  });
});

describe('a credit note on a credit invoice already partly paid', () => {
  it('is limited to what is still owed: above it refused, after the payment is annulled it goes through', async () => {
    const accountant = await t.ctx.factories.actor({
      permisos: ['facturas.ver', 'facturas.anular'],
      hotelIds: [t.hotelId],
    });
    const firm = await c.company();
    const invoice = await creditInvoice(firm.id);
    const paid = await pay({ cliente_id: firm.id, forma_pago_id: t.efectivo, monto: '250000' });
    expect(paid.statusCode, paid.body).toBe(200);
    const whole = await t.post(
      '/notaCreditoCrear',
      { factura_id: invoice.id, motivo: 'Factura errada' },
      accountant.headers,
    );
    expect(whole.statusCode).toBe(422);
    expect(whole.json().message).toMatch(
      /^La nota crédito \(\$ 261\.800\) supera lo que la empresa aún debe de la factura \S+ \(\$ 11\.800\): anule primero los abonos/,
    );
    expect(await owedOn(firm.id, invoice.id)).toBe('11800.00');
    // Once the payment is annulled the note goes through and nothing is owed.
    expect((await annul(paid.json().data.id)).statusCode).toBe(200);
    const note = await t.post(
      '/notaCreditoCrear',
      { factura_id: invoice.id, motivo: 'Factura errada' },
      accountant.headers,
    );
    expect(note.statusCode, note.body).toBe(200);
    expect((await statement(firm.id)).facturas).toEqual([]);
  });
});
