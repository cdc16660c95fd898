import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { TClient } from '@posada/contracts';
import { useState } from 'react';
import { useCreateAccount } from '../../api/accounts';
import { ClientPicker } from '../../components/client-picker';
import { errorMessage, notifySuccess } from '../../components/crud';

/**
 * Nueva cuenta de empresa: an account for a company (a client with NIT) that charges can be moved
 * to and check-outs put on credit.
 */
export function CompanyAccountDialog({
  opened,
  onClose,
  onCreated,
}: {
  opened: boolean;
  onClose: () => void;
  onCreated: (id: number) => void;
}) {
  const [client, setClient] = useState<TClient | null>(null);
  const create = useCreateAccount();
  const close = () => {
    setClient(null);
    create.reset();
    onClose();
  };
  return (
    <Modal opened={opened} onClose={close} title="Nueva cuenta de empresa">
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          Busque la empresa entre los clientes (por razón social o NIT).
        </Text>
        <ClientPicker label="Empresa" value={client} onChange={setClient} />
        {create.error && (
          <Alert color="red" title="No se pudo crear la cuenta">
            {errorMessage(create.error)}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={close}>
            Cancelar
          </Button>
          <Button
            loading={create.isPending}
            disabled={!client}
            onClick={() =>
              client &&
              create.mutate(
                { tipo: 'empresa', cliente_id: client.id },
                {
                  onSuccess: (answer) => {
                    notifySuccess('Cuenta de empresa creada');
                    close();
                    onCreated(answer.data.id);
                  },
                },
              )
            }
          >
            Crear cuenta
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
