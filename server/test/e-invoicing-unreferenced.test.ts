import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { electronicHotel } from './helpers/e-invoicing-hotel';
import { xmlsecVerify, xsdValidate } from './helpers/xml-tools';

/**
 * Issue 27: a credit note on an invoice issued before the hotel invoiced electronically. DIAN never
 * received that invoice, so the note goes "sin referencia a facturas" (CustomizationID 22): no
 * BillingReference with a CUFE DIAN does not know, the invoice's period and number instead.
 */

const clock = { now: () => new Date() };
type Hotel = Awaited<ReturnType<typeof electronicHotel>>;
let hotel: Hotel;

beforeAll(async () => {
  hotel = await electronicHotel(clock);
}, 60_000);
afterAll(async () => {
  await hotel?.close();
});

describe('a credit note on an invoice from before electronic invoicing', () => {
  it('is sent without reference (22), signed and valid, and DIAN accepts it', async () => {
    const { c } = hotel;
    const old = await hotel.paidInvoice('401');
    await hotel.issueElectronically();
    const note = await c.post('/notaCreditoCrear', { factura_id: old.id, motivo: 'Factura mal emitida' });
    expect(note.statusCode, note.body).toBe(200);
    const noteId = note.json().data.id as number;

    const sender = hotel.newSender(120_000);
    expect(await sender.sendDue()).toBe('Documentos electrónicos: 1 aceptado');
    const sent = hotel.fake.received.at(-1);
    expect(sent?.checked?.typeCode).toBe('91');
    expect(sent?.checked?.rules).toEqual([]);

    const xml = await c.get(`/notaCreditoXml/${noteId}`);
    expect(xml.statusCode, xml.body).toBe(200);
    const invoice = (await c.get(`/facturaMostrar/${old.id}`)).json().data as {
      fecha: string;
      numero: string;
    };
    expect(xml.body).toContain('<cbc:CustomizationID>22</cbc:CustomizationID>');
    expect(xml.body).not.toContain('BillingReference');
    expect(xml.body).toContain(
      `<cac:InvoicePeriod><cbc:StartDate>${invoice.fecha}</cbc:StartDate><cbc:EndDate>${invoice.fecha}</cbc:EndDate></cac:InvoicePeriod>`,
    );
    expect(xml.body).toContain(
      `<cac:DiscrepancyResponse><cbc:ReferenceID>${old.numero}</cbc:ReferenceID><cbc:ResponseCode>2</cbc:ResponseCode>`,
    );
    expect(xmlsecVerify(xml.body, { trusted: [hotel.pki.root.certPem] }).ok).toBe(true);
    expect(xsdValidate(xml.body).ok).toBe(true);

    // A note on an invoice DIAN did receive still references its CUFE (20).
    const fresh = await hotel.paidInvoice('402');
    const second = await c.post('/notaCreditoCrear', { factura_id: fresh.id, motivo: 'Factura mal emitida' });
    expect(second.statusCode, second.body).toBe(200);
    expect(await sender.sendDue()).toBe('Documentos electrónicos: 2 aceptado');
    const referenced = await c.get(`/notaCreditoXml/${second.json().data.id}`);
    expect(referenced.body).toContain('<cbc:CustomizationID>20</cbc:CustomizationID>');
    expect(referenced.body).toContain('<cac:BillingReference>');
  });
});
