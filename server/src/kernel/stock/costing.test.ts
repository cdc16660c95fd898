import { describe, expect, it } from 'vitest';
import { fromScaled, toScaled } from '../../lib/decimal';
import { EMPTY_STOCK, enter, leave, lineValue, type StockState } from './costing';

const qty = (text: string) => toScaled(text, 3);
const cents = (text: string) => toScaled(text, 2);
const show = (s: StockState) => ({
  cantidad: fromScaled(s.cantidad, 3),
  valor: fromScaled(s.valor, 2),
  promedio: fromScaled(s.promedio, 4),
});

describe('weighted average cost', () => {
  it('averages entries at different costs and keeps it on exits, to the cent', () => {
    let s = enter(EMPTY_STOCK, qty('10'), lineValue(qty('10'), cents('1000'))).state;
    s = enter(s, qty('20'), lineValue(qty('20'), cents('1300'))).state;
    // (10 000 + 26 000) / 30 = 1 200
    expect(show(s)).toEqual({ cantidad: '30.000', valor: '36000.00', promedio: '1200.0000' });
    const out = leave(s, qty('12'));
    expect(fromScaled(out.movement.valor, 2)).toBe('14400.00');
    expect(fromScaled(out.movement.costo_unitario, 4)).toBe('1200.0000');
    s = enter(out.state, qty('6'), lineValue(qty('6'), cents('1500'))).state;
    // 18 × 1 200 + 6 × 1 500 = 30 600 over 24
    expect(show(s)).toEqual({ cantidad: '24.000', valor: '30600.00', promedio: '1275.0000' });
  });

  it('never loses a cent to rounding: the last unit takes what is left', () => {
    let s = enter(EMPTY_STOCK, qty('3'), cents('100.00')).state;
    expect(fromScaled(s.promedio, 4)).toBe('33.3333');
    const values: string[] = [];
    for (let i = 0; i < 3; i++) {
      const out = leave(s, qty('1'));
      values.push(fromScaled(out.movement.valor, 2));
      s = out.state;
    }
    expect(values).toEqual(['33.33', '33.33', '33.34']);
    expect(show(s)).toEqual({ cantidad: '0.000', valor: '0.00', promedio: '33.3333' });
  });

  it('multiplies fractional quantities exactly (0,125 kg at $ 18.990)', () => {
    expect(fromScaled(lineValue(qty('0.125'), cents('18990')), 2)).toBe('2373.75');
    expect(fromScaled(lineValue(qty('1.333'), cents('0.05')), 2)).toBe('0.07');
  });

  it('a reversal at its own cost restores the earlier average when nothing happened between', () => {
    const before = enter(EMPTY_STOCK, qty('10'), cents('1000')).state;
    const entry = lineValue(qty('10'), cents('1000'));
    const after = enter(before, qty('10'), entry).state;
    expect(fromScaled(after.promedio, 4)).toBe('550.0000');
    const back = leave(after, qty('10'), entry).state;
    expect(show(back)).toEqual(show(before));
  });

  it('below zero (where allowed) the shortfall goes at the average, and the next entry makes it whole', () => {
    let s = enter(EMPTY_STOCK, qty('2'), cents('2000')).state;
    const out = leave(s, qty('5'));
    expect(fromScaled(out.movement.valor, 2)).toBe('5000.00');
    s = out.state;
    expect(show(s)).toEqual({ cantidad: '-3.000', valor: '-3000.00', promedio: '1000.0000' });
    const back = enter(s, qty('10'), lineValue(qty('10'), cents('1200')));
    // 7 units remain, bought at 1 200.
    expect(show(back.state)).toEqual({ cantidad: '7.000', valor: '8400.00', promedio: '1200.0000' });
    expect(fromScaled(back.movement.valor, 2)).toBe('11400.00');
  });

  it('an exit never takes more value than is held while stock remains', () => {
    const s: StockState = { cantidad: qty('3'), valor: cents('0.01'), promedio: toScaled('0.0033', 4) };
    const out = leave(s, qty('2'));
    expect(out.state.valor).toBeGreaterThanOrEqual(0n);
    expect(out.movement.valor).toBeLessThanOrEqual(s.valor);
  });
});
