import { describe, expect, it } from 'vitest';
import { checkoutPlan, type StandingCharge } from './checkout-plan';
import { priceStay } from './pricing';

const rate = {
  id: 1,
  nombre: 'Estándar',
  precio_noche: '100000.00',
  personas_incluidas: 2,
  valor_persona_adicional: '0.00',
  vigencia_desde: null,
  vigencia_hasta: null,
  impuesto_porcentaje: '19.00',
};
const price = (llegada: string, salida: string) =>
  priceStay({ rates: [rate], rateName: 'Estándar', llegada, salida, personas: 2 });
const night = (id: number, fecha: string): StandingCharge => ({
  id,
  fecha,
  valor: '100000.00',
  impuesto: '19000.00',
  total: '119000.00',
});
const planned = [night(1, '2026-11-20'), night(2, '2026-11-21'), night(3, '2026-11-22')];

describe('checkoutPlan: the charges of a stay match its nights', () => {
  it('on the planned day changes nothing', () => {
    const plan = checkoutPlan({ llegada: '2026-11-20', hoy: '2026-11-23', charged: planned, price });
    expect(plan).toMatchObject({ salida: '2026-11-23', noches: 3, reverse: [], charge: [], ajuste: '0.00' });
  });

  it('a day early reverses the night not stayed', () => {
    const plan = checkoutPlan({ llegada: '2026-11-20', hoy: '2026-11-22', charged: planned, price });
    expect(plan.salida).toBe('2026-11-22');
    expect(plan.noches).toBe(2);
    expect(plan.reverse.map((c) => c.id)).toEqual([3]);
    expect(plan.ajuste).toBe('-119000.00');
  });

  it('leaving on the arrival day keeps no night and reverses them all', () => {
    const plan = checkoutPlan({ llegada: '2026-11-20', hoy: '2026-11-20', charged: planned, price });
    expect(plan).toMatchObject({ salida: '2026-11-20', noches: 0, ajuste: '-357000.00' });
    expect(plan.reverse).toHaveLength(3);
  });

  it('a day late charges the extra night at the stay’s rate', () => {
    const plan = checkoutPlan({ llegada: '2026-11-20', hoy: '2026-11-24', charged: planned, price });
    expect(plan.charge.map((n) => [n.fecha, n.total])).toEqual([['2026-11-23', '119000.00']]);
    expect(plan).toMatchObject({ salida: '2026-11-24', noches: 4, ajuste: '119000.00' });
  });
});
