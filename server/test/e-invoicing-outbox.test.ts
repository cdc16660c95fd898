import { DOMParser } from '@xmldom/xmldom';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { documentosElectronicos } from '../src/db/schema';
import { formatCop } from '../src/lib/money';
import { NS } from '../src/modules/e-invoicing/ubl/xml';
import { INVOICE, invoiceDocument } from '../src/modules/invoices/invoice-pdf';
import { electronicHotel, NIT } from './helpers/e-invoicing-hotel';
import type { TFakeDian } from './helpers/fake-dian';
import { pdfText } from './helpers/pdf-text';
import { xmlsecVerify } from './helpers/xml-tools';

/**
 * Issue 27, the outbox: every invoice and note issued while the hotel issues electronically is
 * queued in its own transaction, built and signed once at its issue instant, sent to a local fake
 * DIAN (which checks WS-Security, the XAdES signature with xmlsec1 and the CUFE/CUDE) and settled
 * with its answer; the XML routes answer the signed bytes.
 */

/**
 * Real time (the test certificates are valid from the day they are made, and the queue's rows are
 * stamped by the database), moved ahead by the tests to reach a retry.
 */
let ahead = 0;
const clock = { now: () => new Date(Date.now() + ahead) };
const wait = (ms: number) => {
  ahead += ms;
};
type Hotel = Awaited<ReturnType<typeof electronicHotel>>;
let hotel: Hotel;
let fake: TFakeDian;
let c: Hotel['c'];
let admin: Record<string, string>;

let sender: ReturnType<Hotel['newSender']>;
let upload: Hotel['upload'];
let configure: Hotel['configure'];
let newSender: Hotel['newSender'];
let pki: Hotel['pki'];

/** A paid invoice of the electronic hotel, counted among the invoices issued. */
async function paidInvoice(numero: string) {
  const invoice = await hotel.paidInvoice(numero);
  invoicesIssued += 1;
  return invoice;
}
let invoicesIssued = 0;

const outboxRow = async (clase: string, id: number) =>
  (
    await c.t.ctx.db
      .select()
      .from(documentosElectronicos)
      .where(and(eq(documentosElectronicos.clase, clase), eq(documentosElectronicos.documento_id, id)))
  )[0];

const stateOf = async (clase: string, id: number) => {
  const res = await c.get(`/facturacionElectronica/documento?clase=${clase}&id=${id}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
};

beforeAll(async () => {
  hotel = await electronicHotel(clock);
  ({ fake, c, admin, upload, configure, newSender, pki } = hotel);
  sender = newSender();
});
afterAll(async () => {
  await hotel?.close();
});
beforeEach(() => fake.behave({ kind: 'validate' }));

describe('switching electronic issue on', () => {
  it('refuses to issue electronically before the certificate is loaded, and queues nothing meanwhile', async () => {
    const refused = await configure({ emitir: true });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toBe(
      'Para emitir facturas electrónicas cargue primero el certificado de firma y el PIN del software',
    );
    expect((await configure()).statusCode).toBe(200);
    const before = await paidInvoice('101');
    expect(await outboxRow('factura', before.id)).toBeUndefined();
    const xml = await c.get(`/facturaXml/${before.id}`);
    expect(xml.statusCode).toBe(404);
    expect(xml.json().message).toContain('no es electrónico');
  });

  it('issues electronically once the certificate is in and the switch is on, with the RUT data kept', async () => {
    const uploaded = await upload(pki.hotelP12, pki.password);
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    const on = await configure({ emitir: true });
    expect(on.statusCode, on.body).toBe(200);
    expect(on.json().data.configuracion).toMatchObject({
      emitir: true,
      tipo_organizacion: '1',
      responsabilidades: ['O-13', 'O-23'],
      tributo: '01',
    });
    expect(on.json().data.cola).toEqual({
      pendientes: 0,
      pendiente_desde: null,
      rechazados: 0,
      con_error: 0,
      en_contingencia: 0,
    });
  });
});

describe('the queue', () => {
  it('queues an invoice in its own transaction, sends it, and keeps DIAN’s acceptance', async () => {
    const invoice = await paidInvoice('102');
    const queued = await outboxRow('factura', invoice.id);
    expect(queued).toMatchObject({ estado: 'pendiente', intentos: 0, xml_firmado: null });
    const state = await c.t.ctx.app.inject({
      method: 'GET',
      url: '/api/facturacionElectronica/estado',
      headers: admin,
    });
    expect(state.json().data.cola.pendientes).toBe(1);

    expect(await sender.sendDue()).toBe('Documentos electrónicos: 1 aceptado');
    const sent = fake.received.at(-1);
    expect(sent).toMatchObject({ operation: 'SendBillSync', security: 'válida' });
    expect(sent?.checked?.typeCode).toBe('01');
    expect(sent?.checked?.rules).toEqual([]);

    const row = await outboxRow('factura', invoice.id);
    expect(row).toMatchObject({ estado: 'aceptado', intentos: 1, codigo_dian: '00', bloqueado_hasta: null });
    expect(row?.cufe).toMatch(/^[0-9a-f]{96}$/);
    expect(await stateOf('factura', invoice.id)).toMatchObject({
      estado: 'aceptado',
      cufe: row?.cufe,
      esquema: 'CUFE',
      url_consulta: `https://catalogo-vpfe-hab.dian.gov.co/document/searchqr?documentkey=${row?.cufe}`,
      error: null,
    });
    // Nothing left: the next pass has nothing to do.
    expect(await sender.sendDue()).toBeNull();
    // The invoices' list says it too; an invoice from before the switch is not electronic.
    const listed = await c.post('/facturaListar?per_page=100', {});
    const dian = new Map(listed.json().data.map((f: { id: number; dian: string | null }) => [f.id, f.dian]));
    expect(dian.get(invoice.id)).toBe('aceptado');
    expect([...dian.values()].filter((d) => d === null)).toHaveLength(1);
  });

  it('answers the signed XML at /facturaXml, verified by xmlsec1, with the CUFE it was sent with', async () => {
    const invoice = await paidInvoice('103');
    await sender.sendDue();
    const row = await outboxRow('factura', invoice.id);
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
    const invoiceCufe = (await outboxRow('factura', invoice.id))?.cufe;
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
      expect((await stateOf(clase, id)).estado).toBe('aceptado');
    }
  });

  it('prints the CUFE and DIAN’s QR on the PDF at once, signed before the queue sends the same bytes', async () => {
    const invoice = await paidInvoice('110');
    expect((await outboxRow('factura', invoice.id))?.cufe).toBeNull();
    const pdf = await c.get(`/facturaPdf/${invoice.id}?formato=tirilla`);
    expect(pdf.statusCode).toBe(200);
    const signedForPdf = await outboxRow('factura', invoice.id);
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
    const sent = await outboxRow('factura', invoice.id);
    expect(sent?.xml_firmado).toBe(signedForPdf?.xml_firmado);
    expect(fake.received.at(-1)?.checked?.rules).toEqual([]);
  });

  it('retries with back-off when DIAN does not answer, and sends the same bytes when it is back', async () => {
    const invoice = await paidInvoice('105');
    fake.behave({ kind: 'status', status: 503 });
    expect(await sender.sendDue()).toBe('Documentos electrónicos: 1 pendiente');
    const waiting = await outboxRow('factura', invoice.id);
    expect(waiting).toMatchObject({ estado: 'pendiente', intentos: 1 });
    expect(waiting?.ultimo_error).toBe('La DIAN respondió con el estado HTTP 503');
    const retryIn = (row: typeof waiting) => (row?.proximo_intento_at.getTime() ?? 0) - clock.now().getTime();
    expect(retryIn(waiting)).toBeGreaterThan(55_000);
    expect(retryIn(waiting)).toBeLessThanOrEqual(60_000);
    // Not due yet: the next pass leaves it.
    fake.behave({ kind: 'validate' });
    expect(await sender.sendDue()).toBeNull();
    wait(61_000);
    fake.behave({ kind: 'timeout', ms: 3_000 });
    expect(await newSender(1_000).sendDue()).toBe('Documentos electrónicos: 1 pendiente');
    expect(retryIn(await outboxRow('factura', invoice.id))).toBeGreaterThan(115_000);
    wait(121_000);
    fake.behave({ kind: 'validate' });
    expect(await sender.sendDue()).toBe('Documentos electrónicos: 1 aceptado');
    const accepted = await outboxRow('factura', invoice.id);
    expect(accepted).toMatchObject({ estado: 'aceptado', intentos: 3, ultimo_error: null });
    expect(accepted?.xml_firmado).toBe(waiting?.xml_firmado);
  });

  it('keeps DIAN’s rejection with its rules, and facturaReenviar puts the invoice back in the queue', async () => {
    const invoice = await paidInvoice('106');
    fake.behave({
      kind: 'reject',
      rules: [{ code: 'FAJ43b', message: 'Nombre o razón social no coincide con el RUT' }],
    });
    expect(await sender.sendDue()).toBe('Documentos electrónicos: 1 rechazado');
    const state = await stateOf('factura', invoice.id);
    expect(state.estado).toBe('rechazado');
    expect(state.mensajes.join(' ')).toContain('FAJ43b');

    const cashierOnly = await c.t.ctx.factories.actor({
      permisos: ['facturas.ver'],
      hotelIds: [c.t.hotelId],
    });
    expect((await c.post(`/facturaReenviar/${invoice.id}`, {}, cashierOnly.headers)).statusCode).toBe(403);
    const resent = await c.post(`/facturaReenviar/${invoice.id}`, {});
    expect(resent.statusCode, resent.body).toBe(200);
    expect(resent.json().data.estado).toBe('pendiente');
    fake.behave({ kind: 'validate' });
    expect(await sender.sendDue()).toBe('Documentos electrónicos: 1 aceptado');
    const again = await c.post(`/facturaReenviar/${invoice.id}`, {});
    expect(again.statusCode).toBe(422);
    expect(again.json().message).toBe('La DIAN ya aceptó este documento');
  });

  it('sends each document once when two processes run the queue at the same time', async () => {
    const invoices = [];
    for (const numero of ['107', '108', '109']) invoices.push(await paidInvoice(numero));
    const before = fake.received.length;
    const results = await Promise.all([newSender().sendDue(), newSender().sendDue(), newSender().sendDue()]);
    const sent = fake.received.slice(before).filter((r) => r.operation === 'SendBillSync');
    expect(sent).toHaveLength(3);
    expect(new Set(sent.map((r) => r.fileName)).size).toBe(3);
    expect(results.filter((r) => r !== null).join(' ')).toMatch(/aceptado/);
    for (const invoice of invoices) expect((await outboxRow('factura', invoice.id))?.estado).toBe('aceptado');
  });
});

describe('habilitación: the test set', () => {
  const testSet = (payload: object, headers = admin) =>
    c.t.ctx.app.inject({ method: 'POST', url: '/api/facturacionElectronica/setPruebas', headers, payload });

  it('refuses a bad count, a user without the configuration permission, and a set without its TestSetId', async () => {
    const bad = await testSet({ facturas: 0, notas_credito: -1 });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['facturas', 'notas_credito']);
    const cashier = await c.t.ctx.factories.actor({ permisos: ['facturas.ver'], hotelIds: [c.t.hotelId] });
    expect((await testSet({}, { ...cashier.headers, 'x-hotel-id': String(c.t.hotelId) })).statusCode).toBe(
      403,
    );
    const noId = await testSet({});
    expect(noId.statusCode).toBe(422);
    expect(noId.json().message).toBe(
      'Indique el identificador del set de pruebas (TestSetId) que le dio la DIAN',
    );
  });

  it('makes, signs and sends the invoices and notes DIAN asks for, numbered in its test range, and keeps the verdicts', async () => {
    expect(
      (await configure({ emitir: true, test_set_id: 'c4c2b6f3-0e14-4d8b-9c55-000000000001' })).statusCode,
    ).toBe(200);
    const before = fake.received.length;
    const res = await testSet({ facturas: 2, notas_credito: 1, notas_debito: 1 });
    expect(res.statusCode, res.body).toBe(200);
    expect(
      res
        .json()
        .data.set_pruebas.map((r: { clase: string; numero: string; estado: string }) => [
          r.clase,
          r.numero,
          r.estado,
        ]),
    ).toEqual([
      // From the top of DIAN's test range down, away from the hotel's own invoices in it.
      ['factura', 'SETP994999999', 'aceptado'],
      ['factura', 'SETP995000000', 'aceptado'],
      ['nota_credito', 'NC994999999', 'aceptado'],
      ['nota_debito', 'ND994999999', 'aceptado'],
    ]);
    const uploads = fake.received.slice(before).filter((r) => r.operation === 'SendTestSetAsync');
    expect(uploads.map((u) => [u.security, u.checked?.typeCode, u.checked?.rules])).toEqual([
      ['válida', '01', []],
      ['válida', '01', []],
      ['válida', '91', []],
      ['válida', '92', []],
    ]);
    // Nothing of it is an invoice of the hotel.
    expect(await c.invoiceCount()).toBe(invoicesIssued);
    // A second run goes on below the first one's numbers.
    const again = await testSet({ facturas: 1, notas_credito: 0, notas_debito: 0 });
    expect(again.json().data.set_pruebas.at(-1)).toMatchObject({
      numero: 'SETP994999998',
      estado: 'aceptado',
    });
  });

  it('is sent only in the test environment', async () => {
    expect((await configure({ emitir: true, ambiente: 'produccion' })).statusCode).toBe(200);
    const res = await testSet({});
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe('El set de pruebas se envía en el ambiente de pruebas (habilitación)');
    expect((await configure({ emitir: true })).statusCode).toBe(200);
  });
});

describe('guards', () => {
  it('answers 401 without a session, 403 without facturas.ver, 400 for a bad query', async () => {
    expect((await c.t.ctx.app.inject({ method: 'GET', url: '/api/facturaXml/1' })).statusCode).toBe(401);
    const nobody = await c.t.ctx.factories.actor({ permisos: ['rack.ver'], hotelIds: [c.t.hotelId] });
    expect((await c.get('/facturaXml/1', nobody.headers)).statusCode).toBe(403);
    expect((await c.get('/notaCreditoXml/1', nobody.headers)).statusCode).toBe(403);
    expect(
      (await c.get('/facturacionElectronica/documento?clase=factura&id=1', nobody.headers)).statusCode,
    ).toBe(403);
    const bad = await c.get('/facturacionElectronica/documento?clase=recibo&id=1');
    expect(bad.statusCode).toBe(400);
    expect((await c.get('/facturaXml/abc')).statusCode).toBe(400);
    expect((await c.post('/facturaReenviar/999999', {})).statusCode).toBe(404);
  });
});
