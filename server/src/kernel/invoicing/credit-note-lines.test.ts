import { describe, expect, it } from 'vitest';
import { CreditNoteError, creditLine } from './credit-note-lines';

const line = {
  id: 7,
  descripcion: 'Agua',
  cantidad: '3.000',
  cantidad_anulada: '0.000',
  base: '10001.00',
  impuestos: [
    {
      impuesto_id: 1,
      nombre: 'IVA 19 %',
      tipo: 'IVA',
      porcentaje: '19.00',
      base: '10001.00',
      valor: '1900.00',
    },
  ],
};

describe('credit note lines', () => {
  it('annuls a whole line exactly', () => {
    expect(creditLine(line, '3', undefined)).toMatchObject({
      base: '10001.00',
      total_impuestos: '1900.00',
      total: '11901.00',
    });
  });

  it('annuls part in proportion, rounded to pesos, and the rest adds up to the line', () => {
    const first = creditLine(line, '1', undefined);
    expect(first).toMatchObject({ cantidad: '1.000', base: '3334.00', total_impuestos: '633.00' });
    const second = creditLine({ ...line, cantidad_anulada: '1.000' }, '2', {
      base: first.base,
      impuestos: first.impuestos.map((t) => t.valor),
    });
    expect(second).toMatchObject({ base: '6667.00', total_impuestos: '1267.00' });
  });

  it('refuses more than is left and quantities of zero', () => {
    expect(() => creditLine({ ...line, cantidad_anulada: '2.000' }, '2', undefined)).toThrow(
      'quedan 1 por anular',
    );
    expect(() => creditLine(line, '0', undefined)).toThrow(CreditNoteError);
  });
});
