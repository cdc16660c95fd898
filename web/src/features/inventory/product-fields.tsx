import {
  Autocomplete,
  Checkbox,
  Group,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  TextInput,
} from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { type ProductKind, productKindLabels, productKinds, type TProduct } from '@posada/contracts';
import { useTaxOptions } from '../../api/catalogs';
import { useCategories, useMeasureOptions } from '../../api/inventory';
import { MoneyInput } from '../../components/money-input';
import { QuantityInput } from '../../components/quantity-input';
import { StatusSwitch } from '../../components/status-switch';

/** The product form's values: selects and checkbox groups hold ids as text. */
export type ProductValues = {
  codigo: string;
  codigo_barras: string;
  nombre: string;
  tipo: ProductKind;
  medida_id: string | null;
  categoria: string;
  precio_venta: string;
  precio_incluye_impuestos: boolean;
  costo: string;
  stock_minimo: string;
  venta_pos: boolean;
  venta_habitacion: boolean;
  impuestos: string[];
  estado: boolean;
};

export const toProductValues = (p: TProduct | null, tipo: ProductKind = 'producto'): ProductValues => ({
  codigo: p?.codigo ?? '',
  codigo_barras: p?.codigo_barras ?? '',
  nombre: p?.nombre ?? '',
  tipo: p?.tipo ?? tipo,
  medida_id: p ? String(p.medida_id) : null,
  categoria: p?.categoria ?? '',
  precio_venta: p?.precio_venta ?? '',
  precio_incluye_impuestos: p?.precio_incluye_impuestos ?? true,
  costo: p?.costo ?? '',
  stock_minimo: p?.stock_minimo ?? '',
  venta_pos: p?.venta_pos ?? true,
  venta_habitacion: p?.venta_habitacion ?? true,
  impuestos: (p?.impuestos ?? []).map((t) => String(t.id)),
  estado: p?.estado ?? true,
});

const kindOptions = productKinds.map((k) => ({ value: k, label: productKindLabels[k] }));

/** 'Datos': what a product is, what it costs and where it is sold. */
export function ProductFields({ form }: { form: UseFormReturnType<ProductValues> }) {
  const measures = useMeasureOptions();
  const categories = useCategories();
  const tipo = form.getValues().tipo;
  return (
    <Stack gap="sm">
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <TextInput label="Código" withAsterisk maxLength={40} {...form.getInputProps('codigo')} />
        <TextInput label="Código de barras" maxLength={40} {...form.getInputProps('codigo_barras')} />
        <Select
          label="Tipo"
          withAsterisk
          data={kindOptions}
          allowDeselect={false}
          {...form.getInputProps('tipo')}
        />
      </SimpleGrid>
      <TextInput label="Nombre" withAsterisk maxLength={160} {...form.getInputProps('nombre')} />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <Select
          label="Medida"
          withAsterisk
          searchable
          data={measures.data ?? []}
          nothingFoundMessage="Sin resultados"
          {...form.getInputProps('medida_id')}
        />
        <Autocomplete
          label="Categoría"
          maxLength={60}
          data={categories.data ?? []}
          placeholder="Bebidas, Minibar, Aseo…"
          {...form.getInputProps('categoria')}
        />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <MoneyInput
          label="Precio de venta"
          withAsterisk
          decimals={2}
          {...form.getInputProps('precio_venta')}
        />
        <MoneyInput
          label="Costo de referencia"
          decimals={2}
          description="El que propone un ingreso"
          {...form.getInputProps('costo')}
        />
        {tipo === 'producto' && (
          <QuantityInput label="Stock mínimo" {...form.getInputProps('stock_minimo')} />
        )}
      </SimpleGrid>
      <Switch
        label="El precio de venta incluye los impuestos"
        {...form.getInputProps('precio_incluye_impuestos', { type: 'checkbox' })}
      />
      <Group gap="lg">
        <Checkbox
          label="Se vende en el punto de venta"
          {...form.getInputProps('venta_pos', { type: 'checkbox' })}
        />
        <Checkbox
          label="Se carga a habitaciones"
          {...form.getInputProps('venta_habitacion', { type: 'checkbox' })}
        />
      </Group>
      <StatusSwitch form={form} />
    </Stack>
  );
}

/** 'Impuestos': the taxes of the national catalog the product carries. */
export function TaxFields({
  form,
  current,
}: {
  form: UseFormReturnType<ProductValues>;
  current: TProduct | null;
}) {
  const taxes = useTaxOptions();
  // A tax retired from the catalog stays on the products that had it.
  const own = (current?.impuestos ?? []).map((t) => ({ value: String(t.id), label: t.nombre }));
  const options = [
    ...(taxes.data ?? []),
    ...own.filter((o) => !taxes.data?.some((t) => t.value === o.value)),
  ];
  return (
    <Checkbox.Group
      label="Impuestos del producto"
      description="Un solo IVA (19 %, 5 % o exento) y, si aplica, el impuesto nacional al consumo."
      {...form.getInputProps('impuestos')}
    >
      <Stack gap="xs" mt="sm">
        {options.map((t) => (
          <Checkbox key={t.value} value={t.value} label={t.label} />
        ))}
        {taxes.isSuccess && options.length === 0 && <Text c="dimmed">No hay impuestos activos.</Text>}
      </Stack>
    </Checkbox.Group>
  );
}
