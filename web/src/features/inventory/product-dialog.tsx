import { Box, Modal, Tabs } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { type ProductKind, type TProduct, ZProductBody } from '@posada/contracts';
import { useId, useRef, useState } from 'react';
import { products } from '../../api/inventory';
import { RecordForm } from '../../components/crud';
import { ProductFields, TaxFields, toProductValues } from './product-fields';
import { RecipeLines } from './recipe-lines';

type Tab = 'datos' | 'impuestos' | 'receta';
const tabNames: Record<Tab, string> = { datos: 'Datos', impuestos: 'Impuestos', receta: 'Receta' };

export interface ProductDialogProps {
  opened: boolean;
  /** The product edited, or null for a new one. */
  record: TProduct | null;
  onClose: () => void;
  /** The kind a new product starts as (a recipe from admin/recipes). */
  kind?: ProductKind;
  /** The tab shown first. */
  initialTab?: Tab;
}

/**
 * A product's dialog: 'Datos' and 'Impuestos' are one form saved together; 'Receta' edits the
 * recipe's lines, which are records of their own. A new recipe stays open on 'Receta' once saved,
 * so its ingredients are added next.
 */
export function ProductDialog({ opened, record, onClose, kind, initialTab = 'datos' }: ProductDialogProps) {
  const [current, setCurrent] = useState(record);
  const [tab, setTab] = useState<Tab>(initialTab);
  // The tabs switch one form's fields, not panels of their own: every tab controls this region.
  const panelId = useId();
  const phone = useMediaQuery('(max-width: 36em)');
  const save = products.useSave();
  // A save ends with the form's onClose: after creating a recipe it moves to its lines instead.
  const toRecipe = useRef(false);
  const afterForm = () => {
    if (!toRecipe.current) return onClose();
    toRecipe.current = false;
    setTab('receta');
  };
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={current ? `Editar «${current.nombre}»` : kind === 'receta' ? 'Nueva receta' : 'Nuevo producto'}
      size="xl"
      fullScreen={phone}
      centered
    >
      <Tabs value={tab} onChange={(v) => setTab((v as Tab | null) ?? 'datos')} mb="md">
        <Tabs.List>
          <Tabs.Tab value="datos" aria-controls={panelId}>
            Datos
          </Tabs.Tab>
          <Tabs.Tab value="impuestos" aria-controls={panelId}>
            Impuestos
          </Tabs.Tab>
          <Tabs.Tab value="receta" disabled={current?.tipo !== 'receta'} aria-controls={panelId}>
            Receta
          </Tabs.Tab>
        </Tabs.List>
      </Tabs>
      <div id={panelId} role="tabpanel" aria-label={tabNames[tab]}>
        <Box display={tab === 'receta' ? 'none' : undefined}>
          <RecordForm
            key={current?.id ?? 'nuevo'}
            schema={ZProductBody}
            initialValues={toProductValues(current, kind)}
            onClose={afterForm}
            successMessage={current ? 'Producto actualizado' : 'Producto creado'}
            onSubmit={async (body) => {
              const saved = (await save.mutateAsync({ body, id: current?.id ?? null })) as { data: TProduct };
              if (!current && saved.data.tipo === 'receta') {
                toRecipe.current = true;
                setCurrent(saved.data);
              }
              return saved;
            }}
          >
            {(form) =>
              tab === 'impuestos' ? (
                <TaxFields form={form} current={current} />
              ) : (
                <ProductFields form={form} />
              )
            }
          </RecordForm>
        </Box>
        {tab === 'receta' && current && <RecipeLines recipe={current} />}
      </div>
    </Modal>
  );
}
