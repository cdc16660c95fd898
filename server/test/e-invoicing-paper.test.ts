import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { impuestos, resolucionesFacturacion } from '../src/db/schema';
import { colombianInstant } from '../src/modules/e-invoicing/time';
import { electronicHotel, TECHNICAL_KEY } from './helpers/e-invoicing-hotel';
import { makeResolution } from './helpers/invoices';
import { xmlsecVerify, xsdValidate } from './helpers/xml-tools';

/**
 * Issue 27, paper contingency invoices: written by hand on the talonario while Posada was down,
 * typed in afterwards and transmitted as contingency invoices (03) within DIAN's 48 hours of the
 * service being restored.
 */

const clock = { now: () => new Date() };
type Hotel = Awaited<ReturnType<typeof electronicHotel>>;
let hotel: Hotel;
let c: Hotel['c'];
let rangeId: number;
let ivaId: number;
const URL = '/facturacionElectronica/talonario';

/** A Colombian date and hh:mm `hours` before now. */
function hoursAgo(hours: number) {
  const { date, time } = colombianInstant(new Date(clock.now().getTime() - hours * 3_600_000));
  return { date, time: time.slice(0, 5) };
}

const body = (over: object = {}) => {
  const issued = hoursAgo(20);
  const restored = hoursAgo(2);
  return {
    resolucion_id: rangeId,
    numero: 7,
    fecha: issued.date,
    hora: issued.time,
    restablecido_fecha: restored.date,
    restablecido_hora: restored.time,
    cliente_id: null,
    forma: 'contado',
    medio: '10',
    lineas: [
      { concepto: 'Alojamiento habitación 12', cantidad: '1', precio_unitario: '200000', impuesto_id: ivaId },
      { concepto: 'Desayuno', cantidad: '2', precio_unitario: '15000' },
    ],
    ...over,
  };
};

const outboxRow = (id: number) => hotel.outboxRow('factura_talonario', id);

beforeAll(async () => {
  hotel = await electronicHotel(clock);
  ({ c } = hotel);
  const range = await makeResolution(c.t.ctx.db, c.t.hotelId, {
    tipo_documento: 'contingencia',
    numero_resolucion: '18764000099',
    prefijo: 'TAL',
    desde: 1,
    hasta: 50,
    fecha_hasta: '2099-12-31',
    clave_tecnica: TECHNICAL_KEY,
  });
  rangeId = range.id;
  const [iva] = await c.t.ctx.db.select().from(impuestos).where(eq(impuestos.nombre, 'IVA 19 %'));
  ivaId = iva?.id ?? 0;
}, 60_000);
afterAll(async () => {
  await hotel?.close();
});

describe('paper contingency invoices typed in afterwards', () => {
  it('answers 401 without a session, 403 without facturas.crear, 422 before electronic issue', async () => {
    const anonymous = await c.t.ctx.app.inject({ method: 'POST', url: `/api${URL}`, payload: body() });
    expect(anonymous.statusCode).toBe(401);
    const reader = await c.t.ctx.factories.actor({ permisos: ['facturas.ver'], hotelIds: [c.t.hotelId] });
    expect((await c.t.post(URL, body(), reader.headers)).statusCode).toBe(403);
    expect((await c.t.get(URL, reader.headers)).statusCode).toBe(200);
    const nobody = await c.t.ctx.factories.actor({ permisos: ['rack.ver'], hotelIds: [c.t.hotelId] });
    expect((await c.t.get(URL, nobody.headers)).statusCode).toBe(403);
    const off = await c.post(URL, body());
    expect(off.statusCode, off.body).toBe(422);
    expect(off.json().message).toContain('Active primero la emisión electrónica');
  });

  it('refuses bad input with 400: no lines, a bad hour, a credit invoice without due date', async () => {
    const empty = await c.post(URL, body({ lineas: [] }));
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors.lineas).toEqual(['Agregue al menos una línea']);
    expect((await c.post(URL, body({ hora: '25:00' }))).statusCode).toBe(400);
    const credit = await c.post(URL, body({ forma: 'credito' }));
    expect(credit.statusCode).toBe(400);
    expect(credit.json().errors.vencimiento).toEqual(['Una factura a crédito lleva vencimiento']);
  });

  it('types one in, queues it in the same transaction and sends it as a contingency invoice (03)', async () => {
    await hotel.issueElectronically();
    const res = await c.post(URL, body());
    expect(res.statusCode, res.body).toBe(200);
    const typed = res.json().data;
    expect(typed).toMatchObject({ numero: 'TAL7', comprador: 'Consumidor final', total: '268000.00' });
    expect(new Date(typed.plazo).getTime() - new Date(typed.restablecido).getTime()).toBe(48 * 3_600_000);
    expect(await outboxRow(typed.id)).toMatchObject({ estado: 'pendiente', xml_firmado: null });
    // Posada's own numbering of the range goes on after the paper's number.
    const [range] = await c.t.ctx.db
      .select()
      .from(resolucionesFacturacion)
      .where(eq(resolucionesFacturacion.id, rangeId));
    expect(range?.siguiente).toBe(8);

    const sender = hotel.newSender(120_000);
    expect(await sender.sendDue()).toBe('Documentos electrónicos: 1 aceptado');
    const sent = hotel.fake.received.at(-1);
    expect(sent?.checked?.typeCode).toBe('03');
    expect(sent?.checked?.rules).toEqual([]);

    const xml = await c.get(`/facturacionElectronica/talonarioXml/${typed.id}`);
    expect(xml.statusCode, xml.body).toBe(200);
    const row = await outboxRow(typed.id);
    expect(xml.body).toBe(row?.xml_firmado);
    expect(xml.body).toContain('<cbc:InvoiceTypeCode>03</cbc:InvoiceTypeCode>');
    expect(xml.body).toContain(`schemeName="CUDE-SHA384">${row?.cufe}</cbc:UUID>`);
    expect(xml.body).toContain('<cbc:ID>TAL7</cbc:ID>');
    expect(xml.body).toContain(`<cbc:IssueDate>${body().fecha}</cbc:IssueDate>`);
    expect(xml.body).toContain('<sts:InvoiceAuthorization>18764000099</sts:InvoiceAuthorization>');
    expect(xml.body).toContain('<cbc:PayableAmount currencyID="COP">268000.00</cbc:PayableAmount>');
    expect(xmlsecVerify(xml.body, { trusted: [hotel.pki.root.certPem] }).ok).toBe(true);
    expect(xsdValidate(xml.body).ok).toBe(true);

    const state = await c.get(`/facturacionElectronica/documento?clase=factura_talonario&id=${typed.id}`);
    expect(state.json().data).toMatchObject({ estado: 'aceptado', esquema: 'CUDE', cufe: row?.cufe });
    const list = await c.get(URL);
    expect(list.statusCode).toBe(200);
    expect(list.json()).toMatchObject({
      total: 1,
      data: [{ id: typed.id, numero: 'TAL7', dian: 'aceptado' }],
    });
  });

  it('refuses a number outside the range (422) or already used (409)', async () => {
    const outside = await c.post(URL, body({ numero: 51 }));
    expect(outside.statusCode).toBe(422);
    expect(outside.json().message).toBe(
      'El número 51 está fuera del rango autorizado del talonario (TAL1 a TAL50)',
    );
    expect(outside.json().errors.numero).toHaveLength(1);
    const unknown = await c.post(URL, body({ resolucion_id: null, numero: 51 }));
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().message).toContain('autoriza el número 51');
    // Without the resolution named, the hotel's range holding the number is found.
    const reused = await c.post(URL, body({ resolucion_id: null, numero: 7 }));
    expect(reused.statusCode).toBe(409);
    expect(reused.json().message).toBe('La factura TAL7 ya está registrada');
  });

  it('refuses once DIAN’s 48 hours from the restoration have passed, and a restoration in the future', async () => {
    const issued = hoursAgo(60);
    const restored = hoursAgo(49);
    const late = await c.post(
      URL,
      body({
        numero: 8,
        fecha: issued.date,
        hora: issued.time,
        restablecido_fecha: restored.date,
        restablecido_hora: restored.time,
      }),
    );
    expect(late.statusCode).toBe(422);
    expect(late.json().message).toContain(
      'la DIAN exige transmitir las facturas de talonario dentro de las 48 horas siguientes al restablecimiento',
    );
    const future = hoursAgo(-3);
    const ahead = await c.post(
      URL,
      body({ numero: 8, restablecido_fecha: future.date, restablecido_hora: future.time }),
    );
    expect(ahead.statusCode).toBe(400);
    // Nothing was written by the refusals.
    expect((await c.get(URL)).json().total).toBe(1);
  });
});
