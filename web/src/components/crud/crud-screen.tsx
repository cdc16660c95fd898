import type { UseFormReturnType } from '@mantine/form';
import type { PermissionCode } from '@posada/contracts';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { z } from 'zod';
import { confirmDelete } from './confirm-delete';
import { CrudList } from './crud-list';
import { FormDialog } from './form-dialog';
import type { CrudColumn, ListParams, PageData } from './types';
import { useDialogState } from './use-dialog-state';

export interface CrudScreenProps<T extends { id: number }, Values extends Record<string, unknown>, Output> {
  title: string;
  columns: readonly CrudColumn<T>[];
  useList: (params: ListParams) => UseQueryResult<PageData<T>>;
  searchPlaceholder?: string;
  perPage?: number;
  toolbar?: ReactNode;
  /** More buttons on each row (beside edit and delete). */
  rowActions?: (row: T) => ReactNode;
  /** Dialog titles and notifications: 'Nuevo impuesto', 'Editar «IVA 19 %»', 'Impuesto creado'… */
  texts: {
    create: string;
    edit: (row: T) => string;
    created: string;
    updated: string;
    /** What a delete asks about, with its article: 'el cliente «Ana Ruiz»'. */
    subject?: (row: T) => string;
    removeDetail?: string;
  };
  schema: z.ZodType<Output>;
  /** The form's values for a new record (null) or for the row being edited. */
  toValues: (row: T | null) => Values;
  fields: (form: UseFormReturnType<Values>, row: T | null) => ReactNode;
  dialogSize?: string | number;
  /** Fields checked as the user types (see FormDialog). */
  validateInputOnChange?: boolean | string[];
  /** Saves a new record (row null) or the edited row. */
  save: (values: Output, row: T | null) => Promise<unknown>;
  remove?: (row: T) => Promise<unknown>;
  permissions: {
    create?: readonly PermissionCode[];
    edit: readonly PermissionCode[];
    remove?: readonly PermissionCode[];
  };
}

/**
 * A whole catalog screen: CrudList, its create/edit FormDialog and the delete confirmation wired
 * together, for the many screens that need nothing more.
 */
export function CrudScreen<T extends { id: number }, Values extends Record<string, unknown>, Output>(
  props: CrudScreenProps<T, Values, Output>,
) {
  const { texts, permissions, remove } = props;
  const dialog = useDialogState<T>();
  const row = dialog.record;
  return (
    <>
      <CrudList
        title={props.title}
        columns={props.columns}
        useList={props.useList}
        {...(props.perPage ? { perPage: props.perPage } : {})}
        {...(props.searchPlaceholder ? { searchPlaceholder: props.searchPlaceholder } : {})}
        toolbar={props.toolbar}
        rowActions={props.rowActions}
        {...(permissions.create
          ? { create: { permission: permissions.create, onClick: dialog.openCreate } }
          : {})}
        edit={{ permission: permissions.edit, onClick: dialog.openEdit }}
        {...(remove && permissions.remove
          ? {
              remove: {
                permission: permissions.remove,
                onClick: (r: T) =>
                  confirmDelete({
                    subject: texts.subject?.(r) ?? 'el registro',
                    ...(texts.removeDetail ? { detail: texts.removeDetail } : {}),
                    onConfirm: () => remove(r),
                  }),
              },
            }
          : {})}
      />
      <FormDialog
        opened={dialog.opened}
        onClose={dialog.close}
        title={row ? texts.edit(row) : texts.create}
        schema={props.schema}
        initialValues={props.toValues(row)}
        onSubmit={(values) => props.save(values, row)}
        successMessage={row ? texts.updated : texts.created}
        {...(props.dialogSize ? { size: props.dialogSize } : {})}
        {...(props.validateInputOnChange ? { validateInputOnChange: props.validateInputOnChange } : {})}
      >
        {(form) => props.fields(form, row)}
      </FormDialog>
    </>
  );
}
