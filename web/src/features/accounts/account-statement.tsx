import { Button, Group, Modal, Stack, Text, Title } from '@mantine/core';
import type { TAccount } from '@posada/contracts';
import { IconPrinter } from '@tabler/icons-react';
import { forwardRef, useRef, useState } from 'react';
import { HotelLogo } from '../../components/hotel-logo';
import { useCurrentHotel } from '../../lib/current-hotel';
import { formatDate, formatDateTime } from '../../lib/format';
import { printElement } from '../../lib/print';
import { useConfiguration } from '../configurations/api';
import { AccountEntries } from './account-entries';
import { AccountTotals } from './account-panel';

/**
 * The estado de cuenta (pre-invoice) a guest asks for before leaving: the hotel, the holder, every
 * entry, the taxes and the balance. It is not an invoice, and says so.
 */
export const AccountStatement = forwardRef<HTMLDivElement, { account: TAccount }>(function AccountStatement(
  { account },
  ref,
) {
  const hotel = useCurrentHotel();
  const configuration = useConfiguration();
  return (
    <Stack gap="sm" ref={ref} data-testid="estado-de-cuenta">
      <Group justify="space-between" align="flex-start">
        <Group gap="sm">
          <HotelLogo
            hotelId={hotel?.id}
            version={configuration.isSuccess ? (configuration.data?.logo_version ?? null) : undefined}
            waiting={configuration.isPending}
            height={56}
          />
          <Text fw={700} size="lg">
            {hotel?.nombre ?? ''}
          </Text>
        </Group>
        <Stack gap={0} align="flex-end">
          <Title order={2} size="h4">
            Estado de cuenta N.º {account.id}
          </Title>
          <Text size="sm">{formatDateTime(new Date())}</Text>
        </Stack>
      </Group>
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
