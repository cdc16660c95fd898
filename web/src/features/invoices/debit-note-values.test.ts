import { describe, expect, it } from 'vitest';
import { debitLineProblem, debitNoteBody, debitNoteReady, emptyDebitLine } from './debit-note-values';

const towel = { concepto: ' Toalla dañada ', cantidad: '1.5', precio_unitario: '30000.50', impuesto_id: '1' };

describe('the debit note form', () => {
  it('sends the lines as typed, the tax as a number or null', () => {
    expect(debitNoteBody(7, '  Daño en la habitación ', [towel, { ...towel, impuesto_id: '' }])).toEqual({
      factura_id: 7,
      motivo: 'Daño en la habitación',
      lineas: [
        { concepto: 'Toalla dañada', cantidad: '1.5', precio_unitario: '30000.50', impuesto_id: 1 },
        { concepto: 'Toalla dañada', cantidad: '1.5', precio_unitario: '30000.50', impuesto_id: null },
      ],
    });
  });

  it('says what is missing on a line', () => {
    expect(debitLineProblem(emptyDebitLine())).toBe('Indique el concepto');
    expect(debitLineProblem({ ...towel, cantidad: '0' })).toBe('La cantidad debe ser mayor que cero');
    expect(debitLineProblem({ ...towel, cantidad: '0.125' })).toBeNull();
    expect(debitLineProblem({ ...towel, precio_unitario: '' })).toBe('Ingrese el precio unitario');
    expect(debitLineProblem({ ...towel, precio_unitario: '0' })).toBeNull();
  });

  it('asks for a reason of five letters and complete lines', () => {
    expect(debitNoteReady('Daño', [towel])).toBe(false);
    expect(debitNoteReady('Daño en la habitación', [towel])).toBe(true);
    expect(debitNoteReady('Daño en la habitación', [towel, emptyDebitLine()])).toBe(false);
    expect(debitNoteReady('Daño en la habitación', [])).toBe(false);
  });
});
