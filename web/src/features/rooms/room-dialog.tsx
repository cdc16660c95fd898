import { Alert, Badge, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { canApply, type PermissionCode, type TInvoiceRef, type TRackRoom } from '@posada/contracts';
import { useState } from 'react';
import { type RackAction, type RoomActionCall, useRoomAction } from '../../api/rooms';
import { notifyError, notifySuccess } from '../../components/crud';
import { InvoiceIssued } from '../../components/invoice-issued';
import { usePermissionCheck } from '../../lib/permissions';
import { rackColors } from './rack-colors';
import { actionForms } from './room-action-forms';
import { StayAccount } from './stay-account';

const permissionOf: Record<RackAction, PermissionCode> = {
  reservar: 'rack.reservar',
  anular_reserva: 'rack.reservar',
  mantenimiento: 'rack.mantenimiento',
  anular_mantenimiento: 'rack.mantenimiento',
  habilitar: 'rack.habilitar',
  ocupar: 'rack.ocupar',
  checkin: 'rack.ocupar',
  desocupar: 'rack.desocupar',
};

/** The actions the room's state allows and the user may take (the server checks both again). */
export function allowedActions(room: TRackRoom, can: (codes: PermissionCode[]) => boolean): RackAction[] {
  const facts = {
    mantenimiento: room.mantenimiento !== null,
    ocupada: room.estancia !== null,
    sucia: room.sucia,
    reservada: room.reserva !== null,
  };
  const override = can(['rack.ocupar_sucia']);
  return (Object.keys(actionForms) as RackAction[]).filter(
    (a) => canApply(a, facts, override).allowed && can([permissionOf[a]]),
  );
}

export function RoomDialog({
  room,
  hoy,
  onClose,
  initialAction = null,
}: {
  room: TRackRoom | null;
  hoy: string;
  onClose: () => void;
  /** The action whose form opens first (Detalle Cuentas opens a stay's room on its check-out). */
  initialAction?: RackAction | null;
}) {
  const can = usePermissionCheck();
  const [action, setAction] = useState<RackAction | null>(initialAction);
  /** A form of the stay's account is open (Cargar consumo, Registrar pago…): the room's buttons wait. */
  const [accountForm, setAccountForm] = useState(false);
  const [checkedOut, setCheckedOut] = useState<{
    message: string;
    factura: TInvoiceRef;
    cambio: string;
  } | null>(null);
  const mutation = useRoomAction();
  const close = () => {
    setAction(null);
    setCheckedOut(null);
    mutation.reset();
    onClose();
  };
  if (!room) return null;
  const actions = allowedActions(room, can);
  const submit = (body: RoomActionCall['body'], idempotencyKey?: string) =>
    action &&
    mutation.mutate(
      { action, body, idempotencyKey },
      {
        onSuccess: (answer) => {
          notifySuccess(answer.message);
          // A check-out stays open on its invoice: number, PDF and the change for cash.
          if ('factura' in answer && answer.factura) {
            setAction(null);
            setCheckedOut({ message: answer.message, factura: answer.factura, cambio: answer.cambio });
          } else close();
        },
        onError: (error) => notifyError(error),
      },
    );

  return (
    <Modal
      opened
      onClose={close}
      title={`Habitación ${room.numero}`}
      centered
      size={action === 'ocupar' || action === 'checkin' ? 'lg' : room.estancia || checkedOut ? 'xl' : 'md'}
    >
      <Stack gap="sm">
        <Group gap="xs">
          <Badge color={rackColors[room.estado]}>{room.estado}</Badge>
          <Text size="sm" c="dimmed">
            {room.tipo} · Piso {room.piso}
          </Text>
        </Group>
        {room.estancia && !action && !checkedOut && (
          <StayAccount roomId={room.id} onFormChange={setAccountForm} />
        )}
        {room.reserva && <Text size="sm">Reservada para {room.reserva.cliente}</Text>}
        {room.mantenimiento && <Text size="sm">Motivo: {room.mantenimiento.motivo}</Text>}
        {checkedOut ? (
          <InvoiceIssued {...checkedOut} onClose={close} />
        ) : action ? (
          actionForms[action].render({
            room,
            hoy,
            busy: mutation.isPending,
            error: mutation.error,
            onSubmit: submit,
            onBack: () => {
              mutation.reset();
              setAction(null);
            },
          })
        ) : accountForm ? null : actions.length > 0 ? (
          <Group gap="xs">
            {actions.map((a) => (
              <Button key={a} variant="light" onClick={() => setAction(a)}>
                {actionForms[a].label}
              </Button>
            ))}
          </Group>
        ) : (
          <Alert color="gray">No hay acciones disponibles para esta habitación con sus permisos.</Alert>
        )}
      </Stack>
    </Modal>
  );
}
