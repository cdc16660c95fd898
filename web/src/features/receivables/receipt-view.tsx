import { Button, Divider, Group, Stack, Table, Text } from '@mantine/core';
import { pesosInWords, type TReceipt, withholdingKinds } from '@posada/contracts';
import { IconPrinter } from '@tabler/icons-react';
import { useRef } from 'react';
import { DocumentHeader } from '../../components/document-header';
import { formatCOP, formatDate } from '../../lib/format';
import { isPositiveAmount } from '../../lib/money';
import { printElement } from '../../lib/print';

/** A recibo de caja as printed: the client, the money, the withholdings and what each invoice got. */
export function ReceiptView({ receipt: r, onBack }: { receipt: TReceipt; onBack: () => void }) {
  const sheet = useRef<HTMLDivElement>(null);
  return (
    <Stack gap="sm">
      <Stack gap={6} ref={sheet} data-testid="recibo-caja">
        <DocumentHeader title={`Recibo de caja ${r.numero}`} date={`Fecha: ${formatDate(r.fecha)}`} />
        {r.estado === 'anulado' && (
          <Text c="red" fw={700}>
            ANULADO: {r.motivo_anulacion}
          </Text>
        )}
        <Text size="sm">
          Recibimos de: {r.cliente} ({r.documento})
        </Text>
        <Text size="sm">
          La suma de {formatCOP(r.monto, 2)} ({pesosInWords(r.monto)}) por {r.forma_pago}
          {r.referencia && `, referencia ${r.referencia}`}
        </Text>
        {r.retenciones.map((w) => (
          <Text size="sm" key={w.tipo}>
            {withholdingKinds[w.tipo]}: {formatCOP(w.monto, 2)}
          </Text>
        ))}
        {isPositiveAmount(r.saldo_favor) && (
          <Text size="sm">Saldo a favor del cliente aplicado: {formatCOP(r.saldo_favor, 2)}</Text>
        )}
        {isPositiveAmount(r.anticipo) && (
          <Text size="sm" fw={600}>
            Anticipo (saldo a favor del cliente para sus próximas facturas): {formatCOP(r.anticipo, 2)}
          </Text>
        )}
        <Divider />
        <Table fz="sm" aria-label="Facturas abonadas">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Factura</Table.Th>
              <Table.Th>Abonado</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {r.aplicaciones.map((a) => (
              <Table.Tr key={a.factura_id}>
                <Table.Td>{a.factura}</Table.Td>
                <Table.Td>{formatCOP(a.monto, 2)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
        {r.usuario && <Text size="xs">Recibió: {r.usuario}</Text>}
      </Stack>
      <Group justify="flex-end">
        <Button variant="default" onClick={onBack}>
          Volver
        </Button>
        <Button
          leftSection={<IconPrinter size={16} />}
          onClick={() => sheet.current && printElement(sheet.current, `Recibo de caja ${r.numero}`)}
        >
          Imprimir
        </Button>
      </Group>
    </Stack>
  );
}
