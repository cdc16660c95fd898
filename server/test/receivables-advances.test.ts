import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { cajaMovimientos } from '../src/db/schema';
import {
  c,
  counts,
  creditInvoice,
  favorOf,
  pay,
  statement,
  t,
  useReceivablesDesk,
} from './helpers/receivables-desk';

/** Advances (anticipos): a payment's excess kept in favour of the client. */
useReceivablesDesk({ collector: 'Cartera anticipos', second: 'Cartera anticipos 2', efectivo: 2_000_000 });

describe('guards of the advance fields', () => {
  it('answers 401, 403 and 400 (zero money without the balance, an advance that also uses it); nothing changes', async () => {
    const body = { cliente_id: 1, forma_pago_id: t.efectivo, monto: 1000, anticipo: true };
    const anonymous = await t.ctx.app.inject({
      method: 'POST',
      url: '/api/abonoCrear',
      payload: body,
      headers: { 'idempotency-key': 'clave-anticipo' },
    });
    expect(anonymous.statusCode).toBe(401);
    const nobody = await t.ctx.factories.actor({ permisos: ['facturas.cartera'], hotelIds: [t.hotelId] });
    expect((await pay(body, nobody.headers)).statusCode).toBe(403);
    const before = await counts();
    const cases: [body: object, field: string][] = [
      [{ cliente_id: 1, forma_pago_id: t.efectivo, monto: 0, anticipo: true }, 'monto'],
      [{ cliente_id: 1, forma_pago_id: t.efectivo, monto: 1000, saldo_favor: 'x' }, 'saldo_favor'],
      [
        { cliente_id: 1, forma_pago_id: t.efectivo, monto: 1000, saldo_favor: 10, anticipo: true },
        'anticipo',
      ],
    ];
    for (const [payload, field] of cases) {
      const res = await pay(payload);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().errors[field], res.body).toBeDefined();
    }
    expect(await counts()).toEqual(before);
  });
});

describe('an overpayment kept as the client’s advance', () => {
  it('keeps the excess in favour, the whole money in the register; refused without asking', async () => {
    const firm = await c.company();
    const invoice = await creditInvoice(firm.id);
    const before = await counts();
    const refused = await pay({ cliente_id: firm.id, forma_pago_id: t.efectivo, monto: '300000' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors.monto[0]).toContain('guarde el excedente como anticipo');
    expect(await counts()).toEqual(before);

    const res = await pay({
      cliente_id: firm.id,
      forma_pago_id: t.efectivo,
      monto: '300000',
      anticipo: true,
    });
    expect(res.statusCode, res.body).toBe(200);
    const receipt = res.json().data;
    expect(receipt).toMatchObject({ monto: '300000.00', anticipo: '38200.00', saldo_favor: '0.00' });
    expect(receipt.aplicaciones).toEqual([
      expect.objectContaining({ factura_id: invoice.id, monto: '261800.00' }),
    ]);
    const [money] = await t.ctx.db
      .select()
      .from(cajaMovimientos)
      .where(sql`${cajaMovimientos.concepto} like ${`Abono ${receipt.numero}%`}`);
    expect(money?.monto).toBe('300000.00');
    const shown = await statement(firm.id);
    expect(shown.saldo_favor).toBe('38200.00');
    expect(shown.facturas).toEqual([]);
    expect(shown.saldo_favor_movimientos).toEqual([
      expect.objectContaining({
        tipo: 'anticipo',
        monto: '38200.00',
        saldo: '38200.00',
        documento: receipt.numero,
      }),
    ]);
    // The company's account was credited only with what paid the invoice.
    const account = await t.account(firm.cuentaId);
    expect(account.saldo).toBe('0.00');
  });

  it('takes a payment made only as an advance (no invoice owed, no credit account)', async () => {
    const guest = await t.rooms.makeClient(t.hotelId, {});
    const refused = await pay({ cliente_id: guest.id, forma_pago_id: t.efectivo, monto: '50000' });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toBe(
      'El cliente no tiene facturas a crédito por cobrar: registre el pago como anticipo',
    );
    const res = await pay({
      cliente_id: guest.id,
      forma_pago_id: t.efectivo,
      monto: '50000',
      anticipo: true,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ monto: '50000.00', anticipo: '50000.00', aplicaciones: [] });
    expect(await favorOf(guest.id)).toBe('50000.00');
    // Withholdings are never an advance.
    const withheld = await pay({
      cliente_id: guest.id,
      forma_pago_id: t.efectivo,
      monto: '1000',
      anticipo: true,
      retenciones: [{ tipo: 'reteica', monto: '100' }],
    });
    expect(withheld.statusCode).toBe(400);
    expect(withheld.json().errors.anticipo).toBeDefined();
  });
});
