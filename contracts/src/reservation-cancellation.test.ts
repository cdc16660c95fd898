import { describe, expect, it } from 'vitest';
import { cancellationTerms, ZReservationCancelBody } from './reservation-cancellation';

const base = { deposito: '200000.00', primerasNoches: ['119000.00', '119000.00'], terminaReserva: true };

describe('cancellationTerms', () => {
  it('a percent of the first night of each room, in whole pesos, kept from the deposit', () => {
    expect(cancellationTerms({ ...base, penalidad: { tipo: 'porcentaje', valor: '50' } })).toEqual({
      deposito: '200000.00',
      penalidad: '119000.00',
      devolucion_maxima: '81000.00',
    });
    expect(
      cancellationTerms({
        ...base,
        primerasNoches: ['99999.99'],
        penalidad: { tipo: 'porcentaje', valor: '12.5' },
      }),
    ).toMatchObject({ penalidad: '12500.00' });
  });

  it('a fixed amount per room, never more than the deposit', () => {
    expect(cancellationTerms({ ...base, penalidad: { tipo: 'fija', valor: '150000' } })).toEqual({
      deposito: '200000.00',
      penalidad: '200000.00',
      devolucion_maxima: '0.00',
    });
  });

  it('no penalty while rooms remain to come, nor when the hotel charges none', () => {
    expect(
      cancellationTerms({ ...base, terminaReserva: false, penalidad: { tipo: 'fija', valor: '1000' } }),
    ).toMatchObject({ penalidad: '0.00', devolucion_maxima: '200000.00' });
    expect(cancellationTerms({ ...base, penalidad: { tipo: 'ninguna', valor: '0' } })).toMatchObject({
      penalidad: '0.00',
    });
  });

  it('a booking without deposit has nothing to keep or give back', () => {
    expect(
      cancellationTerms({ ...base, deposito: '0', penalidad: { tipo: 'porcentaje', valor: '100' } }),
    ).toEqual({ deposito: '0.00', penalidad: '0.00', devolucion_maxima: '0.00' });
  });
});

describe('ZReservationCancelBody', () => {
  it('a refund is optional and its amount must be positive', () => {
    expect(ZReservationCancelBody.parse({ motivo: 'x' }).devolucion).toBeNull();
    expect(
      ZReservationCancelBody.safeParse({ motivo: 'x', devolucion: { forma_pago_id: 1, monto: '0' } }).success,
    ).toBe(false);
  });
});
