import type { PermissionCode } from '@posada/contracts';
import type { ReactNode } from 'react';

/** What a list screen asks the server for (spec §7: `per_page`, `page`, `search`). */
export interface ListParams {
  page: number;
  per_page: number;
  /** The debounced, trimmed search term; '' when the box is empty. */
  search: string;
}

/** The Laravel page every list call answers (PRODUCT.md §2). */
export interface PageData<T> {
  data: T[];
  current_page: number;
  per_page: number;
  total: number;
  last_page: number;
}

export interface CrudColumn<T> {
  /** Unique per table; also the React key of the cell. */
  key: string;
  header: string;
  render: (row: T) => ReactNode;
  width?: number | string;
}

/** A guarded action: shown only to holders of any of `permission`. */
export interface CrudAction<Arg> {
  permission: readonly PermissionCode[];
  onClick: (arg: Arg) => void;
  /** Overrides the button text ('Nuevo', 'Editar', 'Eliminar'). */
  label?: string;
  /** Hides the action for some rows (e.g. the root role cannot be deleted). */
  hidden?: (arg: Arg) => boolean;
}
