import { Button, Group, Paper, SimpleGrid, Stack, Text, TextInput, UnstyledButton } from '@mantine/core';
import type { TOutletProduct } from '@posada/contracts';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { formatCOP } from '../../lib/format';
import { categoriesOf, gridOf, productByCode } from './order';

/** A product's tile: its name and price, one tap adds one. */
function ProductTile({ product, onAdd }: { product: TOutletProduct; onAdd: () => void }) {
  return (
    <UnstyledButton onClick={onAdd} aria-label={`Agregar ${product.nombre}`}>
      <Paper withBorder p="xs" radius="md" h="100%">
        <Text size="sm" fw={600} lineClamp={2}>
          {product.nombre}
        </Text>
        <Text size="sm" c="dimmed">
          {formatCOP(product.precio, 0)}
        </Text>
      </Paper>
    </UnstyledButton>
  );
}

/**
 * The outlet's products to pick from: a search that takes a barcode reader's code (Enter adds the
 * product it names, or the only one the search leaves), the categories as buttons, the tiles.
 */
export function ProductPicker({
  products,
  onAdd,
}: {
  products: TOutletProduct[];
  onAdd: (product: TOutletProduct) => void;
}) {
  const [categoria, setCategoria] = useState<string | null>(null);
  const [term, setTerm] = useState('');
  const grid = gridOf(products, categoria, term);
  return (
    <Stack gap="xs">
      <TextInput
        leftSection={<IconSearch size={16} />}
        label="Buscar producto"
        placeholder="Nombre, código o código de barras (Enter agrega)"
        value={term}
        onChange={(e) => setTerm(e.currentTarget.value)}
        onKeyDown={(e) => {
          if (e.key !== 'Enter') return;
          const found = productByCode(products, term) ?? (grid.length === 1 ? grid[0] : undefined);
          if (found) {
            onAdd(found);
            setTerm('');
          }
        }}
      />
      <Group gap={6} wrap="wrap">
        <Button
          size="xs"
          variant={categoria === null ? 'filled' : 'default'}
          onClick={() => setCategoria(null)}
        >
          Todas
        </Button>
        {categoriesOf(products).map((c) => (
          <Button
            key={c}
            size="xs"
            variant={categoria === c ? 'filled' : 'default'}
            onClick={() => setCategoria(c)}
          >
            {c}
          </Button>
        ))}
      </Group>
      <SimpleGrid cols={{ base: 2, xs: 3, lg: 4 }} spacing="xs" data-testid="productos">
        {grid.map((p) => (
          <ProductTile key={p.id} product={p} onAdd={() => onAdd(p)} />
        ))}
      </SimpleGrid>
    </Stack>
  );
}
