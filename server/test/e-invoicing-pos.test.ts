import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { cajas, ventas } from '../src/db/schema';
import { electronicHotel, TECHNICAL_KEY } from './helpers/e-invoicing-hotel';
import type { TFakeDian } from './helpers/fake-dian';
import { pdfText } from './helpers/pdf-text';
import { decodeQr, svgModules } from './helpers/qr-decode';
import { sellerCodes } from './helpers/sales';
import { xmlsecVerify, xsdValidate } from './helpers/xml-tools';

/**
 * Issue 27, the documento equivalente electrónico del tiquete POS (20) and its nota de ajuste
 * (94): while the hotel issues electronically and has a POS resolution, a tiquete is numbered from
 * it and goes through the outbox with its CUDE; its annulment sends the note referencing that CUDE.
 * Before, and without a POS resolution, the tiquete keeps the internal `tiquete_pos` sequence.
 */

const clock = { now: () => new Date() };
type Hotel = Awaited<ReturnType<typeof electronicHotel>>;
let hotel: Hotel;
let fake: TFakeDian;
let c: Hotel['c'];
let sender: ReturnType<Hotel['newSender']>;
let seller: { headers: Record<string, string> };
let reader: { headers: Record<string, string> };
let numbering: Record<string, string>;
let shop: number;
let n = 0;

const sell = async (body: object = {}) => {
  const res = await c.t.ctx.app.inject({
    method: 'POST',
    url: '/api/ventaCrear',
    headers: { ...seller.headers, 'idempotency-key': `pos-electronico-${++n}` },
    payload: {
      punto_venta_id: shop,
      documento: 'pos',
      lineas: [{ product_id: c.t.soda.id, cantidad: 1 }],
      pagos: [{ forma_pago_id: c.t.efectivo, monto: '11900' }],
      ...body,
    },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as { id: number; numero: string; resolucion: string | null };
};

const resolution = (over: object = {}) => ({
  tipo_documento: 'pos',
  numero_resolucion: '18764000009',
  prefijo: 'POSE',
  desde: 1,
  hasta: 5000,
  fecha_desde: '2026-01-01',
  fecha_hasta: '2099-12-31',
  clave_tecnica: TECHNICAL_KEY,
  estado: true,
  ...over,
});

beforeAll(async () => {
  hotel = await electronicHotel(clock);
  ({ fake, c } = hotel);
  sender = hotel.newSender(120_000);
  seller = await c.t.ctx.factories.actor({ permisos: sellerCodes, hotelIds: [c.t.hotelId] });
  reader = await c.t.ctx.factories.actor({ permisos: ['ventas.ver'], hotelIds: [c.t.hotelId] });
  numbering = (
    await c.t.ctx.factories.actor({
      permisos: ['numeracion.ver', 'numeracion.editar'],
      hotelIds: [c.t.hotelId],
    })
  ).headers;
  const [caja] = await c.t.ctx.db
    .insert(cajas)
    .values({ hotel_id: c.t.hotelId, nombre: 'Tienda' })
    .returning();
  const opened = await c.t.post(
    '/cajaAbrir',
    { caja_id: caja?.id, efectivo: 100000, password: 'AUTOAPROBACION' },
    seller.headers,
  );
  expect(opened.statusCode, opened.body).toBe(200);
  const outlet = await c.t.post(
    '/puntoVentaCrear',
    { nombre: 'Tienda', tipo: 'tienda', warehouse_id: c.t.warehouse.id, regimen: 'iva' },
    seller.headers,
  );
  expect(outlet.statusCode, outlet.body).toBe(200);
  shop = outlet.json().data.id;
});
afterAll(async () => {
  await hotel?.close();
});
beforeEach(() => fake.behave({ kind: 'validate' }));

describe('the POS resolution', () => {
  it('is a resolution of its own type, which cannot change once numbers were used', async () => {
    const created = await c.t.post('/numeracionExternaCrear', resolution(), numbering);
    expect(created.statusCode, created.body).toBe(200);
    expect(created.json().data).toMatchObject({ tipo_documento: 'pos', prefijo: 'POSE', siguiente: 1 });
    const listed = await c.t.post('/numeracionExternaListar', {}, numbering);
    const types = listed
      .json()
      .data.map((r: { tipo_documento: string }) => r.tipo_documento)
      .sort();
    expect(types).toEqual(['factura', 'pos']);
    const bad = await c.t.post('/numeracionExternaCrear', resolution({ tipo_documento: 'otro' }), numbering);
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors)).toEqual(['tipo_documento']);
  });

  it('numbers tiquetes from the internal sequence while the hotel does not issue electronically', async () => {
    const sale = await sell();
    expect(sale.numero).toMatch(/^POS\d+$/);
    expect(sale.resolucion).toBeNull();
    expect(await hotel.outboxRow('tiquete_pos', sale.id)).toBeUndefined();
  });
});

describe('the documento equivalente electrónico', () => {
  let saleId: number;
  let cude: string | null | undefined;

  it('numbers the tiquete from the POS resolution and queues it in the sale’s transaction', async () => {
    await hotel.issueElectronically();
    const sale = await sell();
    saleId = sale.id;
    expect(sale.numero).toBe('POSE1');
    expect(sale.resolucion).toBe(
      'Resolución DIAN de documento equivalente POS No. 18764000009 del 01/01/2026, autoriza del POSE1 al POSE5000, vigente hasta el 31/12/2099',
    );
    expect(await hotel.outboxRow('tiquete_pos', sale.id)).toMatchObject({ estado: 'pendiente' });
    // An invoice still takes the invoices' resolution, not the POS one.
    const [row] = await c.t.ctx.db.select().from(ventas).where(eq(ventas.id, sale.id));
    expect(row?.resolucion_id).not.toBeNull();
  });

  it('sends it as type 20 with its CUDE, accepted, its XML signed (xmlsec1) and valid (UBL 2.1 XSD)', async () => {
    expect(await sender.sendDue()).toBe('Documentos electrónicos: 1 aceptado');
    const sent = fake.received.at(-1);
    expect(sent).toMatchObject({ operation: 'SendBillSync', security: 'válida' });
    expect(sent?.checked?.typeCode).toBe('20');
    expect(sent?.checked?.rules).toEqual([]);
    const row = await hotel.outboxRow('tiquete_pos', saleId);
    cude = row?.cufe;
    expect(row).toMatchObject({ estado: 'aceptado', intentos: 1 });
    expect(cude).toMatch(/^[0-9a-f]{96}$/);

    const xml = await c.t.get(`/facturacionElectronica/tiqueteXml/${saleId}`, reader.headers);
    expect(xml.statusCode, xml.body).toBe(200);
    expect(xml.body).toBe(row?.xml_firmado);
    expect(xml.body).toContain('<cbc:InvoiceTypeCode>20</cbc:InvoiceTypeCode>');
    expect(xml.body).toContain(`schemeName="CUDE-SHA384">${cude}</cbc:UUID>`);
    expect(xml.body).toContain('<Name>Cajero</Name>');
    expect(xml.body).toContain('<cbc:ID schemeName="13">222222222222</cbc:ID>');
    expect(xmlsecVerify(xml.body, { trusted: [hotel.pki.root.certPem] }).ok).toBe(true);
    expect(xsdValidate(xml.body).ok).toBe(true);

    // A sales reader sees its state; an invoice's state still needs facturas.ver.
    const state = await c.t.get(
      `/facturacionElectronica/documento?clase=tiquete_pos&id=${saleId}`,
      reader.headers,
    );
    expect(state.statusCode, state.body).toBe(200);
    expect(state.json().data).toMatchObject({ estado: 'aceptado', cufe: cude });
    const invoiceState = await c.t.get(
      '/facturacionElectronica/documento?clase=factura&id=1',
      reader.headers,
    );
    expect(invoiceState.statusCode).toBe(403);
    const anonymous = await c.t.ctx.app.inject({
      method: 'GET',
      url: `/api/facturacionElectronica/tiqueteXml/${saleId}`,
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it('prints its ticket as a PDF and answers DIAN’s QR (the consultation URL with the CUDE) as SVG', async () => {
    const qr = await c.t.get(`/ventaQr/${saleId}`, reader.headers);
    expect(qr.statusCode, qr.body).toBe(200);
    expect(qr.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
    const url = decodeQr(svgModules(qr.body));
    expect(url).toContain(`documentkey=${cude}`);
    const pdf = await c.t.get(`/ventaPdf/${saleId}`, reader.headers);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toBe('inline; filename="venta-POSE1.pdf"');
    const ticket = pdfText(pdf.rawPayload);
    expect(ticket).toContain('POSE1');
    expect(ticket).toMatch(/\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}/);
    expect(ticket).toContain(String(cude).slice(0, 20));
    // A tiquete of the internal sequence has no QR; another hotel's sale is not found.
    const paper = (await c.t.post('/ventaListar', { documento: 'pos' }, reader.headers))
      .json()
      .data.find((v: { numero: string }) => /^POS\d+$/.test(v.numero));
    const none = await c.t.get(`/ventaQr/${paper.id}`, reader.headers);
    expect(none.statusCode).toBe(404);
    expect(none.json().message).toBe('La venta no tiene un documento electrónico con código QR');
    expect((await c.t.get(`/ventaPdf/${paper.id}`, reader.headers)).statusCode).toBe(200);
    expect((await c.t.get('/ventaPdf/999999', reader.headers)).statusCode).toBe(404);
    const anonymous = await c.t.ctx.app.inject({ method: 'GET', url: `/api/ventaQr/${saleId}` });
    expect(anonymous.statusCode).toBe(401);
    const outsider = await c.t.ctx.factories.actor({ permisos: ['rack.ver'], hotelIds: [c.t.hotelId] });
    expect((await c.t.get(`/ventaPdf/${saleId}`, outsider.headers)).statusCode).toBe(403);
  });

  it('annuls it with a nota de ajuste (94) through the outbox, referencing the tiquete’s CUDE', async () => {
    const voided = await c.t.post(`/ventaAnular/${saleId}`, { motivo: 'Cliente desistió' }, seller.headers);
    expect(voided.statusCode, voided.body).toBe(200);
    const note = voided.json().data.nota_anulacion as string;
    expect(await hotel.outboxRow('nota_ajuste_pos', saleId)).toMatchObject({ estado: 'pendiente' });
    const pass = await sender.sendDue();
    expect(pass, JSON.stringify(await hotel.outboxRow('nota_ajuste_pos', saleId))).toBe(
      'Documentos electrónicos: 1 aceptado',
    );
    const sent = fake.received.at(-1);
    expect(sent?.checked?.typeCode).toBe('94');
    expect(sent?.checked?.rules).toEqual([]);
    const xml = await c.t.get(`/facturacionElectronica/notaAjusteXml/${saleId}`, reader.headers);
    expect(xml.statusCode, xml.body).toBe(200);
    expect(xml.body).toContain(`<cbc:ID>${note}</cbc:ID>`);
    expect(xml.body).toContain('<cbc:CreditNoteTypeCode>94</cbc:CreditNoteTypeCode>');
    expect(xml.body).toContain(`<cbc:UUID schemeName="CUDE-SHA384">${cude}</cbc:UUID>`);
    expect(xml.body).toContain('Cliente desistió');
    expect(xmlsecVerify(xml.body, { trusted: [hotel.pki.root.certPem] }).ok).toBe(true);
    expect(xsdValidate(xml.body).ok).toBe(true);
  });

  it('refuses a tiquete when the POS resolution has no numbers left, and writes nothing', async () => {
    const listed = await c.t.post('/numeracionExternaListar', {}, numbering);
    const pos = listed.json().data.find((r: { tipo_documento: string }) => r.tipo_documento === 'pos');
    const closed = await c.t.post(
      '/numeracionExternaActualizar',
      { ...resolution({ fecha_hasta: '2026-01-02' }), id: pos.id },
      numbering,
    );
    expect(closed.statusCode, closed.body).toBe(200);
    const before = await c.t.ctx.db.select().from(ventas);
    const res = await c.t.ctx.app.inject({
      method: 'POST',
      url: '/api/ventaCrear',
      headers: { ...seller.headers, 'idempotency-key': 'pos-sin-resolucion' },
      payload: {
        punto_venta_id: shop,
        documento: 'pos',
        lineas: [{ product_id: c.t.soda.id, cantidad: 1 }],
        pagos: [{ forma_pago_id: c.t.efectivo, monto: '11900' }],
      },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe(
      'No hay una resolución de documento equivalente POS vigente con números disponibles',
    );
    expect(await c.t.ctx.db.select().from(ventas)).toHaveLength(before.length);
  });
});
