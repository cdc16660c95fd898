import { ActionIcon, Button, Group, Paper, Select, SimpleGrid, Stack, Text, Textarea } from '@mantine/core';
import { permissionCatalog, type TChargeableProduct } from '@posada/contracts';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useCharge, useChargeables } from '../../api/accounts';
import { useWarehouseOptions } from '../../api/inventory';
import { useRoomEmployees } from '../../api/rooms';
import { usePermission } from '../../lib/permissions';
import { MutationActions } from '../action-buttons';
import { MoneyInput } from '../money-input';
import { QuantityInput } from '../quantity-input';
import {
  type ChargeLine,
  chargeBody,
  chargeOptions,
  emptyChargeLine,
  lineProblem,
  overridden,
  taxText,
} from './charge-lines';

const PRICE_PERMISSION = permissionCatalog.cuentas.actions.precio;

/** Under the price: the product's taxes, and for a user who may not change it, why it is fixed. */
function priceNote(product: TChargeableProduct | undefined, mayReprice: boolean): string | undefined {
  if (!product) return mayReprice ? undefined : 'Precio de lista';
  const taxes = taxText(product);
  return mayReprice ? taxes : `${taxes} · precio de lista`;
}

/**
 * Cargar consumo: products and services charged to the room's account, several lines at once.
 * The price is the product's unless changed; a product leaves the chosen warehouse; the employee
 * who served it is recorded.
 */
export function ChargeForm({
  habitacionId,
  onDone,
  onBack,
}: {
  habitacionId: number;
  onDone: (message: string) => void;
  onBack: () => void;
}) {
  const chargeables = useChargeables(true);
  const warehouses = useWarehouseOptions();
  const employees = useRoomEmployees(true);
  const charge = useCharge();
  const [lines, setLines] = useState<ChargeLine[]>(() => [emptyChargeLine()]);
  const [motivo, setMotivo] = useState('');
  // The server refuses another price or a discount without these (issue 32): the form does not offer them.
  const mayReprice = usePermission('cuentas.precio');
  const mayDiscount = usePermission('cuentas.descuento');
  const products: TChargeableProduct[] = chargeables.data ?? [];
  const byId = new Map(products.map((p) => [String(p.id), p]));
  const set = (index: number, patch: Partial<ChargeLine>) =>
    setLines((all) => all.map((l, i) => (i === index ? { ...l, ...patch } : l)));
  // A stock product leaves a warehouse (the first, unless changed); a service leaves none.
  const choose = (index: number, id: string | null) => {
    const product = id ? byId.get(id) : undefined;
    const warehouse =
      product?.tipo === 'servicio' ? '' : lines[index]?.warehouse_id || (warehouses.data?.[0]?.value ?? '');
    const lista = product?.precio_venta ?? '';
    set(index, { product_id: id ?? '', lista, precio: lista, warehouse_id: warehouse });
  };
  const problems = lines.map(lineProblem);
  const needsReason = overridden(lines);
  const ready = problems.every((p) => p === null) && (!needsReason || motivo.trim() !== '');
  const employeeOptions = (employees.data?.data ?? []).map((e) => ({
    value: String(e.id),
    label: e.nombres,
  }));
  const submit = () =>
    charge.mutate(chargeBody(habitacionId, lines, motivo), {
      onSuccess: () => onDone(lines.length === 1 ? 'Consumo cargado' : `${lines.length} consumos cargados`),
    });

  return (
    <Stack gap="xs">
      <Text fw={600}>Cargar consumo</Text>
      {lines.map((line, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: lines have no id until saved; the index is their identity.
        <Paper key={index} withBorder p="xs" radius="md" data-testid={`consumo-${index + 1}`}>
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs">
            <Select
              label={`Producto o servicio ${index + 1}`}
              placeholder="Buscar"
              searchable
              data={chargeOptions(products)}
              nothingFoundMessage="Sin resultados"
              value={line.product_id || null}
              onChange={(v) => choose(index, v)}
              withAsterisk
            />
            <QuantityInput
              label={`Cantidad ${index + 1}`}
              value={line.cantidad}
              onChange={(v) => set(index, { cantidad: v })}
              withAsterisk
            />
            <MoneyInput
              decimals={2}
              label={`Precio ${index + 1}`}
              description={priceNote(byId.get(line.product_id), mayReprice)}
              value={line.precio}
              onChange={(v) => set(index, { precio: v })}
              disabled={!mayReprice}
            />
            {mayDiscount && (
              <MoneyInput
                decimals={2}
                label={`Descuento ${index + 1}`}
                description="En pesos, sobre la línea"
                value={line.descuento}
                onChange={(v) => set(index, { descuento: v })}
              />
            )}
            <Select
              label={`Bodega ${index + 1}`}
              placeholder="Sin bodega"
              clearable
              data={warehouses.data ?? []}
              value={line.warehouse_id || null}
              onChange={(v) => set(index, { warehouse_id: v ?? '' })}
            />
            <Select
              label={`Atendió ${index + 1}`}
              placeholder="Sin empleado"
              clearable
              searchable
              data={employeeOptions}
              value={line.empleado_id || null}
              onChange={(v) => set(index, { empleado_id: v ?? '' })}
            />
            <Group justify="flex-end" align="flex-end">
              <ActionIcon
                variant="subtle"
                color="red"
                aria-label={`Quitar el consumo ${index + 1}`}
                disabled={lines.length === 1}
                onClick={() => setLines((all) => all.filter((_, i) => i !== index))}
              >
                <IconTrash size={16} />
              </ActionIcon>
            </Group>
          </SimpleGrid>
          {problems[index] && line.product_id && (
            <Text size="xs" c="red" mt={4}>
              {problems[index]}
            </Text>
          )}
        </Paper>
      ))}
      <Button
        variant="subtle"
        size="xs"
        leftSection={<IconPlus size={14} />}
        onClick={() => setLines((all) => [...all, emptyChargeLine()])}
        style={{ alignSelf: 'flex-start' }}
      >
        Agregar otro consumo
      </Button>
      {!mayReprice && (
        <Text size="xs" c="dimmed">
          Los consumos se cargan al precio de lista. Cobrar otro precio requiere el permiso «
          {PRICE_PERMISSION}».
        </Text>
      )}
      {needsReason && (
        <Textarea
          label="Motivo del cambio de precio o del descuento"
          description="Queda en el registro de auditoría con el precio de lista y el cobrado"
          rows={2}
          value={motivo}
          onChange={(e) => setMotivo(e.currentTarget.value)}
          withAsterisk
        />
      )}
      <MutationActions
        mutation={charge}
        errorTitle="No se pudo cargar"
        label="Cargar"
        disabled={!ready}
        onBack={onBack}
        onConfirm={submit}
      />
    </Stack>
  );
}
