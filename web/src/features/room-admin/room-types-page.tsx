import { NumberInput, SimpleGrid, Textarea, TextInput } from '@mantine/core';
import { type TRoomType, ZRoomTypeBody } from '@posada/contracts';
import { roomTypes } from '../../api/room-admin';
import { ActiveBadge } from '../../components/active-badge';
import { type CrudColumn, CrudScreen } from '../../components/crud';
import { StatusSwitch } from '../../components/status-switch';
import { ROOM_PERMISSIONS } from './permissions';

const columns: CrudColumn<TRoomType>[] = [
  { key: 'nombre', header: 'Nombre', render: (t) => t.nombre },
  {
    key: 'capacidad',
    header: 'Capacidad',
    render: (t) => `${t.capacidad_adultos} adultos · ${t.capacidad_ninos} niños`,
  },
  { key: 'camas', header: 'Camas', render: (t) => t.camas },
  { key: 'habitaciones', header: 'Habitaciones', render: (t) => t.habitaciones },
  { key: 'estado', header: 'Estado', render: (t) => <ActiveBadge active={t.estado} /> },
];

const toValues = (t: TRoomType | null) => ({
  nombre: t?.nombre ?? '',
  descripcion: t?.descripcion ?? '',
  capacidad_adultos: t?.capacidad_adultos ?? 2,
  capacidad_ninos: t?.capacidad_ninos ?? 0,
  camas: t?.camas ?? 1,
  estado: t?.estado ?? true,
});

/** typeRooms: the hotel's room types, with their capacity and beds. */
export function RoomTypesPage() {
  const save = roomTypes.useSave();
  const remove = roomTypes.useRemove();
  return (
    <CrudScreen
      title="Tipos de habitación"
      columns={columns}
      useList={roomTypes.usePage}
      searchPlaceholder="Buscar por nombre o descripción"
      texts={{
        create: 'Nuevo tipo de habitación',
        edit: (t) => `Editar «${t.nombre}»`,
        created: 'Tipo de habitación creado',
        updated: 'Tipo de habitación actualizado',
        subject: (t) => `el tipo de habitación «${t.nombre}»`,
        removeDetail: 'Si tiene habitaciones o tarifas, se desactivará en lugar de eliminarse.',
      }}
      schema={ZRoomTypeBody}
      toValues={toValues}
      fields={(form) => (
        <>
          <TextInput label="Nombre" withAsterisk {...form.getInputProps('nombre')} />
          <Textarea label="Descripción" autosize minRows={2} {...form.getInputProps('descripcion')} />
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            <NumberInput
              label="Capacidad adultos"
              withAsterisk
              min={1}
              max={20}
              allowDecimal={false}
              {...form.getInputProps('capacidad_adultos')}
            />
            <NumberInput
              label="Capacidad niños"
              withAsterisk
              min={0}
              max={20}
              allowDecimal={false}
              {...form.getInputProps('capacidad_ninos')}
            />
            <NumberInput
              label="Camas"
              withAsterisk
              min={1}
              max={20}
              allowDecimal={false}
              {...form.getInputProps('camas')}
            />
          </SimpleGrid>
          <StatusSwitch form={form} />
        </>
      )}
      save={(body, row) => save.mutateAsync({ body, id: row?.id ?? null })}
      remove={(t) => remove.mutateAsync(t.id)}
      permissions={ROOM_PERMISSIONS}
    />
  );
}
