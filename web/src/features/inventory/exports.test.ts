import type { TKardexReport, TStockReport } from '@posada/contracts';
import { describe, expect, it } from 'vitest';
import { reportPdfDefinition } from '../../components/report-pdf';
import { reportSheet } from '../../components/report-workbook';
import { stockRow } from '../../test/inventory.fixture';
import { kardexDocument, stockDocument } from './exports';

const stock: TStockReport = {
  data: [
    stockRow(),
    stockRow({
      producto_id: 8,
      nombre: 'Cerveza',
      cantidad: '1234.567',
      valor: '99999999999.99',
      bajo_minimo: false,
    }),
  ],
  current_page: 1,
  per_page: 2,
  total: 2,
  last_page: 1,
  totales: { valor: '100000044412.00', bajo_minimo: 1 },
};

type CellObject = {
  value?: unknown;
  type?: unknown;
  format?: string;
  backgroundColor?: string;
  fontWeight?: string;
};
const cellsOf = (r: unknown) => (r as (CellObject | null)[]).map((c) => c ?? {});

describe('the stock workbook', () => {
  it('writes quantities and amounts as numbers, highlights rows below minimum and freezes the header', () => {
    const doc = stockDocument(stock, 'Bodega principal');
    const [part] = doc.parts;
    if (!part) throw new Error('sin tabla');
    const { data, ...options } = reportSheet(doc.title, doc.filters, part);
    expect(options).toMatchObject({ sheet: 'Existencias', stickyRowsCount: 4 });
    expect(cellsOf(data[3]).map((c) => c.value)).toEqual([
      'Bodega',
      'Código',
      'Producto',
      'Categoría',
      'Medida',
      'Cantidad',
      'Costo promedio',
      'Valor',
      'Stock mínimo',
      'Bajo mínimo',
    ]);
    const [low, ok] = [cellsOf(data[4]), cellsOf(data[5])];
    expect(low[5]).toMatchObject({
      type: Number,
      value: 24,
      format: '#,##0.###',
      backgroundColor: '#FDE2E1',
    });
    expect(low[7]).toMatchObject({ value: 44412, format: '"$" #,##0' });
    expect(low[9]).toMatchObject({ value: 'Sí', backgroundColor: '#FDE2E1' });
    expect(ok[5]).toMatchObject({ value: 1234.567 });
    expect(ok[5]?.backgroundColor).toBeUndefined();
    // Fourteen digits survive the trip through a double.
    expect(String(ok[7]?.value)).toBe('99999999999.99');
    expect(cellsOf(data[6])[0]).toMatchObject({ value: 'Total', fontWeight: 'bold' });
    expect(cellsOf(data[6])[7]).toMatchObject({ value: 100000044412 });
    expect(cellsOf(data[6])[9]?.value).toBe('1 bajo mínimo');
  });
});

describe('the kardex exports', () => {
  const kardex: TKardexReport = {
    data: [
      {
        id: 1,
        fecha: '2026-01-15',
        tipo: 'ingreso',
        documento: 'II1',
        entrada: '24.000',
        salida: '0.000',
        saldo: '24.000',
        costo_unitario: '1850.5000',
        costo_promedio: '1850.5000',
        valor: '44412.00',
        saldo_valor: '44412.00',
        usuario: 'Álvaro Almacén',
      },
    ],
    current_page: 1,
    per_page: 1,
    total: 1,
    last_page: 1,
    producto: { id: 7, codigo: 'AGUA', nombre: 'Agua 600 ml', medida: 'Unidad' },
    bodega: { id: 1, nombre: 'Bodega principal' },
    desde: '2026-01-01',
    hasta: '2026-01-31',
    saldo_inicial: { cantidad: '0.000', costo_promedio: '0.0000', valor: '0.00' },
    saldo_final: { cantidad: '24.000', costo_promedio: '1850.5000', valor: '44412.00' },
  };

  it('puts the opening balance before the movements, a real date cell, and the closing balance last', () => {
    const doc = kardexDocument(kardex);
    expect(doc.fileName).toBe('kardex-AGUA-2026-01-01-2026-01-31');
    const [part] = doc.parts;
    if (!part) throw new Error('sin tabla');
    const { data } = reportSheet(doc.title, doc.filters, part);
    expect(cellsOf(data[4])[1]).toMatchObject({ value: 'Saldo inicial', fontWeight: 'bold' });
    const movement = cellsOf(data[5]);
    expect(movement[0]).toMatchObject({ type: Date, format: 'dd/mm/yyyy' });
    expect((movement[0]?.value as Date).toISOString()).toBe('2026-01-15T00:00:00.000Z');
    expect(movement[1]?.value).toBe('Ingreso de proveedor');
    expect(cellsOf(data[6])[5]).toMatchObject({ value: 24 });
  });

  it('gives the PDF every cell as the screen shows it, the balances in bold', () => {
    const definition = reportPdfDefinition(kardexDocument(kardex), { nombre: 'Hotel Demo', logo: null });
    const table = (
      definition.content[2] as { table: { headerRows: number; body: { text: string; bold?: boolean }[][] } }
    ).table;
    expect(table.headerRows).toBe(1);
    expect(table.body[1]?.[1]).toMatchObject({ text: 'Saldo inicial', bold: true });
    expect(table.body[2]?.map((c) => c.text.replace(/\u00a0/g, ' '))).toEqual([
      '15/01/2026',
      'Ingreso de proveedor',
      'II1',
      '24',
      '',
      '24',
      '$ 1.850,50',
      '$ 1.850,50',
      '$ 44.412',
      '$ 44.412',
      'Álvaro Almacén',
    ]);
  });
});
