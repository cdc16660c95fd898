import { afterEach, describe, expect, it } from 'vitest';
import { LAST_OUTLET_KEY, lastOutlet, outletToSell, rememberOutlet } from './last-outlet';

const ana = { hotel_id: 1, usuario_id: 7 };
const luis = { hotel_id: 1, usuario_id: 8 };

afterEach(() => localStorage.clear());

describe('the outlet the sale screen opens on', () => {
  it('is remembered per user and hotel in this browser', () => {
    expect(lastOutlet(ana)).toBeNull();
    rememberOutlet(ana, 3);
    rememberOutlet(luis, 5);
    expect(lastOutlet(ana)).toBe(3);
    expect(lastOutlet(luis)).toBe(5);
    expect(lastOutlet({ hotel_id: 2, usuario_id: 7 })).toBeNull();
    expect(lastOutlet(null)).toBeNull();
    localStorage.setItem(LAST_OUTLET_KEY, 'no es JSON');
    expect(lastOutlet(ana)).toBeNull();
  });

  it('is the chosen one, else the remembered one while the outlets load, else the first listed', () => {
    const listed = [{ id: 2 }, { id: 3 }];
    expect(outletToSell(9, listed, 3)).toBe(9);
    expect(outletToSell(null, undefined, 3)).toBe(3);
    expect(outletToSell(null, listed, 3)).toBe(3);
    // No longer active (not listed): the first.
    expect(outletToSell(null, listed, 4)).toBe(2);
    expect(outletToSell(null, listed, null)).toBe(2);
    expect(outletToSell(null, [], 3)).toBeNull();
    expect(outletToSell(null, undefined, null)).toBeNull();
  });
});
