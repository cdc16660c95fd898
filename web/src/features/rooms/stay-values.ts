import { type TOccupyInput, type TQuoteBody, ZCheckinBody, ZOccupyBody } from '@posada/contracts';
import {
  emptyRegister,
  type RegisterValues,
  registerBody,
  registerIsEmpty,
} from '../../components/guest-register-fields';
import { addDays } from '../../lib/iso-date';
import { zodFormResolver } from '../../lib/zod-form';

/** The stay form as @mantine/form holds it: ids as numbers, the deposit always present. */
export type StayValues = {
  cliente_id: number | null;
  acompanantes: number[];
  adultos: number | string;
  ninos: number | string;
  salida: string;
  tarifa_nombre: string;
  exento_iva: boolean;
  forzar_sucia: boolean;
  anticipo: { forma_pago_id: number | null; monto: string };
  /** Route rule: the company or group account the nights post to (null: the guest's). */
  cargo_alojamiento_cuenta_id: number | null;
  /** The main guest's register (origin, destination, motive…); left empty, completed later. */
  registro: RegisterValues;
};

export function initialStayValues(hoy: string): StayValues {
  return {
    cliente_id: null,
    acompanantes: [],
    adultos: 1,
    ninos: 0,
    salida: addDays(hoy, 1),
    tarifa_nombre: '',
    exento_iva: false,
    forzar_sucia: false,
    anticipo: { forma_pago_id: null, monto: '' },
    cargo_alojamiento_cuenta_id: null,
    registro: emptyRegister(),
  };
}

/**
 * The body of a stay as the form builds it: the contract's fields (Ocupar's; Check-in sends them
 * without the client), any of them possibly still missing until the schema accepts it.
 */
export type StayDraft = {
  [K in keyof TOccupyInput]?: K extends 'anticipo'
    ? Partial<NonNullable<TOccupyInput['anticipo']>>
    : K extends 'huespedes'
      ? ReturnType<typeof registerBody>[]
      : TOccupyInput[K];
};

/** Which call the form builds: the room, walk-in or hold check-in (with the hold's holder), its key. */
export type StayCall = { habitacionId: number; checkin: boolean; key: string; holderId?: number };

/** A box emptied by the user is no number (the schema then says what is missing). */
const count = (v: number | string) => (v === '' ? undefined : Number(v));

/**
 * The body of ocupar (with the client) or check-in (the hold's client) from the form. A deposit
 * half filled in (a payment method without an amount, or the reverse) is sent for the schema to
 * refuse on its field, never dropped in silence.
 */
export function stayBody(values: StayValues, { habitacionId, checkin, key, holderId }: StayCall): StayDraft {
  const { anticipo } = values;
  // The main guest: the walk-in's client, or the hold's holder at its check-in.
  const mainGuest = (checkin ? holderId : values.cliente_id) ?? 0;
  const deposit = anticipo.forma_pago_id !== null || !/^0*$/.test(anticipo.monto);
  return {
    habitacion_id: habitacionId,
    ...(checkin ? {} : { cliente_id: values.cliente_id ?? undefined }),
    acompanantes: values.acompanantes,
    adultos: count(values.adultos),
    ninos: count(values.ninos),
    salida: values.salida,
    tarifa_nombre: values.tarifa_nombre,
    exento_iva: values.exento_iva,
    forzar_sucia: values.forzar_sucia,
    ...(registerIsEmpty(values.registro) ? {} : { huespedes: [registerBody(values.registro, mainGuest)] }),
    ...(values.cargo_alojamiento_cuenta_id === null
      ? {}
      : { cargo_alojamiento_cuenta_id: values.cargo_alojamiento_cuenta_id }),
    ...(deposit
      ? {
          anticipo: {
            forma_pago_id: anticipo.forma_pago_id ?? undefined,
            monto: anticipo.monto,
            idempotency_key: key,
          },
        }
      : {}),
  };
}

/** The form's validation: the contracts schema of the call, on the body the form would send. */
export function stayValidation(options: StayCall) {
  const resolve = zodFormResolver(options.checkin ? ZCheckinBody : ZOccupyBody);
  return (values: StayValues) => resolve(stayBody(values, options));
}

/** What the price depends on, once it can be asked for (a rate and a departure after today). */
export function quoteBody(values: StayValues, habitacionId: number, hoy: string): TQuoteBody | null {
  const adultos = count(values.adultos);
  if (!values.tarifa_nombre || !(values.salida > hoy) || adultos === undefined) return null;
  return {
    habitacion_id: habitacionId,
    salida: values.salida,
    adultos,
    ninos: count(values.ninos) ?? 0,
    tarifa_nombre: values.tarifa_nombre,
    exento_iva: values.exento_iva,
  };
}
