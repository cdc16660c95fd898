import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { TAccount } from '@posada/contracts';
import { IconPrinter } from '@tabler/icons-react';
import { forwardRef, useRef, useState } from 'react';
import { AccountEntries } from '../../components/account-panel/account-entries';
import { AccountTotals } from '../../components/account-panel/account-panel';
import { DocumentHeader } from '../../components/document-header';
import { formatDate, formatDateTime } from '../../lib/format';
import { printElement } from '../../lib/print';

/**
 * The estado de cuenta (pre-invoice) a guest asks for before leaving: the hotel, the holder, every
 * entry, the taxes and the balance. It is not an invoice, and says so.
 */
export const AccountStatement = forwardRef<HTMLDivElement, { account: TAccount }>(function AccountStatement(
  { account },
  ref,
) {
  return (
    <Stack gap="sm" ref={ref} data-testid="estado-de-cuenta">
      <DocumentHeader title={`Estado de cuenta N.º ${account.id}`} date={formatDateTime(new Date())} />
      <Text size="sm">
        {account.cliente.nombre} · {account.cliente.documento}
        {account.habitacion ? ` · Habitación ${account.habitacion.numero}` : ''}
        {account.estancia
          ? ` · ${formatDate(account.estancia.llegada)} al ${formatDate(account.estancia.salida)}`
          : ''}
      </Text>
      <AccountEntries entries={account.movimientos} />
      <AccountTotals account={account} />
      <Text size="xs" c="dimmed">
        Este documento no es una factura de venta: es el detalle de la cuenta a la fecha.
      </Text>
    </Stack>
  );
});

/** 'Estado de cuenta': the statement on screen, with 'Imprimir' to print only it. */
export function StatementButton({ account }: { account: TAccount }) {
  const [opened, setOpened] = useState(false);
  const sheet = useRef<HTMLDivElement>(null);
  return (
    <>
      <Button variant="default" leftSection={<IconPrinter size={16} />} onClick={() => setOpened(true)}>
        Estado de cuenta
      </Button>
      <Modal opened={opened} onClose={() => setOpened(false)} title="Estado de cuenta" size="xl">
        <AccountStatement ref={sheet} account={account} />
        <Group justify="flex-end" mt="md">
          <Button
            leftSection={<IconPrinter size={16} />}
            onClick={() => sheet.current && printElement(sheet.current, `Estado de cuenta ${account.id}`)}
          >
            Imprimir
          </Button>
        </Group>
      </Modal>
    </>
  );
}
