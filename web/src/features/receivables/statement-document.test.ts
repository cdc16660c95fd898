import type { TClientStatement } from '@posada/contracts';
import { describe, expect, it } from 'vitest';
import { reportSheet } from '../../components/report-workbook';
import { statementDocument } from './statement-document';

const statement: TClientStatement = {
  cliente_id: 3,
  cliente: 'Viajes Andinos Ltda.',
  documento: 'NIT 800199436-4',
  credito_aprobado: true,
  limite_credito: '5000000.00',
  disponible: '3800000.00',
  plazo_dias: 30,
  contacto_cobro: null,
  fecha: '2026-11-28',
  aging: {
    corriente: '700000.00',
    d1_30: '500000.00',
    d31_60: '0.00',
    d61_90: '0.00',
    d90: '0.00',
    saldo: '1200000.00',
  },
  facturas: [
    {
      factura_id: 9,
      numero: 'FE120',
      fecha: '2026-10-10',
      vencimiento: '2026-11-09',
      total: '800000.00',
      notas_credito: '0.00',
      notas_debito: '0.00',
      abonos: '300000.00',
      saldo: '500000.00',
      dias_vencida: 19,
      edad: 'd1_30',
    },
  ],
  movimientos: [
    {
      fecha: '2026-10-10',
      tipo: 'factura',
      documento: 'FE120',
      factura: null,
      cargo: '800000.00',
      abono: '0.00',
      saldo: '800000.00',
    },
    {
      fecha: '2026-11-01',
      tipo: 'abono',
      documento: 'RC7',
      factura: 'FE120',
      cargo: '0.00',
      abono: '300000.00',
      saldo: '500000.00',
    },
  ],
  abonos: [],
  abonos_total: 0,
  saldo_favor: '0.00',
  saldo_favor_movimientos: [],
  cuotas: [],
};

describe('the estado de cuenta as Excel writes it', () => {
  it('has the invoices with a balance and the movements, numbers as numbers and dates as dates', () => {
    const doc = statementDocument(statement);
    expect(doc.fileName).toBe('estado-de-cuenta-NIT-800199436-4-2026-11-28');
    const [invoices, movements] = doc.parts.map((part) => reportSheet(doc.title, doc.filters, part));
    expect(invoices?.sheet).toBe('Facturas con saldo');
    expect(movements?.sheet).toBe('Movimientos');
    expect(invoices?.data[0]).toEqual([
      { value: 'Estado de cuenta de Viajes Andinos Ltda.', fontWeight: 'bold', fontSize: 14 },
    ]);
    const row = invoices?.data[4] ?? [];
    expect(row[0]).toEqual({ value: 'FE120' });
    expect(row[2]).toMatchObject({ type: Date, value: new Date(Date.UTC(2026, 10, 9)) });
    expect(row[8]).toMatchObject({ type: Number, value: 500000 });
    const payment = movements?.data[5] ?? [];
    expect(payment[1]).toEqual({ value: 'Abono RC7 (factura FE120)' });
    // A movement's empty side is an empty cell, not a zero.
    expect(payment[2]).toBeNull();
    expect(payment[3]).toMatchObject({ type: Number, value: 300000 });
  });

  it('adds the balance in favour as a sheet of its own when the client has had one', () => {
    expect(statementDocument(statement).parts).toHaveLength(2);
    const doc = statementDocument({
      ...statement,
      saldo_favor: '20000.00',
      saldo_favor_movimientos: [
        {
          fecha: '2026-11-20',
          tipo: 'anticipo',
          concepto: 'Anticipo',
          documento: 'RC8',
          monto: '38200.00',
          saldo: '38200.00',
        },
        {
          fecha: '2026-11-25',
          tipo: 'uso',
          concepto: 'Uso',
          documento: 'FE130',
          monto: '-18200.00',
          saldo: '20000.00',
        },
      ],
    });
    const favour = doc.parts[2] && reportSheet(doc.title, doc.filters, doc.parts[2]);
    expect(favour?.sheet).toBe('Saldo a favor');
    const used = favour?.data[5] ?? [];
    expect(used[0]).toMatchObject({ type: Date, value: new Date(Date.UTC(2026, 10, 25)) });
    expect(used[1]).toEqual({ value: expect.stringContaining('FE130') });
    expect(used[2]).toMatchObject({ type: Number, value: -18200 });
    expect(used[3]).toMatchObject({ type: Number, value: 20000 });
  });
});
