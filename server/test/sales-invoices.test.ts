import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditoria, cajaMovimientos, cuentas, facturas, notasCredito, ventas } from '../src/db/schema';
import { invoicingContext } from './helpers/invoices';
import { sellerCodes } from './helpers/sales';

/**
 * The point of sale's factura is an invoice of the invoicing kernel (Facturas list, PDF, credit
 * notes, receivables): the POS invoice and the check-out's share one numbering, and a credit sale
 * is a receivable within the client's limit.
 */
let c: Awaited<ReturnType<typeof invoicingContext>>;
let t: Awaited<ReturnType<typeof invoicingContext>>['t'];
type Actor = { headers: Record<string, string>; user: { id: number } };
let seller: Actor;
let shop: number;

let n = 0;
const sell = (body: object, headers = seller.headers) =>
  t.ctx.app.inject({
    method: 'POST',
    url: '/api/ventaCrear',
    payload: body,
    headers: { ...headers, 'idempotency-key': `venta-factura-${++n}-${Date.now()}` },
  });
const sodaStock = async () => Number((await t.inv.stockOf(t.warehouse.id, t.soda.id))?.cantidad);
const count = async (table: typeof ventas | typeof facturas | typeof cuentas) =>
  (await t.ctx.db.select().from(table)).length;

const company = (over: Record<string, unknown> = {}) => c.company(over);

beforeAll(async () => {
  c = await invoicingContext();
  ({ t } = c);
  ({ seller, shop } = await c.sellingShop([...sellerCodes, 'facturas.ver']));
});
afterAll(() => t.ctx.close());

/** A check-out style invoice of a stay (facturaCrear, paid in cash): its number. */
async function stayInvoice(numero: string) {
  const { cuentaId } = await c.stayWithSodas(numero);
  const res = await c.post('/facturaCrear', {
    cuenta_id: cuentaId,
    pagos: [{ forma_pago_id: t.efectivo, monto: '261800' }],
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as { id: number; numero: string };
}

const numberOf = async (id: number) =>
  (await t.ctx.db.select({ numero: facturas.numero }).from(facturas).where(eq(facturas.id, id)))[0]?.numero;

describe('the POS factura is an invoice', () => {
  it('takes the next invoice number between two check-out invoices, shows in Facturas, and prints', async () => {
    const before = await stayInvoice('F1');
    const sold = await sell({
      punto_venta_id: shop,
      documento: 'factura',
      lineas: [{ product_id: t.soda.id, cantidad: 1 }],
      pagos: [{ forma_pago_id: t.efectivo, monto: '20000' }],
    });
    expect(sold.statusCode, sold.body).toBe(200);
    const sale = sold.json().data;
    expect(sale).toMatchObject({
      documento: 'factura',
      credito: false,
      total: '11900.00',
      cambio: '8100.00',
    });
    expect(sale.factura_id).toEqual(expect.any(Number));
    const after = await stayInvoice('F2');
    const numbers = [await numberOf(before.id), await numberOf(sale.factura_id), await numberOf(after.id)];
    expect(numbers[1]).toBe((numbers[0] ?? 0) + 1);
    expect(numbers[2]).toBe((numbers[1] ?? 0) + 1);

    const invoice = (await c.get(`/facturaMostrar/${sale.factura_id}`)).json().data;
    expect(invoice).toMatchObject({
      numero: sale.numero,
      forma: 'contado',
      total: '11900.00',
      cambio: '8100.00',
    });
    expect(invoice.lineas).toHaveLength(1);
    expect(invoice.lineas[0]).toMatchObject({ descripcion: 'Gaseosa minibar (Tienda)', total: '11900.00' });
    expect(invoice.pagos.map((p: { monto: string }) => p.monto)).toEqual(['11900.00']);

    const list = (await c.post('/facturaListar', { search: sale.numero })).json();
    expect(list.data.map((f: { numero: string }) => f.numero)).toEqual([sale.numero]);

    const pdf = await c.get(`/facturaPdf/${sale.factura_id}`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');

    // The sale's own account is of kind venta and closed with the invoice.
    const [account] = await t.ctx.db.select().from(cuentas).where(eq(cuentas.id, invoice.cuenta_id));
    expect(account).toMatchObject({ tipo: 'venta', estado: 'cerrada' });
  });

  it('annuls a POS factura with a credit note: stock and money (the tip too) come back', async () => {
    const stock = await sodaStock();
    const sold = await sell({
      punto_venta_id: shop,
      documento: 'factura',
      lineas: [{ product_id: t.soda.id, cantidad: 2 }],
      propina: '2000',
      pagos: [{ forma_pago_id: t.efectivo, monto: '30000' }],
    });
    expect(sold.statusCode, sold.body).toBe(200);
    const sale = sold.json().data;
    expect(sale).toMatchObject({ total: '23800.00', propina: '2000.00', cambio: '4200.00' });
    expect(await sodaStock()).toBe(stock - 2);
    const paidIn = await t.ctx.db
      .select({ monto: cajaMovimientos.monto, concepto: cajaMovimientos.concepto })
      .from(cajaMovimientos)
      .where(eq(cajaMovimientos.tipo, 'pago'));
    expect(paidIn.filter((m) => m.concepto?.startsWith('Propina')).map((m) => m.monto)).toEqual(['2000.00']);

    const voided = await t.post(`/ventaAnular/${sale.id}`, { motivo: 'Cobro equivocado' }, seller.headers);
    expect(voided.statusCode, voided.body).toBe(200);
    const [note] = await t.ctx.db
      .select()
      .from(notasCredito)
      .where(eq(notasCredito.factura_id, sale.factura_id));
    expect(note).toMatchObject({ total: '23800.00' });
    expect(voided.json().data).toMatchObject({
      estado: 'anulada',
      nota_anulacion: `${note?.prefijo}${note?.numero}`,
    });
    const [row] = await t.ctx.db.select().from(ventas).where(eq(ventas.id, sale.id));
    expect(row?.nota_credito_id).toBe(note?.id);
    const [invoice] = await t.ctx.db.select().from(facturas).where(eq(facturas.id, sale.factura_id));
    expect(invoice?.estado).toBe('anulada');
    expect(await sodaStock()).toBe(stock);
    const refunds = await t.ctx.db
      .select({ monto: cajaMovimientos.monto })
      .from(cajaMovimientos)
      .where(inArray(cajaMovimientos.id, [note?.caja_movimiento_id ?? 0]));
    expect(refunds.map((m) => m.monto)).toEqual(['23800.00']);
    const tipBack = await t.ctx.db
      .select({ monto: cajaMovimientos.monto, concepto: cajaMovimientos.concepto })
      .from(cajaMovimientos)
      .where(eq(cajaMovimientos.tipo, 'devolucion'));
    expect(tipBack.filter((m) => m.concepto?.startsWith('Propina')).map((m) => m.monto)).toEqual(['2000.00']);
    const twice = await t.post(`/ventaAnular/${sale.id}`, { motivo: 'Otra vez' }, seller.headers);
    expect(twice.statusCode).toBe(422);
  });
});

describe('credit sales', () => {
  it('refuses a credit sale without its client, with payments or as a tiquete', async () => {
    const line = { product_id: t.soda.id, cantidad: 1 };
    const bad: [object, string][] = [
      [{ punto_venta_id: shop, lineas: [line], credito: true }, 'cliente_id'],
      [
        {
          punto_venta_id: shop,
          lineas: [line],
          credito: true,
          cliente_id: 1,
          pagos: [{ forma_pago_id: 1, monto: 1 }],
        },
        'pagos',
      ],
      [{ punto_venta_id: shop, lineas: [line], credito: true, cliente_id: 1, documento: 'pos' }, 'documento'],
      [{ punto_venta_id: shop, lineas: [line], credito: true, cliente_id: 1, propina: '1000' }, 'propina'],
    ];
    for (const [body, field] of bad) {
      const res = await sell(body);
      expect(res.statusCode, res.body).toBe(400);
      expect(Object.keys(res.json().errors ?? {})).toContain(field);
    }
  });

  it('sells on credit within the limit: a credit invoice due by the client’s terms, a receivable', async () => {
    const firm = await company({ limite_credito: '50000', plazo_dias: 15 });
    const stock = await sodaStock();
    const sold = await sell({
      punto_venta_id: shop,
      cliente_id: firm.id,
      credito: true,
      lineas: [{ product_id: t.soda.id, cantidad: 2 }],
    });
    expect(sold.statusCode, sold.body).toBe(200);
    const sale = sold.json().data;
    // The hotel's business date is 20/11/2026: 15 days later.
    expect(sale).toMatchObject({
      documento: 'factura',
      credito: true,
      vencimiento: '2026-12-05',
      total: '23800.00',
      pagado: '0.00',
      pagos: [],
    });
    expect(await sodaStock()).toBe(stock - 2);
    const [invoice] = await t.ctx.db.select().from(facturas).where(eq(facturas.id, sale.factura_id));
    expect(invoice).toMatchObject({ forma: 'credito', vencimiento: '2026-12-05', cliente_id: firm.id });
    const collector = await t.ctx.factories.actor({ permisos: ['facturas.cartera'], hotelIds: [t.hotelId] });
    const statement = await t.get(`/cuentasPorCobrarCliente/${firm.id}`, collector.headers);
    expect(statement.statusCode, statement.body).toBe(200);
    const data = statement.json().data;
    expect(data.facturas.map((f: { numero: string }) => f.numero)).toEqual([sale.numero]);
    expect(data.disponible).toBe('26200.00');
  });

  it('refuses above the limit with the amount available, writing nothing; facturas.sobrecupo goes on, logged', async () => {
    const firm = await company({ limite_credito: '30000', plazo_dias: 30 });
    const body = {
      punto_venta_id: shop,
      cliente_id: firm.id,
      credito: true,
      lineas: [{ product_id: t.soda.id, cantidad: 3 }],
    };
    const before = {
      ventas: await count(ventas),
      facturas: await count(facturas),
      cuentas: await count(cuentas),
    };
    const stock = await sodaStock();
    const refused = await sell(body);
    expect(refused.statusCode, refused.body).toBe(422);
    expect(refused.json().message).toBe(
      'El crédito supera el cupo del cliente: disponible $ 30.000 de $ 30.000, la venta es de $ 35.700',
    );
    expect({
      ventas: await count(ventas),
      facturas: await count(facturas),
      cuentas: await count(cuentas),
    }).toEqual(before);
    expect(await sodaStock()).toBe(stock);

    const boss = await t.ctx.factories.actor({
      permisos: [...sellerCodes, 'facturas.sobrecupo'],
      hotelIds: [t.hotelId],
    });
    const overridden = await sell(body, boss.headers);
    expect(overridden.statusCode, overridden.body).toBe(200);
    expect(overridden.json().data).toMatchObject({ credito: true, vencimiento: '2026-12-20' });
    const logged = await t.ctx.db.select().from(auditoria).where(eq(auditoria.accion, 'sobrecupo'));
    expect(logged.map((l) => l.entidad_id)).toContain(String(firm.id));
  });

  it('refuses a client without approved credit', async () => {
    const firm = await company({ credito_aprobado: false });
    const res = await sell({
      punto_venta_id: shop,
      cliente_id: firm.id,
      credito: true,
      lineas: [{ product_id: t.soda.id, cantidad: 1 }],
    });
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json().message).toBe('El cliente no tiene crédito aprobado: apruébelo en Clientes');
  });

  it('annuls a credit sale: the credit note takes it off the receivable', async () => {
    const firm = await company({ limite_credito: '100000' });
    const sold = await sell({
      punto_venta_id: shop,
      cliente_id: firm.id,
      credito: true,
      lineas: [{ product_id: t.soda.id, cantidad: 1 }],
    });
    expect(sold.statusCode, sold.body).toBe(200);
    const voided = await t.post(
      `/ventaAnular/${sold.json().data.id}`,
      { motivo: 'Pedido duplicado' },
      seller.headers,
    );
    expect(voided.statusCode, voided.body).toBe(200);
    const collector = await t.ctx.factories.actor({ permisos: ['facturas.cartera'], hotelIds: [t.hotelId] });
    const data = (await t.get(`/cuentasPorCobrarCliente/${firm.id}`, collector.headers)).json().data;
    expect(data.facturas).toEqual([]);
    expect(data.disponible).toBe('100000.00');
  });
});
