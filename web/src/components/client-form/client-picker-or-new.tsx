import { Button, Group, Modal } from '@mantine/core';
import type { TClient } from '@posada/contracts';
import { IconUserPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { usePermission } from '../../lib/permissions';
import { ClientPicker } from '../client-picker';
import { NewClientForm } from './client-form';

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
          <NewClientForm
            onCreated={(created) => {
              onChange(created);
              setCreating(false);
            }}
            onCancel={() => setCreating(false)}
          />
        )}
      </Modal>
    </>
  );
}
