import { NO_OPEN_REGISTER_FOR_PAYMENTS } from '@posada/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { cajaMovimientos } from '../src/db/schema';
import {
  collector,
  collectorCodes,
  company,
  creditInvoice,
  drifted,
  moveCount,
  pay,
  receiptCount,
  statement,
  t,
  transferencia,
  useReceivablesDesk,
  withRegister,
} from './helpers/receivables-desk';

/** Receivables: abonoCrear and abonoAnular, once per key, under concurrency. */
useReceivablesDesk({ collector: 'Cartera' });

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
