import { describe, expect, it } from 'vitest';
import { makeUser } from '../test/factories';
import { chooseHotel } from './current-hotel';
import { formatCOP, formatDate, formatDateTime, formatSize, hotelDate } from './format';
import { setSession } from './session';

// Intl separates the symbol with a no-break space; compare on plain spaces.
const plain = (text: string) => text.replace(/\u00a0/g, ' ');

describe('formatCOP', () => {
  it('formats with two decimals for the top bar', () => {
    expect(plain(formatCOP('125000.50', 2))).toBe('$ 125.000,50');
    expect(plain(formatCOP(0, 2))).toBe('$ 0,00');
  });

  it('formats with no decimals for register amounts', () => {
    expect(plain(formatCOP('1500000', 0))).toBe('$ 1.500.000');
    expect(plain(formatCOP(99.5, 0))).toBe('$ 100');
  });

  it('keeps every digit of a large decimal string', () => {
    expect(plain(formatCOP('12345678901234.99', 2))).toBe('$ 12.345.678.901.234,99');
  });

  it('formats negative amounts', () => {
    expect(plain(formatCOP('-2500.5', 2))).toBe('-$ 2.500,50');
  });

  it('shows a dash for values that are not numbers', () => {
    expect(formatCOP('abc', 2)).toBe('—');
    expect(formatCOP(Number.NaN, 0)).toBe('—');
  });
});

describe('formatDate and formatDateTime', () => {
  it('shows dd/mm/aaaa in the hotel time zone (UTC-5)', () => {
    // 03:00 UTC on 1 March is still 28 February in Bogotá.
    expect(formatDate('2025-03-01T03:00:00Z')).toBe('28/02/2025');
    expect(formatDate(new Date('2025-12-24T15:00:00Z'))).toBe('24/12/2025');
  });

  it('keeps a calendar date on its own day', () => {
    expect(formatDate('2025-01-05')).toBe('05/01/2025');
  });

  it('adds the 24-hour local time', () => {
    expect(formatDateTime('2025-03-01T03:05:00Z')).toBe('28/02/2025 22:05');
  });

  it('shows a dash for an invalid date', () => {
    expect(formatDate('no es fecha')).toBe('—');
    expect(formatDateTime('no es fecha')).toBe('—');
  });
});

describe('dates on the current hotel’s calendar and clock', () => {
  const bogota = { id: 1, nombre: 'Hotel Bogotá', zona_horaria: 'America/Bogota' };
  const madrid = { id: 2, nombre: 'Hotel Madrid', zona_horaria: 'Europe/Madrid' };
  // 03:05 UTC on 1 March: 22:05 of 28 February in Bogotá, 04:05 of 1 March in Madrid.
  const instant = '2025-03-01T03:05:00Z';

  it('shows the same instant in each hotel’s time zone, and follows a switch of hotel', () => {
    setSession('tok', { ...makeUser([]), datalle_hoteles: [bogota, madrid] });
    expect(formatDateTime(instant)).toBe('28/02/2025 22:05');
    expect(hotelDate(new Date(instant))).toBe('2025-02-28');
    chooseHotel(madrid.id);
    expect(formatDateTime(instant)).toBe('01/03/2025 04:05');
    expect(formatDate(instant)).toBe('01/03/2025');
    expect(hotelDate(new Date(instant))).toBe('2025-03-01');
  });

  it('follows the hotel of the user who logs in', () => {
    setSession('tok', { ...makeUser([]), datalle_hoteles: [madrid] });
    expect(formatDateTime(instant)).toBe('01/03/2025 04:05');
    setSession('tok', { ...makeUser([]), datalle_hoteles: [bogota] });
    expect(formatDateTime(instant)).toBe('28/02/2025 22:05');
  });

  it('keeps a calendar date on its day in any time zone', () => {
    expect(formatDate('2025-01-05', 'Pacific/Kiritimati')).toBe('05/01/2025');
    expect(formatDate('2025-01-05', 'Pacific/Pago_Pago')).toBe('05/01/2025');
  });
});

describe('formatSize', () => {
  it('shows bytes as es-CO sizes with one decimal', () => {
    expect(formatSize(500)).toBe('500 bytes');
    expect(formatSize(2048)).toBe('2,0 KB');
    expect(formatSize(13_002_342)).toBe('12,4 MB');
    expect(formatSize(3 * 1024 ** 3)).toBe('3,0 GB');
  });
});
