import {
  ActionIcon,
  Alert,
  Button,
  Group,
  Pagination,
  Select,
  Stack,
  Table,
  Text,
  VisuallyHidden,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { productKindLabels, type TProduct, ZRecipeLineBody } from '@posada/contracts';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import {
  useAddRecipeLine,
  useProductOptions,
  useRecipeLines,
  useRemoveRecipeLine,
} from '../../api/inventory';
import { confirmDelete, errorMessage, notifySuccess } from '../../components/crud';
import { QuantityInput } from '../../components/quantity-input';
import { ApiError } from '../../lib/api';
import { parseFormValues } from '../../lib/form-values';
import { usePermission } from '../../lib/permissions';
import { firstErrors, zodFormResolver } from '../../lib/zod-form';
import { formatMoney, formatQuantity } from './format';

type LineValues = { producto_id: string; ingrediente_id: string | null; cantidad: string };

/** The ingredients of a recipe: the list, and (for editors) adding and removing lines. */
export function RecipeLines({ recipe }: { recipe: Pick<TProduct, 'id' | 'nombre'> }) {
  const [page, setPage] = useState(1);
  const lines = useRecipeLines(recipe.id, page);
  const canEdit = usePermission('productos.editar');
  const remove = useRemoveRecipeLine();
  const result = lines.data;
  return (
    <Stack gap="md">
      {canEdit && <AddLine recipe={recipe} />}
      {lines.isError && <Alert color="red">{errorMessage(lines.error)}</Alert>}
      <Table.ScrollContainer minWidth={520}>
        <Table striped withTableBorder fz="sm" aria-label={`Ingredientes de ${recipe.nombre}`}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Ingrediente</Table.Th>
              <Table.Th>Tipo</Table.Th>
              <Table.Th ta="right">Cantidad</Table.Th>
              <Table.Th ta="right">Costo de referencia</Table.Th>
              {canEdit && (
                <Table.Th w={60}>
                  <VisuallyHidden>Acciones</VisuallyHidden>
                </Table.Th>
              )}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {result?.data.length === 0 && (
              <Table.Tr>
                <Table.Td colSpan={5}>
                  <Text c="dimmed" ta="center" py="md">
                    La receta todavía no tiene ingredientes
                  </Text>
                </Table.Td>
              </Table.Tr>
            )}
            {result?.data.map((line) => (
              <Table.Tr key={line.id}>
                <Table.Td>
                  {line.nombre}{' '}
                  <Text span c="dimmed" size="xs">
                    ({line.codigo})
                  </Text>
                </Table.Td>
                <Table.Td>{productKindLabels[line.tipo]}</Table.Td>
                <Table.Td ta="right">
                  {formatQuantity(line.cantidad)} {line.medida}
                </Table.Td>
                <Table.Td ta="right">{formatMoney(line.costo)}</Table.Td>
                {canEdit && (
                  <Table.Td>
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      aria-label={`Quitar ${line.nombre}`}
                      onClick={() =>
                        confirmDelete({
                          subject: `«${line.nombre}» de la receta`,
                          detail: 'La receta dejará de descontar este ingrediente.',
                          onConfirm: () => remove.mutateAsync(line.id),
                        })
                      }
                    >
                      <IconTrash size={16} />
                    </ActionIcon>
                  </Table.Td>
                )}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {result && result.last_page > 1 && (
        <Pagination total={result.last_page} value={page} onChange={setPage} />
      )}
    </Stack>
  );
}

/** Adds an ingredient (or changes its quantity when the recipe already has it). */
function AddLine({ recipe }: { recipe: Pick<TProduct, 'id' | 'nombre'> }) {
  const options = useProductOptions();
  const add = useAddRecipeLine();
  const [message, setMessage] = useState<string | null>(null);
  const form = useForm<LineValues>({
    mode: 'controlled',
    initialValues: { producto_id: String(recipe.id), ingrediente_id: null, cantidad: '' },
    validate: zodFormResolver<LineValues>(ZRecipeLineBody),
  });
  const data = (options.data ?? [])
    .filter((p) => p.tipo !== 'servicio' && p.id !== recipe.id)
    .map((p) => ({ value: String(p.id), label: `${p.nombre} (${p.codigo}) · ${p.medida}` }));
  const submit = form.onSubmit(async (values) => {
    setMessage(null);
    try {
      await add.mutateAsync(parseFormValues(ZRecipeLineBody, values));
      notifySuccess('Ingrediente agregado a la receta');
      form.setValues({ ingrediente_id: null, cantidad: '' });
    } catch (error) {
      if (error instanceof ApiError) form.setErrors(firstErrors(error.errors));
      setMessage(errorMessage(error));
    }
  });
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="xs">
        {message && <Alert color="red">{message}</Alert>}
        <Group align="flex-start" gap="sm" wrap="wrap">
          <Select
            label="Ingrediente"
            placeholder="Buscar producto o receta"
            searchable
            data={data}
            nothingFoundMessage="Sin resultados"
            style={{ flex: '1 1 240px' }}
            {...form.getInputProps('ingrediente_id')}
          />
          <QuantityInput label="Cantidad" w={140} {...form.getInputProps('cantidad')} />
          <Button type="submit" mt={24} loading={add.isPending} leftSection={<IconPlus size={16} />}>
            Agregar
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
