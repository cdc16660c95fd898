import { describe, expect, it } from 'vitest';
import type { PricingRate } from '../pricing/pricing';
import { capacityErrors, freeOverStay, ratesForStay } from './availability';

const rate = (over: Partial<PricingRate & { estado: boolean }>): PricingRate & { estado: boolean } => ({
  id: 1,
  nombre: 'Estándar',
  precio_noche: '100000.00',
  personas_incluidas: 2,
  valor_persona_adicional: '20000.00',
  vigencia_desde: null,
  vigencia_hasta: null,
  impuesto_porcentaje: null,
  estado: true,
  ...over,
});

describe('availability arithmetic', () => {
  it('a stay can sell the fewest free rooms over its nights, never fewer than none', () => {
    expect(freeOverStay([{ libres: 3 }, { libres: 1 }, { libres: 2 }])).toBe(1);
    expect(freeOverStay([{ libres: 2 }, { libres: -1 }])).toBe(0);
    expect(freeOverStay([])).toBe(0);
  });

  it('capacity is checked for adults and children apart, on their fields', () => {
    const type = { nombre: 'Doble', capacidad_adultos: 2, capacidad_ninos: 0 };
    expect(capacityErrors(type, 2, 0)).toEqual({});
    expect(capacityErrors(type, 3, 1)).toEqual({
      adultos: 'El tipo «Doble» admite hasta 2 adultos',
      ninos: 'El tipo «Doble» no admite niños',
    });
  });

  it('prices the stay per rate name, a season beating the all-year rate, cheapest first', () => {
    const rates = [
      rate({ id: 1 }),
      rate({ id: 2, precio_noche: '150000.00', vigencia_desde: '2026-12-20', vigencia_hasta: '2027-01-10' }),
      rate({ id: 3, nombre: 'Corporativa', precio_noche: '90000.00' }),
      rate({ id: 4, nombre: 'Inactiva', precio_noche: '10.00', estado: false }),
      rate({ id: 5, nombre: 'Verano', vigencia_desde: '2027-06-01', vigencia_hasta: '2027-08-31' }),
    ];
    const priced = ratesForStay({ rates, llegada: '2026-12-19', salida: '2026-12-21', personas: 3 });
    expect(priced.map((r) => [r.nombre, r.tarifa_id, r.total])).toEqual([
      ['Corporativa', 3, '220000.00'],
      ['Estándar', 1, '290000.00'],
    ]);
    expect(priced[1]?.noches.map((n) => [n.fecha, n.tarifa_id, n.total])).toEqual([
      ['2026-12-19', 1, '120000.00'],
      ['2026-12-20', 2, '170000.00'],
    ]);
  });
});
