import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cuentaMovimientos, cuentas } from '../src/db/schema';
import { auditOf } from './helpers/audit';
import { invoicingContext } from './helpers/invoices';

let c: Awaited<ReturnType<typeof invoicingContext>>;

beforeAll(async () => {
  c = await invoicingContext();
});
afterAll(() => c.t.ctx.close());

const discountsOf = (cuentaId: number) =>
  c.t.ctx.db
    .select()
    .from(cuentaMovimientos)
    .where(and(eq(cuentaMovimientos.cuenta_id, cuentaId), eq(cuentaMovimientos.tipo, 'descuento')));

/** The soda charge of a stay made by stayWithSodas (two sodas, 23.800 with IVA inside). */
async function sodaCharge(cuentaId: number) {
  const [soda] = await c.t.ctx.db
    .select()
    .from(cuentaMovimientos)
    .where(and(eq(cuentaMovimientos.cuenta_id, cuentaId), eq(cuentaMovimientos.concepto, 'Gaseosa minibar')));
  return soda?.id ?? 0;
}

describe('guards: 401, 403, 400', () => {
  it('answers 401 without a session and 403 without cuentas.descuento', async () => {
    const body = { cuenta_id: 1, monto: '1000', motivo: 'Cortesía' };
    const anonymous = await c.t.ctx.app.inject({
      method: 'POST',
      url: '/api/cuentaDescuento',
      payload: body,
    });
    expect(anonymous.statusCode).toBe(401);
    // The cashier holds every other account permission.
    expect((await c.t.post('/cuentaDescuento', body)).statusCode).toBe(403);
  });

  it('answers 400 with the field at fault, and writes nothing', async () => {
    const { cuentaId } = await c.stayWithSodas('X0');
    const cases: [body: object, field: string][] = [
      [{ cuenta_id: cuentaId, motivo: 'Cortesía' }, 'monto'],
      [{ cuenta_id: cuentaId, monto: '1000', porcentaje: '10', motivo: 'Cortesía' }, 'monto'],
      [{ cuenta_id: cuentaId, monto: '-5', motivo: 'Cortesía' }, 'monto'],
      [{ cuenta_id: cuentaId, porcentaje: '150', motivo: 'Cortesía' }, 'porcentaje'],
      [{ cuenta_id: cuentaId, porcentaje: '0', motivo: 'Cortesía' }, 'porcentaje'],
      [{ cuenta_id: cuentaId, monto: '1000', motivo: '' }, 'motivo'],
      [{ cuenta_id: 'x', monto: '1000', motivo: 'Cortesía' }, 'cuenta_id'],
    ];
    for (const [body, field] of cases) {
      const res = await c.post('/cuentaDescuento', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(Object.keys(res.json().errors ?? {}), res.body).toContain(field);
    }
    const laundryElsewhere = await c.post('/cuentaDescuento', {
      cuenta_id: cuentaId,
      monto: '1000',
      motivo: 'Cortesía',
      movimiento_id: 999999,
    });
    expect(laundryElsewhere.statusCode).toBe(400);
    expect(laundryElsewhere.json().errors).toEqual({ movimiento_id: ['El movimiento no existe'] });
    expect(await discountsOf(cuentaId)).toEqual([]);
  });
});

describe('cuentaDescuento', () => {
  it('takes a discount off the balance; the invoice spreads it over the lines with exact taxes', async () => {
    const { cuentaId } = await c.stayWithSodas('X1');
    const res = await c.post('/cuentaDescuento', {
      cuenta_id: cuentaId,
      monto: '10000',
      motivo: 'Cliente frecuente',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      message: 'Descuento de $ 10.000 registrado',
      data: { saldo: '251800.00' },
    });
    const [entry] = await discountsOf(cuentaId);
    expect(entry).toMatchObject({
      tipo: 'descuento',
      total: '10000.00',
      motivo: 'Cliente frecuente',
      descuento_de: null,
    });
    expect((await auditOf(c.t.ctx.db, 'cuentas', cuentaId))[0]?.accion).toBe('descuento');

    const invoice = await c.post('/facturaCrear', {
      cuenta_id: cuentaId,
      pagos: [{ forma_pago_id: c.t.efectivo, monto: '251800' }],
    });
    expect(invoice.statusCode, invoice.body).toBe(200);
    const data = invoice.json().data;
    // 10.000 over 119.000 / 119.000 / 23.800 → 4.546 / 4.545 / 909; each line takes its IVA out of
    // its lower total: 18.274 + 18.274 + 3.655.
    expect(data.lineas.map((l: { total: string }) => l.total)).toEqual([
      '114454.00',
      '114455.00',
      '22891.00',
    ]);
    expect(data).toMatchObject({ total: '251800.00', total_impuestos: '40203.00', base: '211597.00' });
    expect(data.impuestos).toEqual([
      { tipo: 'IVA', porcentaje: '19.00', nombre: 'IVA 19 %', base: '211597.00', valor: '40203.00' },
    ]);
    expect((await c.t.account(cuentaId)).saldo).toBe('0.00');
  });

  it('discounts a percentage of one charge: the invoice takes it off that line only', async () => {
    const { cuentaId } = await c.stayWithSodas('X2');
    const sodaId = await sodaCharge(cuentaId);
    const res = await c.post('/cuentaDescuento', {
      cuenta_id: cuentaId,
      porcentaje: '50',
      motivo: 'Gaseosa en mal estado',
      movimiento_id: sodaId,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.saldo).toBe('249900.00');
    const [entry] = await discountsOf(cuentaId);
    expect(entry).toMatchObject({
      total: '11900.00',
      descuento_de: sodaId,
      concepto: 'Descuento: Gaseosa minibar',
    });

    // A charge with a discount standing is not reversed until the discount is.
    const reversal = await c.t.post('/cuentaReversar', { movimiento_id: sodaId, motivo: 'No la tomó' });
    expect(reversal.statusCode).toBe(422);
    expect(reversal.json().message).toBe('El cargo tiene un descuento: reverse primero el descuento');

    const invoice = (
      await c.post('/facturaCrear', {
        cuenta_id: cuentaId,
        pagos: [{ forma_pago_id: c.t.efectivo, monto: '249900' }],
      })
    ).json().data;
    expect(invoice.lineas.map((l: { total: string }) => l.total)).toEqual([
      '119000.00',
      '119000.00',
      '11900.00',
    ]);
    expect(invoice.lineas[2]).toMatchObject({
      precio_unitario: '10000.00',
      descuento: '10000.00',
      base: '10000.00',
    });
    expect(invoice).toMatchObject({
      total: '249900.00',
      total_impuestos: '39900.00',
      descuentos: '10000.00',
    });
  });

  it('refuses a discount above the balance, above what is left of a charge, or on a closed account', async () => {
    const { cuentaId } = await c.stayWithSodas('X3');
    const sodaId = await sodaCharge(cuentaId);
    const above = await c.post('/cuentaDescuento', {
      cuenta_id: cuentaId,
      monto: '261800.01',
      motivo: 'Cortesía',
    });
    expect(above.statusCode).toBe(422);
    expect(above.json().message).toBe('El descuento supera el saldo de la cuenta ($ 261.800)');
    const half = await c.post('/cuentaDescuento', {
      cuenta_id: cuentaId,
      monto: '20000',
      motivo: 'Cortesía',
      movimiento_id: sodaId,
    });
    expect(half.statusCode, half.body).toBe(200);
    const onCharge = await c.post('/cuentaDescuento', {
      cuenta_id: cuentaId,
      monto: '3801',
      motivo: 'Cortesía',
      movimiento_id: sodaId,
    });
    expect(onCharge.statusCode).toBe(422);
    expect(onCharge.json().message).toBe('El descuento supera lo que queda del cargo ($ 3.800)');
    // Reversing the discount frees the charge again.
    const [discount] = await discountsOf(cuentaId);
    const undone = await c.t.post('/cuentaReversar', { movimiento_id: discount?.id, motivo: 'Mal aplicado' });
    expect(undone.statusCode, undone.body).toBe(200);
    expect(undone.json().data.saldo).toBe('261800.00');

    await c.t.ctx.db
      .update(cuentas)
      .set({ estado: 'cerrada', closed_at: new Date() })
      .where(eq(cuentas.id, cuentaId));
    const closed = await c.post('/cuentaDescuento', {
      cuenta_id: cuentaId,
      monto: '1000',
      motivo: 'Cortesía',
    });
    expect(closed.statusCode).toBe(422);
    expect(closed.json().message).toBe('La cuenta está cerrada: no admite descuentos');
    expect(
      (await c.post('/cuentaDescuento', { cuenta_id: 999999, monto: '1000', motivo: 'Cortesía' })).statusCode,
    ).toBe(404);
    // The discount and its reversal, nothing more.
    expect(await discountsOf(cuentaId)).toHaveLength(2);
  });
});
