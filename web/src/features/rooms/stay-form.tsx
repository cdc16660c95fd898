import {
  Alert,
  Checkbox,
  Group,
  NumberInput,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import type { TQuoteBody } from '@posada/contracts';
import { useState } from 'react';
import { errorMessage } from '../../components/crud';
import { formatCOP } from '../../lib/format';
import { newIdempotencyKey } from '../../lib/idempotency-key';
import { usePermission } from '../../lib/permissions';
import { useActivePaymentMethods, useRoomRates, useStayQuote } from './api';
import { ClientPicker, CompanionsPicker } from './client-picker';
import { ActionButtons, type ActionFormProps } from './room-action-forms';

const addDays = (iso: string, days: number) => {
  const d = new Date(`${iso}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
};

/** Occupy a room (walk-in) or check in its hold: guests, nights, rate, price and deposit. */
export function StayForm({
  room,
  busy,
  onSubmit,
  onBack,
  hoy,
  checkin,
}: ActionFormProps & { hoy: string; checkin: boolean }) {
  const rates = useRoomRates(room.id);
  const methods = useActivePaymentMethods();
  const canForce = usePermission('rack.ocupar_sucia');
  const [clienteId, setClienteId] = useState<string | null>(null);
  const [acompanantes, setAcompanantes] = useState<string[]>([]);
  const [adultos, setAdultos] = useState<number>(1);
  const [ninos, setNinos] = useState<number>(0);
  const [salida, setSalida] = useState(addDays(hoy, 1));
  const [tarifa, setTarifa] = useState<string | null>(null);
  const [formaPago, setFormaPago] = useState<string | null>(null);
  const [anticipo, setAnticipo] = useState<number | string>('');
  const [forzar, setForzar] = useState(false);
  const [key] = useState(newIdempotencyKey);
  const tarifaNombre = tarifa ?? rates.data?.data.tarifas[0] ?? null;
  const quoteBody: TQuoteBody | null =
    tarifaNombre && salida > hoy
      ? { habitacion_id: room.id, salida, adultos, ninos, tarifa_nombre: tarifaNombre, exento_iva: false }
      : null;
  const quote = useStayQuote(quoteBody);
  const cap = rates.data?.data;
  const deposit = Number(anticipo) > 0 && formaPago;
  const ready =
    quoteBody !== null && (checkin || clienteId !== null) && quote.isSuccess && (!room.sucia || forzar);

  const submit = () =>
    onSubmit({
      habitacion_id: room.id,
      ...(checkin ? {} : { cliente_id: Number(clienteId) }),
      acompanantes: acompanantes.map(Number),
      adultos,
      ninos,
      salida,
      tarifa_nombre: tarifaNombre,
      forzar_sucia: forzar,
      ...(deposit
        ? { anticipo: { forma_pago_id: Number(formaPago), monto: String(anticipo), idempotency_key: key } }
        : {}),
    });

  return (
    <Stack gap="xs">
      {checkin ? (
        <Text size="sm">Cliente de la reserva: {room.reserva?.cliente}</Text>
      ) : (
        <ClientPicker label="Cliente" value={clienteId} onChange={setClienteId} />
      )}
      <CompanionsPicker value={acompanantes} onChange={setAcompanantes} />
      <SimpleGrid cols={3}>
        <NumberInput
          label="Adultos"
          min={1}
          max={cap?.capacidad_adultos}
          value={adultos}
          onChange={(v) => setAdultos(Number(v) || 1)}
        />
        <NumberInput
          label="Niños"
          min={0}
          max={cap?.capacidad_ninos}
          value={ninos}
          onChange={(v) => setNinos(Number(v) || 0)}
        />
        <TextInput
          label="Salida"
          type="date"
          min={addDays(hoy, 1)}
          value={salida}
          onChange={(e) => setSalida(e.currentTarget.value)}
        />
      </SimpleGrid>
      <Select
        label="Tarifa"
        data={rates.data?.data.tarifas ?? []}
        value={tarifaNombre}
        onChange={setTarifa}
        allowDeselect={false}
      />
      {quote.isError && <Alert color="red">{errorMessage(quote.error)}</Alert>}
      {quote.data && (
        <Group justify="space-between" data-testid="precio-estancia">
          <Text size="sm">
            {quote.data.data.noches.length} {quote.data.data.noches.length === 1 ? 'noche' : 'noches'} ·
            impuestos {formatCOP(quote.data.data.impuestos, 0)}
          </Text>
          <Text fw={700}>Total {formatCOP(quote.data.data.total, 0)}</Text>
        </Group>
      )}
      <SimpleGrid cols={2}>
        <Select
          label="Medio de pago del anticipo"
          placeholder="Sin anticipo"
          clearable
          data={(methods.data?.data ?? []).map((m) => ({ value: String(m.id), label: m.nombre }))}
          value={formaPago}
          onChange={setFormaPago}
        />
        <NumberInput
          label="Anticipo"
          min={0}
          decimalScale={0}
          thousandSeparator="."
          decimalSeparator=","
          prefix="$ "
          value={anticipo}
          onChange={setAnticipo}
        />
      </SimpleGrid>
      {room.sucia &&
        (canForce ? (
          <Checkbox
            label="Ocupar aunque la habitación está sucia"
            checked={forzar}
            onChange={(e) => setForzar(e.currentTarget.checked)}
          />
        ) : (
          <Alert color="yellow">La habitación está sucia; debe habilitarse antes de ocuparla.</Alert>
        ))}
      <ActionButtons
        busy={busy}
        label={checkin ? 'Hacer check-in' : 'Ocupar'}
        disabled={!ready}
        onBack={onBack}
        onConfirm={submit}
      />
    </Stack>
  );
}
