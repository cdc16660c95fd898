/**
 * The shared list-and-form building block of the administration screens.
 *
 * List screen
 *   const useHotelPage = (p: ListParams) => usePageQuery(hotelKeys.list(p), (signal) => fetchHotels(p, signal));
 *   <CrudList
 *     title="Hoteles" columns={columns}            // CrudColumn<T>[]: { key, header, render(row), width? }
 *     useList={useHotelPage}                       // hook fed { page, per_page, search, ...filters } → UseQueryResult<PageData<T>>
 *     filters={{ estado }}                         // optional extra filters; a change goes back to page 1
 *     perPage={10} searchPlaceholder="Buscar…"     // search is debounced (300 ms) and trimmed
 *     create={{ permission: ['hoteles.crear'], onClick: dialog.openCreate }}   // 'Nuevo' button
 *     edit={{ permission: ['hoteles.editar'], onClick: dialog.openEdit }}      // row 'Editar'
 *     remove={{ permission: ['hoteles.eliminar'], onClick: askDelete, hidden: (row) => … }} // row 'Eliminar'
 *     rowActions={(row) => <ActionIcon …/>}        // optional extra per-row buttons
 *     toolbar={<Select …/>}                        // optional controls beside the search box
 *   />
 *   Empty states: 'No hay registros' / 'No se encontraron resultados para «x»'. Rows keyed by `id`
 *   unless `rowKey` is given. Paging is the server's: Mantine Pagination over `last_page`, total shown.
 *
 * Create/edit dialog
 *   const dialog = useDialogState<T>();            // { opened, record, openCreate, openEdit(row), close }
 *   <FormDialog
 *     opened={dialog.opened} onClose={dialog.close} title="Nuevo hotel"
 *     schema={ZHotelBody}                          // contracts schema: validates the form, parses on submit
 *     initialValues={values}                       // read when the form mounts (each opening, or when loading ends)
 *     loading={isLoading}                          // loader instead of the form
 *     onSubmit={(parsed) => save.mutateAsync(parsed)}
 *     successMessage="Hotel guardado"              // notification, unless the server answers a `message`
 *   >
 *     {(form) => <TextInput label="Nombre" key={form.key('nombre')} {...form.getInputProps('nombre')} />}
 *   </FormDialog>
 *   Form values: declare their shape with `type`, not `interface` (it must fit Record<string, unknown>);
 *   selects hold ids as strings, which the contracts' `optionalId`/`requiredId` coerce.
 *   A refused save keeps what the user typed, puts the server's 400 `errors` on the fields and its
 *   message in an alert at the top of the dialog.
 *
 * Deleting
 *   confirmDelete({ subject: 'el hotel «Sol»', onConfirm: () => remove.mutateAsync(id), successMessage })
 *   asks '¿Eliminar el hotel «Sol»?' with 'Eliminar' / 'Cancelar', then notifies the outcome (the
 *   server's `message` when it answers one, e.g. that the record was deactivated instead).
 *
 * Notifications: notifySuccess(message), notifyError(error, title?), errorMessage(error).
 *
 * Whole screen
 *   <CrudScreen …/> wires CrudList, FormDialog and confirmDelete for a screen that needs nothing
 *   more: columns, useList, texts, schema, toValues(row | null), fields(form, row), save(values,
 *   row), remove?(row), permissions { create?, edit, remove? }.
 */

export { dateColumn, moneyColumn, partyColumn } from './columns';
export { confirmDelete } from './confirm-delete';
export { CrudList, type CrudListProps, SEARCH_DEBOUNCE_MS } from './crud-list';
export { CrudScreen, type CrudScreenProps } from './crud-screen';
export { EMPTY_TEXT, noResultsText } from './crud-table';
export { FormDialog, type FormDialogProps, RecordForm, type RecordFormProps } from './form-dialog';
export {
  CheckedDateRange,
  DateRangeFilter,
  FilterSelect,
  SearchFilterSelect,
  type SetFilter,
} from './list-filters';
export { errorMessage, notifyError, notifySuccess } from './notify';
export { submitForm } from './submit-form';
export type { CrudAction, CrudColumn, ListParams, PageData } from './types';
export { useDialogState } from './use-dialog-state';
export { usePageQuery } from './use-page-query';
export { ViewButton } from './view-button';
