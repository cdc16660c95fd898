import { Alert, Button, Group, Pagination, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconPlus, IconSearch } from '@tabler/icons-react';
import type { UseQueryResult } from '@tanstack/react-query';
import { type Key, type ReactNode, useDeferredValue, useEffect, useState } from 'react';
import { usePermissionCheck } from '../../lib/permissions';
import { CrudTable } from './crud-table';
import { errorMessage } from './notify';
import type { CrudAction, CrudColumn, ListParams, PageData } from './types';

export const SEARCH_DEBOUNCE_MS = 300;

export interface CrudListProps<T, F extends object, P extends PageData<T> = PageData<T>> {
  title: string;
  /** The title's heading level: 1 (the screen's) unless the list is a section of a screen. */
  titleOrder?: 1 | 2;
  columns: readonly CrudColumn<T>[];
  /** A query hook fed `{ page, per_page, search, ...filters }`; see `usePageQuery`. */
  useList: (params: ListParams & F) => UseQueryResult<P>;
  /** Extra filters handed to `useList`; a change goes back to page 1. */
  filters?: F;
  perPage?: number;
  searchPlaceholder?: string;
  rowKey?: (row: T) => Key;
  create?: Omit<CrudAction<void>, 'hidden'>;
  edit?: CrudAction<T>;
  remove?: CrudAction<T>;
  /** More buttons per row, before edit/delete (e.g. 'Hoteles' of a user). */
  rowActions?: (row: T) => ReactNode;
  /** More controls next to the search box (e.g. a state filter). */
  toolbar?: ReactNode;
  /** Shown under the table with the page the server answered (e.g. the list's totals). */
  summary?: (page: P) => ReactNode;
}

const idOf = (row: unknown): Key => (row as { id: Key }).id;

/** A list screen: title, 'Nuevo', debounced search, table, server-side paging with its total. */
export function CrudList<T, F extends object = Record<never, never>, P extends PageData<T> = PageData<T>>(
  props: CrudListProps<T, F, P>,
) {
  const { title, columns, useList, filters, perPage = 10, create, toolbar } = props;
  const can = usePermissionCheck();
  const [term, setTerm] = useState('');
  const [search] = useDebouncedValue(term.trim(), SEARCH_DEBOUNCE_MS);
  // The page belongs to one search and filter set: changing either starts again at page 1.
  const scope = JSON.stringify([search, filters ?? {}]);
  const [paging, setPaging] = useState({ scope, page: 1 });
  const page = paging.scope === scope ? paging.page : 1;
  const setPage = (next: number) => setPaging({ scope, page: next });

  const query = useList({ ...(filters as F), page, per_page: perPage, search });
  // The page is drawn from a deferred value: when an answer arrives, React first answers with the
  // screen as it was, then draws the rows, the total and the pager in slices of a few milliseconds
  // that let the browser answer a tap between them (an answer from the API re-renders at once, in
  // one task: a page of rows drawn in it blocked a phone for a quarter of a second — Lighthouse's
  // Total Blocking Time). Rows, total and pager change together: nothing below the table moves twice.
  const result = useDeferredValue(query.data);
  const drawing = result !== query.data;

  // Deleting the last row of the last page leaves the user on a page that no longer exists.
  const lastPage = result?.last_page;
  useEffect(() => {
    if (lastPage !== undefined && page > lastPage) setPaging({ scope, page: lastPage });
  }, [lastPage, page, scope]);

  return (
    <Stack gap="md">
      <Group justify="space-between" wrap="wrap">
        <Title order={props.titleOrder ?? 1} size={props.titleOrder === 2 ? 'h3' : 'h2'}>
          {title}
        </Title>
        {create && can(create.permission) && (
          <Button leftSection={<IconPlus size={18} />} onClick={() => create.onClick()}>
            {create.label ?? 'Nuevo'}
          </Button>
        )}
      </Group>
      <Paper withBorder p="md" radius="md">
        <Stack gap="sm">
          <Group gap="sm" wrap="wrap">
            <TextInput
              aria-label="Buscar"
              placeholder={props.searchPlaceholder ?? 'Buscar…'}
              leftSection={<IconSearch size={16} />}
              value={term}
              onChange={(event) => setTerm(event.currentTarget.value)}
              style={{ flex: '1 1 240px' }}
              maw={420}
            />
            {toolbar}
          </Group>
          {query.isError && (
            <Alert color="red" title="No se pudo cargar la lista">
              <Group justify="space-between">
                <Text size="sm">{errorMessage(query.error)}</Text>
                <Button size="xs" variant="light" onClick={() => query.refetch()}>
                  Reintentar
                </Button>
              </Group>
            </Alert>
          )}
          <CrudTable
            columns={columns}
            rows={result?.data}
            rowKey={props.rowKey ?? idOf}
            loading={query.isFetching || drawing}
            search={search}
            edit={props.edit}
            remove={props.remove}
            rowActions={props.rowActions}
          />
          {result && props.summary?.(result)}
          <Group justify="space-between" wrap="wrap">
            <Text size="sm" c="dimmed">
              {result ? `${result.total} ${result.total === 1 ? 'registro' : 'registros'}` : ''}
            </Text>
            {result && result.last_page > 1 && (
              <Pagination
                total={result.last_page}
                value={Math.min(page, result.last_page)}
                onChange={setPage}
                size="sm"
                getControlProps={(control) => ({
                  'aria-label': control === 'previous' ? 'Página anterior' : 'Página siguiente',
                })}
              />
            )}
          </Group>
        </Stack>
      </Paper>
    </Stack>
  );
}
