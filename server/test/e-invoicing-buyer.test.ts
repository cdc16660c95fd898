import { nitCheckDigit } from '@posada/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ciudades, clientes, tiposDocumento } from '../src/db/schema';
import { electronicHotel } from './helpers/e-invoicing-hotel';

/**
 * Issue 27, the buyer check: a client DIAN cannot take (a company without its check digit, e-mail,
 * address or city) is said before the check-out, which refuses it until the client is completed.
 */
const clock = { now: () => new Date() };
let h: Awaited<ReturnType<typeof electronicHotel>>;

const hotelDay = (days: number) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Bogota' }).format(
    new Date(clock.now().getTime() + days * 86_400_000),
  );

const inject = (method: 'GET' | 'POST', url: string, headers: Record<string, string>) =>
  h.c.t.ctx.app.inject({ method, url: `/api${url}`, headers });

beforeAll(async () => {
  h = await electronicHotel(clock);
  await h.issueElectronically();
}, 60_000);
afterAll(async () => {
  await h?.close();
});

describe('the buyer’s data, before the check-out', () => {
  async function company(over: Partial<typeof clientes.$inferInsert> = {}) {
    const [nit] = await h.c.t.ctx.db
      .select()
      .from(tiposDocumento)
      .where(eq(tiposDocumento.abreviatura, 'NIT'));
    return h.c.t.rooms.makeClient(h.c.t.hotelId, {
      tipo_documento_id: nit?.id ?? 0,
      numero_documento: '860001022',
      dv: '5',
      nombres: null,
      apellidos: null,
      razon_social: 'Viajes Andinos S.A.S.',
      ...over,
    });
  }

  it('comprador/{id}: 401, 403 without rack.desocupar nor facturas.crear, 400 on a bad id, 404 another’s', async () => {
    const url = '/facturacionElectronica/comprador';
    expect((await inject('GET', `${url}/1`, {})).statusCode).toBe(401);
    expect((await inject('GET', `${url}/1`, h.admin)).statusCode).toBe(403);
    expect((await h.c.t.get(`${url}/x`)).statusCode).toBe(400);
    expect((await h.c.t.get(`${url}/999999`)).statusCode).toBe(404);
  });

  it('lists what a company lacks; the check-out refuses it (400) and goes through once it is completed', async () => {
    const empresa = await company({ dv: '1', email: null, direccion: null });
    const check = await h.c.t.get(`/facturacionElectronica/comprador/${empresa.id}`);
    expect(check.statusCode, check.body).toBe(200);
    expect(check.json().data).toEqual({
      exigido: true,
      faltantes: ['dígito de verificación del NIT', 'correo electrónico', 'dirección', 'ciudad'],
      mensaje:
        'La facturación electrónica exige completar los datos del cliente Viajes Andinos S.A.S.: dígito de verificación del NIT, correo electrónico, dirección, ciudad (Clientes → editar)',
    });

    const { room, stayId } = await h.c.t.occupy('305', hotelDay(2));
    const charged = await h.c.t.post('/saveDetalleRoom', {
      habitacion_id: room.id,
      lineas: [{ product_id: h.c.t.soda.id, cantidad: 1, warehouse_id: h.c.t.warehouse.id }],
    });
    expect(charged.statusCode, charged.body).toBe(200);
    const body = {
      habitacion_id: room.id,
      cliente_id: empresa.id,
      liquidacion: { forma_pago_id: h.c.t.efectivo },
    };
    const refused = await h.c.t.post('/desocuparHabitacionCliente', body);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({
      message: check.json().data.mensaje,
      errors: { comprador: check.json().data.faltantes },
    });
    const stay = await h.c.t.get(`/getRoomDashBoard/${room.id}`);
    expect(stay.json().data.estancia.id).toBe(stayId);

    const [bogota] = await h.c.t.ctx.db.select().from(ciudades).where(eq(ciudades.codigo, '11001'));
    await h.c.t.ctx.db
      .update(clientes)
      .set({
        dv: nitCheckDigit('860001022'),
        email: 'cuentas@viajesandinos.test',
        direccion: 'Calle 100 # 8-55',
        ciudad_id: bogota?.id,
      })
      .where(eq(clientes.id, empresa.id));
    const ok = await h.c.t.get(`/facturacionElectronica/comprador/${empresa.id}`);
    expect(ok.json().data).toEqual({ exigido: true, faltantes: [], mensaje: null });
    const out = await h.c.t.post('/desocuparHabitacionCliente', body);
    expect(out.statusCode, out.body).toBe(200);
    expect(out.json().factura).not.toBeNull();
  });

  it('a person needs only a document DIAN codes: without an e-mail the check passes', async () => {
    const guest = await h.c.t.rooms.makeClient(h.c.t.hotelId, { email: null });
    const check = await h.c.t.get(`/facturacionElectronica/comprador/${guest.id}`);
    expect(check.json().data).toEqual({ exigido: true, faltantes: [], mensaje: null });
  });
});
