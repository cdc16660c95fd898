/**
 * A hotel that issues electronically, for the API tests of issue 27: its RUT data and city, a
 * DIAN resolution with its technical key, a local fake DIAN, the settings and certificate routes,
 * and a sender of the outbox bound to the fake (the tests run the queue's passes themselves).
 */
import { nitCheckDigit } from '@posada/contracts';
import { and, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import {
  ciudades,
  clientes,
  documentosElectronicos,
  hoteles,
  resolucionesFacturacion,
} from '../../src/db/schema';
import type { Clock } from '../../src/lib/clock';
import { readP12 } from '../../src/modules/e-invoicing/certificate/p12';
import { createDocumentsRepository } from '../../src/modules/e-invoicing/documents.repository';
import { createEInvoicingSender } from '../../src/modules/e-invoicing/sender';
import { startFakeDian } from './fake-dian';
import { invoicingContext } from './invoices';
import { testPki } from './test-certificates';

export const SECRET = 'clave-del-servidor-de-pruebas-0123456789';
export const NIT = '900373076';
export const SOFTWARE = '56f2ae4e-9812-4fad-9255-08fcfcbf6f84';
export const PIN = '75315';
export const TECHNICAL_KEY = 'fc8eac422eba16e22ffd8c6f94b3f40a6e38162c';

export async function electronicHotel(clock: Clock) {
  const pki = testPki();
  const fake = await startFakeDian({
    keys: {
      technicalKey: TECHNICAL_KEY,
      pins: { [SOFTWARE]: PIN },
      trustedRoots: [pki.root.certPem, pki.intermediate.certPem],
    },
    dian: readP12(pki.dianP12, pki.password),
    now: clock.now,
    xmlsecTrusted: [pki.root.certPem],
  });
  const c = await invoicingContext(clock, { secretKey: SECRET, dianUrl: fake.url });
  const { db } = c.t.ctx;
  const [bogota] = await db.select().from(ciudades).where(eq(ciudades.codigo, '11001'));
  await db
    .update(hoteles)
    .set({
      nit: NIT,
      dv: nitCheckDigit(NIT),
      razon_social: 'Hotel Posada del Río S.A.S.',
      direccion: 'Carrera 7 # 12-45',
      ciudad_id: bogota?.id,
    })
    .where(eq(hoteles.id, c.t.hotelId));
  await db
    .update(resolucionesFacturacion)
    .set({ clave_tecnica: TECHNICAL_KEY, fecha_desde: '2026-01-01', fecha_hasta: '2099-12-31' })
    .where(eq(resolucionesFacturacion.id, c.resolutionId));
  const admin = {
    ...(await c.t.ctx.factories.actor({ permisos: ['configuraciones.editar'], hotelIds: [c.t.hotelId] }))
      .headers,
    'x-hotel-id': String(c.t.hotelId),
  };

  function upload(file: Buffer, password: string) {
    const boundary = '----posadaCertificado';
    const payload = Buffer.concat([
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="clave"\r\n\r\n${password}\r\n`),
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="certificado"; filename="firma.p12"\r\n` +
          'Content-Type: application/x-pkcs12\r\n\r\n',
      ),
      file,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    return c.t.ctx.app.inject({
      method: 'POST',
      url: '/api/facturacionElectronica/certificado',
      headers: { ...admin, 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload,
    });
  }

  const settings = (over: object = {}) => ({
    ambiente: 'pruebas',
    software_id: SOFTWARE,
    pin: PIN,
    tipo_organizacion: '1',
    responsabilidades: ['O-13', 'O-23'],
    tributo: '01',
    ...over,
  });
  const configure = (over: object = {}) =>
    c.t.ctx.app.inject({
      method: 'POST',
      url: '/api/facturacionElectronica/configurar',
      headers: admin,
      payload: settings(over),
    });

  /** Settings, certificate and the switch on: every invoice and note from now on is electronic. */
  async function issueElectronically() {
    expect((await configure()).statusCode).toBe(200);
    const uploaded = await upload(pki.hotelP12, pki.password);
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    const on = await configure({ emitir: true });
    expect(on.statusCode, on.body).toBe(200);
  }

  const newSender = (timeoutMs = 30_000) =>
    createEInvoicingSender({
      db,
      repo: createDocumentsRepository(),
      clock,
      secretKey: SECRET,
      dianUrl: fake.url,
      timeoutMs,
    });

  /** The hotel's day `days` from the clock's. */
  const hotelDay = (days: number) =>
    new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Bogota' }).format(
      new Date(clock.now().getTime() + days * 86_400_000),
    );

  /** A stay of two nights from today with two minibar sodas, invoiced and paid in cash. */
  /**
   * A stay of two nights with two sodas, invoiced and paid in cash; with `email`, its guest's
   * e-mail is set first (the invoice copies the buyer's e-mail it is delivered to).
   */
  async function paidInvoice(numero: string, email?: string | null) {
    const { room, cuentaId, client } = await c.t.occupy(numero, hotelDay(2));
    if (email !== undefined)
      await c.t.ctx.db.update(clientes).set({ email }).where(eq(clientes.id, client.id));
    const charged = await c.t.post('/saveDetalleRoom', {
      habitacion_id: room.id,
      lineas: [{ product_id: c.t.soda.id, cantidad: 2, warehouse_id: c.t.warehouse.id }],
    });
    expect(charged.statusCode, charged.body).toBe(200);
    const res = await c.post('/facturaCrear', {
      cuenta_id: cuentaId,
      pagos: [{ forma_pago_id: c.t.efectivo, monto: '261800' }],
    });
    expect(res.statusCode, res.body).toBe(200);
    return { ...(res.json().data as { id: number; numero: string }), client };
  }

  /** The outbox's row of a document (`clase` factura, nota_credito…), if it was queued. */
  const outboxRow = async (clase: string, id: number) =>
    (
      await db
        .select()
        .from(documentosElectronicos)
        .where(and(eq(documentosElectronicos.clase, clase), eq(documentosElectronicos.documento_id, id)))
    )[0];

  /** The document's state at DIAN as the API answers it. */
  async function documentState(clase: string, id: number) {
    const res = await c.get(`/facturacionElectronica/documento?clase=${clase}&id=${id}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data;
  }

  return {
    pki,
    fake,
    c,
    outboxRow,
    documentState,
    hotelDay,
    paidInvoice,
    admin,
    upload,
    configure,
    issueElectronically,
    newSender,
    async close() {
      await c.t.ctx.close();
      await fake.close();
    },
  };
}
