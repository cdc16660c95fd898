import type { THotel } from '@posada/contracts';
import { describe, expect, it } from 'vitest';
import { makeUser } from '../test/factories';
import { withoutHotel, withSavedHotel } from './session-hotels';

const hotel = (over: Partial<THotel> = {}): THotel => ({
  id: 5,
  nombre: 'Hotel Sol',
  nit: '800197268',
  dv: '4',
  razon_social: 'Sol S.A.S.',
  rnt: null,
  direccion: null,
  pais_id: null,
  pais: null,
  departamento_id: null,
  departamento: null,
  ciudad_id: null,
  ciudad: null,
  telefono: null,
  email: null,
  zona_horaria: 'America/Bogota',
  hora_checkin: '15:00',
  hora_checkout: '13:00',
  estado: true,
  ...over,
});
const staff = makeUser([]); // works in hotel 3, "Hotel Central"
const admin = makeUser([], { root: true });
const hotels = (user: ReturnType<typeof makeUser>) => user.datalle_hoteles.map((h) => `${h.id} ${h.nombre}`);

describe('the signed-in user’s hotels after a hotel is saved', () => {
  it('gains the hotel it created, in id order', () => {
    expect(hotels(withSavedHotel(staff, hotel({ id: 1 }), true))).toEqual(['1 Hotel Sol', '3 Hotel Central']);
  });

  it('follows a rename and drops a deactivated hotel', () => {
    expect(hotels(withSavedHotel(staff, hotel({ id: 3, nombre: 'Central Plaza' }), false))).toEqual([
      '3 Central Plaza',
    ]);
    expect(hotels(withSavedHotel(staff, hotel({ id: 3, estado: false }), false))).toEqual([]);
  });

  it('gives an administrator every active hotel, a staff member only the assigned ones', () => {
    expect(hotels(withSavedHotel(admin, hotel(), false))).toEqual(['3 Hotel Central', '5 Hotel Sol']);
    expect(withSavedHotel(staff, hotel(), false)).toBe(staff);
    expect(withSavedHotel(staff, hotel({ estado: false }), true)).toBe(staff);
  });

  it('loses a deleted or deactivated hotel', () => {
    expect(hotels(withoutHotel(staff, 3))).toEqual([]);
    expect(withoutHotel(staff, 9)).toBe(staff);
  });
});
