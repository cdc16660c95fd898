import { DOMParser } from '@xmldom/xmldom';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatCop } from '../src/lib/money';
import { NS } from '../src/modules/e-invoicing/ubl/xml';
import { INVOICE, invoiceDocument } from '../src/modules/invoices/invoice-pdf';
import { electronicHotel, NIT } from './helpers/e-invoicing-hotel';
import type { TFakeDian } from './helpers/fake-dian';
import { pdfText } from './helpers/pdf-text';
import { xmlsecVerify } from './helpers/xml-tools';

/**
 * Issue 27, what the outbox sends: each invoice and note built and signed once at its issue
 * instant, the signed bytes answered by the XML routes (verified by xmlsec1), the invoice's own
 * amounts and taxes in its XML and on its PDF, the notes referencing the invoice's CUFE, and the
 * CUFE and DIAN's QR printed before the queue sends. The queue itself: e-invoicing-outbox.test.ts.
 */
type Hotel = Awaited<ReturnType<typeof electronicHotel>>;
let hotel: Hotel;
let fake: TFakeDian;
let c: Hotel['c'];
let sender: ReturnType<Hotel['newSender']>;
let pki: Hotel['pki'];
let paidInvoice: Hotel['paidInvoice'];

beforeAll(async () => {
  hotel = await electronicHotel({ now: () => new Date() });
  ({ fake, c, pki, paidInvoice } = hotel);
  sender = hotel.newSender();
  await hotel.issueElectronically();
});
afterAll(async () => {
  await hotel?.close();
});

describe('the signed documents', () => {
  it('answers the signed XML at /facturaXml, verified by xmlsec1, with the CUFE it was sent with', async () => {
    const invoice = await paidInvoice('103');
    await sender.sendDue();
    const row = await hotel.outboxRow('factura', invoice.id);
    const res = await c.get(`/facturaXml/${invoice.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/xml');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="fv0900373076000\d{2}[0-9a-f]{8}\.xml"$/,
    );
    expect(res.body).toBe(row?.xml_firmado);
    expect(res.body).toContain(`>${row?.cufe}</cbc:UUID>`);
    expect(res.body).toContain(`<cbc:ID>FE${invoice.numero.replace(/\D/g, '')}</cbc:ID>`);
    expect(xmlsecVerify(res.body, { trusted: [pki.root.certPem] }).ok).toBe(true);
  });

  it('carries in its XML the invoice’s own amounts and taxes, the ones its PDF prints', async () => {
    const invoice = await paidInvoice('111');
    await sender.sendDue();
    const xml = new DOMParser().parseFromString((await c.get(`/facturaXml/${invoice.id}`)).body, 'text/xml');
    const root = xml.documentElement;
    const child = (parent: Element | null | undefined, ns: string, name: string) =>
      Array.from(parent?.childNodes ?? []).filter(
        (n): n is Element =>
          n.nodeType === 1 && (n as Element).namespaceURI === ns && (n as Element).localName === name,
      );
    const amount = (parent: Element | undefined, name: string) => child(parent, NS.cbc, name)[0]?.textContent;
    const totals = child(root, NS.cac, 'LegalMonetaryTotal')[0];
    // The document's tax totals, per tax and rate (the lines' own TaxTotals are not its children).
    const taxes = child(root, NS.cac, 'TaxTotal').flatMap((total) =>
      child(total, NS.cac, 'TaxSubtotal').map((sub) => {
        const category = child(sub, NS.cac, 'TaxCategory')[0];
        const scheme = child(category, NS.cac, 'TaxScheme')[0];
        return {
          id: amount(scheme, 'ID'),
          porcentaje: amount(category, 'Percent'),
          base: amount(sub, 'TaxableAmount'),
          valor: amount(sub, 'TaxAmount'),
        };
      }),
    );

    const shown = (await c.get(`/facturaMostrar/${invoice.id}`)).json().data;
    expect(shown.total).toBe('261800.00');
    expect({
      base: amount(totals, 'LineExtensionAmount'),
      gravable: amount(totals, 'TaxExclusiveAmount'),
      total: amount(totals, 'TaxInclusiveAmount'),
      pagar: amount(totals, 'PayableAmount'),
    }).toEqual({ base: shown.base, gravable: shown.base, total: shown.total, pagar: shown.total });
    const dianTax: Record<string, string> = { IVA: '01', INC: '04' };
    expect(taxes).toEqual(
      shown.impuestos.map((t: { tipo: string; porcentaje: string; base: string; valor: string }) => ({
        id: dianTax[t.tipo],
        porcentaje: t.porcentaje,
        base: t.base,
        valor: t.valor,
      })),
    );
    expect(taxes.length).toBeGreaterThan(0);

    // The PDF (letter and 80 mm) prints those same figures.
    for (const formato of ['carta', 'tirilla']) {
      const pdf = await c.get(`/facturaPdf/${invoice.id}?formato=${formato}`);
      expect(pdf.statusCode).toBe(200);
      const text = pdfText(pdf.rawPayload).replace(/\s+/g, ' ');
      for (const figure of [shown.base, ...taxes.map((t) => t.valor ?? ''), shown.total]) {
        expect(text).toContain(formatCop(figure).replace(/\s+/g, ' '));
      }
    }
  });

  it('sends a credit note and a debit note with their CUDE, referencing the invoice’s CUFE', async () => {
    const invoice = await paidInvoice('104');
    await sender.sendDue();
    const invoiceCufe = (await hotel.outboxRow('factura', invoice.id))?.cufe;
    const debit = await c.post('/notaDebitoCrear', {
      factura_id: invoice.id,
      motivo: 'Cargo olvidado',
      lineas: [{ concepto: 'Llamadas de larga distancia', cantidad: '2', precio_unitario: '1000' }],
    });
    expect(debit.statusCode, debit.body).toBe(200);
    const credit = await c.post('/notaCreditoCrear', {
      factura_id: invoice.id,
      motivo: 'Factura mal emitida',
    });
    expect(credit.statusCode, credit.body).toBe(200);
    expect(await sender.sendDue()).toBe('Documentos electrónicos: 2 aceptado');
    const types = fake.received.slice(-2).map((r) => [r.checked?.typeCode, r.checked?.rules]);
    expect(types).toEqual([
      ['92', []],
      ['91', []],
    ]);
    for (const [clase, id, path] of [
      ['nota_credito', credit.json().data.id, 'notaCreditoXml'],
      ['nota_debito', debit.json().data.id, 'notaDebitoXml'],
    ] as const) {
      const res = await c.get(`/${path}/${id}`);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.body).toContain(`>${invoiceCufe}</cbc:UUID>`);
      expect(xmlsecVerify(res.body, { trusted: [pki.root.certPem] }).ok).toBe(true);
      expect((await hotel.documentState(clase, id)).estado).toBe('aceptado');
    }
  });

  it('prints the CUFE and DIAN’s QR on the PDF at once, signed before the queue sends the same bytes', async () => {
    const invoice = await paidInvoice('110');
    expect((await hotel.outboxRow('factura', invoice.id))?.cufe).toBeNull();
    const pdf = await c.get(`/facturaPdf/${invoice.id}?formato=tirilla`);
    expect(pdf.statusCode).toBe(200);
    const signedForPdf = await hotel.outboxRow('factura', invoice.id);
    expect(signedForPdf).toMatchObject({
      estado: 'pendiente',
      cufe: expect.stringMatching(/^[0-9a-f]{96}$/),
    });
    const url = `https://catalogo-vpfe-hab.dian.gov.co/document/searchqr?documentkey=${signedForPdf?.cufe}`;

    // What the PDF lays out for that stamp: the QR is DIAN's URL, the CUFE printed under it.
    const shown = (await c.get(`/facturaMostrar/${invoice.id}`)).json().data;
    const issuer = { nombre: 'Posada', razon_social: 'Hotel Posada del Río S.A.S.', nit: NIT, dv: '4' };
    for (const formato of ['carta', 'tirilla'] as const) {
      const layout = JSON.stringify(
        invoiceDocument(
          shown,
          {
            ...issuer,
            rnt: null,
            direccion: null,
            telefono: null,
            email: null,
            ciudad: null,
            pie_factura: null,
            logo: null,
            logo_mime: null,
          },
          formato,
          { ...INVOICE, electronico: { cufe: signedForPdf?.cufe ?? '', url, esquema: 'CUFE' } },
        ),
      );
      expect(layout).toContain(`"qr":"${url}"`);
      expect(layout).toContain(`CUFE: ${signedForPdf?.cufe}`);
      expect(layout).toContain('Representación gráfica de la factura de venta electrónica');
    }

    expect(await sender.sendDue()).toBe('Documentos electrónicos: 1 aceptado');
    const sent = await hotel.outboxRow('factura', invoice.id);
    expect(sent?.xml_firmado).toBe(signedForPdf?.xml_firmado);
    expect(fake.received.at(-1)?.checked?.rules).toEqual([]);
  });
});
