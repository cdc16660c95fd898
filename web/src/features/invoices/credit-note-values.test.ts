import { describe, expect, it } from 'vitest';
import { chosenProblem, creditNoteBody, creditNoteReady, remaining } from './credit-note-values';
import { invoice } from './invoice.fixture';

const f = invoice();
const beers = f.lineas[1] as (typeof f.lineas)[number];

describe('the credit note form', () => {
  it('annuls the whole invoice without lines, the refund method only when chosen', () => {
    expect(creditNoteBody(f, '  Error en el huésped ', true, { 2: '1' }, null)).toEqual({
      factura_id: 7,
      motivo: 'Error en el huésped',
    });
    expect(creditNoteBody(f, 'Error en el huésped', true, {}, '3')).toMatchObject({ forma_pago_id: 3 });
  });

  it('annuls chosen quantities of chosen lines', () => {
    expect(creditNoteBody(f, 'Una cerveza no se tomó', false, { 2: '1', 1: '' }, null)).toEqual({
      factura_id: 7,
      motivo: 'Una cerveza no se tomó',
      lineas: [{ factura_linea_id: 2, cantidad: '1' }],
    });
  });

  it('offers only what earlier notes left, exactly', () => {
    const partly = { ...beers, cantidad: '2.000', cantidad_anulada: '0.500' };
    expect(remaining(partly)).toBe('1.5');
    expect(remaining(beers)).toBe('2');
    expect(chosenProblem(partly, '1.5')).toBeNull();
    expect(chosenProblem(partly, '1.501')).toBe('Máximo 1,5');
    expect(chosenProblem(partly, '0')).toMatch(/mayor que cero/);
  });

  it('asks for a reason of five letters and, for a part, one valid line', () => {
    expect(creditNoteReady(f, 'Mal', true, {})).toBe(false);
    expect(creditNoteReady(f, 'Error de datos', true, {})).toBe(true);
    expect(creditNoteReady(f, 'Error de datos', false, {})).toBe(false);
    expect(creditNoteReady(f, 'Error de datos', false, { 2: '3' })).toBe(false);
    expect(creditNoteReady(f, 'Error de datos', false, { 2: '2' })).toBe(true);
  });
});
