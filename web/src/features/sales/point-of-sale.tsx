import { Affix, Alert, Box, Button, Grid, Paper, ScrollArea, Stack, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import {
  amountDue,
  type TClient,
  type TOutletProduct,
  type TSale,
  type TSaleBody,
  type TSaleQuoteBody,
  type TSaleRoom,
} from '@posada/contracts';
import { IconShoppingCart } from '@tabler/icons-react';
import { Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useCashBalance } from '../../api/cash-registers';
import { useOutletProducts, useOutlets, useSaleQuote, useSaleRooms, useSell } from '../../api/sales';
import { errorMessage } from '../../components/crud';
import { formatCOP } from '../../lib/format';
import { newIdempotencyKey } from '../../lib/idempotency-key';
import { usePreloadOnInteraction } from '../../lib/lazy-named';
import { type Buyer, BuyerFields } from './buyer-fields';
import { lastOutlet, outletToSell, rememberOutlet } from './last-outlet';
import { LineEditor, OverrideReason } from './line-editor';
import { discardRefused, isUnreachable, keepUnsent, type PendingSale } from './offline-queue';
import { addProduct, lineReady, needsReason, type OrderLine, offlineQuote, saleLines } from './order';
import { OrderTotals } from './order-totals';
import { OutletBar } from './outlet-bar';
import { OfflineNotice, PendingSales, usePendingSales } from './pending-sales';
import { ProductPicker } from './product-picker';
import { RegisterNeeded } from './register-needed';
import { PayDialog, SaleTicket } from './sale-dialogs';

const NONE: TOutletProduct[] = [];
const NO_ROOMS: TSaleRoom[] = [];

/** The selling panel: grid, order, buyer, Cobrar or the charge to the room, the ticket. */
export function PointOfSale() {
  const outlets = useOutlets();
  const { scope } = usePendingSales();
  const [chosenOutlet, setOutlet] = useState<string | null>(null);
  // The outlet this user last sold at here: its products are asked for at once, beside the outlets
  // (not after them).
  const remembered = useMemo(() => lastOutlet(scope), [scope]);
  const listed = outlets.data;
  const outletId = outletToSell(chosenOutlet ? Number(chosenOutlet) : null, listed, remembered);
  const outlet = listed?.find((o) => o.id === outletId);
  const catalogue = useOutletProducts(outletId);
  // Undefined while the outlet's products load (or the outlets, to know it): placeholders.
  const products =
    catalogue.data ?? (outlets.isPending || (outletId !== null && catalogue.isPending) ? undefined : NONE);
  const [lines, setLines] = useState<OrderLine[]>([]);
  const [buyer, setBuyer] = useState<Buyer>('final');
  const [client, setClient] = useState<TClient | null>(null);
  const [roomId, setRoomId] = useState<string | null>(null);
  const [factura, setFactura] = useState(false);
  const [motivo, setMotivo] = useState('');
  const [key, setKey] = useState(newIdempotencyKey);
  const [paying, setPaying] = useState(false);
  const [sold, setSold] = useState<TSale | null>(null);
  const register = useCashBalance();
  const roomList = useSaleRooms(buyer === 'habitacion');
  const sell = useSell();
  const orderRef = useRef<HTMLDivElement>(null);
  usePreloadOnInteraction(PayDialog, SaleTicket);

  const ready = outletId !== null && lines.length > 0 && lines.every(lineReady);
  const quoteBody = useMemo<TSaleQuoteBody | null>(
    () =>
      ready
        ? {
            punto_venta_id: outletId,
            lineas: saleLines(lines),
            habitacion_id: buyer === 'habitacion' && roomId ? Number(roomId) : null,
            documento: factura ? 'factura' : null,
          }
        : null,
    [ready, outletId, lines, buyer, roomId, factura],
  );
  const [debouncedBody] = useDebouncedValue(quoteBody, 200);
  const quote = useSaleQuote(debouncedBody);
  const figures = quoteBody && debouncedBody ? quote.data : undefined;
  // The server does not answer: the order is still taken at menu prices and kept to be sent.
  const offline = quoteBody !== null && !figures && isUnreachable(quote.error);
  const priced = figures ?? (offline ? offlineQuote(lines, factura) : undefined);
  const occupied = roomList.data ?? NO_ROOMS;
  const reason = needsReason(lines, outlet?.descuento_libre);

  useEffect(() => {
    if (scope && outlet) rememberOutlet(scope, outlet.id);
  }, [scope, outlet]);
  // One function for the whole life of the screen: the grid is not drawn again when a line is added.
  const add = useCallback(
    (product: TOutletProduct) => setLines((current) => addProduct(current, product)),
    [],
  );
  const setLine = useCallback(
    (index: number, patch: Partial<OrderLine>) =>
      setLines((current) => current.map((l, i) => (i === index ? { ...l, ...patch } : l))),
    [],
  );
  const removeLine = useCallback(
    (index: number) => setLines((current) => current.filter((_, i) => i !== index)),
    [],
  );
  const chooseOutlet = useCallback((value: string | null) => {
    setOutlet(value);
    setLines([]);
  }, []);
  const reset = () => {
    setLines([]);
    setClient(null);
    setRoomId(null);
    setFactura(false);
    setMotivo('');
    setBuyer('final');
    setKey(newIdempotencyKey());
    sell.reset();
  };
  /** Credit is offered for a client whose credit is approved (the server checks the limit). */
  const onCredit = buyer === 'cliente' && client?.credito_aprobado === true;
  const submit = (
    pagos: { forma_pago_id: number; monto: string }[],
    propina: string | null,
    credito = false,
  ) => {
    if (!outletId || !outlet) return;
    const body: TSaleBody = {
      punto_venta_id: outletId,
      lineas: saleLines(lines),
      pagos,
      propina,
      cliente_id: buyer === 'cliente' ? (client?.id ?? null) : null,
      habitacion_id: buyer === 'habitacion' && roomId ? Number(roomId) : null,
      documento: factura || credito ? 'factura' : null,
      credito: credito || null,
      motivo: reason ? motivo : null,
      orden_id: null,
    };
    sell.mutate(
      { key, ...body },
      {
        onSuccess: (answer) => {
          setPaying(false);
          setSold(answer.data);
          reset();
        },
        // No answer from the server: the sale is kept in this browser with its key, sent later.
        onError: (error) => {
          const kept =
            scope !== null &&
            isUnreachable(error) &&
            keepUnsent({
              scope,
              key,
              body,
              punto_venta: outlet.nombre,
              pedido: lines,
              total: priced ? amountDue(priced.total, propina) : null,
            });
          if (kept) {
            setPaying(false);
            reset();
          }
        },
      },
    );
  };
  /** A refused kept sale back into the order, to be changed and sold again under a new key. */
  const edit = (sale: PendingSale) => {
    reset();
    setOutlet(String(sale.body.punto_venta_id));
    setLines(sale.pedido);
    if (sale.body.habitacion_id) {
      setBuyer('habitacion');
      setRoomId(String(sale.body.habitacion_id));
    } else if (sale.body.cliente_id) setBuyer('cliente');
    setFactura(sale.body.documento === 'factura' && !sale.body.credito);
    setMotivo(sale.body.motivo ?? '');
    discardRefused(sale.key);
  };

  return (
    <Stack gap="sm">
      <PendingSales onEdit={edit} />
      <OutletBar
        outlets={listed}
        loading={outlets.isPending}
        outlet={outlet}
        outletId={outletId}
        onChange={chooseOutlet}
      />
      {outlets.data?.length === 0 && (
        <Alert color="yellow">
          No hay puntos de venta activos: créelos en la administración de puntos de venta.
        </Alert>
      )}
      <Grid gutter="md">
        <Grid.Col span={{ base: 12, md: 7 }}>
          {/* Another outlet chosen: its own categories and an empty search (not on the first load). */}
          <ProductPicker key={chosenOutlet ?? 'inicial'} products={products} onAdd={add} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Paper withBorder p="sm" radius="md" ref={orderRef}>
            <Stack gap="xs">
              <Text fw={700}>Pedido</Text>
              {lines.length === 0 && (
                <Text size="sm" c="dimmed">
                  Toque un producto o escanee su código.
                </Text>
              )}
              <ScrollArea.Autosize mah={420}>
                <Stack gap="xs">
                  {lines.map((l, i) => (
                    <LineEditor
                      // biome-ignore lint/suspicious/noArrayIndexKey: a product may have several lines
                      key={i}
                      line={l}
                      index={i}
                      total={figures?.lineas[i]?.total}
                      onChange={setLine}
                      onRemove={removeLine}
                    />
                  ))}
                </Stack>
              </ScrollArea.Autosize>
              {reason && <OverrideReason value={motivo} onChange={setMotivo} />}
              <BuyerFields
                buyer={buyer}
                onBuyer={setBuyer}
                client={client}
                onClient={setClient}
                rooms={occupied}
                roomId={roomId}
                onRoom={setRoomId}
                factura={factura}
                onFactura={setFactura}
              />
              {figures && <OrderTotals figures={figures} />}
              {offline && priced ? (
                <OfflineNotice total={priced.total} />
              ) : (
                quote.error && quoteBody && <Alert color="red">{errorMessage(quote.error)}</Alert>
              )}
              {buyer !== 'habitacion' && !register.abierta && <RegisterNeeded />}
              {buyer === 'habitacion' ? (
                <Button
                  disabled={!priced || !roomId || (reason && !motivo.trim())}
                  loading={sell.isPending}
                  onClick={() => submit([], null)}
                >
                  Cargar a la habitación
                </Button>
              ) : (
                <Button
                  disabled={
                    !priced ||
                    !register.abierta ||
                    (buyer === 'cliente' && !client) ||
                    (reason && !motivo.trim())
                  }
                  onClick={() => {
                    sell.reset();
                    setPaying(true);
                  }}
                >
                  Cobrar
                </Button>
              )}
              {onCredit && client && (
                <>
                  <Text size="xs" c="dimmed" data-testid="credito">
                    Crédito aprobado · plazo {client.plazo_dias} días
                    {client.limite_credito ? ` · cupo ${formatCOP(client.limite_credito, 0)}` : ' · sin cupo'}
                    . A crédito se emite factura de venta.
                  </Text>
                  <Button
                    variant="light"
                    disabled={!priced || (reason && !motivo.trim())}
                    loading={sell.isPending}
                    onClick={() => submit([], null, true)}
                  >
                    A crédito
                  </Button>
                </>
              )}
              {!paying && sell.error && <Alert color="red">{errorMessage(sell.error)}</Alert>}
            </Stack>
          </Paper>
        </Grid.Col>
      </Grid>
      {lines.length > 0 && (
        // Room below the order, so the floating button never covers Cobrar at the end of the page.
        <Box h={72} hiddenFrom="md" />
      )}
      {lines.length > 0 && (
        <Affix position={{ bottom: 16, right: 16 }} hiddenFrom="md">
          <Button
            leftSection={<IconShoppingCart size={16} />}
            onClick={() => orderRef.current?.scrollIntoView({ behavior: 'smooth' })}
          >
            Ver pedido ({lines.length}){figures ? ` · ${formatCOP(figures.total, 0)}` : ''}
          </Button>
        </Affix>
      )}
      <Suspense fallback={null}>
        {paying && priced && (
          <PayDialog
            quote={priced}
            sinConexion={!figures}
            busy={sell.isPending}
            error={sell.error ? errorMessage(sell.error) : null}
            onPay={submit}
            onClose={() => setPaying(false)}
          />
        )}
        {sold && <SaleTicket sale={sold} onClose={() => setSold(null)} />}
      </Suspense>
    </Stack>
  );
}
