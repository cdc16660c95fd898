import { DOMParser } from '@xmldom/xmldom';
import { eq } from 'drizzle-orm';
import { strFromU8, unzipSync } from 'fflate';
import { simpleParser } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditoria, clientes, correoFacturacion, entregasElectronicas, hoteles } from '../src/db/schema';
import { createDelivery } from '../src/modules/e-invoicing/delivery/delivery';
import { createDeliveryRepository } from '../src/modules/e-invoicing/delivery/delivery.repository';
import { createDocumentsRepository } from '../src/modules/e-invoicing/documents.repository';
import { NS } from '../src/modules/e-invoicing/ubl/xml';
import { documentPdfs } from '../src/modules/invoices';
import { electronicHotel, NIT, SECRET } from './helpers/e-invoicing-hotel';
import { pdfText } from './helpers/pdf-text';
import { startSmtp, type TTestSmtp } from './helpers/smtp';
import { xmlsecVerify } from './helpers/xml-tools';

/**
 * Issue 27, the delivery to the buyer: once DIAN accepts a document, its AttachedDocument (the
 * signed document and DIAN's ApplicationResponse) and its PDF go zipped by e-mail to the buyer
 * through the hotel's SMTP server — here a mail server inside the suite. The buyer check before
 * the check-out: e-invoicing-buyer.test.ts.
 */
const SMTP_USER = 'facturas@posada.test';
const SMTP_PASS = 'contraseña-smtp-secreta';

let ahead = 0;
const clock = { now: () => new Date(Date.now() + ahead) };
let h: Awaited<ReturnType<typeof electronicHotel>>;
let smtp: TTestSmtp;
let sender: ReturnType<Awaited<ReturnType<typeof electronicHotel>>['newSender']>;
let delivery: ReturnType<typeof createDelivery>;

const inject = (method: 'GET' | 'POST', url: string, headers: Record<string, string>, payload?: object) =>
  h.c.t.ctx.app.inject({ method, url: `/api${url}`, headers, ...(payload ? { payload } : {}) });

const mailSettings = (over: object = {}) => ({
  host: '127.0.0.1',
  puerto: smtp.port,
  seguridad: 'ninguna',
  usuario: SMTP_USER,
  clave: SMTP_PASS,
  remitente: 'facturas@posada.test',
  responder_a: 'recepcion@posada.test',
  ...over,
});

const deliveryOf = async (clase: string, id: number) => (await h.documentState(clase, id)).entrega;

/** A delivery queue's process, as buildApp makes it (the tests run its passes). */
const newDelivery = () =>
  createDelivery({
    db: h.c.t.ctx.db,
    repo: createDeliveryRepository(),
    documents: createDocumentsRepository(),
    clock,
    secretKey: SECRET,
    pdf: documentPdfs({ db: h.c.t.ctx.db, stamps: (hotelId, clase, id) => sender.stamp(hotelId, clase, id) }),
  });

/**
 * A pass of the delivery queue answers `line`; when it does not, the failure shows the errors the
 * deliveries keep (an SMTP refusal, a timeout, a PDF that could not be made).
 */
async function expectPass(line: string | null) {
  const answered = await delivery.sendDue();
  const kept = await h.c.t.ctx.db
    .select({ error: entregasElectronicas.ultimo_error })
    .from(entregasElectronicas);
  const errors = kept.flatMap((k) => (k.error ? [k.error] : []));
  expect(answered, `errores de entrega guardados: ${errors.join(' | ') || 'ninguno'}`).toBe(line);
}

/** The files of the zip a received e-mail carries (its only attachment), by name. */
async function zipOf(raw: Buffer | undefined) {
  const parsed = await simpleParser(raw ?? Buffer.alloc(0));
  expect(parsed.attachments).toHaveLength(1);
  const zip = parsed.attachments[0];
  const files = unzipSync(new Uint8Array(zip?.content ?? Buffer.alloc(0)));
  return { parsed, zipName: zip?.filename ?? '', files };
}
const rootOf = (xml: string) => new DOMParser().parseFromString(xml, 'text/xml').documentElement;
const embeddedOf = (attached: string) =>
  Array.from(
    new DOMParser().parseFromString(attached, 'text/xml').getElementsByTagNameNS(NS.cbc, 'Description'),
  ).map((d) => d.textContent ?? '');

beforeAll(async () => {
  smtp = await startSmtp({ user: SMTP_USER, pass: SMTP_PASS });
  h = await electronicHotel(clock);
  await h.issueElectronically();
  sender = h.newSender();
  delivery = newDelivery();
});
afterAll(async () => {
  await h?.close();
  await smtp?.close();
});

describe('the hotel’s mail server', () => {
  it('is the administrator’s: 401 without a session, 403 without configuraciones.editar, 400 on bad data', async () => {
    expect((await inject('GET', '/facturacionElectronica/correo', {})).statusCode).toBe(401);
    expect((await inject('POST', '/facturacionElectronica/correo', {}, mailSettings())).statusCode).toBe(401);
    expect((await h.c.get('/facturacionElectronica/correo')).statusCode).toBe(403);
    expect((await h.c.post('/facturacionElectronica/correo', mailSettings())).statusCode).toBe(403);
    const bad = await inject('POST', '/facturacionElectronica/correo', h.admin, {
      ...mailSettings(),
      host: '',
      puerto: 70000,
      remitente: 'no-es-correo',
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['host', 'puerto', 'remitente']);
    const noPassword = await inject(
      'POST',
      '/facturacionElectronica/correo',
      h.admin,
      mailSettings({ clave: '' }),
    );
    expect(noPassword.statusCode).toBe(422);
    expect(noPassword.json().message).toBe('Indique la contraseña del usuario del servidor de correo');
  });

  it('keeps the password sealed: never in an answer, the audit or the row in the clear, and kept when left empty', async () => {
    const saved = await inject('POST', '/facturacionElectronica/correo', h.admin, mailSettings());
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data).toEqual({
      host: '127.0.0.1',
      puerto: smtp.port,
      seguridad: 'ninguna',
      usuario: SMTP_USER,
      tiene_clave: true,
      remitente: 'facturas@posada.test',
      responder_a: 'recepcion@posada.test',
    });
    expect(saved.body).not.toContain(SMTP_PASS);
    const again = await inject(
      'POST',
      '/facturacionElectronica/correo',
      h.admin,
      mailSettings({ clave: '' }),
    );
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().data.tiene_clave).toBe(true);
    const read = await inject('GET', '/facturacionElectronica/correo', h.admin);
    expect(read.json().data).toEqual(saved.json().data);
    const [row] = await h.c.t.ctx.db.select().from(correoFacturacion);
    expect(row?.clave_sellada).toMatch(/^v1\./);
    expect(JSON.stringify(row)).not.toContain(SMTP_PASS);
    const audit = await h.c.t.ctx.db
      .select()
      .from(auditoria)
      .where(eq(auditoria.entidad, 'correo_facturacion'));
    expect(audit).toHaveLength(2);
    expect(JSON.stringify(audit)).not.toContain(SMTP_PASS);
    expect(JSON.stringify(audit)).not.toContain('v1.');
  });
});

describe('the e-mail to the buyer', () => {
  it('sends the AttachedDocument (signed invoice + DIAN’s answer, itself signed) and the PDF, zipped, once DIAN accepts', async () => {
    const invoice = await h.paidInvoice('301', 'ana.huesped@correo.test');
    // Not accepted yet: nothing to deliver.
    expect(await deliveryOf('factura', invoice.id)).toBeNull();
    await expectPass(null);
    expect(await sender.sendDue()).toBe('Documentos electrónicos: 1 aceptado');
    expect(await deliveryOf('factura', invoice.id)).toMatchObject({ estado: 'pendiente', intentos: 0 });

    await expectPass('Correos a compradores: 1 enviado');
    expect(smtp.received).toHaveLength(1);
    const [mail] = smtp.received;
    expect(mail?.to).toEqual(['ana.huesped@correo.test']);
    expect(mail?.from).toBe('facturas@posada.test');
    const { parsed, zipName, files } = await zipOf(mail?.raw);
    const row = await h.outboxRow('factura', invoice.id);
    const number = row?.xml_firmado?.match(/<cbc:ID>([^<]+)<\/cbc:ID>/)?.[1];
    const [hotel] = await h.c.t.ctx.db.select().from(hoteles).where(eq(hoteles.id, h.c.t.hotelId));
    // Annex 1.9: NIT;name;number;document type;trade name.
    expect(parsed.subject).toBe(`${NIT};Hotel Posada del Río S.A.S.;${number};01;${hotel?.nombre}`);
    expect(number).toMatch(/^FE\d+$/);
    expect(parsed.replyTo?.text).toBe('recepcion@posada.test');
    expect(zipName).toMatch(/^z0900373076000\d{2}[0-9a-f]{8}\.zip$/);
    const names = Object.keys(files).sort();
    expect(names).toHaveLength(2);
    expect(names[0]).toMatch(/^ad0900373076000\d{2}[0-9a-f]{8}\.pdf$/);
    expect(names[1]).toBe(names[0]?.replace('.pdf', '.xml'));
    expect(strFromU8(files[names[0] ?? ''] ?? new Uint8Array()).slice(0, 5)).toBe('%PDF-');

    const attached = strFromU8(files[names[1] ?? ''] ?? new Uint8Array());
    const dom = new DOMParser().parseFromString(attached, 'text/xml');
    expect(dom.documentElement?.localName).toBe('AttachedDocument');
    const embedded = embeddedOf(attached);
    // The signed invoice byte for byte, and DIAN's ApplicationResponse as DIAN answered it.
    expect(embedded).toEqual([row?.xml_firmado, row?.respuesta_xml]);
    const answer = new DOMParser().parseFromString(embedded[1] ?? '', 'text/xml');
    expect(answer.documentElement?.localName).toBe('ApplicationResponse');
    expect(answer.getElementsByTagNameNS(NS.cbc, 'ResponseCode')[0]?.textContent).toBe('02');
    const trusted = [h.pki.root.certPem];
    expect(xmlsecVerify(attached, { trusted }).ok).toBe(true);
    expect(xmlsecVerify(embedded[0] ?? '', { trusted }).ok).toBe(true);
    const reference = dom.getElementsByTagNameNS(NS.cac, 'ParentDocumentLineReference')[0];
    expect(reference?.getElementsByTagNameNS(NS.cbc, 'UUID')[0]?.textContent).toBe(row?.cufe);

    expect(await deliveryOf('factura', invoice.id)).toMatchObject({
      estado: 'enviado',
      correo: 'ana.huesped@correo.test',
      intentos: 1,
      error: null,
      proximo_intento: null,
    });
    // Sent once: the next pass has nothing to do.
    await expectPass(null);
    expect(smtp.received).toHaveLength(1);
  });

  it('keeps the e-mail when the mail server is down, and sends it when it is back (after the back-off)', async () => {
    const invoice = await h.paidInvoice('302', 'luis.huesped@correo.test');
    await sender.sendDue();
    smtp.down(true);
    try {
      await expectPass('Correos a compradores: 1 error');
      const failed = await deliveryOf('factura', invoice.id);
      expect(failed).toMatchObject({ estado: 'error', intentos: 1 });
      expect(failed.error).toContain('Servicio no disponible');
      expect(failed.error).not.toContain(SMTP_PASS);
    } finally {
      // Up again even when an assertion above fails: the later tests would all read «1 error».
      smtp.down(false);
    }
    // Not due yet: the next try waits a minute.
    await expectPass(null);
    ahead += 61_000;
    const before = smtp.received.length;
    await expectPass('Correos a compradores: 1 enviado');
    expect(smtp.received).toHaveLength(before + 1);
    expect(smtp.received.at(-1)?.to).toEqual(['luis.huesped@correo.test']);
    expect(await deliveryOf('factura', invoice.id)).toMatchObject({
      estado: 'enviado',
      intentos: 2,
      error: null,
    });
  });

  it('says "sin correo" for a buyer without an e-mail, and the resend sends it once the client has one', async () => {
    const invoice = await h.paidInvoice('303', null);
    await sender.sendDue();
    const before = smtp.received.length;
    await expectPass('Correos a compradores: 1 sin correo');
    expect(await deliveryOf('factura', invoice.id)).toMatchObject({ estado: 'sin_correo', correo: null });
    expect(smtp.received).toHaveLength(before);
    await expectPass(null);

    await h.c.t.ctx.db
      .update(clientes)
      .set({ email: 'tarde@correo.test' })
      .where(eq(clientes.id, invoice.client.id));
    const resent = await h.c.post('/facturacionElectronica/reenviarCorreo', {
      clase: 'factura',
      id: invoice.id,
    });
    expect(resent.statusCode, resent.body).toBe(200);
    expect(resent.json().message).toBe('El correo al comprador quedó en la cola de envío');
    expect(await deliveryOf('factura', invoice.id)).toMatchObject({ estado: 'pendiente' });
    await expectPass('Correos a compradores: 1 enviado');
    expect(smtp.received.at(-1)?.to).toEqual(['tarde@correo.test']);
  });

  it('sends the credit and debit notes too, each with its own PDF', async () => {
    const invoice = await h.paidInvoice('306', 'notas@correo.test');
    await sender.sendDue();
    await delivery.sendDue();
    const debit = await h.c.post('/notaDebitoCrear', {
      factura_id: invoice.id,
      motivo: 'Cargo olvidado',
      lineas: [{ concepto: 'Llamadas de larga distancia', cantidad: '2', precio_unitario: '1000' }],
    });
    expect(debit.statusCode, debit.body).toBe(200);
    const credit = await h.c.post('/notaCreditoCrear', {
      factura_id: invoice.id,
      motivo: 'Factura mal emitida',
    });
    expect(credit.statusCode, credit.body).toBe(200);
    expect(await sender.sendDue()).toBe('Documentos electrónicos: 2 aceptado');
    const before = smtp.received.length;
    await expectPass('Correos a compradores: 2 enviado');
    const mails = smtp.received.slice(before);
    expect(mails.map((m) => m.to)).toEqual([['notas@correo.test'], ['notas@correo.test']]);
    const byType = new Map<string, Awaited<ReturnType<typeof zipOf>>>();
    for (const m of mails) {
      const z = await zipOf(m.raw);
      byType.set(z.parsed.subject?.split(';')[3] ?? '', z);
    }
    const debitMail = byType.get('92');
    const creditMail = byType.get('91');
    for (const z of [debitMail, creditMail]) {
      expect(
        Object.keys(z?.files ?? {})
          .map((n) => n.slice(-4))
          .sort(),
      ).toEqual(['.pdf', '.xml']);
    }
    // The credit note's PDF is the credit note's (not its invoice's): its title, number and CUDE.
    const creditPdf = pdfText(Object.entries(creditMail?.files ?? {}).find(([n]) => n.endsWith('.pdf'))?.[1]);
    const creditRow = await h.outboxRow('nota_credito', credit.json().data.id);
    expect(creditPdf).toContain('NOTA CRÉDITO');
    expect(creditPdf).toContain(credit.json().data.numero);
    expect(creditPdf).toContain(`Nota crédito de la factura de venta ${invoice.numero}`);
    expect(creditPdf.replace(/\s+/g, '')).toContain(`CUDE:${creditRow?.cufe}`);
    expect(creditPdf).toContain(
      credit
        .json()
        .data.total.replace('.00', '')
        .replace(/\B(?=(\d{3})+$)/g, '.'),
    );
    for (const [z, clase, id, root] of [
      [debitMail, 'nota_debito', debit.json().data.id, 'DebitNote'],
      [creditMail, 'nota_credito', credit.json().data.id, 'CreditNote'],
    ] as const) {
      const xmlName = Object.keys(z?.files ?? {}).find((n) => n.endsWith('.xml')) ?? '';
      const attached = strFromU8(z?.files[xmlName] ?? new Uint8Array());
      const row = await h.outboxRow(clase, id);
      const [document, answer] = embeddedOf(attached);
      expect(document).toBe(row?.xml_firmado);
      expect(rootOf(document ?? '')?.localName).toBe(root);
      expect(answer).toBe(row?.respuesta_xml);
      expect(xmlsecVerify(attached, { trusted: [h.pki.root.certPem] }).ok).toBe(true);
      expect(await deliveryOf(clase, id)).toMatchObject({ estado: 'enviado', correo: 'notas@correo.test' });
    }
  });

  it('sends each e-mail once when two processes run the delivery queue at the same time', async () => {
    const invoices = [
      await h.paidInvoice('307', 'uno@correo.test'),
      await h.paidInvoice('308', 'dos@correo.test'),
      await h.paidInvoice('309', 'tres@correo.test'),
    ];
    expect(await sender.sendDue()).toBe('Documentos electrónicos: 3 aceptado');
    const before = smtp.received.length;
    const other = newDelivery();
    await Promise.all([delivery.sendDue(), other.sendDue(), delivery.sendDue()]);
    const to = smtp.received.slice(before).flatMap((m) => m.to);
    expect(to.sort()).toEqual(['dos@correo.test', 'tres@correo.test', 'uno@correo.test']);
    for (const invoice of invoices) {
      expect(await deliveryOf('factura', invoice.id)).toMatchObject({ estado: 'enviado', intentos: 1 });
    }
  });

  it('reenviarCorreo: 401, 403 without facturas.crear, 400 on a bad body, 404 not electronic, 422 not accepted', async () => {
    const url = '/facturacionElectronica/reenviarCorreo';
    expect((await inject('POST', url, {}, { clase: 'factura', id: 1 })).statusCode).toBe(401);
    expect((await inject('POST', url, h.admin, { clase: 'factura', id: 1 })).statusCode).toBe(403);
    const bad = await h.c.post(url, { clase: 'recibo', id: 'x' });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['clase', 'id']);
    expect((await h.c.post(url, { clase: 'factura', id: 999_999 })).statusCode).toBe(404);
    const waiting = await h.paidInvoice('304', 'espera@correo.test');
    const refused = await h.c.post(url, { clase: 'factura', id: waiting.id });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toBe('El correo se envía cuando la DIAN acepta el documento');
    await sender.sendDue();
    await delivery.sendDue();
    const [kept] = await h.c.t.ctx.db
      .select()
      .from(entregasElectronicas)
      .where(eq(entregasElectronicas.correo, 'espera@correo.test'));
    expect(kept?.estado).toBe('enviado');
  });
});
