import { Alert, Group, Pagination, Paper, Stack, Text, Title } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { type CrudColumn, errorMessage, type PageData } from '../../components/crud';
import { CrudTable } from '../../components/crud/crud-table';
import type { ShiftFilters } from './history-api';
import { ShiftFiltersBar } from './shift-filters';

interface HistoryListProps<T> {
  title: string;
  columns: readonly CrudColumn<T>[];
  query: UseQueryResult<PageData<T>>;
  filters: ShiftFilters;
  onFilters: (next: ShiftFilters) => void;
  page: number;
  onPage: (page: number) => void;
  rowKey: (row: T) => number;
  rowActions?: (row: T) => ReactNode;
}

/** A filtered, server-paged history list (closings, withdrawals) on the shared table. */
export function HistoryList<T>(props: HistoryListProps<T>) {
  const { title, query, page } = props;
  const result = query.data;
  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        {title}
      </Title>
      <Paper withBorder p="md" radius="md">
        <Stack gap="sm">
          <ShiftFiltersBar value={props.filters} onChange={props.onFilters} />
          {query.isError && (
            <Alert color="red" title="No se pudo cargar la lista">
              {errorMessage(query.error)}
            </Alert>
          )}
          <CrudTable
            columns={props.columns}
            rows={result?.data}
            rowKey={props.rowKey}
            loading={query.isFetching}
            search=""
            rowActions={props.rowActions}
          />
          <Group justify="space-between" wrap="wrap">
            <Text size="sm" c="dimmed">
              {result ? `${result.total} ${result.total === 1 ? 'registro' : 'registros'}` : ''}
            </Text>
            {result && result.last_page > 1 && (
              <Pagination total={result.last_page} value={page} onChange={props.onPage} size="sm" />
            )}
          </Group>
        </Stack>
      </Paper>
    </Stack>
  );
}

/** Filters and page of a history screen; a new filter starts again at page 1. */
export function useHistoryState(initial: ShiftFilters) {
  const [state, setState] = useState({ filters: initial, page: 1 });
  return {
    filters: state.filters,
    page: state.page,
    setFilters: (filters: ShiftFilters) => setState({ filters, page: 1 }),
    setPage: (page: number) => setState((current) => ({ ...current, page })),
  };
}
