import { Button, Divider, Group, Modal, Stack, Text } from '@mantine/core';
import { saleDocuments, type TSale } from '@posada/contracts';
import { IconPrinter } from '@tabler/icons-react';
import { useRef } from 'react';
import { useElectronicDocument } from '../../api/e-invoicing';
import { useSaleQr } from '../../api/sales';
import { DianBadge } from '../../components/dian-badge';
import { InvoicePdfButtons } from '../../components/invoice-pdf-buttons';
import { formatCOP, formatDate, formatDateTime } from '../../lib/format';
import { addMoney } from '../../lib/money';
import { usePermission } from '../../lib/permissions';
import { printElement } from '../../lib/print';
import { SalePdfButton } from './sale-pdf-button';

/** A line of the slip: label and value; `key` when it is one of a list's lines. */
const row = (label: string, value: string, bold = false, key?: string) => (
  <Group key={key} justify="space-between" gap={4} wrap="nowrap">
    <Text size="xs" fw={bold ? 700 : 400}>
      {label}
    </Text>
    <Text size="xs" fw={bold ? 700 : 400}>
      {value}
    </Text>
  </Group>
);

/**
 * The CUDE of an electronic tiquete POS (documento equivalente) and DIAN's consultation URL, as
 * the ticket prints them, with its state at DIAN (not printed).
 */
function ElectronicTicket({ saleId }: { saleId: number }) {
  const doc = useElectronicDocument('tiquete_pos', saleId, true).data;
  const qr = useSaleQr(saleId, Boolean(doc?.cufe)).data;
  if (!doc?.cufe) return null;
  return (
    <Stack gap={0}>
      {qr && (
        <img
          src={qr}
          alt="Código QR de la DIAN"
          style={{ width: '30mm', height: '30mm', margin: '2mm auto 0', display: 'block' }}
        />
      )}
      <Text size="xs">Documento equivalente electrónico POS</Text>
      <Text size="xs" style={{ wordBreak: 'break-all' }}>
        CUDE: {doc.cufe}
      </Text>
      {doc.url_consulta && (
        <Text size="xs" style={{ wordBreak: 'break-all' }}>
          Consulte en {doc.url_consulta}
        </Text>
      )}
    </Stack>
  );
}

/**
 * The sale's receipt as an 80 mm thermal printer prints it (72 mm of paper width used): the
 * document and its number, the lines, the taxes, the tip, the payments and the change; a room
 * charge carries the guest's signature line.
 */
export function SaleTicket({
  sale,
  onClose,
  title = 'Venta registrada',
  closeLabel = 'Nueva venta',
}: {
  sale: TSale;
  onClose: () => void;
  title?: string;
  closeLabel?: string;
}) {
  const slip = useRef<HTMLDivElement>(null);
  const mayReadInvoices = usePermission('facturas.ver');
  const taxes = new Map<string, string>();
  for (const t of sale.lineas.flatMap((l) => l.impuestos))
    taxes.set(t.nombre, addMoney(taxes.get(t.nombre) ?? '0', t.valor));
  return (
    <Modal opened onClose={onClose} title={title} size="auto">
      <Stack gap="sm">
        <div ref={slip} style={{ width: '72mm', fontFamily: 'monospace' }} data-testid="tiquete">
          <Stack gap={2}>
            <Text fw={700} ta="center" size="sm">
              {sale.punto_venta}
            </Text>
            <Text ta="center" size="xs">
              {saleDocuments[sale.documento]} {sale.numero ?? ''}
            </Text>
            {sale.resolucion && (
              <Text ta="center" size="xs">
                {sale.resolucion}
              </Text>
            )}
            <Text size="xs">{formatDateTime(sale.creada)}</Text>
            <Text size="xs">
              Cliente: {sale.cliente}
              {sale.cliente_documento ? ` · ${sale.cliente_documento}` : ''}
            </Text>
            {sale.habitacion && <Text size="xs">Habitación {sale.habitacion}</Text>}
            <Text size="xs">Atendió: {sale.usuario}</Text>
            {sale.estado === 'anulada' && (
              <Text size="xs" fw={700}>
                ANULADA: {sale.motivo_anulacion}
              </Text>
            )}
            <Divider variant="dashed" />
            {sale.lineas.map((l) => (
              <div key={l.id}>
                {row(`${Number(l.cantidad)} × ${l.producto}`, formatCOP(l.total, 0))}
                {l.nota && (
                  <Text size="xs" c="dimmed">
                    {l.nota}
                  </Text>
                )}
              </div>
            ))}
            <Divider variant="dashed" />
            {row('Subtotal', formatCOP(sale.subtotal, 2))}
            {[...taxes].map(([nombre, valor]) => row(nombre, formatCOP(valor, 2), false, nombre))}
            {row('Total', formatCOP(sale.total, 0), true)}
            {sale.propina !== '0.00' && row('Propina voluntaria', formatCOP(sale.propina, 0))}
            {sale.pagos.map((p, i) => row(p.forma_pago, formatCOP(p.monto, 0), false, `pago-${i + 1}`))}
            {sale.cambio !== '0.00' && row('Cambio', formatCOP(sale.cambio, 0), true)}
            {sale.credito && sale.vencimiento && row('A crédito, vence', formatDate(sale.vencimiento))}
            {sale.nota_anulacion && row('Anulada con', sale.nota_anulacion)}
            {sale.documento === 'pos' && sale.dian && <ElectronicTicket saleId={sale.id} />}
            {(sale.documento === 'habitacion' || sale.credito) && (
              <Stack gap={2} mt="lg">
                <Divider />
                <Text size="xs" ta="center">
                  {sale.credito ? 'Firma y sello del cliente' : 'Firma del huésped'}
                </Text>
              </Stack>
            )}
          </Stack>
        </div>
        <Group gap="xs">
          <DianBadge state={sale.dian} />
          <SalePdfButton sale={sale} />
        </Group>
        {sale.factura_id !== null && sale.numero && mayReadInvoices && (
          // The factura is an invoice of Facturas: its PDF is the invoice's.
          <InvoicePdfButtons factura={{ id: sale.factura_id, numero: sale.numero }} />
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {closeLabel}
          </Button>
          <Button
            leftSection={<IconPrinter size={16} />}
            onClick={() =>
              slip.current &&
              printElement(slip.current, `${saleDocuments[sale.documento]} ${sale.numero ?? ''}`)
            }
          >
            Imprimir
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
