import { Alert, Badge, Button, CloseButton, Group, Paper, Stack, Text } from '@mantine/core';
import { saleDocuments, type TSale } from '@posada/contracts';
import { IconCloudOff } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { Suspense, useCallback, useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import { postSale, refreshAfterSale } from '../../api/sales';
import { openConfirm } from '../../components/dialogs';
import { useCurrentHotel } from '../../lib/current-hotel';
import { formatCOP, formatDateTime } from '../../lib/format';
import { addMoney } from '../../lib/money';
import { useCurrentUser } from '../../lib/session';
import {
  discardRefused,
  type PendingSale,
  pendingSales,
  pendingSnapshot,
  type QueueScope,
  retryRefused,
  sendPending,
  subscribePending,
} from './offline-queue';
import { SaleTicket } from './sale-dialogs';

/** How often the kept sales are tried again while some wait (besides the browser's `online`). */
export const RETRY_EVERY_MS = 15_000;

/** The current user's kept sales in the current hotel, live across tabs. */
export function usePendingSales(): { scope: QueueScope | null; sales: PendingSale[] } {
  const user = useCurrentUser();
  const hotel = useCurrentHotel();
  const snapshot = useSyncExternalStore(subscribePending, pendingSnapshot);
  const scope = useMemo(
    () => (user && hotel ? { hotel_id: hotel.id, usuario_id: user.id } : null),
    [user, hotel],
  );
  // biome-ignore lint/correctness/useExhaustiveDependencies: the snapshot is what changed in storage
  const sales = useMemo(() => (scope ? pendingSales(scope) : []), [scope, snapshot]);
  return { scope, sales };
}

/**
 * The sales kept in this browser while the server did not answer ("Pendiente de envío"): their
 * count and total, each one's state, and **Reintentar ahora**. They are sent again with their own
 * key when the browser says it is back online, every 15 s while any waits, and when the screen
 * opens (after a reload); an answered one shows its document number, a refused one stays with the
 * server's message until the cashier retries it, takes it back into the order or discards it.
 */
export function PendingSales({ onEdit }: { onEdit: (sale: PendingSale) => void }) {
  const client = useQueryClient();
  const { scope, sales } = usePendingSales();
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState<{ sale: PendingSale; answer: TSale }[]>([]);
  const [ticket, setTicket] = useState<TSale | null>(null);
  const waiting = sales.filter((s) => s.estado === 'pendiente');
  const refused = sales.filter((s) => s.estado === 'rechazada');

  const flush = useCallback(async () => {
    if (!scope) return;
    setBusy(true);
    try {
      const report = await sendPending(scope, async (key, body) => (await postSale(key, body)).data);
      for (const { sale } of report.sent) refreshAfterSale(client, sale.body);
      if (report.sent.length > 0) setSent((current) => [...current, ...report.sent]);
    } finally {
      setBusy(false);
    }
  }, [scope, client]);

  const anyWaiting = waiting.length > 0;
  useEffect(() => {
    if (!anyWaiting) return;
    void flush();
    const timer = window.setInterval(() => void flush(), RETRY_EVERY_MS);
    const online = () => void flush();
    window.addEventListener('online', online);
    return () => {
      window.clearInterval(timer);
      window.removeEventListener('online', online);
    };
  }, [anyWaiting, flush]);

  if (sales.length === 0 && sent.length === 0) return null;
  const total = sales.reduce((sum, s) => addMoney(sum, s.total ?? '0'), '0');
  const discard = (sale: PendingSale) =>
    openConfirm({
      title: '¿Descartar la venta rechazada?',
      centered: true,
      children: (
        <Text size="sm">
          El servidor no la registró: no queda documento, pago ni salida de inventario. {sale.resumen}.
        </Text>
      ),
      confirmLabel: 'Descartar',
      confirmColor: 'red',
      onConfirm: () => discardRefused(sale.key),
    });

  return (
    <Stack gap="xs" data-testid="ventas-pendientes">
      {sales.length > 0 && (
        <Paper withBorder p="sm" radius="md" bg="var(--mantine-color-yellow-light)">
          <Stack gap="xs">
            <Group justify="space-between" wrap="wrap">
              <Group gap="xs">
                <IconCloudOff size={18} aria-hidden />
                <Text fw={700}>Pendiente de envío</Text>
                <Badge color="yellow" data-testid="pendientes-cuenta">
                  {sales.length} {sales.length === 1 ? 'venta' : 'ventas'} · {formatCOP(total, 0)}
                </Badge>
              </Group>
              {waiting.length > 0 && (
                <Button size="xs" variant="light" loading={busy} onClick={() => void flush()}>
                  Reintentar ahora
                </Button>
              )}
            </Group>
            {waiting.length > 0 && (
              <Text size="xs">
                El servidor no respondió: estas ventas quedaron guardadas en este equipo y se envían solas
                cuando vuelva la conexión. Su documento (tiquete POS o factura) se numera cuando el servidor
                las reciba. Quedan en este navegador: si cierra la sesión, se envían cuando usted vuelva a
                entrar en este equipo.
              </Text>
            )}
            {sales.map((s) => (
              <Group key={s.key} justify="space-between" wrap="wrap" gap="xs" data-testid="venta-pendiente">
                <Stack gap={0} style={{ flex: 1, minWidth: 200 }}>
                  <Text size="sm">{s.resumen}</Text>
                  <Text size="xs" c="dimmed">
                    {s.punto_venta} · {formatDateTime(s.creada)}
                    {s.total ? ` · ${formatCOP(s.total, 0)}` : ''}
                  </Text>
                  {s.mensaje && (
                    <Text size="xs" c={s.estado === 'rechazada' ? 'red' : 'dimmed'}>
                      {s.estado === 'rechazada' ? 'Rechazada por el servidor: ' : 'Último intento: '}
                      {s.mensaje}
                    </Text>
                  )}
                </Stack>
                {s.estado === 'pendiente' ? (
                  <Badge color="yellow" variant="outline">
                    Pendiente de envío
                  </Badge>
                ) : (
                  <Group gap={4}>
                    <Badge color="red" variant="outline">
                      Rechazada
                    </Badge>
                    <Button size="compact-xs" variant="light" onClick={() => retryRefused(s.key)}>
                      Reintentar
                    </Button>
                    <Button size="compact-xs" variant="light" onClick={() => onEdit(s)}>
                      Corregir en el pedido
                    </Button>
                    <Button size="compact-xs" variant="subtle" color="red" onClick={() => discard(s)}>
                      Descartar
                    </Button>
                  </Group>
                )}
              </Group>
            ))}
            {refused.length > 0 && (
              <Text size="xs" c="dimmed">
                Una venta rechazada no se registró. Corrija lo que dice el mensaje (por ejemplo, abra la caja)
                y reinténtela, o pásela al pedido para cambiarla.
              </Text>
            )}
          </Stack>
        </Paper>
      )}
      {sent.map(({ sale, answer }) => (
        <Alert key={sale.key} color="green" variant="light" p="xs" data-testid="venta-enviada">
          <Group justify="space-between" wrap="nowrap" gap="xs">
            <Text size="sm">
              Venta enviada ({sale.resumen}):{' '}
              <b>
                {saleDocuments[answer.documento]}
                {answer.numero ? ` ${answer.numero}` : ''}
              </b>
            </Text>
            <Group gap={4} wrap="nowrap">
              <Button size="compact-xs" variant="light" onClick={() => setTicket(answer)}>
                Ver tiquete
              </Button>
              <CloseButton
                aria-label="Cerrar aviso"
                onClick={() => setSent((current) => current.filter((x) => x.sale.key !== sale.key))}
              />
            </Group>
          </Group>
        </Alert>
      ))}
      <Suspense fallback={null}>
        {ticket && <SaleTicket sale={ticket} onClose={() => setTicket(null)} closeLabel="Cerrar" />}
      </Suspense>
    </Stack>
  );
}

/** In the order, while the server does not answer: the menu total, and what happens on Cobrar. */
export function OfflineNotice({ total }: { total: string }) {
  return (
    <Alert color="yellow" variant="light" p="xs" icon={<IconCloudOff size={18} />} data-testid="sin-conexion">
      <Text size="sm">
        Sin conexión con el servidor. Total a precios de carta: <b>{formatCOP(total, 0)}</b>.
      </Text>
      <Text size="xs">
        Puede cobrar: la venta queda pendiente de envío en este equipo y el servidor calcula los impuestos y
        numera el documento cuando la reciba.
      </Text>
    </Alert>
  );
}
