import { Button, Stack, Title } from '@mantine/core';
import { IconBuildingPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { usePermission } from '../../lib/permissions';
import { BillingSummary } from '../invoices/billing-summary';
import { AccountDialog } from './account-dialog';
import { AccountList } from './account-list';
import { CompanyAccountDialog } from './company-account-dialog';

/**
 * dashboardFacturacion (Operación → Detalle Cuentas): today's billing at the top, then the open
 * accounts with a balance; a row opens the account with its actions and its statement.
 */
export function AccountsPage() {
  const [open, setOpen] = useState<number | null>(null);
  const [creating, setCreating] = useState(false);
  const mayCreate = usePermission('cuentas.cargar');
  const seesBilling = usePermission('facturas.ver');
  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        Detalle Cuentas
      </Title>
      {seesBilling && <BillingSummary onOpenAccount={setOpen} />}
      <AccountList
        onOpen={setOpen}
        toolbar={
          mayCreate && (
            <Button
              variant="light"
              leftSection={<IconBuildingPlus size={16} />}
              onClick={() => setCreating(true)}
              style={{ alignSelf: 'flex-end' }}
            >
              Nueva cuenta de empresa
            </Button>
          )
        }
      />
      <AccountDialog cuentaId={open} onClose={() => setOpen(null)} />
      <CompanyAccountDialog opened={creating} onClose={() => setCreating(false)} onCreated={setOpen} />
    </Stack>
  );
}
