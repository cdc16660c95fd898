import { Badge, NumberInput, SimpleGrid, Textarea, TextInput } from '@mantine/core';
import { type TRoom, ZRoomBody } from '@posada/contracts';
import { useState } from 'react';
import { type RoomFilters, rooms } from '../../api/room-admin';
import { ActiveBadge } from '../../components/active-badge';
import { type CrudColumn, CrudList, confirmDelete, FormDialog, useDialogState } from '../../components/crud';
import { RoomTypeSelect } from '../../components/room-type-select';
import { StatusSwitch } from '../../components/status-switch';
import { ROOM_PERMISSIONS } from './permissions';

const columns: CrudColumn<TRoom>[] = [
  { key: 'numero', header: 'Número', render: (r) => r.numero },
  { key: 'piso', header: 'Piso', render: (r) => r.piso },
  { key: 'tipo', header: 'Tipo', render: (r) => r.tipo },
  { key: 'observaciones', header: 'Observaciones', render: (r) => r.observaciones ?? '—' },
  {
    key: 'estado',
    header: 'Estado',
    render: (r) =>
      r.ocupada ? (
        <Badge color="red" variant="light">
          Ocupada
        </Badge>
      ) : (
        <ActiveBadge active={r.estado} />
      ),
  },
];

const toValues = (r: TRoom | null) => ({
  numero: r?.numero ?? '',
  piso: r?.piso ?? 1,
  tipo_habitacion_id: r ? String(r.tipo_habitacion_id) : '',
  observaciones: r?.observaciones ?? '',
  estado: r?.estado ?? true,
});

/** admin/rooms: the hotel's rooms, filtered by floor and type. A room with history is deactivated. */
export function RoomsPage() {
  const dialog = useDialogState<TRoom>();
  const save = rooms.useSave();
  const remove = rooms.useRemove();
  const [filters, setFilters] = useState<RoomFilters>({ piso: '', tipo_habitacion_id: '' });
  const row = dialog.record;
  return (
    <>
      <CrudList
        title="Habitaciones"
        columns={columns}
        useList={rooms.usePage}
        filters={filters}
        searchPlaceholder="Buscar por número, tipo u observaciones"
        toolbar={
          <>
            <NumberInput
              aria-label="Filtrar por piso"
              placeholder="Piso"
              min={0}
              allowDecimal={false}
              w={100}
              value={filters.piso}
              onChange={(v) => setFilters((f) => ({ ...f, piso: v === '' ? '' : String(v) }))}
            />
            <RoomTypeSelect
              label={null}
              aria-label="Filtrar por tipo"
              placeholder="Todos los tipos"
              clearable
              value={filters.tipo_habitacion_id || null}
              onChange={(v) => setFilters((f) => ({ ...f, tipo_habitacion_id: v ?? '' }))}
            />
          </>
        }
        create={{ permission: ROOM_PERMISSIONS.create, onClick: dialog.openCreate }}
        edit={{ permission: ROOM_PERMISSIONS.edit, onClick: dialog.openEdit }}
        remove={{
          permission: ROOM_PERMISSIONS.remove,
          onClick: (r) =>
            confirmDelete({
              subject: `la habitación ${r.numero}`,
              detail: 'Si tiene estadías, reservas o mantenimientos, se desactivará en lugar de eliminarse.',
              onConfirm: () => remove.mutateAsync(r.id),
              successMessage: 'Habitación eliminada',
            }),
        }}
      />
      <FormDialog
        opened={dialog.opened}
        onClose={dialog.close}
        title={row ? `Editar habitación ${row.numero}` : 'Nueva habitación'}
        schema={ZRoomBody}
        initialValues={toValues(row)}
        onSubmit={(body) => save.mutateAsync({ body, id: row?.id ?? null })}
        successMessage={row ? 'Habitación actualizada' : 'Habitación creada'}
      >
        {(form) => (
          <>
            <SimpleGrid cols={{ base: 1, sm: 3 }}>
              <TextInput label="Número" withAsterisk maxLength={10} {...form.getInputProps('numero')} />
              <NumberInput
                label="Piso"
                withAsterisk
                min={0}
                allowDecimal={false}
                {...form.getInputProps('piso')}
              />
              <RoomTypeSelect
                withAsterisk
                currentLabel={row?.tipo}
                {...form.getInputProps('tipo_habitacion_id')}
              />
            </SimpleGrid>
            <Textarea label="Observaciones" autosize minRows={2} {...form.getInputProps('observaciones')} />
            <StatusSwitch form={form} />
          </>
        )}
      </FormDialog>
    </>
  );
}
