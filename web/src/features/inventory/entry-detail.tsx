import {
  Alert,
  Badge,
  Button,
  Group,
  Loader,
  Modal,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Textarea,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { TEntry } from '@posada/contracts';
import { useState } from 'react';
import { errorMessage, notifySuccess } from '../../components/crud';
import { formatDate, formatDateTime } from '../../lib/format';
import { usePermission } from '../../lib/permissions';
import { formatMoney, formatQuantity } from './format';
import { useAnnulEntry, useEntry } from './stock-api';

export function EntryStateBadge({ estado }: { estado: TEntry['estado'] }) {
  return (
    <Badge color={estado === 'anulado' ? 'red' : 'green'} variant="light">
      {estado === 'anulado' ? 'Anulado' : 'Confirmado'}
    </Badge>
  );
}

function Field({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm">{children}</Text>
    </Stack>
  );
}

/** Annulment: a reason, then the reversing movement; refused if its stock was already used. */
function Annul({ entry }: { entry: TEntry }) {
  const [asking, setAsking] = useState(false);
  const [motivo, setMotivo] = useState('');
  const [error, setError] = useState<string | null>(null);
  const annul = useAnnulEntry();
  if (!asking) {
    return (
      <Button color="red" variant="light" onClick={() => setAsking(true)}>
        Anular ingreso
      </Button>
    );
  }
  const confirm = async () => {
    setError(null);
    try {
      const answer = await annul.mutateAsync({ id: entry.id, body: { motivo } });
      notifySuccess(answer.message ?? 'Ingreso anulado');
      setAsking(false);
    } catch (e) {
      setError(errorMessage(e));
    }
  };
  return (
    <Stack gap="xs">
      {error && (
        <Alert color="red" title="No se pudo anular">
          {error}
        </Alert>
      )}
      <Textarea
        label="Motivo de la anulación"
        withAsterisk
        autosize
        minRows={2}
        value={motivo}
        onChange={(e) => setMotivo(e.currentTarget.value)}
      />
      <Group justify="flex-end">
        <Button variant="default" onClick={() => setAsking(false)}>
          Cancelar
        </Button>
        <Button color="red" loading={annul.isPending} disabled={!motivo.trim()} onClick={confirm}>
          Confirmar anulación
        </Button>
      </Group>
    </Stack>
  );
}

/** One entry: its supplier, warehouse, lines with taxes and totals; annul it from here. */
export function EntryDetail({ id, onClose }: { id: number | null; onClose: () => void }) {
  const phone = useMediaQuery('(max-width: 36em)');
  const query = useEntry(id);
  const canAnnul = usePermission('inventario.anular');
  const entry = query.data;
  return (
    <Modal
      opened={id !== null}
      onClose={onClose}
      title={entry ? `Ingreso ${entry.numero}` : 'Ingreso'}
      size="xl"
      fullScreen={phone}
      centered
    >
      {query.isLoading && <Loader size="sm" aria-label="Cargando" />}
      {query.isError && <Alert color="red">{errorMessage(query.error)}</Alert>}
      {entry && (
        <Stack gap="md">
          <SimpleGrid cols={{ base: 2, sm: 4 }}>
            <Field label="Proveedor">{entry.proveedor}</Field>
            <Field label="Bodega">{entry.bodega}</Field>
            <Field label="Factura">{entry.factura_proveedor ?? '—'}</Field>
            <Field label="Fecha de la factura">{formatDate(entry.fecha)}</Field>
            <Field label="Registró">{`${entry.usuario}, ${formatDateTime(entry.created_at)}`}</Field>
            <Field label="Estado">
              <EntryStateBadge estado={entry.estado} />
            </Field>
          </SimpleGrid>
          {entry.estado === 'anulado' && (
            <Alert color="red" title="Ingreso anulado">
              {`${entry.anulado_por ?? ''}, ${entry.anulado_at ? formatDateTime(entry.anulado_at) : ''}: ${entry.motivo_anulacion ?? ''}`}
            </Alert>
          )}
          <Table.ScrollContainer minWidth={640}>
            <Table striped withTableBorder fz="sm" aria-label="Líneas del ingreso">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Producto</Table.Th>
                  <Table.Th ta="right">Cantidad</Table.Th>
                  <Table.Th ta="right">Costo unitario</Table.Th>
                  <Table.Th ta="right">Subtotal</Table.Th>
                  <Table.Th>Impuestos</Table.Th>
                  <Table.Th ta="right">Total</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {entry.lineas.map((l) => (
                  <Table.Tr key={l.id}>
                    <Table.Td>{`${l.nombre} (${l.codigo})`}</Table.Td>
                    <Table.Td ta="right">{`${formatQuantity(l.cantidad)} ${l.medida}`}</Table.Td>
                    <Table.Td ta="right">{formatMoney(l.costo_unitario)}</Table.Td>
                    <Table.Td ta="right">{formatMoney(l.subtotal)}</Table.Td>
                    <Table.Td>
                      {l.impuestos_detalle ? `${l.impuestos_detalle}: ${formatMoney(l.impuestos)}` : '—'}
                    </Table.Td>
                    <Table.Td ta="right">{formatMoney(l.total)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          <Group justify="flex-end" gap="lg">
            <Text size="sm">Subtotal {formatMoney(entry.subtotal)}</Text>
            <Text size="sm">Impuestos {formatMoney(entry.impuestos)}</Text>
            <Text fw={700}>Total {formatMoney(entry.total)}</Text>
          </Group>
          {entry.observaciones && <Field label="Observaciones">{entry.observaciones}</Field>}
          {canAnnul && entry.estado === 'confirmado' && <Annul entry={entry} />}
        </Stack>
      )}
    </Modal>
  );
}
