import { Button, Modal } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { TProduct } from '@posada/contracts';
import { IconListDetails } from '@tabler/icons-react';
import { useState } from 'react';
import { products } from '../../api/inventory';
import { ActiveBadge } from '../../components/active-badge';
import { type CrudColumn, CrudList, useDialogState } from '../../components/crud';
import { formatCOP } from '../../lib/format';
import { ProductDialog } from './product-dialog';
import { RecipeLines } from './recipe-lines';

const columns: CrudColumn<TProduct>[] = [
  { key: 'codigo', header: 'Código', render: (p) => p.codigo },
  { key: 'nombre', header: 'Receta', render: (p) => p.nombre },
  { key: 'categoria', header: 'Categoría', render: (p) => p.categoria ?? '—' },
  { key: 'precio', header: 'Precio de venta', render: (p) => formatCOP(p.precio_venta, 0) },
  { key: 'estado', header: 'Estado', render: (p) => <ActiveBadge active={p.estado} /> },
];

const onlyRecipes = { tipo: 'receta' as const };

/** admin/recipes: the recipes and their ingredients; selling one takes the ingredients out of stock. */
export function RecipesPage() {
  const dialog = useDialogState<TProduct>();
  const [lines, setLines] = useState<TProduct | null>(null);
  const phone = useMediaQuery('(max-width: 36em)');
  return (
    <>
      <CrudList
        title="Recetas"
        columns={columns}
        useList={products.usePage}
        filters={onlyRecipes}
        searchPlaceholder="Buscar receta por código o nombre"
        create={{ permission: ['productos.crear'], onClick: dialog.openCreate, label: 'Nueva receta' }}
        edit={{ permission: ['productos.editar'], onClick: dialog.openEdit }}
        rowActions={(p) => (
          <Button
            size="xs"
            variant="light"
            leftSection={<IconListDetails size={14} />}
            onClick={() => setLines(p)}
          >
            Ingredientes
          </Button>
        )}
      />
      {dialog.opened && <ProductDialog opened record={dialog.record} onClose={dialog.close} kind="receta" />}
      <Modal
        opened={lines !== null}
        onClose={() => setLines(null)}
        title={lines ? `Ingredientes de «${lines.nombre}»` : ''}
        size="xl"
        fullScreen={phone}
        centered
      >
        {lines && <RecipeLines recipe={lines} />}
      </Modal>
    </>
  );
}
