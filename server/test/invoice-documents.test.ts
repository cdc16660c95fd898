import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cajaMovimientos, resolucionesFacturacion } from '../src/db/schema';
import { invoicingContext } from './helpers/invoices';

let c: Awaited<ReturnType<typeof invoicingContext>>;
let t: Awaited<ReturnType<typeof invoicingContext>>['t'];
let resolutionId: number;

beforeAll(async () => {
  c = await invoicingContext();
  ({ t, resolutionId } = c);
});
afterAll(() => c.t.ctx.close());

const post = (url: string, payload: object, headers?: Record<string, string>) =>
  c.post(url, payload, headers);
const get = (url: string, headers?: Record<string, string>) => c.get(url, headers);
const stayWithSodas = (numero: string) => c.stayWithSodas(numero);
const invoiceCount = () => c.invoiceCount();

describe('the list, the PDF, credit notes and the dashboard', () => {
  let invoiceId: number;
  let numero: string;

  beforeAll(async () => {
    // Two invoices paid by card, and a stay left with its balance (for the list and the dashboard).
    for (const numero of ['L3', 'L4']) {
      const paid = await post('/facturaCrear', {
        cuenta_id: (await stayWithSodas(numero)).cuentaId,
        pagos: [{ forma_pago_id: t.tarjeta, monto: '261800' }],
      });
      expect(paid.statusCode, paid.body).toBe(200);
    }
    await stayWithSodas('L0');
    const { cuentaId } = await stayWithSodas('L1');
    const res = await post('/facturaCrear', {
      cuenta_id: cuentaId,
      cliente_id: (await t.rooms.makeClient(t.hotelId, { nombres: 'Íñigo', apellidos: 'Muñoz Ñáñez' })).id,
      pagos: [{ forma_pago_id: t.efectivo, monto: '300000' }],
    });
    expect(res.statusCode, res.body).toBe(200);
    ({ id: invoiceId, numero } = res.json().data);
  });

  it('searches by number, buyer and document, filters and pages in SQL', async () => {
    const byNumber = (await post('/facturaListar', { search: numero })).json();
    expect(byNumber.data.map((f: { id: number }) => f.id)).toEqual([invoiceId]);
    const byName = (await post('/facturaListar', { search: 'munoz nanez' })).json();
    expect(byName.data.map((f: { numero: string }) => f.numero)).toEqual([numero]);
    const credit = (await post('/facturaListar', { forma: 'credito' })).json();
    expect(credit.data.every((f: { forma: string }) => f.forma === 'credito')).toBe(true);
    const paged = (
      await post('/facturaListar?per_page=2&page=1', { desde: '2026-11-20', hasta: '2026-11-20' })
    ).json();
    expect(paged).toMatchObject({ current_page: 1, per_page: 2 });
    expect(paged.data).toHaveLength(2);
    expect(paged.total).toBeGreaterThan(2);
    const none = (await post('/facturaListar', { desde: '2026-11-21' })).json();
    expect(none.data).toEqual([]);
  });

  it('renders the PDF on letter size and as an 80 mm receipt', async () => {
    for (const formato of ['carta', 'tirilla']) {
      const res = await get(`/facturaPdf/${invoiceId}?formato=${formato}`);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
      expect(res.rawPayload.length).toBeGreaterThan(5_000);
    }
    expect((await get('/facturaPdf/999999')).statusCode).toBe(404);
  });

  it('annuls part of an invoice, then the rest: refunds through the register, stock back, then anulada', async () => {
    const stockBefore = await t.inv.stockOf(t.warehouse.id, t.soda.id);
    const invoice = (await get(`/facturaMostrar/${invoiceId}`)).json().data;
    const soda = invoice.lineas.find((l: { descripcion: string }) => l.descripcion === 'Gaseosa minibar');
    const part = await post('/notaCreditoCrear', {
      factura_id: invoiceId,
      motivo: 'Una gaseosa no se consumió',
      devolucion: 'caja',
      lineas: [{ factura_linea_id: soda.id, cantidad: '1' }],
    });
    expect(part.statusCode, part.body).toBe(200);
    expect(part.json().data).toMatchObject({
      factura_numero: numero,
      base: '10000.00',
      total_impuestos: '1900.00',
      total: '11900.00',
      devuelto: '11900.00',
      lineas: [
        { factura_linea_id: soda.id, descripcion: 'Gaseosa minibar', cantidad: '1.000', total: '11900.00' },
      ],
    });
    expect(part.json().data.numero).toMatch(/^NC\d+$/);
    const stockAfter = await t.inv.stockOf(t.warehouse.id, t.soda.id);
    expect(Number(stockAfter?.cantidad) - Number(stockBefore?.cantidad)).toBe(1);

    const tooMuch = await post('/notaCreditoCrear', {
      factura_id: invoiceId,
      motivo: 'Más de lo facturado',
      lineas: [{ factura_linea_id: soda.id, cantidad: '2' }],
    });
    expect(tooMuch.statusCode).toBe(422);
    expect(tooMuch.json().message).toBe('«Gaseosa minibar»: quedan 1 por anular');

    const rest = await post('/notaCreditoCrear', {
      factura_id: invoiceId,
      motivo: 'Factura mal emitida',
      devolucion: 'caja',
    });
    expect(rest.statusCode, rest.body).toBe(200);
    expect(rest.json().data.total).toBe('249900.00');
    const annulled = (await get(`/facturaMostrar/${invoiceId}`)).json().data;
    expect(annulled).toMatchObject({ estado: 'anulada', total_notas: '261800.00' });
    expect(annulled.notas_credito).toHaveLength(2);
    const again = await post('/notaCreditoCrear', { factura_id: invoiceId, motivo: 'Otra vez' });
    expect(again.statusCode).toBe(422);
    expect(again.json().message).toBe('La factura ya está anulada');
    const refunds = await t.ctx.db
      .select()
      .from(cajaMovimientos)
      .where(eq(cajaMovimientos.tipo, 'devolucion'));
    expect(refunds.map((r) => r.monto)).toEqual(expect.arrayContaining(['11900.00', '249900.00']));
  });

  it('sums today on the dashboard by tax and means, with pending check-outs and balances', async () => {
    const res = await get('/facturacionResumen');
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data;
    expect(data.fecha).toBe('2026-11-20');
    expect(data.facturas).toBe(await invoiceCount());
    const byTax = new Map(data.impuestos.map((i: { nombre: string; valor: string }) => [i.nombre, i.valor]));
    expect(byTax.has('IVA 19 %')).toBe(true);
    expect(data.medios.map((m: { nombre: string }) => m.nombre)).toEqual(
      expect.arrayContaining(['Efectivo', 'Tarjeta crédito']),
    );
    expect(data.notas_credito).toBe('261800.00');
    expect(data.cuentas_con_saldo.some((c: { saldo: string }) => c.saldo === '261800.00')).toBe(true);
  });

  it('refuses with a clear 422 when the resolution is spent, and leaves the account as it was', async () => {
    const { cuentaId } = await stayWithSodas('L2');
    await t.ctx.db
      .update(resolucionesFacturacion)
      .set({ hasta: 999_999, siguiente: 1_000_000 })
      .where(eq(resolucionesFacturacion.id, resolutionId));
    const res = await post('/facturaCrear', {
      cuenta_id: cuentaId,
      pagos: [{ forma_pago_id: t.tarjeta, monto: '261800' }],
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe('No hay una resolución de facturación vigente con números disponibles');
    expect((await t.account(cuentaId)).saldo).toBe('261800.00');
  });
});
