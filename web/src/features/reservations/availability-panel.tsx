import { Alert, Badge, Group, Loader, Paper, Stack, Table, Text, Title } from '@mantine/core';
import type { TAvailabilityType } from '@posada/contracts';
import { errorMessage } from '../../components/crud';
import { formatCOP, formatDate } from '../../lib/format';
import { type LineValues, lineRate, lineType } from './booking-values';
import { NightTable } from './night-table';

const dayMonth = (iso: string) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}`;

/** Free rooms of every type the persons fit, night by night (the fewest first). */
function FreeTable({ types, chosen }: { types: TAvailabilityType[]; chosen: string | null }) {
  const nights = types[0]?.por_noche.map((n) => n.fecha) ?? [];
  return (
    <Table.ScrollContainer minWidth={Math.min(200 + nights.length * 56, 900)}>
      <Table withTableBorder fz="xs" aria-label="Habitaciones libres por noche">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Tipo</Table.Th>
            <Table.Th ta="right">Libres</Table.Th>
            {nights.map((n) => (
              <Table.Th key={n} ta="right">
                {dayMonth(n)}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {types.map((t) => (
            <Table.Tr
              key={t.tipo_habitacion_id}
              fw={String(t.tipo_habitacion_id) === chosen ? 700 : undefined}
            >
              <Table.Td>{t.nombre}</Table.Td>
              <Table.Td ta="right">
                <Badge color={t.libres > 0 ? 'green' : 'red'} variant="light">
                  {t.libres}
                </Badge>
              </Table.Td>
              {t.por_noche.map((n) => (
                <Table.Td key={n.fecha} ta="right">
                  {n.libres}
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** The chosen type's price night by night for the line's rate (or the cheapest). */
function NightPrices({ line, type }: { line: LineValues; type: TAvailabilityType }) {
  const rate = lineRate(line, type);
  if (!rate) return <Text size="sm">No hay una tarifa de «{type.nombre}» válida todas esas noches.</Text>;
  return (
    <Stack gap={4}>
      <Text size="sm" fw={600}>
        {type.nombre} · tarifa {rate.nombre}
      </Text>
      <NightTable noches={rate.noches} label="Precio por noche" />
      <Group justify="flex-end">
        <Text fw={700} data-testid="precio-linea">
          Total {formatCOP(rate.total, 0)}
        </Text>
      </Group>
    </Stack>
  );
}

/**
 * Beside the lines: for the line being edited, the free rooms of each type night by night and
 * the price of its type and rate night by night (POST /disponibilidad).
 */
export function AvailabilityPanel({
  index,
  line,
  types,
  loading,
  error,
}: {
  index: number;
  line: LineValues | undefined;
  types: TAvailabilityType[] | undefined;
  loading: boolean;
  error: unknown;
}) {
  const type = line ? lineType(line, types) : undefined;
  return (
    <Paper withBorder p="sm" radius="md" component="section" aria-labelledby="disponibilidad-titulo">
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={2} size="h4" id="disponibilidad-titulo">
            Disponibilidad
          </Title>
          {loading && <Loader size="xs" aria-label="Consultando disponibilidad" />}
        </Group>
        {line && (
          <Text size="sm" c="dimmed">
            Habitación {index + 1}: {line.llegada ? formatDate(line.llegada) : '—'} a{' '}
            {line.salida ? formatDate(line.salida) : '—'}
          </Text>
        )}
        {error ? <Alert color="red">{errorMessage(error)}</Alert> : null}
        {!types && !loading && !error && (
          <Text size="sm">Indique las fechas y las personas para ver la disponibilidad.</Text>
        )}
        {types && types.length === 0 && (
          <Text size="sm">Ningún tipo de habitación admite esas personas.</Text>
        )}
        {types && types.length > 0 && <FreeTable types={types} chosen={line?.tipo_habitacion_id ?? null} />}
        {line && type && <NightPrices line={line} type={type} />}
      </Stack>
    </Paper>
  );
}
