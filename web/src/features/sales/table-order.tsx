import { Alert, Button, Grid, Group, Paper, ScrollArea, SegmentedControl, Stack, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import type {
  TOrder,
  TOrderSent,
  TOutlet,
  TSale,
  TSaleBody,
  TSaleQuoteBody,
  TTable,
} from '@posada/contracts';
import { IconArrowLeft } from '@tabler/icons-react';
import { useEffect, useMemo, useState } from 'react';
import { useCashBalance } from '../../api/cash-registers';
import { type OrderPlace, placeField, useOrderActions, usePlaceOrders } from '../../api/orders';
import { useOutletProducts, useSaleQuote, useSell } from '../../api/sales';
import { errorMessage } from '../../components/crud';
import { formatCOP, formatDate } from '../../lib/format';
import { ComandaPrint } from './comanda-print';
import { LineEditor, OverrideReason } from './line-editor';
import { MoveDialog } from './move-dialog';
import {
  addProduct,
  lineReady,
  linesOfOrder,
  needsReason,
  type OrderLine,
  orderLineInputs,
  saleLines,
} from './order';
import { OrderTotals } from './order-totals';
import { PayDialog } from './pay-dialog';
import { ProductPicker } from './product-picker';
import { RegisterNeeded } from './register-needed';
import { SaleTicket } from './sale-ticket';
import { SplitDialog } from './split-dialog';

type Dialog = 'split' | 'move' | 'pay' | null;

/**
 * A table's bill (or bills, after a split by items), or a room's room-service order: the product
 * grid and the line editor of the point of sale, saved to the order; Enviar a cocina prints the
 * comandas of what is new; Dividir cuenta, Trasladar o unir (a table's), and Cobrar with the pay
 * dialog — or, for a room, Cargar a la habitación (the order's key: one sale).
 */
export function TableOrder({
  outlet,
  place,
  tables,
  onBack,
}: {
  outlet: TOutlet;
  place: OrderPlace;
  tables: TTable[];
  onBack: () => void;
}) {
  const room = place.kind === 'habitacion';
  const catalogue = useOutletProducts(outlet.id).data;
  const products = catalogue ?? [];
  const orders = usePlaceOrders(outlet.id, place);
  const [chosen, setChosen] = useState<number | null>(null);
  const order: TOrder | undefined =
    orders.data?.find((o) => o.id === chosen) ?? orders.data?.[orders.data.length - 1];
  const [lines, setLines] = useState<OrderLine[]>([]);
  const [dirty, setDirty] = useState(false);
  const [motivo, setMotivo] = useState('');
  const [dialog, setDialog] = useState<Dialog>(null);
  const [sent, setSent] = useState<TOrderSent | null>(null);
  const [sold, setSold] = useState<TSale | null>(null);
  const actions = useOrderActions();
  const sell = useSell();
  const register = useCashBalance();

  // The bill as the server has it, unless the waiter is typing on it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: reloaded when the order or its lines change
  useEffect(() => {
    if (!dirty) setLines(order ? linesOfOrder(order, products) : []);
  }, [order?.id, JSON.stringify(order?.lineas), products.length]);

  // Another price or a discount above the outlet's free percentage needs a reason, unless the
  // order already keeps one (the server checks the order's lines against it).
  const reason = needsReason(lines, outlet.descuento_libre) && !order?.motivo;
  const ready = lines.length > 0 && lines.every(lineReady);
  /** Ready to be saved, sent or settled: the lines typed, and the reason when one is needed. */
  const complete = ready && !(reason && !motivo.trim());
  const quoteBody = useMemo<TSaleQuoteBody | null>(
    () => (ready ? { punto_venta_id: outlet.id, habitacion_id: null, lineas: saleLines(lines) } : null),
    [ready, outlet.id, lines],
  );
  const [debounced] = useDebouncedValue(quoteBody, 200);
  const quote = useSaleQuote(debounced);
  const figures = quoteBody && debounced ? quote.data : undefined;

  const edit = (next: OrderLine[]) => {
    setLines(next);
    setDirty(true);
  };
  /** The bill saved (opened first on a free table): what the next call works on. */
  const saved = async (): Promise<TOrder> => {
    const lineas = orderLineInputs(lines);
    const why = reason ? { motivo: motivo.trim() } : {};
    const answer =
      order && !dirty
        ? { data: order }
        : order
          ? await actions.save.mutateAsync({ id: order.id, lineas, ...why })
          : await actions.create.mutateAsync({
              punto_venta_id: outlet.id,
              ...placeField(place),
              lineas,
              ...why,
            });
    setDirty(false);
    setMotivo('');
    setChosen(answer.data.id);
    setLines(linesOfOrder(answer.data, products));
    return answer.data;
  };
  const run = (work: () => Promise<unknown>) => void work().catch(() => undefined);
  const sendToKitchen = () =>
    run(async () => {
      const o = await saved();
      setSent(await actions.send.mutateAsync(o.id));
    });
  /** The order's sale: paid now, or (a room's) charged to the stay's account with no payments. */
  const settle = (o: TOrder, pagos: TSaleBody['pagos'], propina: string | null, toRoom = false) =>
    sell.mutate(
      {
        key: o.clave,
        punto_venta_id: outlet.id,
        lineas: [],
        pagos,
        propina,
        cliente_id: null,
        habitacion_id: toRoom ? place.id : null,
        documento: null,
        credito: null,
        motivo: null,
        orden_id: o.id,
      },
      {
        onSuccess: (answer) => {
          setDialog(null);
          setChosen(null);
          setDirty(false);
          setSold(answer.data);
        },
      },
    );
  const busy = actions.save.isPending || actions.create.isPending || actions.send.isPending;
  const failure = [actions.save, actions.create, actions.send].find((m) => m.error)?.error;
  const moveError = actions.transfer.error ?? actions.merge.error;

  return (
    <Stack gap="sm">
      <Group justify="space-between" wrap="wrap">
        <Button variant="subtle" leftSection={<IconArrowLeft size={16} />} onClick={onBack}>
          Mesas
        </Button>
        <Text fw={700} size="lg">
          {place.nombre}
          {order ? ` · ${order.mesero}` : ''}
        </Text>
      </Group>
      {place.kind === 'habitacion' && place.huesped && (
        <Text size="sm" c="dimmed" data-testid="huesped">
          Cuenta de {place.huesped}
          {place.salida ? ` · sale el ${formatDate(place.salida)}` : ''}
        </Text>
      )}
      {(orders.data?.length ?? 0) > 1 && (
        <SegmentedControl
          value={String(order?.id ?? '')}
          onChange={(v) => {
            setDirty(false);
            setChosen(Number(v));
          }}
          data={(orders.data ?? []).map((o, i) => ({
            value: String(o.id),
            label: `Cuenta ${i + 1} · ${formatCOP(o.total, 0)}`,
          }))}
        />
      )}
      <Grid gutter="md">
        <Grid.Col span={{ base: 12, md: 7 }}>
          <ProductPicker products={catalogue} onAdd={(p) => edit(addProduct(lines, p))} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Paper withBorder p="sm" radius="md">
            <Stack gap="xs">
              <Text fw={700}>{room ? 'Pedido de la habitación' : 'Cuenta de la mesa'}</Text>
              {lines.length === 0 && (
                <Text size="sm" c="dimmed">
                  {room
                    ? 'Toque un producto para abrir el pedido de la habitación.'
                    : 'Mesa libre: toque un producto para abrir la cuenta.'}
                </Text>
              )}
              <ScrollArea.Autosize mah={420}>
                <Stack gap="xs">
                  {lines.map((l, i) => (
                    <LineEditor
                      key={l.id ?? `nueva-${i}`}
                      line={l}
                      index={i}
                      total={figures?.lineas[i]?.total}
                      onChange={(at, patch) => edit(lines.map((x, j) => (j === at ? { ...x, ...patch } : x)))}
                      onRemove={(at) => edit(lines.filter((_, j) => j !== at))}
                    />
                  ))}
                </Stack>
              </ScrollArea.Autosize>
              {reason && <OverrideReason value={motivo} onChange={setMotivo} />}
              {figures && <OrderTotals figures={figures} />}
              {failure && <Alert color="red">{errorMessage(failure)}</Alert>}
              <Group grow>
                <Button
                  variant="default"
                  disabled={!dirty || !complete}
                  loading={busy}
                  onClick={() => run(saved)}
                >
                  Guardar
                </Button>
                <Button disabled={!complete} loading={busy} onClick={sendToKitchen}>
                  Enviar a cocina
                </Button>
              </Group>
              <Group grow>
                <Button variant="light" disabled={!order || dirty} onClick={() => setDialog('split')}>
                  Dividir cuenta
                </Button>
                {!room && (
                  <Button variant="light" disabled={!order || dirty} onClick={() => setDialog('move')}>
                    Trasladar o unir
                  </Button>
                )}
              </Group>
              {!register.abierta && <RegisterNeeded />}
              {room && (
                <Button
                  disabled={!figures || !complete}
                  loading={sell.isPending && dialog !== 'pay'}
                  onClick={() => run(async () => settle(await saved(), [], null, true))}
                >
                  Cargar a la habitación
                </Button>
              )}
              {room && dialog !== 'pay' && sell.error && (
                <Alert color="red">{errorMessage(sell.error)}</Alert>
              )}
              <Button
                variant={room ? 'light' : 'filled'}
                disabled={!figures || !register.abierta || !complete}
                onClick={() =>
                  run(async () => {
                    await saved();
                    sell.reset();
                    setDialog('pay');
                  })
                }
              >
                Cobrar{order && order.partes > 1 ? ` en ${order.partes} partes` : ''}
              </Button>
            </Stack>
          </Paper>
        </Grid.Col>
      </Grid>
      {dialog === 'split' && order && (
        <SplitDialog
          order={order}
          total={figures?.total}
          busy={actions.split.isPending}
          error={actions.split.error ? errorMessage(actions.split.error) : null}
          onClose={() => setDialog(null)}
          onSplit={(body) =>
            actions.split.mutate({ id: order.id, ...body }, { onSuccess: () => setDialog(null) })
          }
        />
      )}
      {dialog === 'move' && order && (
        <MoveDialog
          order={order}
          tables={tables}
          busy={actions.transfer.isPending || actions.merge.isPending}
          error={moveError ? errorMessage(moveError) : null}
          onClose={() => setDialog(null)}
          onTransfer={(mesa_id) => actions.transfer.mutate({ id: order.id, mesa_id }, { onSuccess: onBack })}
          onMerge={(orden_id) =>
            actions.merge.mutate({ id: order.id, orden_id }, { onSuccess: () => setDialog(null) })
          }
        />
      )}
      {dialog === 'pay' && order && figures && (
        <PayDialog
          quote={figures}
          partes={order.partes}
          busy={sell.isPending}
          error={sell.error ? errorMessage(sell.error) : null}
          onClose={() => setDialog(null)}
          onPay={(pagos, propina) => settle(order, pagos, propina)}
        />
      )}
      {sent && order && (
        <ComandaPrint
          comandas={sent.comandas}
          mesa={place.nombre}
          mesero={sent.data.mesero}
          at={sent.enviada_at}
          onClose={() => setSent(null)}
        />
      )}
      {sold && (
        <SaleTicket
          sale={sold}
          closeLabel={room ? 'Volver a la habitación' : 'Volver a la mesa'}
          onClose={() => setSold(null)}
        />
      )}
    </Stack>
  );
}
