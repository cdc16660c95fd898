import { describe, expect, it } from 'vitest';
import { soldOutLine } from './sold-out';

/** What node-postgres throws when the trigger `reservas_cupo_tipo` refuses (wrapped as drizzle does). */
const refusal = (tipo: number, fecha: string) => ({
  message: 'Failed query: with e as (…)',
  cause: {
    code: '23514',
    constraint: 'reservas_cupo_tipo',
    detail: fecha,
    message: `No quedan habitaciones libres del tipo ${tipo} para la noche del ${fecha}`,
  },
});

const line = (index: number, id: number, nombre: string, llegada: string, salida: string) => ({
  index,
  type: { id, nombre },
  values: { llegada, salida },
});

// Written in order: type, then arrival (as the creation sorts them).
const lines = [
  line(1, 3, 'Doble', '2026-12-01', '2026-12-04'),
  line(0, 3, 'Doble', '2026-12-02', '2026-12-03'),
  line(2, 5, 'Suite', '2026-12-01', '2026-12-03'),
];

describe('soldOutLine', () => {
  it('names the last written line of the refused type that holds the night', () => {
    const error = soldOutLine(refusal(3, '2026-12-02'), lines);
    expect(error?.statusCode).toBe(409);
    expect(error?.errors).toHaveProperty(['lineas.0.tipo_habitacion_id']);
    expect(error?.message).toBe('No quedan habitaciones «Doble» libres para la noche del 02/12/2026');
  });

  it('names the line of the other type when that type is the one refused', () => {
    const error = soldOutLine(refusal(5, '2026-12-01'), lines);
    expect(error?.errors).toHaveProperty(['lineas.2.tipo_habitacion_id']);
    expect(error?.message).toContain('«Suite»');
  });

  it('a night only one line holds is that line’s', () => {
    expect(soldOutLine(refusal(3, '2026-12-03'), lines)?.errors).toHaveProperty([
      'lineas.1.tipo_habitacion_id',
    ]);
  });

  it('leaves any other error alone', () => {
    expect(soldOutLine({ cause: { code: '23505', constraint: 'otra' } }, lines)).toBeUndefined();
    expect(soldOutLine(new Error('x'), lines)).toBeUndefined();
  });
});
