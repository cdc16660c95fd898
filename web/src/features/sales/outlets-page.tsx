import { ActionIcon, MultiSelect, Select, TextInput, Tooltip } from '@mantine/core';
import { outletKinds, outletTaxRegimes, type TOutlet, ZOutletBody } from '@posada/contracts';
import { IconToolsKitchen2 } from '@tabler/icons-react';
import { useState } from 'react';
import { useCategories, useProductOptions, useWarehouseOptions } from '../../api/inventory';
import { outlets } from '../../api/sales';
import { ActiveBadge } from '../../components/active-badge';
import { type CrudColumn, CrudScreen } from '../../components/crud';
import { PercentInput } from '../../components/percent-input';
import { StatusSwitch } from '../../components/status-switch';
import { usePermission } from '../../lib/permissions';
import { OutletFloorDialog } from './outlet-floor-dialog';

const columns: CrudColumn<TOutlet>[] = [
  { key: 'nombre', header: 'Nombre', render: (o) => o.nombre },
  { key: 'tipo', header: 'Tipo', render: (o) => outletKinds[o.tipo] },
  { key: 'bodega', header: 'Bodega', render: (o) => o.bodega },
  { key: 'regimen', header: 'Impuesto', render: (o) => outletTaxRegimes[o.regimen] },
  { key: 'estado', header: 'Estado', render: (o) => <ActiveBadge active={o.estado} /> },
];

const kindOptions = Object.entries(outletKinds).map(([value, label]) => ({ value, label }));
const regimeOptions = Object.entries(outletTaxRegimes).map(([value, label]) => ({ value, label }));

const toValues = (o: TOutlet | null) => ({
  nombre: o?.nombre ?? '',
  tipo: o?.tipo ?? 'restaurante',
  warehouse_id: o ? String(o.warehouse_id) : null,
  regimen: o?.regimen ?? 'inc',
  categorias: o?.categorias ?? [],
  productos: (o?.productos ?? []).map(String),
  descuento_libre: o?.descuento_libre ?? '0',
  estado: o?.estado ?? true,
});

/**
 * admin/puntos-venta (Administración → Puntos de venta): the hotel's outlets, the warehouse each
 * sells from and its tax (INC 8 % for restaurants and bars, the product's IVA for the shop and the
 * minibar). Outlets with sales are deactivated, never deleted. Each row's «Mesas y estaciones»
 * edits the restaurant's tables and its kitchen and bar stations.
 */
export function OutletsPage() {
  const save = outlets.useSave();
  const warehouses = useWarehouseOptions();
  const categories = useCategories();
  const products = useProductOptions();
  const productOptions = (products.data ?? [])
    .filter((p) => p.venta_pos)
    .map((p) => ({ value: String(p.id), label: `${p.codigo} · ${p.nombre}` }));
  const mayEdit = usePermission('ventas.puntos');
  const [floorOf, setFloorOf] = useState<TOutlet | null>(null);
  return (
    <>
      <CrudScreen
        title="Puntos de venta"
        columns={columns}
        useList={outlets.usePage}
        searchPlaceholder="Buscar por nombre"
        texts={{
          create: 'Nuevo punto de venta',
          edit: (o) => `Editar «${o.nombre}»`,
          created: 'Punto de venta creado',
          updated: 'Punto de venta actualizado',
          subject: (o) => `el punto de venta «${o.nombre}»`,
        }}
        schema={ZOutletBody}
        toValues={toValues}
        fields={(form) => (
          <>
            <TextInput label="Nombre" withAsterisk maxLength={80} {...form.getInputProps('nombre')} />
            <Select
              label="Tipo"
              withAsterisk
              allowDeselect={false}
              data={kindOptions}
              {...form.getInputProps('tipo')}
            />
            <Select
              label="Bodega de la que descarga"
              withAsterisk
              data={warehouses.data ?? []}
              {...form.getInputProps('warehouse_id')}
            />
            <Select
              label="Impuesto"
              withAsterisk
              allowDeselect={false}
              data={regimeOptions}
              {...form.getInputProps('regimen')}
            />
            <MultiSelect
              label="Categorías que ofrece"
              description="Sin categorías ni productos elegidos, ofrece todos los productos de venta en punto de venta"
              searchable
              clearable
              data={categories.data ?? []}
              {...form.getInputProps('categorias')}
            />
            <MultiSelect
              label="Productos que ofrece (además de sus categorías)"
              searchable
              clearable
              limit={50}
              data={productOptions}
              {...form.getInputProps('productos')}
            />
            <PercentInput
              label="Descuento por línea sin permiso (%)"
              description="Un descuento mayor requiere el permiso de descuentos y queda en la auditoría"
              {...form.getInputProps('descuento_libre')}
            />
            <StatusSwitch form={form} />
          </>
        )}
        save={(body, row) => save.mutateAsync({ body, id: row?.id ?? null })}
        permissions={{ create: ['ventas.puntos'], edit: ['ventas.puntos'] }}
        rowActions={(o) =>
          mayEdit && (
            <Tooltip label="Mesas y estaciones">
              <ActionIcon
                variant="subtle"
                aria-label={`Mesas y estaciones de ${o.nombre}`}
                onClick={() => setFloorOf(o)}
              >
                <IconToolsKitchen2 size={18} />
              </ActionIcon>
            </Tooltip>
          )
        }
      />
      {floorOf && <OutletFloorDialog outlet={floorOf} onClose={() => setFloorOf(null)} />}
    </>
  );
}
