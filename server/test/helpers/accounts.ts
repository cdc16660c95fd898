import type { PermissionCode } from '@posada/contracts';
import { eq, type Logger, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { cajas, cuentaMovimientos, formasPago, impuestos, productoImpuestos } from '../../src/db/schema';
import { createLedgerService } from '../../src/kernel/ledger';
import { createNightPosting } from '../../src/kernel/nights';
import type { Clock } from '../../src/lib/clock';
import { hotelRoomsContext, pricedRoomType } from './hotel-rooms';
import { inventoryHelpers, storekeeperCodes } from './inventory';

/** A `where` for the entries of a stay's account. */
export const ofStay = (stayId: number) =>
  sql`${cuentaMovimientos.cuenta_id} = (select id from cuentas where estancia_id = ${stayId})`;

export const cashierCodes: PermissionCode[] = [
  'rack.ver',
  'rack.ocupar',
  'rack.desocupar',
  'cajas.abrir',
  'cuentas.ver',
  'cuentas.cargar',
  'cuentas.pagar',
  'cuentas.reversar',
  'cuentas.trasladar',
];

/**
 * A hotel on a fixed business date with a room type priced at 100.000 + IVA 19 % a night, a
 * cashier (every account permission) whose register is open, a warehouse with 10 minibar sodas
 * (11.900 with IVA inside) and a laundry service without taxes (excluido).
 */
export async function accountsContext(
  clock: Clock = { now: () => new Date('2026-11-20T15:00:00Z') },
  config: NonNullable<Parameters<typeof hotelRoomsContext>[1]>['config'] = {},
  statements?: Logger,
) {
  const { ctx, rooms, hotelId, staff } = await hotelRoomsContext(cashierCodes, { clock, config, statements });
  const inv = inventoryHelpers(ctx);
  const post = (url: string, payload: object, headers: Record<string, string> = staff.headers) =>
    ctx.app.inject({ method: 'POST', url: `/api${url}`, payload, headers });
  const get = (url: string, headers: Record<string, string> = staff.headers) =>
    ctx.app.inject({ method: 'GET', url: `/api${url}`, headers });

  const typeId = await pricedRoomType({ ctx, rooms, hotelId });
  const [iva] = await ctx.db.select().from(impuestos).where(eq(impuestos.nombre, 'IVA 19 %'));
  const methods = new Map((await ctx.db.select().from(formasPago)).map((m) => [m.nombre, m.id]));
  const efectivo = methods.get('Efectivo') ?? 0;
  const tarjeta = methods.get('Tarjeta crédito') ?? 0;
  const [caja] = await ctx.db.insert(cajas).values({ hotel_id: hotelId, nombre: 'Recepción' }).returning();
  const opened = await post('/cajaAbrir', { caja_id: caja?.id, efectivo: 0, password: 'AUTOAPROBACION' });
  expect(opened.statusCode, opened.body).toBe(200);

  const warehouse = await inv.makeWarehouse(hotelId);
  const soda = await inv.makeProduct(hotelId, {
    nombre: 'Gaseosa minibar',
    categoria: 'Minibar',
    precio_venta: '11900',
    precio_incluye_impuestos: true,
  });
  await ctx.db.insert(productoImpuestos).values({ producto_id: soda.id, impuesto_id: iva?.id ?? 0 });
  const laundry = await inv.makeProduct(hotelId, {
    tipo: 'servicio',
    nombre: 'Lavandería',
    categoria: 'Servicios',
    precio_venta: '20000',
    precio_incluye_impuestos: false,
  });
  const supplier = await inv.makeSupplier(hotelId);
  const keeper = await ctx.factories.actor({ permisos: storekeeperCodes, hotelIds: [hotelId] });
  const entry = await inv.entry(keeper.headers, {
    proveedor_id: supplier.id,
    warehouse_id: warehouse.id,
    lineas: [{ product_id: soda.id, cantidad: 10, costo_unitario: 3000 }],
  });
  expect(entry.statusCode, entry.body).toBe(200);
  const waiter = await rooms.makeEmployee(hotelId, { nombres: 'Luis Mesero' });

  const nights = createNightPosting({ ledger: createLedgerService() });
  /**
   * The stay's planned nights posted, as the business-day close of each night will post them (the
   * clock of these tests stays on 20/11): the accounts then hold nights to pay, move and bill.
   */
  const postPlannedNights = (stayId: number) =>
    ctx.db.transaction(async (tx) => {
      const stay = await nights.stay(tx, hotelId, stayId, true);
      if (!stay) throw new Error('postPlannedNights');
      return nights.postUntil(tx, [stay], (s) => s.salida, null);
    });

  /** A walk-in in a new room until `salida` (its nights at 119.000 posted): its room, stay and account. */
  async function occupy(numero: string, salida = '2026-11-22') {
    const room = await rooms.makeRoom(hotelId, { tipo_habitacion_id: typeId, numero });
    const client = await rooms.makeClient(hotelId, { nombres: 'Ana', apellidos: numero });
    const res = await post('/ocuparHabitacionCliente', {
      habitacion_id: room.id,
      cliente_id: client.id,
      adultos: 2,
      salida,
      tarifa_nombre: 'Estándar',
    });
    expect(res.statusCode, res.body).toBe(200);
    const detail = (await get(`/getRoomDashBoard/${room.id}`)).json().data.estancia;
    await postPlannedNights(detail.id);
    return { room, client, stayId: detail.id as number, cuentaId: detail.cuenta_id as number };
  }

  const account = async (id: number) => {
    const res = await get(`/cuentaMostrar/${id}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data;
  };

  return {
    ctx,
    rooms,
    hotelId,
    staff,
    inv,
    post,
    get,
    efectivo,
    tarjeta,
    warehouse,
    soda,
    laundry,
    waiter,
    occupy,
    postPlannedNights,
    account,
  };
}
