import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  cajaMovimientos,
  cajas,
  cuentas,
  estancias,
  facturas,
  formasPago,
  resolucionesFacturacion,
} from '../src/db/schema';
import type { TestContext } from './helpers/context';
import { dayClock, type HotelRooms, hotelRoomsContext, pricedRoomType } from './helpers/hotel-rooms';
import { makeResolution } from './helpers/invoices';

/** The app's clock, moved by the tests: the hotel's business date follows it. */
const { clock, setDay } = dayClock('2026-11-20');

let ctx: TestContext;
let rooms: HotelRooms['rooms'];
let hotelId: number;
let typeId: number;
let staff: HotelRooms['staff'];
let method: Map<string, number>;
let resolutionId: number;

beforeAll(async () => {
  ({ ctx, rooms, hotelId, staff } = await hotelRoomsContext(
    ['rack.ver', 'rack.ocupar', 'rack.desocupar', 'cajas.abrir', 'cuentas.ver', 'facturas.ver'],
    { clock },
  ));
  typeId = await pricedRoomType({ ctx, rooms, hotelId });
  resolutionId = (
    await makeResolution(ctx.db, hotelId, { prefijo: 'SETP', desde: 990000000, hasta: 990000999 })
  ).id;
  method = new Map((await ctx.db.select().from(formasPago)).map((m) => [m.nombre, m.id]));
  const [caja] = await ctx.db.insert(cajas).values({ hotel_id: hotelId, nombre: 'Recepción' }).returning();
  const opened = await post('/cajaAbrir', { caja_id: caja?.id, efectivo: 0, password: 'AUTOAPROBACION' });
  expect(opened.statusCode, opened.body).toBe(200);
});
afterAll(() => ctx.close());

const post = (url: string, payload: object, headers: Record<string, string> = staff.headers) =>
  ctx.app.inject({ method: 'POST', url: `/api${url}`, payload, headers });
const efectivo = () => method.get('Efectivo') ?? 0;
const tarjeta = () => method.get('Tarjeta débito') ?? 0;

/** A walk-in on 20/11 for one night (119.000 with IVA), checked out on 21/11. */
async function stay(numero: string) {
  setDay('2026-11-20');
  const room = await rooms.makeRoom(hotelId, { tipo_habitacion_id: typeId, numero });
  const client = await rooms.makeClient(hotelId, { nombres: 'Sofía', apellidos: `Peña ${numero}` });
  const res = await post('/ocuparHabitacionCliente', {
    habitacion_id: room.id,
    cliente_id: client.id,
    adultos: 2,
    salida: '2026-11-21',
    tarifa_nombre: 'Estándar',
  });
  expect(res.statusCode, res.body).toBe(200);
  setDay('2026-11-21');
  return { room, stayId: res.json().data.estancia.id as number };
}

const nextNumber = async () =>
  (await ctx.db.select().from(resolucionesFacturacion).where(eq(resolucionesFacturacion.id, resolutionId)))[0]
    ?.siguiente;

describe('check-out with invoice', () => {
  it('takes a card and cash with change, invoices and sends the room to cleaning in one step', async () => {
    const { room, stayId } = await stay('C1');
    const out = await post('/desocuparHabitacionCliente', {
      habitacion_id: room.id,
      pagos: [
        { forma_pago_id: tarjeta(), monto: '100000' },
        { forma_pago_id: efectivo(), monto: '20000' },
      ],
    });
    expect(out.statusCode, out.body).toBe(200);
    const body = out.json();
    expect(body).toMatchObject({
      message: 'Habitación C1 desocupada',
      data: { estado: 'Limpieza', estancia: null },
      factura: { numero: 'SETP990000000' },
      cambio: '1000.00',
    });
    const invoice = await ctx.app.inject({
      method: 'GET',
      url: `/api/facturaMostrar/${body.factura.id}`,
      headers: staff.headers,
    });
    expect(invoice.json().data).toMatchObject({ total: '119000.00', estancia_id: stayId, cambio: '1000.00' });
    const [s] = await ctx.db.select().from(estancias).where(eq(estancias.id, stayId));
    expect(s?.estado).toBe('finalizada');
    const [account] = await ctx.db.select().from(cuentas).where(eq(cuentas.estancia_id, stayId));
    expect(account?.estado).toBe('cerrada');
  });

  it('answers a retried check-out with the same Idempotency-Key with the same invoice', async () => {
    const { room } = await stay('C2');
    const headers = { ...staff.headers, 'idempotency-key': 'salida-C2-0001' };
    const body = { habitacion_id: room.id, pagos: [{ forma_pago_id: tarjeta(), monto: '119000' }] };
    const first = await post('/desocuparHabitacionCliente', body, headers);
    expect(first.statusCode, first.body).toBe(200);
    const moves = (await ctx.db.select().from(cajaMovimientos)).length;
    const retry = await post('/desocuparHabitacionCliente', body, headers);
    expect(retry.statusCode, retry.body).toBe(200);
    expect(retry.json()).toMatchObject({ factura: first.json().factura, data: { estado: 'Limpieza' } });
    expect((await ctx.db.select().from(cajaMovimientos)).length).toBe(moves);
    const reused = await post('/desocuparHabitacionCliente', { ...body, observaciones: 'otra' }, headers);
    expect(reused.statusCode).toBe(409);
  });

  it('two copies of one check-out sent at once get one invoice, one payment', async () => {
    const { room } = await stay('C5');
    const headers = { ...staff.headers, 'idempotency-key': 'salida-C5-0001' };
    const body = { habitacion_id: room.id, pagos: [{ forma_pago_id: tarjeta(), monto: '119000' }] };
    const moves = (await ctx.db.select().from(cajaMovimientos)).length;
    const [a, b] = await Promise.all([
      post('/desocuparHabitacionCliente', body, headers),
      post('/desocuparHabitacionCliente', body, headers),
    ]);
    expect([a.statusCode, b.statusCode], `${a.body} ${b.body}`).toEqual([200, 200]);
    expect(a.json().factura).toEqual(b.json().factura);
    expect((await ctx.db.select().from(cajaMovimientos)).length).toBe(moves + 1);
  });

  it('a credit to a company needs facturas.credito: refused with 403, nothing changes', async () => {
    const { room, stayId } = await stay('C3');
    const company = await rooms.makeClient(hotelId, { razon_social: 'Empresa S.A.S.' });
    const before = await nextNumber();
    const out = await post('/desocuparHabitacionCliente', {
      habitacion_id: room.id,
      credito: { empresa_id: company.id, vencimiento: '2026-12-21' },
    });
    expect(out.statusCode).toBe(403);
    const [s] = await ctx.db.select().from(estancias).where(eq(estancias.id, stayId));
    expect(s?.estado).toBe('activa');
    expect(await nextNumber()).toBe(before);
  });

  it('a failure after the invoice is written leaves no invoice, no check-out and no payment', async () => {
    const { room, stayId } = await stay('C4');
    // Numbering is the check-out's last write, after the payment entered the register and the
    // account was closed: fail right after the invoice gets its number.
    await ctx.db.execute(sql`create function falla_tras_factura() returns trigger language plpgsql as $$
      begin raise exception 'falla inyectada tras la factura'; end $$`);
    await ctx.db.execute(
      sql.raw(`create trigger falla_tras_factura after update on facturas
      for each row when (new.estancia_id = ${stayId} and new.numero is not null) execute function falla_tras_factura()`),
    );
    const before = {
      number: await nextNumber(),
      invoices: (await ctx.db.select().from(facturas)).length,
      moves: (await ctx.db.select().from(cajaMovimientos)).length,
    };
    const out = await post('/desocuparHabitacionCliente', {
      habitacion_id: room.id,
      pagos: [{ forma_pago_id: efectivo(), monto: '119000' }],
    });
    expect(out.statusCode).toBe(500);
    expect({
      number: await nextNumber(),
      invoices: (await ctx.db.select().from(facturas)).length,
      moves: (await ctx.db.select().from(cajaMovimientos)).length,
    }).toEqual(before);
    const [s] = await ctx.db.select().from(estancias).where(eq(estancias.id, stayId));
    expect(s?.estado).toBe('activa');
    const [account] = await ctx.db.select().from(cuentas).where(eq(cuentas.estancia_id, stayId));
    expect(account?.estado).toBe('abierta');
    await ctx.db.execute(sql`drop trigger falla_tras_factura on facturas`);
    const retried = await post('/desocuparHabitacionCliente', {
      habitacion_id: room.id,
      pagos: [{ forma_pago_id: efectivo(), monto: '119000' }],
    });
    expect(retried.statusCode, retried.body).toBe(200);
    expect(retried.json().factura.numero).toBe(`SETP${before.number}`);
  });

  it('50 check-outs at once get 50 consecutive invoice numbers, no gap, no duplicate', async () => {
    const stays = [];
    for (let i = 0; i < 50; i++) stays.push(await stay(`K${i}`));
    const first = Number(await nextNumber());
    const outs = await Promise.all(
      stays.map(({ room }) =>
        post('/desocuparHabitacionCliente', {
          habitacion_id: room.id,
          pagos: [{ forma_pago_id: tarjeta(), monto: '119000' }],
        }),
      ),
    );
    for (const out of outs) expect(out.statusCode, out.body).toBe(200);
    const numbers = outs
      .map((o) => Number(o.json().factura.numero.replace('SETP', '')))
      .sort((a, b) => a - b);
    expect(numbers).toEqual(Array.from({ length: 50 }, (_, i) => first + i));
    expect(await nextNumber()).toBe(first + 50);
  });
});
