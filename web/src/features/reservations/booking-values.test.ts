import type { TAvailabilityType } from '@posada/contracts';
import { describe, expect, it } from 'vitest';
import { newReservationUrl, reservationUrl } from '../../app/paths';
import {
  availabilityBody,
  balanceDue,
  bookingBody,
  bookingValidation,
  hotelInstant,
  initialBookingValues,
  lineRate,
  newLine,
  readPrefill,
  sumMoney,
} from './booking-values';

const HOY = '2026-12-01';
const rate = (tarifa_id: number, total: string) => ({
  tarifa_id,
  nombre: `Tarifa ${tarifa_id}`,
  subtotal: total,
  impuestos: '0.00',
  total,
  noches: [],
});
const type: TAvailabilityType = {
  tipo_habitacion_id: 3,
  nombre: 'Triple',
  capacidad_adultos: 3,
  capacidad_ninos: 1,
  libres: 2,
  por_noche: [],
  tarifas: [rate(7, '580000.00'), rate(8, '440000.50')],
  habitaciones: [],
};

describe('the booking form prefill', () => {
  it('reads the calendar’s address and drops what is not a date or an id', () => {
    const url = newReservationUrl({ llegada: '2026-12-10', salida: '2026-12-12', tipo: 3, habitacion: 12 });
    expect(url).toBe('/dashboard/reserva/nueva?llegada=2026-12-10&salida=2026-12-12&tipo=3&habitacion=12');
    const prefill = readPrefill(new URL(url, 'http://posada.lan').searchParams);
    expect(initialBookingValues(HOY, prefill).lineas).toEqual([
      {
        tipo_habitacion_id: '3',
        habitacion_id: '12',
        llegada: '2026-12-10',
        salida: '2026-12-12',
        adultos: 1,
        ninos: 0,
        tarifa_id: null,
      },
    ]);
    expect(readPrefill(new URLSearchParams('llegada=10/12/2026&tipo=x&habitacion=0'))).toEqual({});
    expect(newReservationUrl()).toBe('/dashboard/reserva/nueva');
    expect(reservationUrl(41)).toBe('/dashboard/reserva/41');
  });

  it('starts on the hotel’s day for one night, and a departure not after the arrival moves', () => {
    expect(newLine(HOY)).toMatchObject({ llegada: HOY, salida: '2026-12-02' });
    expect(newLine(HOY, { llegada: '2026-12-31', salida: '2026-12-30' })).toMatchObject({
      llegada: '2026-12-31',
      salida: '2027-01-01',
    });
  });
});

describe('the body of POST /reservaCrear', () => {
  const values = () => ({
    ...initialBookingValues(HOY, { llegada: '2026-12-10', salida: '2026-12-12', tipo: '3' }),
    cliente_id: 5,
  });

  it('sends ids and counts as numbers, no empty texts, no deposit when none was typed', () => {
    const body = bookingBody({ ...values(), agencia: 'ignorada' }, 'America/Bogota', false);
    expect(body).toEqual({
      cliente_id: 5,
      canal: 'directo',
      agencia: null,
      agencia_referencia: null,
      observaciones: null,
      vence_at: null,
      anticipo: null,
      lineas: [
        {
          tipo_habitacion_id: 3,
          habitacion_id: null,
          llegada: '2026-12-10',
          salida: '2026-12-12',
          adultos: 1,
          ninos: 0,
          tarifa_id: null,
        },
      ],
    });
  });

  it('a hold expires at the hotel’s hour with its offset; a half typed deposit is refused on its field', () => {
    const validate = bookingValidation('America/Bogota', () => false);
    const hold = { ...values(), pendiente: true, vence_fecha: '2026-12-05', vence_hora: '18:00' };
    expect(bookingBody(hold, 'America/Bogota', false).vence_at).toBe('2026-12-05T18:00:00-05:00');
    expect(validate(hold)).toEqual({});
    expect(validate({ ...hold, vence_fecha: '' })).toEqual({
      vence_fecha: 'Fecha y hora de vencimiento inválida',
    });
    const deposit = validate({ ...values(), anticipo: { forma_pago_id: null, monto: '150000' } });
    expect(deposit['anticipo.forma_pago_id']).toBe('Seleccione el medio de pago');
  });

  it('puts an agency channel’s missing agency and a line’s bad dates on their fields', () => {
    const validate = bookingValidation('America/Bogota', (canal) => canal === 'agencia');
    const first = values().lineas[0];
    if (!first) throw new Error('sin línea');
    const errors = validate({ ...values(), canal: 'agencia', lineas: [{ ...first, salida: first.llegada }] });
    expect(errors.agencia).toBe('Indique la agencia');
    expect(errors['lineas.0.salida']).toBe('La salida debe ser posterior a la llegada');
  });

  it('zone offsets come from the hotel’s time zone', () => {
    expect(hotelInstant('2026-07-01', '09:30', 'Europe/Madrid')).toBe('2026-07-01T09:30:00+02:00');
    expect(hotelInstant('2026-12-01', '9:30', 'America/Bogota')).toBeNull();
  });
});

describe('prices and availability of a line', () => {
  const line = newLine(HOY, { tipo_habitacion_id: '3' });

  it('prices with the chosen rate, or the cheapest valid every night as the server does', () => {
    expect(lineRate(line, type)?.tarifa_id).toBe(8);
    expect(lineRate({ ...line, tarifa_id: '7' }, type)?.total).toBe('580000.00');
    expect(lineRate(line, undefined)).toBeUndefined();
  });

  it('asks for availability only with whole dates and persons', () => {
    expect(availabilityBody(line)).toEqual({
      llegada: HOY,
      salida: '2026-12-02',
      adultos: 1,
      ninos: 0,
      tipo_habitacion_id: null,
    });
    expect(availabilityBody({ ...line, adultos: '' })).toBeNull();
    expect(availabilityBody({ ...line, salida: HOY })).toBeNull();
  });

  it('adds money exactly and never owes below zero', () => {
    expect(sumMoney(['440000.50', '580000.00', '0.25'])).toBe('1020000.75');
    expect(sumMoney([])).toBe('0.00');
    expect(balanceDue('1020000.75', '150000')).toBe('870000.75');
    expect(balanceDue('100000.00', '150000.00')).toBe('0.00');
  });
});
