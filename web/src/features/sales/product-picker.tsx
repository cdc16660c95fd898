import {
  Button,
  Group,
  Paper,
  ScrollArea,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  TextInput,
  UnstyledButton,
} from '@mantine/core';
import type { TOutletProduct } from '@posada/contracts';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { formatCOP } from '../../lib/format';
import { categoriesOf, gridOf, productByCode } from './order';

/**
 * A tile's name has room for two lines whatever its length: every tile is one size, so the
 * placeholders drawn while the catalogue loads are the tiles' size.
 */
const NAME_HEIGHT = '2lh';

/** A product's tile: its name and price, one tap adds one. */
function ProductTile({ product, onAdd }: { product: TOutletProduct; onAdd: () => void }) {
  return (
    <UnstyledButton onClick={onAdd} aria-label={`Agregar ${product.nombre}`}>
      <Paper withBorder p="xs" radius="md" h="100%">
        <Text size="sm" fw={600} lineClamp={2} mih={NAME_HEIGHT}>
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
 * While the catalogue loads: a phone's screenful of tiles (four rows of two) and a few category
 * buttons, of their final size, so the order below does not jump when the products arrive.
 */
const PLACEHOLDER_TILES = 8;
/**
 * Tiles drawn at once: an outlet of 2 000 products draws its first 60 (a tablet's few screenfuls)
 * and «Mostrar más» draws 60 more; the search and the categories narrow the rest, and a scan finds
 * any product whatever is drawn.
 */
const GRID_PAGE = 60;
const PLACEHOLDER_CATEGORIES = ['Restaurante', 'Bebidas', 'Alimentos'];

function PlaceholderTile() {
  return (
    <Paper withBorder p="xs" radius="md" aria-hidden>
      <Skeleton visible>
        <Text size="sm" fw={600} lineClamp={2} mih={NAME_HEIGHT}>
          Producto
        </Text>
      </Skeleton>
      <Skeleton visible w="50%" mt={4}>
        <Text size="sm">$ 0</Text>
      </Skeleton>
    </Paper>
  );
}

/**
 * The outlet's products to pick from: a search that takes a barcode reader's code (Enter adds the
 * product it names, or the only one the search leaves), the categories as buttons, the tiles.
 * `products` undefined: still loading (placeholders, hidden from screen readers; the grid is busy).
 */
export function ProductPicker({
  products: loaded,
  onAdd,
}: {
  products: TOutletProduct[] | undefined;
  onAdd: (product: TOutletProduct) => void;
}) {
  const [categoria, setCategoria] = useState<string | null>(null);
  const [term, setTerm] = useState('');
  const [shown, setShown] = useState(GRID_PAGE);
  const loading = loaded === undefined;
  const products = loaded ?? [];
  const grid = gridOf(products, categoria, term);
  return (
    <Stack gap="xs">
      <TextInput
        leftSection={<IconSearch size={16} />}
        label="Buscar producto"
        placeholder="Nombre, código o código de barras (Enter agrega)"
        value={term}
        onChange={(e) => {
          setTerm(e.currentTarget.value);
          setShown(GRID_PAGE);
        }}
        onKeyDown={(e) => {
          if (e.key !== 'Enter') return;
          const found = productByCode(products, term) ?? (grid.length === 1 ? grid[0] : undefined);
          if (found) {
            onAdd(found);
            setTerm('');
          }
        }}
      />
      {/* One row of categories (scrolled sideways when they do not fit) and a box of tiles of one
          height (scrolled inside): the order below or beside keeps its place whatever the
          outlet's catalogue, loading or loaded. */}
      <ScrollArea type="auto" scrollbars="x" offsetScrollbars="x">
        <Group gap={6} wrap="nowrap">
          <Button
            size="xs"
            flex="none"
            variant={categoria === null ? 'filled' : 'default'}
            onClick={() => {
              setCategoria(null);
              setShown(GRID_PAGE);
            }}
          >
            Todas
          </Button>
          {loading &&
            PLACEHOLDER_CATEGORIES.map((c) => (
              <Skeleton key={c} visible w="auto" flex="none" aria-hidden>
                <Button size="xs" variant="default" tabIndex={-1}>
                  {c}
                </Button>
              </Skeleton>
            ))}
          {categoriesOf(products).map((c) => (
            <Button
              key={c}
              size="xs"
              flex="none"
              variant={categoria === c ? 'filled' : 'default'}
              onClick={() => {
                setCategoria(c);
                setShown(GRID_PAGE);
              }}
            >
              {c}
            </Button>
          ))}
        </Group>
      </ScrollArea>
      <ScrollArea h={{ base: '24rem', md: '36rem' }} type="auto" offsetScrollbars="y">
        <SimpleGrid cols={{ base: 2, xs: 3, lg: 4 }} spacing="xs" data-testid="productos" aria-busy={loading}>
          {loading &&
            Array.from({ length: PLACEHOLDER_TILES }, (_, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: placeholders, all alike
              <PlaceholderTile key={i} />
            ))}
          {grid.slice(0, shown).map((p) => (
            <ProductTile key={p.id} product={p} onAdd={() => onAdd(p)} />
          ))}
        </SimpleGrid>
        {grid.length > shown && (
          <Button variant="subtle" fullWidth mt="xs" onClick={() => setShown((n) => n + GRID_PAGE)}>
            Mostrar más ({grid.length - shown} productos más)
          </Button>
        )}
      </ScrollArea>
    </Stack>
  );
}
