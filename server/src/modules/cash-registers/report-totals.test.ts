import type { TShiftSummary } from '@posada/contracts';
import { describe, expect, it } from 'vitest';
import {
  emptyTotals,
  type MovementTotals,
  type ShiftRow,
  summarizeShift,
} from '../../kernel/payments/balance';
import { addMoney, subtractMoney } from '../../lib/money';
import { reportTotals } from './report-totals';

type Cash = { apertura: string; reportado: string | null; contado: string | null } & Partial<MovementTotals>;

/** A shift with cash only (cards and transfers at zero), as the report reads it. */
function shift(turno_id: number, caja_id: number, cash: Cash): TShiftSummary {
  const zero = { efectivo: '0', tarjetas: '0', transferencia: '0' };
  const closed = cash.contado !== null;
  const totals = emptyTotals();
  totals.efectivo = {
    pago: cash.pago ?? '0',
    devolucion: cash.devolucion ?? '0',
    retiro: cash.retiro ?? '0',
  };
  const row: ShiftRow = {
    turno_id,
    caja_id,
    caja: `Caja ${caja_id}`,
    usuario_id: 1,
    usuario: 'Ana',
    abierto_at: new Date(Date.UTC(2026, 0, 5, turno_id)),
    cerrado_at: closed ? new Date(Date.UTC(2026, 0, 5, turno_id, 30)) : null,
    aprobado_por: null,
    observaciones_apertura: null,
    observaciones_cierre: null,
    apertura: { ...zero, efectivo: cash.apertura },
    reportado:
      cash.reportado === null
        ? { efectivo: null, tarjetas: null, transferencia: null }
        : { ...zero, efectivo: cash.reportado },
    contado: closed
      ? { ...zero, efectivo: cash.contado as string }
      : { efectivo: null, tarjetas: null, transferencia: null },
    esperado: { efectivo: null, tarjetas: null, transferencia: null },
  };
  return summarizeShift(row, totals);
}

const cashOf = (totals: ReturnType<typeof reportTotals>) => totals.grupos.find((g) => g.grupo === 'efectivo');

describe('reportTotals', () => {
  it('counts the cash one shift hands to the next once (the defect of issue 10, item 15)', () => {
    // A: first use, opens 100.000, takes 100.000, counts 200.000. B opens with A's 200.000,
    // takes 295.000, counts 495.000. Summing the shifts gave apertura 300.000 and esperado
    // 695.000; the drawer holds 495.000.
    const a = shift(1, 7, { apertura: '100000', reportado: null, pago: '100000', contado: '200000' });
    const b = shift(2, 7, { apertura: '200000', reportado: '200000', pago: '295000', contado: '495000' });
    const totals = reportTotals(
      [a, b],
      new Map([
        [1, null],
        [2, 1],
      ]),
    );
    expect(cashOf(totals)).toEqual({
      grupo: 'efectivo',
      saldo_inicial: '100000.00',
      ingresos: '395000.00',
      devoluciones: '0.00',
      retiros: '0.00',
      esperado: '495000.00',
      contado: '495000.00',
      diferencia: '0.00',
      resultado: 'cuadrada',
      diferencia_entrega: '0.00',
      diferencia_cierre: '0.00',
    });
    expect(totals.total).toMatchObject({
      saldo_inicial: '100000.00',
      esperado: '495000.00',
      contado: '495000.00',
    });
  });

  it('starts from the previous closing, and splits the difference into handovers and closings', () => {
    // Register 7: before the range a closing counted 50.000,10. A opens 50.000 (−0,10 at the
    // handover); +20.000,25 − 1.000 refund − 5.000 withdrawal → expects 64.000,25, counts
    // 64.000 (−0,25). B opens 64.100 (+100 at the handover) → expects 64.100, counts 64.100.
    // Register 8: first use, opens 10.000, nothing happens, counts 9.999,99 (−0,01).
    // Saldo inicial 50.000,10 + 10.000 = 60.000,10; esperado 60.000,10 + 20.000,25 − 6.000 =
    // 74.000,35; contado 64.100 + 9.999,99 = 74.099,99; diferencia +99,64 = entregas (+99,90)
    // + cierres (−0,26).
    const a = shift(3, 7, {
      apertura: '50000',
      reportado: '50000.10',
      pago: '20000.25',
      devolucion: '1000',
      retiro: '5000',
      contado: '64000',
    });
    const b = shift(4, 7, { apertura: '64100', reportado: '64000', contado: '64100' });
    const c = shift(5, 8, { apertura: '10000', reportado: null, contado: '9999.99' });
    const totals = reportTotals(
      [a, c, b],
      new Map([
        [3, 2],
        [4, 3],
        [5, null],
      ]),
    );
    expect(cashOf(totals)).toMatchObject({
      saldo_inicial: '60000.10',
      ingresos: '20000.25',
      devoluciones: '1000.00',
      retiros: '5000.00',
      esperado: '74000.35',
      contado: '74099.99',
      diferencia: '99.64',
      resultado: 'sobrante',
      diferencia_entrega: '99.90',
      diferencia_cierre: '-0.26',
    });
  });

  it('leaves the count empty while a register is still open, and keeps what is known', () => {
    const a = shift(1, 7, { apertura: '1000', reportado: null, pago: '500', contado: '1400' });
    const b = shift(2, 7, { apertura: '1400', reportado: '1400', pago: '100', contado: null });
    const other = shift(3, 8, { apertura: '300', reportado: null, contado: '300' });
    const totals = reportTotals(
      [a, b, other],
      new Map([
        [1, null],
        [2, 1],
        [3, null],
      ]),
    );
    expect(cashOf(totals)).toMatchObject({
      saldo_inicial: '1300.00',
      esperado: '1900.00',
      contado: null,
      diferencia: null,
      resultado: null,
      diferencia_cierre: '-100.00',
    });
    expect(totals.total).toMatchObject({ contado: null, diferencia: null, esperado: '1900.00' });
  });

  it('breaks a chain where the shift before is not in the report (another cashier’s)', () => {
    // Shifts 1 and 3 of register 7 are in the report, 2 (between them) is not: two chains.
    const first = shift(1, 7, { apertura: '100', reportado: '100', pago: '50', contado: '150' });
    const third = shift(3, 7, { apertura: '400', reportado: '380', contado: '400' });
    const totals = reportTotals(
      [first, third],
      new Map([
        [1, null],
        [3, 2],
      ]),
    );
    expect(cashOf(totals)).toMatchObject({
      saldo_inicial: '480.00',
      esperado: '530.00',
      contado: '550.00',
      diferencia_entrega: '20.00',
    });
  });

  it('answers zeros for an empty range', () => {
    expect(reportTotals([], new Map()).total).toMatchObject({
      saldo_inicial: '0.00',
      esperado: '0.00',
      contado: '0.00',
      diferencia: '0.00',
    });
  });

  it('always adds up: esperado from its parts, diferencia = entregas + cierres (generated chains)', () => {
    let seed = 7;
    const random = (max: number) => {
      seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
      return seed % max;
    };
    const pesos = (max: number) => `${random(max)}.${String(random(100)).padStart(2, '0')}`;
    for (let round = 0; round < 50; round++) {
      const shifts: TShiftSummary[] = [];
      const previous = new Map<number, number | null>();
      let id = 1;
      for (let caja = 1; caja <= 1 + random(3); caja++) {
        let counted: string | null = random(2) ? pesos(100_000) : null;
        let last: number | null = null;
        const n = 1 + random(4);
        for (let i = 0; i < n; i++) {
          const apertura = counted === null ? pesos(100_000) : addMoney(counted, pesos(200), '-100');
          const pago = pesos(500_000);
          const contado = i === n - 1 && random(3) === 0 ? null : addMoney(apertura, pago, pesos(100), '-50');
          shifts.push(shift(id, caja, { apertura, reportado: counted, pago, contado }));
          previous.set(id, last);
          last = id;
          counted = contado;
          id++;
        }
      }
      const { grupos, total } = reportTotals(shifts, previous);
      for (const t of [...grupos, total]) {
        expect(t.esperado).toBe(
          subtractMoney(addMoney(t.saldo_inicial, t.ingresos), t.devoluciones, t.retiros),
        );
        if (t.contado !== null)
          expect(t.diferencia).toBe(addMoney(t.diferencia_entrega, t.diferencia_cierre));
      }
    }
  });
});
