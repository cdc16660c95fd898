import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../../src/db/client';
import {
  clientes,
  empleados,
  habitaciones,
  reservaEncabezados,
  reservas,
  tiposDocumento,
  tiposHabitacion,
} from '../../src/db/schema';

const unique = () => randomBytes(3).toString('hex');

/** Rooms, clients and employees of a hotel, with defaults and unique values. */
export function createRoomFactories(db: Db) {
  async function makeRoomType(hotelId: number, overrides: Partial<typeof tiposHabitacion.$inferInsert> = {}) {
    const [row] = await db
      .insert(tiposHabitacion)
      .values({
        hotel_id: hotelId,
        nombre: `Tipo ${unique()}`,
        capacidad_adultos: 2,
        capacidad_ninos: 1,
        ...overrides,
      })
      .returning();
    if (!row) throw new Error('makeRoomType');
    return row;
  }

  async function makeRoom(hotelId: number, overrides: Partial<typeof habitaciones.$inferInsert> = {}) {
    const tipo = overrides.tipo_habitacion_id ?? (await makeRoomType(hotelId)).id;
    const [row] = await db
      .insert(habitaciones)
      .values({ hotel_id: hotelId, numero: unique(), piso: 1, tipo_habitacion_id: tipo, ...overrides })
      .returning();
    if (!row) throw new Error('makeRoom');
    return row;
  }

  async function makeClient(hotelId: number, overrides: Partial<typeof clientes.$inferInsert> = {}) {
    const [cc] = await db.select().from(tiposDocumento).where(eq(tiposDocumento.abreviatura, 'CC'));
    const [row] = await db
      .insert(clientes)
      .values({
        hotel_id: hotelId,
        tipo_documento_id: cc?.id ?? 0,
        numero_documento: String(Math.floor(Math.random() * 1e10)),
        nombres: 'Laura',
        apellidos: `Gómez ${unique()}`,
        ...overrides,
      })
      .returning();
    if (!row) throw new Error('makeClient');
    return row;
  }

  async function makeEmployee(hotelId: number, overrides: Partial<typeof empleados.$inferInsert> = {}) {
    const [row] = await db
      .insert(empleados)
      .values({
        hotel_id: hotelId,
        documento: unique(),
        nombres: `Rosa ${unique()}`,
        cargo: 'Camarera',
        ...overrides,
      })
      .returning();
    if (!row) throw new Error('makeEmployee');
    return row;
  }

  /** A booking of one line written straight to the tables (its room's type, Confirmada). */
  async function makeReservationLine(
    values: Pick<typeof reservas.$inferInsert, 'hotel_id' | 'cliente_id' | 'llegada' | 'salida'> & {
      habitacion_id: number;
    },
  ) {
    const [room] = await db.select().from(habitaciones).where(eq(habitaciones.id, values.habitacion_id));
    const [booking] = await db
      .insert(reservaEncabezados)
      .values({ hotel_id: values.hotel_id, cliente_id: values.cliente_id })
      .returning();
    if (!room || !booking) throw new Error('makeReservationLine');
    const [row] = await db
      .insert(reservas)
      .values({ ...values, encabezado_id: booking.id, tipo_habitacion_id: room.tipo_habitacion_id })
      .returning();
    if (!row) throw new Error('makeReservationLine');
    return row;
  }

  return { makeRoomType, makeRoom, makeClient, makeEmployee, makeReservationLine };
}
