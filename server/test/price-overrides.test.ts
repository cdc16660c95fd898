import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditoria, cuentaMovimientos } from '../src/db/schema';
import { accountsContext, cashierCodes } from './helpers/accounts';
import { pricedRoomType } from './helpers/hotel-rooms';

/**
 * Issue 32, item 14: a room charge priced at will. The receptionist (the cashier's codes: charge,
 * pay, reverse, move — neither `cuentas.precio` nor `cuentas.descuento`) charges at list price
 * only; a supervisor changes the price or discounts with a reason, and the audit log keeps the
 * list price beside the price charged.
 */
let t: Awaited<ReturnType<typeof accountsContext>>;
let breakfast: { id: number };
beforeAll(async () => {
  t = await accountsContext();
  breakfast = await t.inv.makeProduct(t.hotelId, {
    tipo: 'servicio',
    nombre: 'Desayuno',
    categoria: 'Restaurante',
    precio_venta: '25000',
    precio_incluye_impuestos: true,
  });
});
afterAll(() => t.ctx.close());

const entriesOf = (cuentaId: number) =>
  t.ctx.db.select().from(cuentaMovimientos).where(eq(cuentaMovimientos.cuenta_id, cuentaId));
const overridesOf = (cuentaId: number) =>
  t.ctx.db
    .select()
    .from(auditoria)
    .where(
      and(
        eq(auditoria.entidad, 'cuentas'),
        eq(auditoria.entidad_id, String(cuentaId)),
        eq(auditoria.accion, 'precio'),
      ),
    )
    .orderBy(desc(auditoria.id));
const supervisor = (extra: ('cuentas.precio' | 'cuentas.descuento')[]) =>
  t.ctx.factories.actor({ permisos: [...cashierCodes, ...extra], hotelIds: [t.hotelId] });

const PRICE = '«Cobrar un precio distinto al de lista (cargos y ventas)»';
const DISCOUNT = '«Conceder descuentos sobre cuentas y en las líneas de un cargo»';

describe('saveDetalleRoom: the price and the discount of a line', () => {
  it('refuses the receptionist a price other than the list price, or a discount (403), and writes nothing', async () => {
    const { room, cuentaId } = await t.occupy('P1');
    const before = await entriesOf(cuentaId);
    const cases: [line: object, message: string][] = [
      [
        { precio: '1' },
        `Cobrar «Desayuno» a $ 1 en lugar de su precio de lista ($ 25.000) requiere el permiso ${PRICE}`,
      ],
      [
        { precio: '0', descuento: '0' },
        `Cobrar «Desayuno» a $ 0 en lugar de su precio de lista ($ 25.000) requiere el permiso ${PRICE}`,
      ],
      [{ descuento: '25000' }, `Un descuento en la línea de «Desayuno» requiere el permiso ${DISCOUNT}`],
      [{ precio: '30000' }, expect.stringContaining(PRICE) as unknown as string],
    ];
    for (const [line, message] of cases) {
      const res = await t.post('/saveDetalleRoom', {
        habitacion_id: room.id,
        lineas: [{ product_id: breakfast.id, cantidad: 1, ...line }],
        motivo: 'Cortesía',
      });
      expect(res.statusCode, res.body).toBe(403);
      expect(res.json().message).toEqual(message);
    }
    expect(await entriesOf(cuentaId)).toEqual(before);
    expect(await overridesOf(cuentaId)).toEqual([]);
  });

  it('charges the receptionist at the list price, sent or not', async () => {
    const { room, cuentaId } = await t.occupy('P2');
    const res = await t.post('/saveDetalleRoom', {
      habitacion_id: room.id,
      lineas: [
        { product_id: breakfast.id, cantidad: 1 },
        { product_id: breakfast.id, cantidad: 2, precio: '25000.00', descuento: '0' },
      ],
    });
    expect(res.statusCode, res.body).toBe(200);
    const [, , one, two] = await entriesOf(cuentaId);
    expect([one?.precio_unitario, two?.precio_unitario, two?.total]).toEqual([
      '25000.00',
      '25000.00',
      '50000.00',
    ]);
    expect(await overridesOf(cuentaId)).toEqual([]);
  });

  it('asks the supervisor for the reason (400 on motivo), and each permission covers its own change', async () => {
    const { room, cuentaId } = await t.occupy('P3');
    const pricer = await supervisor(['cuentas.precio']);
    const noReason = await t.post(
      '/saveDetalleRoom',
      { habitacion_id: room.id, lineas: [{ product_id: breakfast.id, cantidad: 1, precio: '1' }] },
      pricer.headers,
    );
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().errors).toEqual({
      motivo: ['Indique el motivo del cambio de precio o del descuento'],
    });
    const discount = await t.post(
      '/saveDetalleRoom',
      {
        habitacion_id: room.id,
        lineas: [{ product_id: breakfast.id, cantidad: 1, descuento: '5000' }],
        motivo: 'Cortesía',
      },
      pricer.headers,
    );
    expect(discount.statusCode).toBe(403);
    expect(discount.json().message).toContain(DISCOUNT);
    expect(await entriesOf(cuentaId)).toHaveLength(2);
  });

  it('charges the supervisor the price asked, and audits who, why, the list price and the price charged', async () => {
    const { room, cuentaId } = await t.occupy('P4');
    const boss = await supervisor(['cuentas.precio', 'cuentas.descuento']);
    const res = await t.post(
      '/saveDetalleRoom',
      {
        habitacion_id: room.id,
        lineas: [
          { product_id: t.laundry.id, cantidad: 1 },
          { product_id: breakfast.id, cantidad: 1, precio: '1' },
          { product_id: breakfast.id, cantidad: 1, precio: '0', descuento: '0' },
          { product_id: breakfast.id, cantidad: 1, descuento: '25000' },
        ],
        motivo: 'Cortesía de la gerencia',
      },
      boss.headers,
    );
    expect(res.statusCode, res.body).toBe(200);
    const [, byPrice, byZero, byDiscount] = res.json().data.movimientos;
    const audited = (await overridesOf(cuentaId)).reverse();
    expect(audited).toHaveLength(3);
    expect(audited.map((a) => [a.usuario_id, a.hotel_id])).toEqual(Array(3).fill([boss.user.id, t.hotelId]));
    expect(audited.map((a) => [a.antes, a.despues])).toEqual([
      [
        { precio: '25000.00', descuento: '0.00' },
        {
          precio: '1.00',
          descuento: '0.00',
          producto: 'Desayuno',
          producto_id: breakfast.id,
          cantidad: '1',
          movimiento_id: byPrice,
          motivo: 'Cortesía de la gerencia',
        },
      ],
      [
        { precio: '25000.00', descuento: '0.00' },
        expect.objectContaining({ precio: '0.00', descuento: '0.00', movimiento_id: byZero }),
      ],
      [
        { precio: '25000.00', descuento: '0.00' },
        expect.objectContaining({ precio: '25000.00', descuento: '25000.00', movimiento_id: byDiscount }),
      ],
    ]);
    const charged = await entriesOf(cuentaId);
    expect(charged.find((e) => e.id === byPrice)).toMatchObject({ precio_unitario: '1.00', total: '1.00' });
    expect(charged.find((e) => e.id === byDiscount)).toMatchObject({ descuento: '25000.00', total: '0.00' });
  });
});

describe('stays take the rate, never a price from the client', () => {
  it('prices a walk-in by its rate, whatever price the body carries', async () => {
    const typeId = await pricedRoomType(t, '80000.00');
    const room = await t.rooms.makeRoom(t.hotelId, { tipo_habitacion_id: typeId });
    const client = await t.rooms.makeClient(t.hotelId);
    const res = await t.post('/ocuparHabitacionCliente', {
      habitacion_id: room.id,
      cliente_id: client.id,
      adultos: 1,
      salida: '2026-11-21',
      tarifa_nombre: 'Estándar',
      precio: '1',
      precio_noche: '1',
      noches: [{ fecha: '2026-11-20', base: '1', total: '1' }],
    });
    expect(res.statusCode, res.body).toBe(200);
    const stay = (await t.get(`/getRoomDashBoard/${room.id}`)).json().data.estancia;
    await t.postPlannedNights(stay.id);
    expect((await entriesOf(stay.cuenta_id)).map((e) => e.total)).toEqual(['95200.00']);
  });
});
