import { Button, Divider, Group, Modal, Stack, Text } from '@mantine/core';
import type { TComanda } from '@posada/contracts';
import { IconPrinter } from '@tabler/icons-react';
import { useRef } from 'react';
import { formatDateTime } from '../../lib/format';
import { printElement } from '../../lib/print';

/**
 * The comandas of one send to the kitchen, one per station (Cocina, Bar…), as an 80 mm thermal
 * printer prints them (72 mm used): the table, the waiter, the time, and only what is new.
 */
export function ComandaPrint({
  comandas,
  mesa,
  mesero,
  at,
  onClose,
}: {
  comandas: TComanda[];
  mesa: string;
  mesero: string;
  at: string;
  onClose: () => void;
}) {
  const slip = useRef<HTMLDivElement>(null);
  return (
    <Modal opened onClose={onClose} title="Comandas enviadas" size="auto">
      <Stack gap="sm">
        <div ref={slip} style={{ width: '72mm', fontFamily: 'monospace' }}>
          {comandas.map((c, i) => (
            <div
              key={c.estacion_id ?? 'sin'}
              data-testid={`comanda-${c.estacion}`}
              style={i > 0 ? { breakBefore: 'page', marginTop: 16 } : undefined}
            >
              <Text fw={700} ta="center">
                COMANDA · {c.estacion.toUpperCase()}
              </Text>
              <Text size="xs" ta="center">
                {mesa} · {mesero} · {formatDateTime(at)}
              </Text>
              <Divider my={4} variant="dashed" />
              {c.lineas.map((l, j) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: a comanda's lines have no id of their own
                <div key={j}>
                  <Text size="sm" fw={700}>
                    {Number(l.cantidad)} × {l.producto}
                  </Text>
                  {l.nota && (
                    <Text size="xs" pl="md">
                      » {l.nota}
                    </Text>
                  )}
                </div>
              ))}
              <Divider my={4} variant="dashed" />
            </div>
          ))}
        </div>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Listo
          </Button>
          <Button
            leftSection={<IconPrinter size={16} />}
            onClick={() => slip.current && printElement(slip.current, `Comanda ${mesa}`)}
          >
            Imprimir
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
