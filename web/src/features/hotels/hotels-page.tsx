import type { THotel } from '@posada/contracts';
import { HOTELS_PER_PAGE, useDeleteHotel, useHotelPage } from '../../api/hotels';
import { ActiveBadge } from '../../components/active-badge';
import { type CrudColumn, CrudList, confirmDelete, useDialogState } from '../../components/crud';
import { HotelFormDialog } from './hotel-form-dialog';

const columns: CrudColumn<THotel>[] = [
  { key: 'nombre', header: 'Nombre', render: (h) => h.nombre },
  { key: 'nit', header: 'NIT', render: (h) => `${h.nit}-${h.dv}` },
  {
    key: 'ciudad',
    header: 'Ciudad',
    render: (h) => [h.ciudad, h.departamento].filter(Boolean).join(', ') || '—',
  },
  { key: 'telefono', header: 'Teléfono', render: (h) => h.telefono ?? '—' },
  { key: 'estado', header: 'Estado', render: (h) => <ActiveBadge active={h.estado} /> },
];

/** admin/hotels: the hotels the user works in (every hotel for an administrator). */
export function HotelsPage() {
  const dialog = useDialogState<THotel>();
  const remove = useDeleteHotel();
  return (
    <>
      <CrudList
        title="Hoteles"
        columns={columns}
        useList={useHotelPage}
        perPage={HOTELS_PER_PAGE}
        searchPlaceholder="Buscar por nombre, NIT o razón social"
        create={{ permission: ['hoteles.crear'], onClick: dialog.openCreate }}
        edit={{ permission: ['hoteles.editar'], onClick: dialog.openEdit }}
        remove={{
          permission: ['hoteles.eliminar'],
          onClick: (h) =>
            confirmDelete({
              subject: `el hotel «${h.nombre}»`,
              detail: 'Si el hotel tiene operaciones registradas, se desactivará en lugar de eliminarse.',
              onConfirm: () => remove.mutateAsync(h.id),
            }),
        }}
      />
      <HotelFormDialog opened={dialog.opened} hotel={dialog.record} onClose={dialog.close} />
    </>
  );
}
