import { afterAll, beforeAll } from 'vitest';
import { type HotelRooms, hotelRoomsContext } from './hotel-rooms';
import { callerOf } from './http';
import { hotelBookings, otherHotel } from './reports-hotel-bookings';
import { hotelCharges, hotelStays } from './reports-hotel-stays';

/**
 * The hand-made hotel (docs/reports.md; figures computed by hand below). Type A: rooms a1, a2;
 * type B: room b1. Business days 10–12 March 2026 in Bogotá (UTC−5).
 * - Stay 1: a1, 10→12, 2 nights at 200 000 (+IVA), 2 adults 1 child; night 11 posted and
 *   discounted 20 000; a beer 10 000 + INC 800 charged at 01:30 UTC on the 11th (20:30 on the 10th).
 * - Stay 2: b1, 10→11, complimentary night (0), 1 adult; laundry 5 000 at 04:00 UTC on the 13th
 *   (23:00 on the 12th) and 7 000 at 05:30 UTC on the 13th (00:30 on the 13th: outside).
 * - Stay 3: a2, 11→12 (left early: its night of the 12th stays priced but is not sold), 150 000.
 * - a2 out of order from 14:00 on the 12th (open); b1 blocked 08:00–17:00 on the 10th (no night).
 * - A no-show arriving on the 11th; a line cancelled at 22:00 on the 11th (03:00 UTC on the 12th).
 * Segments, nationality, fees (docs/reports.md "Segments, nationality and fees"):
 * - Stay 1 is of a Booking.com booking (OTA), its holder Colombian with a US companion; stay 2's
 *   client is from the US (direct); stay 3's client a company without nationality (empresa).
 * - The no-show's booking kept a deposit of 40 000; the cancelled line's booking had 80 000 and
 *   gave back 30 000 (50 000 kept). Their register moves are of a closed shift on 1 March.
 * On the books (today is the 11th): stay 3's night of the 11th (150 000), a confirmed B line
 * 13→15 at 90 000 + IVA a night; a year earlier, a night sold on 13 March 2025.
 */
export const clockNow = new Date('2026-03-11T15:00:00Z');
export let h: HotelRooms;
export let other: HotelRooms['hotelId'];
export let both: { headers: Record<string, string> };
export let typeA = 0;
export let typeB = 0;
export let futureRoom = 0;
export const call = callerOf(() => h.ctx);

export const range = { desde: '2026-03-10', hasta: '2026-03-12' };
export const url = (p: string) => `/api${p}`;

/** Builds the hand-made hotel once for the file (before all its tests) and closes it after. */
export function useReportsHotel() {
  beforeAll(async () => {
    h = await hotelRoomsContext(['reportes.ocupacion', 'reportes.consolidado', 'reportes.tablero'], {
      clock: { now: () => new Date(clockNow) },
    });
    typeA = (await h.rooms.makeRoomType(h.hotelId, { nombre: 'A Doble' })).id;
    typeB = (await h.rooms.makeRoomType(h.hotelId, { nombre: 'B Sencilla' })).id;
    const rooms = await hotelStays(h, typeA, typeB);
    await hotelCharges(h, rooms);
    await hotelBookings(h, typeB, rooms.b1);
    futureRoom = rooms.b1.id;
    ({ other, both } = await otherHotel(h));
  }, 60_000);
  afterAll(() => h?.ctx.close());
}
