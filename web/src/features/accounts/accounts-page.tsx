import { Stack, Title } from '@mantine/core';
import type { TRackRoom } from '@posada/contracts';
import { useState } from 'react';
import { hotelDate } from '../../lib/format';
import { usePermission } from '../../lib/permissions';
import { BillingSummary } from '../invoices/billing-summary';
import { RoomDialog } from '../rooms/room-dialog';
import { AccountDialog } from './account-dialog';
import { AccountList } from './account-list';
import { CompanyAccountDialog } from './company-account-dialog';

/**
 * dashboardFacturacion (Operación → Detalle Cuentas): today's billing at the top, then the open
 * accounts with a balance; a row opens the account with its actions and its statement. A stay's
 * account hands over to its room's dialog for the check-out.
 */
export function AccountsPage() {
  const [open, setOpen] = useState<number | null>(null);
  const [vacating, setVacating] = useState<TRackRoom | null>(null);
  const [creating, setCreating] = useState(false);
  const seesBilling = usePermission('facturas.ver');
  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        Detalle Cuentas
      </Title>
      {seesBilling && <BillingSummary onOpenAccount={setOpen} />}
      <AccountList
        onOpen={setOpen}
        create={{
          permission: ['cuentas.cargar'],
          label: 'Nueva cuenta de empresa',
          onClick: () => setCreating(true),
        }}
      />
      <AccountDialog
        cuentaId={open}
        onClose={() => setOpen(null)}
        onCheckout={(room) => {
          setOpen(null);
          setVacating(room);
        }}
      />
      <RoomDialog
        key={vacating?.id ?? 0}
        room={vacating}
        hoy={hotelDate()}
        initialAction="desocupar"
        onClose={() => setVacating(null)}
      />
      <CompanyAccountDialog opened={creating} onClose={() => setCreating(false)} onCreated={setOpen} />
    </Stack>
  );
}
