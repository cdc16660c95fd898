import { Box, Button, Group, SimpleGrid, Skeleton, Stack, TextInput } from '@mantine/core';
import type { TOutletProduct } from '@posada/contracts';
import { IconSearch } from '@tabler/icons-react';
import { memo, useDeferredValue, useMemo, useState } from 'react';
import { formatCOP } from '../../lib/format';
import { categoriesOf, codeIndex, gridOf, productByCode } from './order';
import classes from './product-tile.module.css';

/** A product's tile: its name and price, one tap adds one. Drawn again only when its product changes. */
const ProductTile = memo(function ProductTile({
  product,
  onAdd,
}: {
  product: TOutletProduct;
  onAdd: (product: TOutletProduct) => void;
}) {
  return (
    <button
      type="button"
      className={classes.tile}
      onClick={() => onAdd(product)}
      aria-label={`Agregar ${product.nombre}`}
    >
      <span className={classes.name}>{product.nombre}</span>
      <span className={classes.price}>{formatCOP(product.precio, 0)}</span>
    </button>
  );
});

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
const NO_PRODUCTS: TOutletProduct[] = [];

function PlaceholderTile() {
  return (
    <div className={classes.tile} aria-hidden>
      <Skeleton visible>
        <span className={classes.name}>Producto</span>
      </Skeleton>
      <Skeleton visible w="50%">
        <span className={classes.price}>$ 0</span>
      </Skeleton>
    </div>
  );
}

/**
 * The tiles of the category and search, the first `shown` of them, and «Mostrar más». Its own
 * component, drawn again only when what it shows changes: a line added to the order, or a letter
 * typed before the search settles, does not draw the grid again.
 */
const ProductGrid = memo(function ProductGrid({
  products,
  categoria,
  term,
  loading,
  onAdd,
}: {
  products: TOutletProduct[];
  categoria: string | null;
  term: string;
  loading: boolean;
  onAdd: (product: TOutletProduct) => void;
}) {
  // A category or a search starts again at the first page of tiles.
  const view = `${categoria ?? ''}\u0000${term}`;
  const [page, setPage] = useState({ view, shown: GRID_PAGE });
  const shown = page.view === view ? page.shown : GRID_PAGE;
  const grid = useMemo(() => gridOf(products, categoria, term), [products, categoria, term]);
  return (
    // The browser's own scrolling, not Mantine's ScrollArea (see CrudTable's container).
    <Box
      pos="relative"
      h={{ base: '24rem', md: '36rem' }}
      style={{ overflowY: 'auto', scrollbarGutter: 'stable' }}
    >
      <SimpleGrid cols={{ base: 2, xs: 3, lg: 4 }} spacing="xs" data-testid="productos" aria-busy={loading}>
        {loading &&
          Array.from({ length: PLACEHOLDER_TILES }, (_, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholders, all alike
            <PlaceholderTile key={i} />
          ))}
        {grid.slice(0, shown).map((p) => (
          <ProductTile key={p.id} product={p} onAdd={onAdd} />
        ))}
      </SimpleGrid>
      {grid.length > shown && (
        <Button
          variant="subtle"
          fullWidth
          mt="xs"
          onClick={() => setPage({ view, shown: shown + GRID_PAGE })}
        >
          Mostrar más ({grid.length - shown} productos más)
        </Button>
      )}
    </Box>
  );
});

/**
 * One row of categories (scrolled sideways when they do not fit), «Todas» first. Drawn again only
 * when the categories or the one chosen change: a letter typed or a scan does not draw its buttons.
 */
const CategoryBar = memo(function CategoryBar({
  categories,
  categoria,
  loading,
  onPick,
}: {
  categories: string[];
  categoria: string | null;
  loading: boolean;
  onPick: (categoria: string | null) => void;
}) {
  return (
    <Box pos="relative" style={{ overflowX: 'auto' }} pb={4}>
      <Group gap={6} wrap="nowrap">
        <Button
          size="xs"
          flex="none"
          variant={categoria === null ? 'filled' : 'default'}
          onClick={() => onPick(null)}
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
        {categories.map((c) => (
          <Button
            key={c}
            size="xs"
            flex="none"
            variant={categoria === c ? 'filled' : 'default'}
            onClick={() => onPick(c)}
          >
            {c}
          </Button>
        ))}
      </Group>
    </Box>
  );
});

/**
 * The outlet's products to pick from: a search that takes a barcode reader's code (Enter adds the
 * product it names, or the only one the search leaves), the categories as buttons, the tiles.
 * `products` undefined: still loading (placeholders, hidden from screen readers; the grid is busy).
 * `onAdd` should keep its identity between renders (the tiles are drawn again when it changes).
 *
 * A scan is the reader typing the code and Enter: the line is added in that keystroke's frame,
 * and the grid follows the search a moment later (`useDeferredValue`: React draws it after, and
 * drops a draw a newer letter makes stale), so neither the letters nor the Enter wait for it.
 */
export const ProductPicker = memo(function ProductPicker({
  products: loaded,
  onAdd,
}: {
  products: TOutletProduct[] | undefined;
  onAdd: (product: TOutletProduct) => void;
}) {
  const [categoria, setCategoria] = useState<string | null>(null);
  const [term, setTerm] = useState('');
  const loading = loaded === undefined;
  const products = loaded ?? NO_PRODUCTS;
  const index = useMemo(() => codeIndex(products), [products]);
  const categories = useMemo(() => categoriesOf(products), [products]);
  const shownTerm = useDeferredValue(term);
  const scanned = () => {
    const found = productByCode(index, term);
    if (found) return found;
    const matches = gridOf(products, categoria, term);
    return matches.length === 1 ? matches[0] : undefined;
  };
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
          const found = scanned();
          if (found) {
            onAdd(found);
            setTerm('');
          }
        }}
      />
      {/* The categories' row and a box of tiles of one height (scrolled inside): the order below
          or beside keeps its place whatever the outlet's catalogue, loading or loaded. */}
      <CategoryBar categories={categories} categoria={categoria} loading={loading} onPick={setCategoria} />
      <ProductGrid
        products={products}
        categoria={categoria}
        term={shownTerm}
        loading={loading}
        onAdd={onAdd}
      />
    </Stack>
  );
});
