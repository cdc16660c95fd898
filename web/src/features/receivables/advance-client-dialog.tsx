import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { TClient } from '@posada/contracts';
import { useState } from 'react';
import { ClientPicker } from '../../components/client-picker';

/**
 * Registrar anticipo for any client of the hotel, also one that owes nothing (so absent from the
 * list by client): the client is found by name or document, and its statement opens on the payment
 * form, which keeps the money as the client's advance (abonoCrear with `anticipo`).
 */
export function AdvanceClientDialog({
  opened,
  onClose,
  onChosen,
}: {
  opened: boolean;
  onClose: () => void;
  onChosen: (client: TClient) => void;
}) {
  const [client, setClient] = useState<TClient | null>(null);
  const close = () => {
    setClient(null);
    onClose();
  };
  return (
    <Modal opened={opened} onClose={close} title="Registrar anticipo">
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          Busque el cliente (por nombre o documento): el anticipo queda como su saldo a favor para las
          próximas facturas.
        </Text>
        <ClientPicker label="Cliente" value={client} onChange={setClient} />
        <Group justify="flex-end">
          <Button variant="default" onClick={close}>
            Cancelar
          </Button>
          <Button
            disabled={!client}
            onClick={() => {
              if (!client) return;
              close();
              onChosen(client);
            }}
          >
            Continuar
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
