import { describe, expect, it } from 'vitest';
import { integerInWords, pesosInWords } from './amount-in-words';

describe('pesos in words (Colombian invoices)', () => {
  it.each([
    ['1500000', 'UN MILLÓN QUINIENTOS MIL PESOS M/CTE'],
    ['1000000', 'UN MILLÓN DE PESOS M/CTE'],
    ['3000000.00', 'TRES MILLONES DE PESOS M/CTE'],
    ['1', 'UN PESO M/CTE'],
    ['0', 'CERO PESOS M/CTE'],
    ['21', 'VEINTIÚN PESOS M/CTE'],
    ['100', 'CIEN PESOS M/CTE'],
    ['101', 'CIENTO UN PESOS M/CTE'],
    ['1000', 'MIL PESOS M/CTE'],
    ['21000', 'VEINTIÚN MIL PESOS M/CTE'],
    ['31500', 'TREINTA Y UN MIL QUINIENTOS PESOS M/CTE'],
    ['116000', 'CIENTO DIECISÉIS MIL PESOS M/CTE'],
    ['357.50', 'TRESCIENTOS CINCUENTA Y SIETE PESOS CON CINCUENTA CENTAVOS M/CTE'],
    ['2.01', 'DOS PESOS CON UN CENTAVO M/CTE'],
    ['1000000000', 'MIL MILLONES DE PESOS M/CTE'],
    ['2500000000', 'DOS MIL QUINIENTOS MILLONES DE PESOS M/CTE'],
    ['1001000', 'UN MILLÓN MIL PESOS M/CTE'],
    [
      '999999999999.99',
      'NOVECIENTOS NOVENTA Y NUEVE MIL NOVECIENTOS NOVENTA Y NUEVE MILLONES NOVECIENTOS NOVENTA Y NUEVE MIL NOVECIENTOS NOVENTA Y NUEVE PESOS CON NOVENTA Y NUEVE CENTAVOS M/CTE',
    ],
  ])('%s → %s', (amount, words) => {
    expect(pesosInWords(amount)).toBe(words);
  });

  it('counts billions (10^12) and negative amounts', () => {
    expect(integerInWords(1_000_000_000_000n)).toBe('UN BILLÓN');
    expect(integerInWords(2_000_001_000_000n)).toBe('DOS BILLONES UN MILLÓN');
    expect(pesosInWords('-5000')).toBe('MENOS CINCO MIL PESOS M/CTE');
  });

  it('refuses text that is not an amount', () => {
    expect(() => pesosInWords('1,5')).toThrow();
  });
});
