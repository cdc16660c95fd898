import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cajas, formasPago } from '../src/db/schema';
import { dayClock, type HotelRooms, hotelRoomsContext, pricedRoomType } from './helpers/hotel-rooms';
import { storekeeperCodes } from './helpers/inventory';
import { makeResolution } from './helpers/invoices';
import { reservationsContext } from './helpers/reservations';
import { salesContext } from './helpers/sales';
import { createStatementCounter } from './helpers/statements';

/**
 * Statement budgets of the hot use cases (issue 33): how many statements one request sends and the
 * order of the locks it takes, pinned at today's numbers so a change cannot add round trips or
 * invert locks unseen. A change that means to move them updates the numbers here and in
 * docs/performance.md. Each request is measured after one like it (warm caches and prepared
 * statements, as on a server that has been running).
 */

describe('check-out with its invoice (POST /api/desocuparHabitacionCliente)', () => {
  const { clock, setDay } = dayClock('2026-11-20');
  const counter = createStatementCounter();
  let h: HotelRooms;
  let typeId: number;
  let efectivo: number;

  beforeAll(async () => {
    h = await hotelRoomsContext(['rack.ver', 'rack.ocupar', 'rack.desocupar', 'cajas.abrir', 'cuentas.ver'], {
      clock,
      statements: counter.logger,
    });
    typeId = await pricedRoomType(h);
    await makeResolution(h.ctx.db, h.hotelId);
    const [cash] = await h.ctx.db.select().from(formasPago).where(eq(formasPago.nombre, 'Efectivo'));
    efectivo = cash?.id ?? 0;
    const [caja] = await h.ctx.db
      .insert(cajas)
      .values({ hotel_id: h.hotelId, nombre: 'Recepción' })
      .returning();
    const opened = await post('/cajaAbrir', { caja_id: caja?.id, efectivo: 0, password: 'AUTOAPROBACION' });
    expect(opened.statusCode, opened.body).toBe(200);
  });
  afterAll(() => h.ctx.close());

  const post = (url: string, payload: object) =>
    h.ctx.app.inject({ method: 'POST', url: `/api${url}`, payload, headers: h.staff.headers });

  /** A stay of two nights from 20/11, in a room of its own. */
  async function stay(numero: string) {
    setDay('2026-11-20');
    const room = await h.rooms.makeRoom(h.hotelId, { tipo_habitacion_id: typeId, numero });
    const client = await h.rooms.makeClient(h.hotelId, { nombres: 'Ana', apellidos: 'Ruiz' });
    const res = await post('/ocuparHabitacionCliente', {
      habitacion_id: room.id,
      cliente_id: client.id,
      adultos: 2,
      salida: '2026-11-22',
      tarifa_nombre: 'Estándar',
    });
    expect(res.statusCode, res.body).toBe(200);
    return room.id;
  }
  const checkOut = (roomId: number) =>
    post('/desocuparHabitacionCliente', {
      habitacion_id: roomId,
      liquidacion: { forma_pago_id: efectivo, idempotency_key: randomUUID() },
    });

  it('posts the nights left, invoices and pays in 21 statements, locking room, stay, shift, resolution', async () => {
    const warm = await stay('S1');
    const measured = await stay('S2');
    setDay('2026-11-22');
    expect((await checkOut(warm)).statusCode).toBe(200);
    const { result, statements, locks } = await counter.trace(() => checkOut(measured));
    expect(result.statusCode, result.body).toBe(200);
    expect(statements).toHaveLength(21);
    // Room and stay first, then the register's shift, the DIAN resolution last (its number is
    // taken at the very end, so its row lock is held the shortest time).
    expect(locks).toEqual([
      'habitaciones (update)',
      'estancias (update)',
      'caja_turnos (update)',
      'resoluciones_facturacion (update)',
    ]);
  });
});

describe('booking creation (POST /api/reservaCrear)', () => {
  const counter = createStatementCounter();
  let h: Awaited<ReturnType<typeof reservationsContext>>;

  beforeAll(async () => {
    h = await reservationsContext(['reservas.crear', 'reservas.ver'], { statements: counter.logger });
  });
  afterAll(() => h.ctx.close());

  it('books two lines (one with its room) in 6 statements, with no explicit lock', async () => {
    const { type, rooms } = await h.makeType(4);
    const client = await h.rooms.makeClient(h.hotelId, { nombres: 'Marta', apellidos: 'Díaz' });
    const body = (room: number | undefined) => ({
      cliente_id: client.id,
      canal: 'directo',
      lineas: [h.line(type.id, 1, 2, { habitacion_id: room }), h.line(type.id, 1, 2)],
    });
    expect((await h.book(body(rooms[0]?.id))).statusCode).toBe(200);
    const { result, statements, locks } = await counter.trace(() => h.book(body(rooms[1]?.id)));
    expect(result.statusCode, result.body).toBe(200);
    expect(statements).toHaveLength(6);
    // The nights are claimed by the exclusion constraint in a savepoint, not by a row lock.
    expect(locks).toEqual([]);
  });
});

describe('a point-of-sale sale (POST /api/ventaCrear, the sale of bench:sales)', () => {
  const counter = createStatementCounter();
  let s: Awaited<ReturnType<typeof salesContext>>;
  let body: object;

  beforeAll(async () => {
    s = await salesContext(counter.logger);
    // Nine shelf products at 10.000 (IVA 19 % inside) and a recipe of two of the ingredients, a
    // hundred of each in the warehouse: the bench's sale of ten lines.
    const shelf = [];
    for (let i = 0; i < 11; i++) {
      shelf.push(await s.inv.makeProduct(s.hotelId, { precio_venta: i < 9 ? '10000' : '0' }));
    }
    const recipe = await s.inv.makeProduct(s.hotelId, { tipo: 'receta', precio_venta: '10000' });
    await s.inv.addRecipeLine(recipe.id, shelf[9]?.id ?? 0, '0.5');
    await s.inv.addRecipeLine(recipe.id, shelf[10]?.id ?? 0, '0.5');
    const keeper = await s.ctx.factories.actor({ permisos: storekeeperCodes, hotelIds: [s.hotelId] });
    const entry = await s.inv.entry(keeper.headers, {
      proveedor_id: (await s.inv.makeSupplier(s.hotelId)).id,
      warehouse_id: s.warehouse.id,
      lineas: shelf.map((p) => ({ product_id: p.id, cantidad: 100, costo_unitario: 4000 })),
    });
    expect(entry.statusCode, entry.body).toBe(200);
    body = {
      punto_venta_id: s.shop,
      lineas: [...shelf.slice(0, 9), recipe].map((p) => ({ product_id: p.id, cantidad: 1 })),
      pagos: [
        { forma_pago_id: s.tarjeta, monto: '60000' },
        { forma_pago_id: s.efectivo, monto: '50000' },
      ],
    };
  });
  afterAll(() => s.ctx.close());

  it('sells ten lines with a recipe, card and cash, on a tiquete POS in 12 statements, the shift locked once', async () => {
    expect((await s.sell(body)).statusCode).toBe(200);
    const { result, statements, locks } = await counter.trace(() => s.sell(body));
    expect(result.statusCode, result.body).toBe(200);
    expect(result.json().data).toMatchObject({ documento: 'pos', total: '100000.00', cambio: '10000.00' });
    // The session; the outlet, the products, the UVT with the payment methods; the number, the
    // recipes with the stock rows there are, the stock rows' lock, the kardex; the shift, the two
    // register movements; the sale with its lines, payments and audit; the answer.
    expect(statements).toHaveLength(12);
    // The number first (an update), then the stock rows, then the cashier's shift, once for both payments.
    const numbered = statements.findIndex((q) => /^update "numeraciones_internas"/.test(q));
    expect(numbered).toBeGreaterThan(-1);
    expect(numbered).toBeLessThan(statements.findIndex((q) => /\bfor update\b/i.test(q)));
    expect(locks).toEqual(['existencias (update)', 'caja_turnos (update)']);
  });
});
