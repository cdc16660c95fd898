import { Button, Group, Loader, Text } from '@mantine/core';
import { useState } from 'react';
import { useRoomDetail } from '../../api/rooms';
import { AccountPanel } from '../../components/account-panel/account-panel';
import { TraStatePanel } from '../../components/tra-state';
import { formatDate } from '../../lib/format';
import { usePermission } from '../../lib/permissions';
import { StayRegisterDialog } from './stay-register-dialog';

/**
 * The current stay of a room: guests, nights, its TRA to MinCIT for those who may see the guest
 * reports (`reporte_huespedes.ver`/`.enviar`) and, for those who may see accounts (`cuentas.ver`),
 * its account with what they may do to it (Cargar consumo, Registrar pago, Reversar, Trasladar).
 * The server leaves the account out for the others; the screen does not rely on it.
 */
export function StayAccount({
  roomId,
  actions = true,
  onFormChange,
}: {
  roomId: number;
  actions?: boolean;
  /** Told when a form of the account opens or closes (the room dialog then hides its buttons). */
  onFormChange?: (open: boolean) => void;
}) {
  const detail = useRoomDetail(roomId, true);
  const seesAccounts = usePermission('cuentas.ver');
  const seesReports = usePermission('reporte_huespedes.ver', 'reporte_huespedes.enviar');
  // Whoever may check in may complete the register afterwards (`/estanciaRegistro`).
  const mayRegister = usePermission('rack.ocupar');
  const [registering, setRegistering] = useState(false);
  const stay = detail.data?.data.estancia;
  if (detail.isPending) return <Loader size="sm" aria-label="Cargando la estadía" />;
  if (!stay) return null;
  return (
    <>
      <Text size="sm">
        {stay.cliente.nombre}
        {stay.acompanantes.length > 0 && ` y ${stay.acompanantes.map((a) => a.nombre).join(', ')}`} ·{' '}
        {formatDate(stay.llegada)} → {formatDate(stay.salida)} · {stay.tarifa_nombre}
      </Text>
      {seesReports && actions && <TraStatePanel estanciaId={stay.id} />}
      {mayRegister && actions && (
        <Group>
          <Button size="compact-sm" variant="light" onClick={() => setRegistering(true)}>
            Completar datos
          </Button>
        </Group>
      )}
      {registering && (
        <StayRegisterDialog
          estanciaId={stay.id}
          guests={[stay.cliente, ...stay.acompanantes]}
          onClose={() => setRegistering(false)}
        />
      )}
      {seesAccounts && stay.cuenta_id !== null && (
        <AccountPanel cuentaId={stay.cuenta_id} actions={actions} onFormChange={onFormChange} />
      )}
    </>
  );
}
