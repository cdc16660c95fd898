import {
  ActionIcon,
  Button,
  Group,
  Modal,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
} from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useMediaQuery } from '@mantine/hooks';
import {
  type TConsumptionBody,
  type TTransferBody,
  ZConsumptionBody,
  ZTransferBody,
} from '@posada/contracts';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import type { z } from 'zod';
import { useProductOptions, useWarehouseOptions } from '../../api/inventory';
import { RecordForm } from '../../components/crud';
import { QuantityInput } from '../../components/quantity-input';
import { formatQuantity } from './format';
import { useBalance, useConsumption, useTransfer } from './stock-api';

type MoveLine = { product_id: string | null; cantidad: string };
type MoveValues = {
  warehouse_id: string | null;
  destino_id: string | null;
  motivo: string;
  observaciones: string;
  lineas: MoveLine[];
};

const emptyLine = (): MoveLine => ({ product_id: null, cantidad: '' });

/** What the origin holds of a line's product, so the user sees it before sending. */
function Available({ warehouse, product }: { warehouse: string | null; product: string | null }) {
  const balance = useBalance(warehouse ? Number(warehouse) : null, product ? Number(product) : null);
  if (!balance.data) return null;
  return <Text size="xs" c="dimmed">{`Disponible: ${formatQuantity(balance.data.cantidad)}`}</Text>;
}

function Lines({ form, forRecipes }: { form: UseFormReturnType<MoveValues>; forRecipes: boolean }) {
  const options = useProductOptions();
  const data = (options.data ?? [])
    .filter((p) => p.tipo === 'producto' || (forRecipes && p.tipo === 'receta'))
    .map((p) => ({ value: String(p.id), label: `${p.nombre} (${p.codigo}) · ${p.medida}` }));
  const values = form.getValues();
  return (
    <Stack gap="xs">
      {values.lineas.map((line, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a line has no id; its place is its identity.
        <Paper key={index} withBorder p="xs" radius="md">
          <Group align="flex-start" gap="sm" wrap="wrap">
            <Stack gap={2} style={{ flex: '1 1 220px' }}>
              <Select
                label={`Producto ${index + 1}`}
                searchable
                data={data}
                nothingFoundMessage="Sin resultados"
                {...form.getInputProps(`lineas.${index}.product_id`)}
              />
              <Available warehouse={values.warehouse_id} product={line.product_id} />
            </Stack>
            <QuantityInput label="Cantidad" w={130} {...form.getInputProps(`lineas.${index}.cantidad`)} />
            <ActionIcon
              mt={28}
              variant="subtle"
              color="red"
              aria-label={`Quitar la línea ${index + 1}`}
              disabled={values.lineas.length === 1}
              onClick={() => form.removeListItem('lineas', index)}
            >
              <IconTrash size={16} />
            </ActionIcon>
          </Group>
        </Paper>
      ))}
      <Button
        variant="light"
        w="fit-content"
        leftSection={<IconPlus size={16} />}
        onClick={() => form.insertListItem('lineas', emptyLine())}
      >
        Agregar producto
      </Button>
    </Stack>
  );
}

/**
 * A transfer between two warehouses (at the origin's average cost) or a consumption for internal
 * use (amenities, staff meals; recipes take their ingredients), with its reason.
 */
export function MoveDialog({ kind, onClose }: { kind: 'traslado' | 'consumo'; onClose: () => void }) {
  const phone = useMediaQuery('(max-width: 36em)');
  const warehouses = useWarehouseOptions();
  const transfer = useTransfer();
  const consume = useConsumption();
  const isTransfer = kind === 'traslado';
  const initial: MoveValues = {
    warehouse_id: null,
    destino_id: null,
    motivo: '',
    observaciones: '',
    lineas: [emptyLine()],
  };
  return (
    <Modal
      opened
      onClose={onClose}
      title={isTransfer ? 'Traslado entre bodegas' : 'Consumo interno'}
      size="xl"
      fullScreen={phone}
      centered
    >
      <RecordForm
        schema={
          (isTransfer ? ZTransferBody : ZConsumptionBody) as z.ZodType<TTransferBody | TConsumptionBody>
        }
        initialValues={initial}
        onClose={onClose}
        submitLabel={isTransfer ? 'Trasladar' : 'Registrar consumo'}
        successMessage={isTransfer ? 'Traslado registrado' : 'Consumo registrado'}
        onSubmit={(body) => ('destino_id' in body ? transfer.mutateAsync(body) : consume.mutateAsync(body))}
      >
        {(form) => (
          <>
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <Select
                label={isTransfer ? 'Bodega de origen' : 'Bodega'}
                withAsterisk
                data={warehouses.data ?? []}
                {...form.getInputProps('warehouse_id')}
              />
              {isTransfer ? (
                <Select
                  label="Bodega de destino"
                  withAsterisk
                  data={warehouses.data ?? []}
                  {...form.getInputProps('destino_id')}
                />
              ) : (
                <Textarea
                  label="Motivo"
                  withAsterisk
                  autosize
                  placeholder="Amenidades de habitaciones, alimentación del personal…"
                  {...form.getInputProps('motivo')}
                />
              )}
            </SimpleGrid>
            <Lines form={form} forRecipes={!isTransfer} />
            {isTransfer && (
              <Textarea label="Observaciones" autosize {...form.getInputProps('observaciones')} />
            )}
          </>
        )}
      </RecordForm>
    </Modal>
  );
}
