import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { electronicHotel, TECHNICAL_KEY } from './helpers/e-invoicing-hotel';
import { makeResolution } from './helpers/invoices';
import { xmlsecVerify } from './helpers/xml-tools';

/**
 * Issue 27, the hotel's own contingency: while it is on, invoices are numbered from the paper
 * contingency range and held (`contingencia`, nothing sent, no CUFE printed); switched off, they go
 * to DIAN as contingency invoices (type 03) with their CUDE.
 */

const clock = { now: () => new Date() };
type Hotel = Awaited<ReturnType<typeof electronicHotel>>;
let hotel: Hotel;
let c: Hotel['c'];
let sender: ReturnType<Hotel['newSender']>;

const paidInvoice = (numero: string) => hotel.paidInvoice(numero);

const outboxRow = (id: number) => hotel.outboxRow('factura', id);

beforeAll(async () => {
  hotel = await electronicHotel(clock);
  ({ c } = hotel);
  sender = hotel.newSender(120_000);
  await hotel.issueElectronically();
}, 60_000);
afterAll(async () => {
  await hotel?.close();
});

describe('contingency (type 03)', () => {
  it('refuses the contingency without a paper contingency range, or without electronic issue', async () => {
    const refused = await hotel.configure({ emitir: true, contingencia: true });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toContain('Registre primero la resolución del talonario de contingencia');
    const off = await hotel.configure({ emitir: false, contingencia: true });
    expect(off.statusCode).toBe(422);
    expect(off.json().message).toBe('La contingencia es de un emisor electrónico: active primero la emisión');
  });

  it('holds the invoices of the contingency range, then sends them as type 03 when it ends', async () => {
    await makeResolution(c.t.ctx.db, c.t.hotelId, {
      tipo_documento: 'contingencia',
      numero_resolucion: '18764000077',
      prefijo: 'CONT',
      hasta: 500,
      fecha_hasta: '2099-12-31',
      clave_tecnica: TECHNICAL_KEY,
    });
    const on = await hotel.configure({ emitir: true, contingencia: true });
    expect(on.statusCode, on.body).toBe(200);
    expect(on.json().data.configuracion.contingencia).toBe(true);

    const invoice = await paidInvoice('501');
    expect(invoice.numero).toBe('CONT1');
    expect(await outboxRow(invoice.id)).toMatchObject({ estado: 'contingencia', xml_firmado: null });
    // Nothing goes to DIAN meanwhile, and the printed invoice carries no CUFE.
    const received = hotel.fake.received.length;
    expect(await sender.sendDue()).toBeNull();
    expect(hotel.fake.received).toHaveLength(received);
    expect(await sender.stamp(c.t.hotelId, 'factura', invoice.id)).toBeNull();
    const state = await c.get(`/facturacionElectronica/documento?clase=factura&id=${invoice.id}`);
    expect(state.json().data).toMatchObject({ estado: 'contingencia', cufe: null });
    const settings = await c.t.get('/facturacionElectronica/estado', hotel.admin);
    expect(settings.json().data.cola.en_contingencia).toBe(1);

    const ended = await hotel.configure({ emitir: true, contingencia: false });
    expect(ended.statusCode, ended.body).toBe(200);
    expect(ended.json().data.cola).toMatchObject({ en_contingencia: 0, pendientes: 1 });
    expect(await sender.sendDue()).toBe('Documentos electrónicos: 1 aceptado');
    const sent = hotel.fake.received.at(-1);
    expect(sent?.checked?.typeCode).toBe('03');
    expect(sent?.checked?.rules).toEqual([]);
    const row = await outboxRow(invoice.id);
    expect(row?.xml_firmado).toContain('<cbc:InvoiceTypeCode>03</cbc:InvoiceTypeCode>');
    expect(row?.xml_firmado).toContain(`schemeName="CUDE-SHA384">${row?.cufe}</cbc:UUID>`);
    expect(row?.xml_firmado).toContain('<sts:InvoiceAuthorization>18764000077</sts:InvoiceAuthorization>');
    expect(xmlsecVerify(row?.xml_firmado ?? '', { trusted: [hotel.pki.root.certPem] }).ok).toBe(true);
    // Its code is a CUDE, and the screen and the PDF say so.
    const sentState = await c.get(`/facturacionElectronica/documento?clase=factura&id=${invoice.id}`);
    expect(sentState.json().data).toMatchObject({ estado: 'aceptado', esquema: 'CUDE', cufe: row?.cufe });
    expect(await sender.stamp(c.t.hotelId, 'factura', invoice.id)).toMatchObject({ esquema: 'CUDE' });

    // After the contingency, invoices take the invoices' resolution again.
    const next = await paidInvoice('502');
    expect(next.numero).toMatch(/^FE\d+$/);
    expect(await outboxRow(next.id)).toMatchObject({ estado: 'pendiente' });
  });
});
