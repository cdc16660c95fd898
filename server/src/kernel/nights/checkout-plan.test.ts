import { describe, expect, it } from 'vitest';
import { type PricedNight, priceStay } from '../pricing/pricing';
import { checkoutPlan, dueNights } from './checkout-plan';
import type { PostedNight } from './nights.repository';

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
/** Nights priced at the stay's opening: a booking's price, below today's rate. */
const stored: PricedNight[] = ['2026-11-20', '2026-11-21', '2026-11-22'].map((fecha) => ({
  fecha,
  tarifa_id: 1,
  base: '80000.00',
  adicional: '0.00',
  impuesto: '15200.00',
  total: '95200.00',
}));
const posted = (id: number, fecha: string, standing = true): PostedNight => ({
  id,
  cuenta_id: 7,
  fecha,
  valor: '80000.00',
  impuesto: '15200.00',
  total: '95200.00',
  standing,
});
const dates = (nights: PricedNight[]) => nights.map((n) => n.fecha);

describe('dueNights: which nights the business-day close posts', () => {
  const stay = { llegada: '2026-11-20', stored, price };

  it('posts every night before the closed date not yet posted, at the stay’s stored price', () => {
    const due = dueNights({ ...stay, hasta: '2026-11-21', posted: [] });
    expect(due.nights).toEqual([stored[0]]);
    expect(due.fresh).toEqual([]);
  });

  it('is idempotent: a night already posted is not due again', () => {
    expect(dueNights({ ...stay, hasta: '2026-11-21', posted: ['2026-11-20'] }).nights).toEqual([]);
    const next = dueNights({ ...stay, hasta: '2026-11-22', posted: ['2026-11-20'] });
    expect(dates(next.nights)).toEqual(['2026-11-21']);
  });

  it('catches up the nights a missed close left', () => {
    expect(dates(dueNights({ ...stay, hasta: '2026-11-23', posted: [] }).nights)).toEqual([
      '2026-11-20',
      '2026-11-21',
      '2026-11-22',
    ]);
  });

  it('nothing before the arrival: a stay arriving on the closed date has no night yet', () => {
    expect(dueNights({ ...stay, hasta: '2026-11-20', posted: [] })).toEqual({ nights: [], fresh: [] });
  });

  it('an overstay’s night is priced at the rate’s price for that night, and marked to store', () => {
    const due = dueNights({
      ...stay,
      hasta: '2026-11-25',
      posted: ['2026-11-20', '2026-11-21', '2026-11-22'],
    });
    expect(due.nights.map((n) => [n.fecha, n.total])).toEqual([
      ['2026-11-23', '119000.00'],
      ['2026-11-24', '119000.00'],
    ]);
    expect(due.fresh).toEqual(due.nights);
  });

  it('a night no rate covers is refused (the close leaves that stay to its check-out)', () => {
    const seasonal = { ...rate, vigencia_hasta: '2026-11-23' };
    const short = (desde: string, hasta: string) =>
      priceStay({ rates: [seasonal], rateName: 'Estándar', llegada: desde, salida: hasta, personas: 2 });
    expect(() => dueNights({ ...stay, price: short, hasta: '2026-11-25', posted: [] })).toThrow(
      /24\/11\/2026/,
    );
  });
});

describe('checkoutPlan: the nights of a stay at check-out', () => {
  const base = { llegada: '2026-11-20', stored, price };

  it('on the planned day after the closes posted every night: nothing to post or reverse', () => {
    const all = [posted(1, '2026-11-20'), posted(2, '2026-11-21'), posted(3, '2026-11-22')];
    const plan = checkoutPlan({ ...base, hoy: '2026-11-23', posted: all });
    expect(plan).toMatchObject({ salida: '2026-11-23', noches: 3, reverse: [], nights: [], ajuste: '0.00' });
  });

  it('posts the nights stayed that no close posted (at their stored price)', () => {
    const plan = checkoutPlan({ ...base, hoy: '2026-11-23', posted: [posted(1, '2026-11-20')] });
    expect(dates(plan.nights)).toEqual(['2026-11-21', '2026-11-22']);
    expect(plan.ajuste).toBe('190400.00');
  });

  it('a day early posts only the nights stayed: nothing to reverse', () => {
    const plan = checkoutPlan({ ...base, hoy: '2026-11-22', posted: [posted(1, '2026-11-20')] });
    expect(plan).toMatchObject({ salida: '2026-11-22', noches: 2, reverse: [] });
    expect(dates(plan.nights)).toEqual(['2026-11-21']);
  });

  it('reverses a night posted ahead for a date not stayed (a reversed one stays reversed)', () => {
    const ahead = [posted(1, '2026-11-20'), posted(2, '2026-11-21'), posted(3, '2026-11-22', false)];
    const plan = checkoutPlan({ ...base, hoy: '2026-11-21', posted: ahead });
    expect(plan.reverse.map((c) => c.id)).toEqual([2]);
    expect(plan.ajuste).toBe('-95200.00');
  });

  it('leaving on the arrival day keeps no night', () => {
    const plan = checkoutPlan({ ...base, hoy: '2026-11-20', posted: [] });
    expect(plan).toMatchObject({ salida: '2026-11-20', noches: 0, nights: [], ajuste: '0.00' });
  });

  it('a day late posts the extra night at the rate’s price', () => {
    const all = [posted(1, '2026-11-20'), posted(2, '2026-11-21'), posted(3, '2026-11-22')];
    const plan = checkoutPlan({ ...base, hoy: '2026-11-24', posted: all });
    expect(plan.nights.map((n) => [n.fecha, n.total])).toEqual([['2026-11-23', '119000.00']]);
    expect(plan).toMatchObject({ salida: '2026-11-24', noches: 4, ajuste: '119000.00' });
  });
});
