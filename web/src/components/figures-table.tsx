import { Table, Text } from '@mantine/core';
import { formatAmount } from '../lib/amount-text';
import { formatCOP, formatDate, formatPercent } from '../lib/format';

/**
 * How a figure is shown (and formatted in Excel): text, a date, a count, whole pesos, pesos with
 * cents (a unit cost), a percentage, a quantity of stock (up to three decimals).
 */
export type FigureKind = 'text' | 'date' | 'count' | 'money' | 'cost' | 'percent' | 'quantity';

/** A column of a report table: its header, how its value is shown, and where it is read. */
export interface FigureColumn<Row> {
  header: string;
  kind: FigureKind;
  value: (row: Row) => string | number | null;
}

const counts = new Intl.NumberFormat('es-CO');

export function showFigure(kind: FigureKind, value: string | number | null): string {
  if (value === null) return '—';
  switch (kind) {
    case 'money':
      return formatCOP(value, 0);
    case 'cost':
      return formatCOP(value, 2);
    case 'quantity':
      return formatAmount(String(value), 'quantity');
    case 'percent':
      return formatPercent(String(value));
    case 'count':
      return counts.format(Number(value));
    case 'date':
      return formatDate(String(value));
    default:
      return String(value);
  }
}

/** Figures that are numbers line up on the right, on screen and in the PDF. */
export const alignedRight = (kind: FigureKind) => kind !== 'text' && kind !== 'date';
const right = (kind: FigureKind) => (alignedRight(kind) ? 'right' : undefined);

/** A report's table: the rows, then the totals row in bold (the same columns read on it). */
export function FiguresTable<Row>({
  label,
  columns,
  rows,
  totals,
  rowKey,
  minWidth = 640,
}: {
  label: string;
  columns: readonly FigureColumn<Row>[];
  rows: readonly Row[];
  totals?: Row | undefined;
  rowKey: (row: Row) => string;
  minWidth?: number;
}) {
  return (
    <Table.ScrollContainer minWidth={minWidth}>
      <Table striped withTableBorder fz="sm" aria-label={label}>
        <Table.Thead>
          <Table.Tr>
            {columns.map((c) => (
              <Table.Th key={c.header} ta={right(c.kind)}>
                {c.header}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.length === 0 && (
            <Table.Tr>
              <Table.Td colSpan={columns.length}>
                <Text c="dimmed" ta="center" py="md">
                  Sin movimientos en el rango
                </Text>
              </Table.Td>
            </Table.Tr>
          )}
          {rows.map((row) => (
            <Table.Tr key={rowKey(row)}>
              {columns.map((c) => (
                <Table.Td key={c.header} ta={right(c.kind)}>
                  {showFigure(c.kind, c.value(row))}
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
        {totals && (
          <Table.Tfoot>
            <Table.Tr fw={700} data-testid="fila-totales">
              {columns.map((c, i) => (
                <Table.Td key={c.header} ta={right(c.kind)}>
                  {i === 0 ? 'Total' : showFigure(c.kind, c.value(totals))}
                </Table.Td>
              ))}
            </Table.Tr>
          </Table.Tfoot>
        )}
      </Table>
    </Table.ScrollContainer>
  );
}
