import { SegmentedControl, Text } from '@mantine/core';
import { type ProductKind, productKindLabels, type TProduct } from '@posada/contracts';
import { useState } from 'react';
import { type ProductFilters, products } from '../../api/inventory';
import { ActiveBadge } from '../../components/active-badge';
import { type CrudColumn, CrudList, confirmDelete, useDialogState } from '../../components/crud';
import { formatCOP } from '../../lib/format';
import { formatQuantity, isBelowMinimum } from './format';
import { ProductDialog } from './product-dialog';

const columns: CrudColumn<TProduct>[] = [
  { key: 'codigo', header: 'Código', render: (p) => p.codigo },
  { key: 'nombre', header: 'Nombre', render: (p) => p.nombre },
  { key: 'tipo', header: 'Tipo', render: (p) => productKindLabels[p.tipo] },
  { key: 'categoria', header: 'Categoría', render: (p) => p.categoria ?? '—' },
  {
    key: 'precio',
    header: 'Precio de venta',
    render: (p) => (
      <>
        {formatCOP(p.precio_venta, 0)}{' '}
        <Text span size="xs" c="dimmed">
          {p.precio_incluye_impuestos ? 'imp. incl.' : '+ imp.'}
        </Text>
      </>
    ),
  },
  {
    key: 'impuestos',
    header: 'Impuestos',
    render: (p) => p.impuestos.map((t) => t.nombre).join(', ') || 'Ninguno',
  },
  {
    key: 'existencia',
    header: 'Existencia',
    render: (p) =>
      p.tipo === 'producto' ? (
        <Text span size="sm" c={isBelowMinimum(p.existencia, p.stock_minimo) ? 'red' : undefined}>
          {`${formatQuantity(p.existencia)} ${p.medida}`}
        </Text>
      ) : (
        '—'
      ),
  },
  { key: 'estado', header: 'Estado', render: (p) => <ActiveBadge active={p.estado} /> },
];

const kinds = [
  { value: '', label: 'Todos' },
  ...(['producto', 'servicio', 'receta'] as ProductKind[]).map((k) => ({
    value: k,
    label: productKindLabels[k],
  })),
];

/** products (Administración → Productos): products, services and recipes, with taxes and lines. */
export function ProductsPage() {
  const dialog = useDialogState<TProduct>();
  const remove = products.useRemove();
  const [filters, setFilters] = useState<ProductFilters>({ tipo: '' });
  return (
    <>
      <CrudList
        title="Productos"
        columns={columns}
        useList={products.usePage}
        filters={filters}
        searchPlaceholder="Buscar por código, código de barras, nombre o categoría"
        toolbar={
          <SegmentedControl
            aria-label="Tipo"
            data={kinds}
            value={filters.tipo}
            onChange={(v) => setFilters({ tipo: v as ProductFilters['tipo'] })}
          />
        }
        create={{ permission: ['productos.crear'], onClick: dialog.openCreate }}
        edit={{ permission: ['productos.editar'], onClick: dialog.openEdit }}
        remove={{
          permission: ['productos.eliminar'],
          onClick: (p) =>
            confirmDelete({
              subject: `el producto «${p.nombre}»`,
              detail: 'Si tiene movimientos o está en recetas, se desactivará en lugar de eliminarse.',
              onConfirm: () => remove.mutateAsync(p.id),
              successMessage: 'Producto eliminado',
            }),
        }}
      />
      {dialog.opened && <ProductDialog opened record={dialog.record} onClose={dialog.close} />}
    </>
  );
}
