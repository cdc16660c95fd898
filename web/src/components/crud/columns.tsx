import { Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { formatCOP, formatDate } from '../../lib/format';
import type { CrudColumn } from './types';

/**
 * The column shapes the lists share, so that a buyer, a date or an amount reads the same in every
 * list (invoices, receipts, balances in favour, receivables, bookings, accounts).
 */

/** Who a row is about: the name, and below it in grey what identifies it (its document…). */
export function partyColumn<T>(
  key: string,
  header: string,
  name: (row: T) => ReactNode,
  detail: (row: T) => ReactNode,
): CrudColumn<T> {
  return {
    key,
    header,
    render: (row) => (
      <>
        <Text size="sm">{name(row)}</Text>
        <Text size="xs" c="dimmed">
          {detail(row)}
        </Text>
      </>
    ),
  };
}

/** A day, as dd/mm/aaaa. */
export function dateColumn<T>(key: string, header: string, date: (row: T) => string): CrudColumn<T> {
  return { key, header, render: (row) => formatDate(date(row)) };
}

/** An amount in pesos, with `decimals` decimals. */
export function moneyColumn<T>(
  key: string,
  header: string,
  amount: (row: T) => string,
  decimals: 0 | 2,
): CrudColumn<T> {
  return { key, header, render: (row) => formatCOP(amount(row), decimals) };
}
