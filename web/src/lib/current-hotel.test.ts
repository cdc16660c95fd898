import { describe, expect, it } from 'vitest';
import { makeUser } from '../test/factories';
import { chooseHotel, getCurrentHotel, hotelTimeZone } from './current-hotel';
import { getSession, setSession } from './session';
import { TOKEN_KEY, USER_KEY } from './storage-keys';

const central = { id: 3, nombre: 'Hotel Central', zona_horaria: 'America/Bogota' };
const madrid = { id: 8, nombre: 'Hotel Madrid', zona_horaria: 'Europe/Madrid' };

describe('the current hotel', () => {
  it('is the user’s first hotel until they choose another of theirs', () => {
    setSession('tok', { ...makeUser([]), datalle_hoteles: [central, madrid] });
    expect(getCurrentHotel()).toEqual(central);
    chooseHotel(madrid.id);
    expect(getCurrentHotel()).toEqual(madrid);
    expect(hotelTimeZone()).toBe('Europe/Madrid');
    chooseHotel(99);
    expect(getCurrentHotel()).toEqual(central);
  });

  it('is in Bogotá time for a session stored before hotels carried their time zone', () => {
    const { datalle_hoteles: _, ...user } = makeUser([]);
    localStorage.setItem(TOKEN_KEY, 'tok-viejo');
    localStorage.setItem(
      USER_KEY,
      JSON.stringify({ ...user, datalle_hoteles: [{ id: 3, nombre: 'Hotel Central' }] }),
    );
    // The way another tab's login reaches this one: the stored session is read again.
    window.dispatchEvent(new StorageEvent('storage', { key: USER_KEY }));
    expect(getSession()?.token).toBe('tok-viejo');
    expect(hotelTimeZone()).toBe('America/Bogota');
  });
});
