import { Stack, Title } from '@mantine/core';
import type { TRackRoom } from '@posada/contracts';
import { useState } from 'react';
import { hotelDate } from '../../lib/format';
import { lazyNamed, MountWhenOpened, usePreloadOnInteraction } from '../../lib/lazy-named';
import { usePermission } from '../../lib/permissions';
import { AccountList } from './account-list';
import { BillingSummary } from './billing-summary';

// The dialogs load when first opened (or at the first interaction): a first visit draws only the
// summary and the list, without the account's forms, the rack's room dialog or the date field.
const AccountDialog = lazyNamed(() => import('./account-dialog'), 'AccountDialog');
const CompanyAccountDialog = lazyNamed(() => import('./company-account-dialog'), 'CompanyAccountDialog');
const RoomDialog = lazyNamed(() => import('../rooms/room-dialog'), 'RoomDialog');

/**
 * dashboardFacturacion (Operación → Detalle Cuentas): today's billing at the top, then the open
 * accounts with a balance; a row opens the account with its actions and its statement. A stay's
 * account hands over to its room's dialog for the check-out.
 */
export function AccountsPage() {
  const [open, setOpen] = useState<number | null>(null);
  // The room to vacate and the hotel's today, taken when asked (a time zone's date starts the
  // browser's date formats: not in a first visit's first render).
  const [vacating, setVacating] = useState<{ room: TRackRoom; hoy: string } | null>(null);
  const [creating, setCreating] = useState(false);
  const seesBilling = usePermission('facturas.ver');
  usePreloadOnInteraction(AccountDialog, CompanyAccountDialog, RoomDialog);
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
      <MountWhenOpened opened={open !== null}>
        <AccountDialog
          cuentaId={open}
          onClose={() => setOpen(null)}
          onCheckout={(room) => {
            setOpen(null);
            setVacating({ room, hoy: hotelDate() });
          }}
        />
      </MountWhenOpened>
      <MountWhenOpened opened={vacating !== null}>
        <RoomDialog
          key={vacating?.room.id ?? 0}
          room={vacating?.room ?? null}
          hoy={vacating?.hoy ?? ''}
          initialAction="desocupar"
          onClose={() => setVacating(null)}
        />
      </MountWhenOpened>
      <MountWhenOpened opened={creating}>
        <CompanyAccountDialog opened={creating} onClose={() => setCreating(false)} onCreated={setOpen} />
      </MountWhenOpened>
    </Stack>
  );
}
