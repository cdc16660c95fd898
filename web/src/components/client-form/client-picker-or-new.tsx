import { Button, Group, Modal } from '@mantine/core';
import type { TClient } from '@posada/contracts';
import { IconUserPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { LazyPanel, lazyNamed, usePreloadOnInteraction } from '../../lib/lazy-named';
import { usePermission } from '../../lib/permissions';
import { ClientPicker } from '../client-picker';

/**
 * The form's code (the client's fields: city, date, NIT inputs and their contracts) is not part of
 * the screens that offer it — the sale, the booking, the stay —: it loads at the person's first
 * interaction with the page, before the dialog is opened.
 */
const NewClientForm = lazyNamed(() => import('./client-form'), 'NewClientForm');

/**
 * The client search with «Nuevo cliente» beside it (to a user with `clientes.crear`): the Clientes
 * screen's form (document type and number, the name…) in a dialog over the screen, so what was
 * typed around it stays; the client created becomes the value.
 */
export function ClientPickerOrNew({
  label,
  value,
  onChange,
}: {
  label: string;
  value: TClient | null;
  onChange: (client: TClient | null) => void;
}) {
  const mayCreate = usePermission('clientes.crear');
  const [creating, setCreating] = useState(false);
  // Only for someone who may open it (the permission is known from the stored session at mount).
  usePreloadOnInteraction(...(mayCreate ? [NewClientForm] : []));
  return (
    <>
      <Group gap="xs" align="flex-end" wrap="nowrap">
        <div style={{ flex: 1, minWidth: 0 }}>
          <ClientPicker label={label} value={value} onChange={onChange} />
        </div>
        {mayCreate && (
          <Button variant="light" leftSection={<IconUserPlus size={16} />} onClick={() => setCreating(true)}>
            Nuevo cliente
          </Button>
        )}
      </Group>
      <Modal opened={creating} onClose={() => setCreating(false)} title="Nuevo cliente" size="lg">
        {creating && (
          <LazyPanel>
            <NewClientForm
              onCreated={(created) => {
                onChange(created);
                setCreating(false);
              }}
              onCancel={() => setCreating(false)}
            />
          </LazyPanel>
        )}
      </Modal>
    </>
  );
}
