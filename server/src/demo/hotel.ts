import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import {
  bodegas,
  cajas,
  clientes,
  empleados,
  formasPago,
  habitaciones,
  hoteles,
  productos,
  proveedores,
  tiposDocumento,
  tiposHabitacion,
} from '../db/schema';

/** The demo hotel's reference rows the simulation books against (read once, never written here). */
export async function readHotel(db: Db) {
  const [hotel] = await db.select({ id: hoteles.id }).from(hoteles).orderBy(asc(hoteles.id)).limit(1);
  if (!hotel) throw new Error('Datos de demostración: no hay hotel');
  const h = hotel.id;
  const rooms = await db
    .select({
      id: habitaciones.id,
      numero: habitaciones.numero,
      tipo_habitacion_id: habitaciones.tipo_habitacion_id,
      capacidad: tiposHabitacion.capacidad_adultos,
    })
    .from(habitaciones)
    .innerJoin(tiposHabitacion, eq(tiposHabitacion.id, habitaciones.tipo_habitacion_id))
    .where(eq(habitaciones.hotel_id, h))
    .orderBy(asc(habitaciones.numero));
  const products = new Map(
    (
      await db
        .select({ id: productos.id, codigo: productos.codigo })
        .from(productos)
        .where(eq(productos.hotel_id, h))
    ).map((p) => [p.codigo, p.id]),
  );
  const methods = new Map((await db.select().from(formasPago)).map((m) => [m.nombre, m.id]));
  const people = await db
    .select({ id: clientes.id, doc: tiposDocumento.abreviatura, numero: clientes.numero_documento })
    .from(clientes)
    .innerJoin(tiposDocumento, eq(tiposDocumento.id, clientes.tipo_documento_id))
    .where(eq(clientes.hotel_id, h))
    .orderBy(asc(clientes.id));
  const registers = await db.select().from(cajas).where(eq(cajas.hotel_id, h)).orderBy(asc(cajas.id));
  const warehouses = await db.select().from(bodegas).where(eq(bodegas.hotel_id, h)).orderBy(asc(bodegas.id));
  const maids = await db
    .select({ id: empleados.id })
    .from(empleados)
    .where(and(eq(empleados.hotel_id, h), eq(empleados.cargo, 'Camarera')));
  const suppliers = await db
    .select({ id: proveedores.id })
    .from(proveedores)
    .where(eq(proveedores.hotel_id, h));
  const need = <T>(value: T | undefined, what: string): T => {
    if (value === undefined) throw new Error(`Datos de demostración: falta ${what}`);
    return value;
  };
  return {
    id: h,
    rooms,
    product: (codigo: string) => need(products.get(codigo), `el producto ${codigo}`),
    method: (nombre: string) => need(methods.get(nombre), `el medio de pago ${nombre}`),
    // The final consumer is no guest; companies are the clients with a NIT.
    guests: people.filter((p) => p.doc !== 'NIT' && p.numero !== '222222222222').map((p) => p.id),
    companies: people.filter((p) => p.doc === 'NIT').map((p) => p.id),
    register: need(registers[0], 'la caja de recepción').id,
    mainWarehouse: need(warehouses[0], 'la bodega principal').id,
    barWarehouse: need(warehouses[1], 'la segunda bodega').id,
    maids: maids.map((m) => m.id),
    suppliers: suppliers.map((s) => s.id),
  };
}
export type Hotel = Awaited<ReturnType<typeof readHotel>>;
