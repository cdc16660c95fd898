import { Textarea, TextInput } from '@mantine/core';
import { type TWarehouse, ZWarehouseBody } from '@posada/contracts';
import { warehouses } from '../../api/inventory';
import { ActiveBadge } from '../../components/active-badge';
import { type CrudColumn, CrudScreen } from '../../components/crud';
import { StatusSwitch } from '../../components/status-switch';
import { formatCOP } from '../../lib/format';

const columns: CrudColumn<TWarehouse>[] = [
  { key: 'nombre', header: 'Nombre', render: (w) => w.nombre },
  { key: 'descripcion', header: 'Descripción', render: (w) => w.descripcion ?? '—' },
  { key: 'valor', header: 'Valor en existencias', render: (w) => formatCOP(w.valor, 0) },
  { key: 'estado', header: 'Estado', render: (w) => <ActiveBadge active={w.estado} /> },
];

const toValues = (w: TWarehouse | null) => ({
  nombre: w?.nombre ?? '',
  descripcion: w?.descripcion ?? '',
  estado: w?.estado ?? true,
});

/** bodega (Administración → Bodegas): where the hotel keeps its stock. */
export function WarehousesPage() {
  const save = warehouses.useSave();
  const remove = warehouses.useRemove();
  return (
    <CrudScreen
      title="Bodegas"
      columns={columns}
      useList={warehouses.usePage}
      searchPlaceholder="Buscar por nombre o descripción"
      texts={{
        create: 'Nueva bodega',
        edit: (w) => `Editar «${w.nombre}»`,
        created: 'Bodega creada',
        updated: 'Bodega actualizada',
        subject: (w) => `la bodega «${w.nombre}»`,
        removeDetail:
          'Si la bodega tiene movimientos de inventario, se desactivará en lugar de eliminarse. Con existencias no se puede retirar.',
      }}
      schema={ZWarehouseBody}
      toValues={toValues}
      fields={(form) => (
        <>
          <TextInput label="Nombre" withAsterisk maxLength={80} {...form.getInputProps('nombre')} />
          <Textarea label="Descripción" autosize minRows={2} {...form.getInputProps('descripcion')} />
          <StatusSwitch form={form} />
        </>
      )}
      save={(body, row) => save.mutateAsync({ body, id: row?.id ?? null })}
      remove={(w) => remove.mutateAsync(w.id)}
      permissions={{ create: ['bodegas.crear'], edit: ['bodegas.editar'], remove: ['bodegas.eliminar'] }}
    />
  );
}
