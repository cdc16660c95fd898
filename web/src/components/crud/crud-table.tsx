import { ActionIcon, Center, Group, Loader, Table, Text, Tooltip, VisuallyHidden } from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import { type Key, type ReactNode, useMemo } from 'react';
import { usePermissionCheck } from '../../lib/permissions';
import type { CrudAction, CrudColumn } from './types';

export interface CrudTableProps<T> {
  columns: readonly CrudColumn<T>[];
  rows: readonly T[] | undefined;
  rowKey: (row: T) => Key;
  loading: boolean;
  /** The term the rows were searched with, for the empty state. */
  search: string;
  edit?: CrudAction<T> | undefined;
  remove?: CrudAction<T> | undefined;
  rowActions?: ((row: T) => ReactNode) | undefined;
}

export const EMPTY_TEXT = 'No hay registros';
export const noResultsText = (term: string) => `No se encontraron resultados para «${term}»`;

function ActionButton({
  label,
  color,
  icon,
  onClick,
}: {
  label: string;
  color?: string;
  icon: ReactNode;
  onClick: () => void;
}) {
  return (
    <Tooltip label={label} withinPortal>
      <ActionIcon variant="subtle" color={color} aria-label={label} onClick={onClick}>
        {icon}
      </ActionIcon>
    </Tooltip>
  );
}

interface RowsProps<T> {
  columns: readonly CrudColumn<T>[];
  rows: readonly T[];
  rowKey: (row: T) => Key;
  edit: CrudAction<T> | undefined;
  remove: CrudAction<T> | undefined;
  rowActions: ((row: T) => ReactNode) | undefined;
  canEdit: boolean;
  canRemove: boolean;
  hasActions: boolean;
}

/** The rows of a page. */
function Rows<T>({
  columns,
  rows,
  rowKey,
  edit,
  remove,
  rowActions,
  canEdit,
  canRemove,
  hasActions,
}: RowsProps<T>) {
  return rows.map((row) => (
    <Table.Tr key={rowKey(row)}>
      {columns.map((column) => (
        <Table.Td key={column.key}>{column.render(row)}</Table.Td>
      ))}
      {hasActions && (
        <Table.Td>
          <Group gap={4} justify="flex-end" wrap="nowrap">
            {rowActions?.(row)}
            {canEdit && !edit?.hidden?.(row) && (
              <ActionButton
                label={edit?.label ?? 'Editar'}
                icon={<IconPencil size={18} />}
                onClick={() => edit?.onClick(row)}
              />
            )}
            {canRemove && !remove?.hidden?.(row) && (
              <ActionButton
                label={remove?.label ?? 'Eliminar'}
                color="red"
                icon={<IconTrash size={18} />}
                onClick={() => remove?.onClick(row)}
              />
            )}
          </Group>
        </Table.Td>
      )}
    </Table.Tr>
  ));
}

/** The table of a list screen: columns as data, empty state, guarded edit/delete per row. */
export function CrudTable<T>({
  columns,
  rows,
  rowKey,
  loading,
  search,
  edit,
  remove,
  rowActions,
}: CrudTableProps<T>) {
  const can = usePermissionCheck();
  const canEdit = edit !== undefined && can(edit.permission);
  const canRemove = remove !== undefined && can(remove.permission);
  const hasActions = canEdit || canRemove || rowActions !== undefined;
  const span = columns.length + (hasActions ? 1 : 0);

  // The same element while the rows and what draws them are the same: a render for another reason
  // (the loading state when a page arrives) does not draw the rows again. (A `memo` component at
  // module level instead made Rollup merge this module into the first bundle of every screen.)
  const rowsElement = useMemo(
    () =>
      rows && (
        <Rows
          columns={columns}
          rows={rows}
          rowKey={rowKey}
          edit={edit}
          remove={remove}
          rowActions={rowActions}
          canEdit={canEdit}
          canRemove={canRemove}
          hasActions={hasActions}
        />
      ),
    [rows, columns, rowKey, edit, remove, rowActions, canEdit, canRemove, hasActions],
  );

  const body = (() => {
    if (!rows) {
      return (
        <Table.Tr>
          <Table.Td colSpan={span}>
            <Center py="lg">{loading ? <Loader size="sm" aria-label="Cargando" /> : null}</Center>
          </Table.Td>
        </Table.Tr>
      );
    }
    if (rows.length === 0) {
      return (
        <Table.Tr>
          <Table.Td colSpan={span}>
            <Text c="dimmed" ta="center" py="lg">
              {search ? noResultsText(search) : EMPTY_TEXT}
            </Text>
          </Table.Td>
        </Table.Tr>
      );
    }
    return rowsElement;
  })();

  return (
    // The browser's own scrolling, not Mantine's ScrollArea: that one draws its scrollbars with
    // React and measures them again at every resize (on a list's first visit, a chain of renders
    // after the page was drawn — Lighthouse's blocking time). Focusable, to scroll by keyboard. It
    // holds what is placed absolutely inside it (the actions' hidden header): else that escaped the
    // box and widened the page on a phone.
    <Table.ScrollContainer minWidth={640} type="native" tabIndex={0} pos="relative">
      <Table striped highlightOnHover verticalSpacing="xs" style={{ opacity: loading && rows ? 0.6 : 1 }}>
        <Table.Thead>
          <Table.Tr>
            {columns.map((column) => (
              <Table.Th key={column.key} style={column.width ? { width: column.width } : undefined}>
                {column.header}
              </Table.Th>
            ))}
            {hasActions && (
              <Table.Th style={{ width: 1 }}>
                <VisuallyHidden>Acciones</VisuallyHidden>
              </Table.Th>
            )}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>{body}</Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
