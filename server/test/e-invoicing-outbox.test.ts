import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { electronicHotel } from './helpers/e-invoicing-hotel';
import type { TFakeDian } from './helpers/fake-dian';

/**
 * Issue 27, the outbox: every invoice and note issued while the hotel issues electronically is
 * queued in its own transaction and sent to a local fake DIAN (which checks WS-Security, the XAdES
 * signature with xmlsec1 and the CUFE/CUDE), then settled with its answer: accepted, retried with
 * back-off, rejected and sent again, once whatever the processes. What the signed documents carry:
 * e-invoicing-signed-documents.test.ts; DIAN's test set: e-invoicing-test-set.test.ts.
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
let paidInvoice: Hotel['paidInvoice'];

beforeAll(async () => {
  hotel = await electronicHotel(clock);
  ({ fake, c, admin, upload, configure, newSender, pki, paidInvoice } = hotel);
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
    expect(await hotel.outboxRow('factura', before.id)).toBeUndefined();
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
    const queued = await hotel.outboxRow('factura', invoice.id);
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

    const row = await hotel.outboxRow('factura', invoice.id);
    expect(row).toMatchObject({ estado: 'aceptado', intentos: 1, codigo_dian: '00', bloqueado_hasta: null });
    expect(row?.cufe).toMatch(/^[0-9a-f]{96}$/);
    expect(await hotel.documentState('factura', invoice.id)).toMatchObject({
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

  it('retries with back-off when DIAN does not answer, and sends the same bytes when it is back', async () => {
    const invoice = await paidInvoice('105');
    fake.behave({ kind: 'status', status: 503 });
    expect(await sender.sendDue()).toBe('Documentos electrónicos: 1 pendiente');
    const waiting = await hotel.outboxRow('factura', invoice.id);
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
    expect(retryIn(await hotel.outboxRow('factura', invoice.id))).toBeGreaterThan(115_000);
    wait(121_000);
    fake.behave({ kind: 'validate' });
    expect(await sender.sendDue()).toBe('Documentos electrónicos: 1 aceptado');
    const accepted = await hotel.outboxRow('factura', invoice.id);
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
    const state = await hotel.documentState('factura', invoice.id);
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
    for (const invoice of invoices)
      expect((await hotel.outboxRow('factura', invoice.id))?.estado).toBe('aceptado');
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
