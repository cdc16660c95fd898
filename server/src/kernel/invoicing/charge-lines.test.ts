import { describe, expect, it } from 'vitest';
import { chargeLine } from './charge-lines';
import { invoiceLine } from './invoice-lines';

describe('an account charge as an invoice line', () => {
  it('bills a shelf price that held its IVA at its base, rounded to pesos', () => {
    // 2 beers at 8.000 with IVA inside: base 13.445,38, IVA 2.554,62 (the ledger, to the cent).
    const line = chargeLine({
      concepto: 'Cerveza',
      fecha: null,
      cantidad: '2.000',
      descuento: '0.00',
      alojamiento: false,
      valor: '13445.38',
      total: '16000.00',
      impuestos: [{ impuesto_id: 1, tipo: 'IVA', nombre: 'IVA 19 %', porcentaje: '19.00', exento: false }],
    });
    expect(line).toMatchObject({ descripcion: 'Cerveza', precio_unitario: '6722.69', cantidad: '2.000' });
    expect(invoiceLine(line)).toMatchObject({ base: '13445.00', total: '16000.00' });
  });

  it('keeps the price the guest was told when base and IVA would each round up', () => {
    // A water at 4.500 with IVA inside: base 3.781,51 and IVA 718,49 in the ledger. Rounding each
    // on its own gives 3.782 + 719 = 4.501; the line keeps 4.500 and takes its IVA out of it.
    const line = invoiceLine(
      chargeLine({
        concepto: 'Agua',
        fecha: null,
        cantidad: '1.000',
        descuento: '0.00',
        alojamiento: false,
        valor: '3781.51',
        total: '4500.00',
        impuestos: [{ impuesto_id: 1, tipo: 'IVA', nombre: 'IVA 19 %', porcentaje: '19.00', exento: false }],
      }),
    );
    expect(line).toMatchObject({ base: '3782.00', total: '4500.00' });
    expect(line.impuestos[0]).toMatchObject({ base: '3782.00', valor: '718.00' });
  });

  it('names a night by its date, bills an exempt IVA at 0 % and an excluded line without tax', () => {
    const charge = {
      concepto: 'Alojamiento habitación 101',
      fecha: '2026-11-20',
      cantidad: '1.000',
      descuento: '0.00',
      alojamiento: true,
      valor: '100000.00',
      total: '100000.00',
      impuestos: [
        { impuesto_id: 1, tipo: 'IVA' as const, nombre: 'IVA 19 %', porcentaje: '0.00', exento: true },
      ],
    };
    const night = chargeLine(charge);
    expect(night.descripcion).toBe('Alojamiento habitación 101 — noche 20/11/2026');
    expect(night.impuestos).toEqual([
      { impuesto_id: 1, tipo: 'IVA', nombre: 'IVA exento 0 %', porcentaje: '0.00' },
    ]);
    const excluded = chargeLine({
      ...charge,
      alojamiento: false,
      fecha: null,
      impuestos: [
        { impuesto_id: null, tipo: 'excluido', nombre: 'Excluido', porcentaje: '0', exento: false },
      ],
    });
    expect(excluded.impuestos).toEqual([]);
  });

  it('gives back the discount in the unit price', () => {
    const line = chargeLine({
      concepto: 'Cena',
      fecha: null,
      cantidad: '3',
      descuento: '1500.00',
      alojamiento: false,
      valor: '28500.00',
      total: '28500.00',
      impuestos: [],
    });
    expect(line.precio_unitario).toBe('10000.00');
  });
});
