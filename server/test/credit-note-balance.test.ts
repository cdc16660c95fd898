import type { PermissionCode } from '@posada/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cajaMovimientos, cajas, saldoFavorMovimientos, saldosFavor } from '../src/db/schema';
import { auditOf } from './helpers/audit';
import { invoicingContext } from './helpers/invoices';

let c: Awaited<ReturnType<typeof invoicingContext>>;
/** The accountant of the seed: she annuls invoices and holds no register. */
let accountant: { headers: Record<string, string> };
/** A cashier whose register is open: refunds balances in favour. */
let cashier: { headers: Record<string, string> };

const accountantCodes: PermissionCode[] = ['facturas.ver', 'facturas.anular', 'facturas.debito'];
const cashierCodes: PermissionCode[] = ['facturas.ver', 'facturas.devolver', 'cajas.abrir'];

beforeAll(async () => {
  c = await invoicingContext();
  const { t } = c;
  accountant = await t.ctx.factories.actor({ permisos: accountantCodes, hotelIds: [t.hotelId] });
  cashier = await t.ctx.factories.actor({ permisos: cashierCodes, hotelIds: [t.hotelId] });
  const [caja] = await t.ctx.db.insert(cajas).values({ hotel_id: t.hotelId, nombre: 'Caja 2' }).returning();
  const opened = await t.post(
    '/cajaAbrir',
    { caja_id: caja?.id, efectivo: '300000', password: 'AUTOAPROBACION' },
    cashier.headers,
  );
  expect(opened.statusCode, opened.body).toBe(200);
});
afterAll(() => c.t.ctx.close());

/** A stay with two sodas invoiced and paid in cash (261.800): the invoice and its buyer. */
async function paidInvoice(numero: string, extra: object = {}) {
  const { cuentaId } = await c.stayWithSodas(numero);
  const res = await c.post('/facturaCrear', {
    cuenta_id: cuentaId,
    pagos: [{ forma_pago_id: c.t.efectivo, monto: '261800' }],
    ...extra,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as {
    id: number;
    numero: string;
    comprador: { cliente_id: number | null };
    lineas: { id: number; descripcion: string }[];
  };
}

const refunds = () => c.t.ctx.db.select().from(cajaMovimientos).where(eq(cajaMovimientos.tipo, 'devolucion'));
const balanceOf = async (clienteId: number, headers = cashier.headers) => {
  const res = await c.get(`/saldoFavorMostrar/${clienteId}`, headers);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.saldo as string;
};
const refund = (body: object, key: string, headers = cashier.headers) =>
  c.post('/saldoFavorDevolver', body, { ...headers, 'idempotency-key': key });

describe('a credit note without a register (issue 32, item 1)', () => {
  it('is issued by the accountant: the money paid stays as the client balance in favour, no register touched', async () => {
    const invoice = await paidInvoice('B1');
    const soda = invoice.lineas.find((l) => l.descripcion === 'Gaseosa minibar');
    const before = (await refunds()).length;
    const res = await c.post(
      '/notaCreditoCrear',
      {
        factura_id: invoice.id,
        motivo: 'Una gaseosa no se consumió',
        lineas: [{ factura_linea_id: soda?.id, cantidad: '1' }],
      },
      accountant.headers,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ total: '11900.00', devuelto: '0.00', saldo_favor: '11900.00' });
    expect((await refunds()).length).toBe(before);
    const clienteId = invoice.comprador.cliente_id ?? 0;
    expect(await balanceOf(clienteId, accountant.headers)).toBe('11900.00');
    // The invoice shows what the note did with the money, and nothing is owed either way.
    const shown = (await c.get(`/facturaMostrar/${invoice.id}`, accountant.headers)).json().data;
    expect(shown.notas_credito).toEqual([
      expect.objectContaining({ total: '11900.00', devuelto: '0.00', saldo_favor: '11900.00' }),
    ]);
    expect(shown.saldo).toBe('0.00');
    // Exact in the database, and audited with who and the balance before and after.
    const [row] = await c.t.ctx.db
      .select()
      .from(saldosFavor)
      .where(and(eq(saldosFavor.hotel_id, c.t.hotelId), eq(saldosFavor.cliente_id, clienteId)));
    expect(row?.saldo).toBe('11900.00');
    const [audited] = await auditOf(c.t.ctx.db, 'saldos_favor', row?.id ?? 0);
    expect(audited).toMatchObject({
      accion: 'saldo_a_favor',
      antes: { saldo: '0.00' },
      despues: { saldo: '11900.00', monto: '11900.00' },
    });

    // A second note adds to the same balance.
    const rest = await c.post(
      '/notaCreditoCrear',
      { factura_id: invoice.id, motivo: 'Factura mal emitida' },
      accountant.headers,
    );
    expect(rest.statusCode, rest.body).toBe(200);
    expect(rest.json().data).toMatchObject({ total: '249900.00', saldo_favor: '249900.00' });
    expect(await balanceOf(clienteId)).toBe('261800.00');
    const listed = (await c.post('/saldoFavorListar', { search: 'B1' }, cashier.headers)).json();
    expect(listed.data).toEqual([expect.objectContaining({ cliente_id: clienteId, saldo: '261800.00' })]);
  });

  it('refunds at once through the register only for who may refund, and says what is missing', async () => {
    const invoice = await paidInvoice('B2');
    const body = { factura_id: invoice.id, motivo: 'Cobro duplicado', devolucion: 'caja' };
    const denied = await c.post('/notaCreditoCrear', body, accountant.headers);
    expect(denied.statusCode).toBe(403);
    expect(denied.json().message).toBe(
      'No tiene permiso para devolver dinero por caja: deje el valor como saldo a favor del cliente',
    );
    const noRegister = await c.t.ctx.factories.actor({
      permisos: ['facturas.anular', 'facturas.devolver'],
      hotelIds: [c.t.hotelId],
    });
    const closed = await c.post('/notaCreditoCrear', body, noRegister.headers);
    expect(closed.statusCode).toBe(422);
    expect(closed.json().message).toBe('Debe abrir una caja para registrar pagos');
    expect((await c.get(`/facturaMostrar/${invoice.id}`)).json().data.notas_credito).toEqual([]);

    const refunder = await c.t.ctx.factories.actor({
      permisos: ['facturas.anular', 'facturas.devolver', 'cajas.abrir'],
      hotelIds: [c.t.hotelId],
    });
    const [caja] = await c.t.ctx.db
      .insert(cajas)
      .values({ hotel_id: c.t.hotelId, nombre: 'Caja 3' })
      .returning();
    await c.t.post(
      '/cajaAbrir',
      { caja_id: caja?.id, efectivo: '300000', password: 'AUTOAPROBACION' },
      refunder.headers,
    );
    const now = await c.post('/notaCreditoCrear', body, refunder.headers);
    expect(now.statusCode, now.body).toBe(200);
    expect(now.json().data).toMatchObject({ devuelto: '261800.00', saldo_favor: '0.00' });
    expect(await balanceOf(invoice.comprador.cliente_id ?? 0)).toBe('0.00');
  });

  it('a cashier refunds the balance later through the right group of the register, once per key', async () => {
    const invoice = await paidInvoice('B3');
    await c.post(
      '/notaCreditoCrear',
      { factura_id: invoice.id, motivo: 'Estadía cancelada' },
      accountant.headers,
    );
    const clienteId = invoice.comprador.cliente_id ?? 0;
    expect(await balanceOf(clienteId)).toBe('261800.00');

    const anonymous = await c.t.ctx.app.inject({
      method: 'POST',
      url: '/api/saldoFavorDevolver',
      payload: {},
    });
    expect(anonymous.statusCode).toBe(401);
    const forbidden = await refund(
      { cliente_id: clienteId, monto: '1000', forma_pago_id: c.t.efectivo },
      'refund-b3-forbidden',
      accountant.headers,
    );
    expect(forbidden.statusCode).toBe(403);
    const bad = await refund(
      { cliente_id: clienteId, monto: '0', forma_pago_id: c.t.efectivo },
      'refund-b3-bad',
    );
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors)).toEqual(['monto']);
    const tooMuch = await refund(
      { cliente_id: clienteId, monto: '261800.01', forma_pago_id: c.t.tarjeta },
      'refund-b3-much',
    );
    expect(tooMuch.statusCode).toBe(422);
    expect(tooMuch.json().message).toBe('El valor supera el saldo a favor del cliente ($ 261.800)');

    const before = (await refunds()).length;
    const part = {
      cliente_id: clienteId,
      monto: '100000',
      forma_pago_id: c.t.tarjeta,
      motivo: 'Reverso a la tarjeta',
    };
    const first = await refund(part, 'refund-b3-0001');
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({
      message: expect.stringMatching(/^Se devolvieron \$ 100\.000 a /),
      data: { cliente_id: clienteId, saldo: '161800.00', devuelto: '100000.00' },
    });
    const again = await refund(part, 'refund-b3-0001');
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().data.saldo).toBe('161800.00');
    const moves = await refunds();
    expect(moves.length).toBe(before + 1);
    expect(moves.at(-1)).toMatchObject({ grupo: 'tarjetas', monto: '100000.00' });

    const cash = await refund(
      { cliente_id: clienteId, monto: '161800', forma_pago_id: c.t.efectivo },
      'refund-b3-0002',
    );
    expect(cash.statusCode, cash.body).toBe(200);
    expect((await refunds()).at(-1)).toMatchObject({ grupo: 'efectivo', monto: '161800.00' });
    expect(await balanceOf(clienteId)).toBe('0.00');
    const history = await c.t.ctx.db
      .select({
        tipo: saldoFavorMovimientos.tipo,
        monto: saldoFavorMovimientos.monto,
        saldo: saldoFavorMovimientos.saldo,
      })
      .from(saldoFavorMovimientos)
      .innerJoin(saldosFavor, eq(saldosFavor.id, saldoFavorMovimientos.saldo_favor_id))
      .where(eq(saldosFavor.cliente_id, clienteId))
      .orderBy(saldoFavorMovimientos.id);
    expect(history).toEqual([
      { tipo: 'nota_credito', monto: '261800.00', saldo: '261800.00' },
      { tipo: 'devolucion', monto: '-100000.00', saldo: '161800.00' },
      { tipo: 'devolucion', monto: '-161800.00', saldo: '0.00' },
    ]);
    const listed = (await c.post('/saldoFavorListar', { search: 'B3' }, cashier.headers)).json();
    expect(listed.data).toEqual([]);

    const noRegister = await c.t.ctx.factories.actor({
      permisos: ['facturas.devolver'],
      hotelIds: [c.t.hotelId],
    });
    const closed = await refund(
      { cliente_id: clienteId, monto: '1', forma_pago_id: c.t.efectivo },
      'refund-b3-closed',
      noRegister.headers,
    );
    expect(closed.statusCode).toBe(422);
    expect(closed.json().message).toBe('Debe abrir una caja para registrar pagos');
  });

  it('refuses a balance in favour for the final consumer, and leaves owed debit notes out of what goes back', async () => {
    const anonymous = await paidInvoice('B4', { consumidor_final: true });
    const refused = await c.post(
      '/notaCreditoCrear',
      { factura_id: anonymous.id, motivo: 'Cobro duplicado' },
      accountant.headers,
    );
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toBe(
      'La factura es a consumidor final: no hay a quién dejar saldo a favor; devuelva el dinero por caja',
    );

    // 261.800 paid, then a debit note of 30.000 owed: annulling it all gives back 231.800.
    const invoice = await paidInvoice('B5');
    const debit = await c.post(
      '/notaDebitoCrear',
      {
        factura_id: invoice.id,
        motivo: 'Toalla dañada',
        lineas: [{ concepto: 'Toalla', cantidad: '1', precio_unitario: '30000', impuesto_id: null }],
      },
      accountant.headers,
    );
    expect(debit.statusCode, debit.body).toBe(200);
    const note = await c.post(
      '/notaCreditoCrear',
      { factura_id: invoice.id, motivo: 'Estadía cancelada' },
      accountant.headers,
    );
    expect(note.statusCode, note.body).toBe(200);
    expect(note.json().data).toMatchObject({ total: '261800.00', saldo_favor: '231800.00' });
    expect((await c.get(`/facturaMostrar/${invoice.id}`)).json().data.saldo).toBe('0.00');
  });
});
