import { Table, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { formatAmount } from '../lib/amount-text';
import { formatCOP, formatCount, formatDate, formatPercent } from '../lib/format';
import type { FigureColumn, FigureKind, ReportTable } from './report-document';

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
      return formatCount(Number(value));
    case 'date':
      return formatDate(String(value));
    default:
      return String(value);
  }
}

/** Figures that are numbers line up on the right, on screen and in the PDF. */
export const alignedRight = (kind: FigureKind) => kind !== 'text' && kind !== 'date';
const right = (kind: FigureKind) => (alignedRight(kind) ? 'right' : undefined);

const shown = <Row,>(c: FigureColumn<Row>, row: Row): ReactNode =>
  c.cell ? c.cell(row) : showFigure(c.kind, c.value(row));

/**
 * A report's table on screen, made from the same description the files are (ReportTable): the
 * rows (balances in bold, rows set apart shaded), then the totals row in bold, read by the same columns. The notes are
 * the caller's to place.
 */
export function FiguresTable<Row>({
  label,
  table,
  rowKey,
  minWidth = 640,
  striped = true,
  empty = 'Sin movimientos en el rango',
  rowTestId,
}: {
  label: string;
  table: ReportTable<Row>;
  rowKey: (row: Row, index: number) => string;
  minWidth?: number;
  striped?: boolean;
  /** What an empty table says (null: nothing, while the rows load). */
  empty?: string | null;
  /** The rows' data-testid, for the browser tests. */
  rowTestId?: string;
}) {
  const columns = table.columns.filter((c) => c.only !== 'files');
  const { rows, totals } = table;
  return (
    <Table.ScrollContainer minWidth={minWidth}>
      <Table striped={striped} withTableBorder fz="sm" aria-label={label}>
        <Table.Thead>
          <Table.Tr>
            {columns.map((c) => (
              <Table.Th key={c.header} ta={right(c.kind)} w={c.width}>
                {c.screenHeader ?? c.header}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.length === 0 && empty !== null && (
            <Table.Tr>
              <Table.Td colSpan={columns.length}>
                <Text c="dimmed" ta="center" py="md">
                  {empty}
                </Text>
              </Table.Td>
            </Table.Tr>
          )}
          {rows.map((row, i) => (
            <Table.Tr
              key={rowKey(row, i)}
              fw={table.strong?.(row) ? 700 : undefined}
              bg={table.marked?.(row) ? 'var(--mantine-color-red-light)' : undefined}
              data-testid={rowTestId}
            >
              {columns.map((c) => (
                <Table.Td key={c.header} ta={right(c.kind)}>
                  {shown(c, row)}
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
                  {i === 0 ? 'Total' : shown(c, totals)}
                </Table.Td>
              ))}
            </Table.Tr>
          </Table.Tfoot>
        )}
      </Table>
    </Table.ScrollContainer>
  );
}
