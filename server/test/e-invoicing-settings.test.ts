import { nitCheckDigit } from '@posada/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { facturacionElectronica, hoteles } from '../src/db/schema';
import { openCertificate, sealingKey } from '../src/modules/e-invoicing';
import { certificateOwner } from '../src/modules/e-invoicing/e-invoicing.service';
import { auditOf } from './helpers/audit';
import { createTestContext, type TestContext } from './helpers/context';
import { issue, p12, testPki } from './helpers/test-certificates';

/**
 * Configuración → Facturación electrónica (issue 27): the DIAN settings and the signing
 * certificate, checked on upload and stored sealed with the server secret.
 */
const SECRET = 'clave-del-servidor-de-pruebas-0123456789';
const NIT = '900373076';
let ctx: TestContext;
let hotelId: number;
let admin: Record<string, string>;
beforeAll(async () => {
  ctx = await createTestContext(undefined, { config: { secretKey: SECRET } });
  hotelId = (await ctx.factories.makeHotel()).id;
  await ctx.db
    .update(hoteles)
    .set({ nit: NIT, dv: nitCheckDigit(NIT) })
    .where(eq(hoteles.id, hotelId));
  admin = {
    ...(await ctx.factories.actor({ permisos: ['configuraciones.editar'], hotelIds: [hotelId] })).headers,
    'x-hotel-id': String(hotelId),
  };
});
afterAll(() => ctx.close());

const state = (headers = admin) =>
  ctx.app.inject({ method: 'GET', url: '/api/facturacionElectronica/estado', headers });
const configure = (payload: object, headers = admin) =>
  ctx.app.inject({ method: 'POST', url: '/api/facturacionElectronica/configurar', headers, payload });

function upload(file: Buffer | null, password: string | null, headers = admin, app = ctx.app) {
  const boundary = '----posadaCertificado';
  const parts: Buffer[] = [];
  if (password !== null) {
    parts.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="clave"\r\n\r\n${password}\r\n`),
    );
  }
  if (file) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="certificado"; filename="firma.p12"\r\n` +
          'Content-Type: application/x-pkcs12\r\n\r\n',
      ),
      file,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return app.inject({
    method: 'POST',
    url: '/api/facturacionElectronica/certificado',
    headers: { ...headers, 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload: Buffer.concat(parts),
  });
}

describe('electronic invoicing settings', () => {
  it('401 without a session, 403 without the configuration permission', async () => {
    expect((await state({})).statusCode).toBe(401);
    const viewer = {
      ...(await ctx.factories.actor({ permisos: ['configuraciones.ver'], hotelIds: [hotelId] })).headers,
      'x-hotel-id': String(hotelId),
    };
    expect((await state(viewer)).statusCode).toBe(403);
    expect((await configure({ ambiente: 'pruebas', software_id: 'x' }, viewer)).statusCode).toBe(403);
    expect((await upload(testPki().hotelP12, testPki().password, viewer)).statusCode).toBe(403);
  });

  it('starts empty; a certificate before the settings is refused', async () => {
    expect((await state()).json().data).toEqual({
      clave_servidor: true,
      configuracion: null,
      certificado: null,
      cola: { pendientes: 0, pendiente_desde: null, rechazados: 0, con_error: 0, en_contingencia: 0 },
      set_pruebas: [],
    });
    const early = await upload(testPki().hotelP12, testPki().password);
    expect(early.statusCode).toBe(422);
    expect(early.json().message).toBe(
      'Configure primero el ambiente y el software de facturación electrónica',
    );
  });

  it('400 with field errors; saves the settings with the PIN sealed, never answered nor audited', async () => {
    const bad = await configure({ ambiente: 'real', software_id: '', pin: '12a45' });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['ambiente', 'pin', 'software_id']);

    const saved = await configure({
      ambiente: 'pruebas',
      software_id: '56f2ae4e-9812-4fad-9255-08fcfcd5ccb0',
      pin: '12345',
      test_set_id: 'a0b2c3d4-set',
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data.configuracion).toEqual({
      ambiente: 'pruebas',
      software_id: '56f2ae4e-9812-4fad-9255-08fcfcd5ccb0',
      tiene_pin: true,
      test_set_id: 'a0b2c3d4-set',
      // The RUT data, as DIAN's defaults until the administrator says otherwise.
      tipo_organizacion: '1',
      responsabilidades: ['R-99-PN'],
      tributo: '01',
      emitir: false,
      contingencia: false,
    });
    const [row] = await ctx.db
      .select()
      .from(facturacionElectronica)
      .where(eq(facturacionElectronica.hotel_id, hotelId));
    expect(row?.pin_sellado).toMatch(/^v1\./);
    expect(row?.pin_sellado).not.toContain('12345');
    const [entry] = await auditOf(ctx.db, 'facturacion_electronica', hotelId);
    expect(JSON.stringify(entry)).not.toContain('12345');

    // Without a PIN the stored one stays.
    const again = await configure({ ambiente: 'produccion', software_id: 'otro' });
    expect(again.json().data.configuracion).toMatchObject({ ambiente: 'produccion', tiene_pin: true });
  });

  it('refuses a wrong password, another NIT, an expired certificate, a missing field; changes nothing', async () => {
    const pki = testPki();
    const wrong = await upload(pki.hotelP12, 'no es la clave');
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().message).toMatch(/contraseña/i);

    const other = await upload(pki.dianP12, pki.password);
    expect(other.statusCode).toBe(422);
    expect(other.json().message).toContain(
      `El certificado no es del NIT ${NIT}-${nitCheckDigit(NIT)} del hotel`,
    );

    const old = issue({
      subject: [
        { name: 'serialNumber', value: NIT },
        { name: 'commonName', value: 'Hotel vencido' },
      ],
      issuer: pki.intermediate,
      notBefore: new Date(Date.now() - 400 * 86_400_000),
      notAfter: new Date(Date.now() - 5 * 86_400_000),
    });
    const expired = await upload(p12(old, [pki.intermediate, pki.root], 'x1'), 'x1');
    expect(expired.statusCode).toBe(422);
    expect(expired.json().message).toMatch(/^El certificado venció el/);

    const missing = await upload(null, pki.password);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toEqual({ certificado: ['Seleccione el archivo .p12 del certificado'] });

    expect((await state()).json().data.certificado).toBeNull();
  });

  it('stores the hotel’s certificate sealed: the screen sees its names and expiry, never its key', async () => {
    const pki = testPki();
    const res = await upload(pki.hotelP12, pki.password);
    expect(res.statusCode, res.body).toBe(200);
    const shown = res.json().data.certificado;
    expect(shown).toMatchObject({ emisor: expect.stringContaining('AC Subordinada'), aviso: null });
    expect(shown.sujeto).toContain('900373076');
    expect(shown.dias_restantes).toBeGreaterThan(300);
    expect(res.body).not.toContain(pki.password);

    const [row] = await ctx.db
      .select()
      .from(facturacionElectronica)
      .where(eq(facturacionElectronica.hotel_id, hotelId));
    const creds = openCertificate(
      row?.certificado_sellado ?? '',
      sealingKey(SECRET),
      certificateOwner(hotelId),
    );
    expect(creds.info.subject).toBe(shown.sujeto);
    // Bound to its hotel: the same sealed value does not open as another hotel's.
    expect(() =>
      openCertificate(row?.certificado_sellado ?? '', sealingKey(SECRET), certificateOwner(hotelId + 1)),
    ).toThrow(/no se puede abrir/);
  });

  it('warns 30 days before the expiry', async () => {
    const pki = testPki();
    const soon = issue({
      subject: [
        { name: 'serialNumber', value: NIT },
        { name: 'commonName', value: 'Hotel por vencer' },
      ],
      issuer: pki.intermediate,
      notAfter: new Date(Date.now() + 10 * 86_400_000 + 3_600_000),
    });
    const res = await upload(p12(soon, [pki.intermediate, pki.root], 'x2'), 'x2');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.certificado.aviso).toMatch(
      /^El certificado vence el \d{2}\/\d{2}\/\d{4} \(en 10 días\)/,
    );
  });

  it('without the server secret, says what is missing instead of storing the certificate', async () => {
    const bare = await createTestContext();
    try {
      const hotel = await bare.factories.makeHotel();
      const headers = {
        ...(await bare.factories.actor({ permisos: ['configuraciones.editar'], hotelIds: [hotel.id] }))
          .headers,
        'x-hotel-id': String(hotel.id),
      };
      const res = await upload(testPki().hotelP12, testPki().password, headers, bare.app);
      expect(res.statusCode).toBe(422);
      expect(res.json().message).toContain('POSADA_SECRET_KEY');
    } finally {
      await bare.close();
    }
  });
});
