import { describe, expect, it } from 'vitest';
import type { JobRow } from './jobs.repository';
import { jobState } from './jobs.service';

const at = (hhmm: string) => new Date(`2026-11-28T${hhmm}:00Z`);
const row = (over: Partial<JobRow> = {}): JobRow => ({
  nombre: 'cierre-del-dia',
  descripcion: 'Cierre del día',
  intervalo_segundos: 60,
  ultima_ejecucion: at('10:00'),
  en_curso_desde: null,
  ultimo_exito: at('10:00'),
  ultimo_resultado: null,
  ultimo_error: null,
  ultimo_error_at: null,
  proxima_ejecucion: at('10:01'),
  proceso: 'recepcion:123',
  ...over,
});

describe('jobState', () => {
  it('is ok after a good pass, until two intervals past its next pass', () => {
    expect(jobState(row(), at('10:01'))).toBe('ok');
    expect(jobState(row(), at('10:03'))).toBe('ok');
    expect(jobState(row(), new Date(at('10:03').getTime() + 1))).toBe('retrasado');
  });

  it('is an error while the last pass failed, ok again after a good one', () => {
    expect(jobState(row({ ultimo_error: 'x', ultimo_error_at: at('10:00') }), at('10:00'))).toBe('ok');
    const failed = row({ ultimo_error: 'x', ultimo_error_at: at('10:01'), proxima_ejecucion: at('10:02') });
    expect(jobState(failed, at('10:01'))).toBe('error');
    expect(
      jobState(row({ ultimo_exito: null, ultimo_error: 'x', ultimo_error_at: at('10:00') }), at('10:00')),
    ).toBe('error');
  });

  it('is running while a pass runs, unless its process died an hour ago', () => {
    expect(jobState(row({ en_curso_desde: at('10:02') }), at('10:30'))).toBe('en_curso');
    expect(jobState(row({ en_curso_desde: at('10:02') }), at('11:30'))).toBe('retrasado');
  });

  it('has not run yet when registered only', () => {
    expect(
      jobState(row({ ultima_ejecucion: null, ultimo_exito: null, proxima_ejecucion: null }), at('10:00')),
    ).toBe('sin_ejecutar');
  });
});
