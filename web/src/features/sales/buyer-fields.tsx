import { Checkbox, SegmentedControl, Select, Text } from '@mantine/core';
import { CONSUMIDOR_FINAL, type TClient, type TSaleRoom } from '@posada/contracts';
import { memo, useMemo } from 'react';
import { ClientPickerOrNew } from '../../components/client-form/client-picker-or-new';
import { formatDate } from '../../lib/format';

/** Who buys at the point of sale. */
export type Buyer = 'final' | 'cliente' | 'habitacion';

const BUYERS = [
  { value: 'final', label: 'Consumidor final' },
  { value: 'cliente', label: 'Cliente' },
  { value: 'habitacion', label: 'Habitación' },
];

/**
 * Who buys: consumidor final, a client (picked or created) or an in-house guest's room, and
 * whether a walk-in asks for a factura de venta. Drawn again only when one of those changes.
 */
export const BuyerFields = memo(function BuyerFields({
  buyer,
  onBuyer,
  client,
  onClient,
  rooms,
  roomId,
  onRoom,
  factura,
  onFactura,
}: {
  buyer: Buyer;
  onBuyer: (buyer: Buyer) => void;
  client: TClient | null;
  onClient: (client: TClient | null) => void;
  rooms: TSaleRoom[];
  roomId: string | null;
  onRoom: (roomId: string | null) => void;
  factura: boolean;
  onFactura: (factura: boolean) => void;
}) {
  const options = useMemo(
    () => rooms.map((r) => ({ value: String(r.id), label: `${r.numero} · ${r.huesped}` })),
    [rooms],
  );
  const stay = rooms.find((r) => String(r.id) === roomId);
  return (
    <>
      <SegmentedControl fullWidth value={buyer} onChange={(v) => onBuyer(v as Buyer)} data={BUYERS} />
      {buyer === 'final' && (
        <Text size="xs" c="dimmed">
          {CONSUMIDOR_FINAL.nombre} · {CONSUMIDOR_FINAL.documento}
        </Text>
      )}
      {buyer === 'cliente' && <ClientPickerOrNew label="Cliente" value={client} onChange={onClient} />}
      {buyer === 'habitacion' && (
        <Select
          label="Habitación ocupada"
          placeholder="Seleccione la habitación"
          data={options}
          value={roomId}
          onChange={onRoom}
          searchable
        />
      )}
      {buyer === 'habitacion' && stay && (
        <Text size="xs" c="dimmed" data-testid="huesped">
          Cuenta de {stay.huesped} · sale el {formatDate(stay.salida)}
        </Text>
      )}
      {buyer !== 'habitacion' && (
        <Checkbox
          label="El cliente pide factura de venta"
          checked={factura}
          onChange={(e) => onFactura(e.currentTarget.checked)}
        />
      )}
    </>
  );
});
