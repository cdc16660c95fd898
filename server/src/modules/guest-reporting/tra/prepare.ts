/**
 * A stay's TRA, checked whole before anything is sent: either every issue at once (in Spanish, per
 * guest), or the main guest's body and each companion's, ready for MinCIT.
 */
import { documentNumberError, travelMotives } from '@posada/contracts';
import { divRound, toScaled } from '../../../lib/decimal';
import { mincitDocumentTypes, mincitMotives } from '../catalogs/mincit-labels';
import { cleanText, isIsoDate, issueCollector, type TReportIssue } from '../issues';
import type { TTraCompanionBody, TTraGuest, TTraMainPayload, TTraStay } from './model';

export type TTraPrepared =
  | { ok: true; main: TTraMainPayload; companions: { ref: number; body: TTraCompanionBody }[] }
  | { ok: false; issues: TReportIssue[] };

/**
 * Whole pesos as text, rounded half up ("761600.50" → "761601"): MinCIT takes no cents, and half
 * up is the rounding a guest sees on a receipt printed without decimals.
 */
export function wholePesos(value: string): string {
  return String(divRound(toScaled(value, 2), 100n));
}

const guestLabel = (guest: TTraGuest, index: number | null) => {
  const role = index === null ? 'Huésped principal' : `Acompañante ${index + 1}`;
  const name = cleanText(`${guest.nombres ?? ''} ${guest.apellidos ?? ''}`);
  return name === '' ? role : `${role} (${name})`;
};

function checkGuest(guest: TTraGuest, index: number | null): TReportIssue[] {
  const { issues, add } = issueCollector(guest.ref, guestLabel(guest, index));
  const tipo = cleanText(guest.tipo_documento);
  const numero = cleanText(guest.numero_documento);
  if (tipo === '') add('tipo_identificacion', 'Falta el tipo de documento');
  else if (!(tipo in mincitDocumentTypes)) {
    add('tipo_identificacion', `El tipo de documento ${tipo} no tiene equivalente en la TRA`);
  } else if (mincitDocumentTypes[tipo] === null) {
    add('tipo_identificacion', `El ${tipo} no identifica a una persona: registre su cédula o pasaporte`);
  }
  if (numero === '') add('numero_identificacion', 'Falta el número de documento');
  else {
    const error = documentNumberError(tipo, numero);
    if (error) add('numero_identificacion', error);
  }
  if (cleanText(guest.nombres) === '') add('nombres', 'Faltan los nombres');
  if (cleanText(guest.apellidos) === '') add('apellidos', 'Faltan los apellidos');
  if (cleanText(guest.ciudad_residencia) === '') add('cuidad_residencia', 'Falta la ciudad de residencia');
  if (cleanText(guest.ciudad_procedencia) === '') {
    add('cuidad_procedencia', 'Falta la ciudad de procedencia');
  }
  return issues;
}

function checkStay(stay: TTraStay): TReportIssue[] {
  const hotel = issueCollector(null, 'Hotel');
  const { nombre, rnt, tipo_acomodacion } = stay.establecimiento;
  if (cleanText(nombre) === '') hotel.add('nombre_establecimiento', 'Falta el nombre del establecimiento');
  if (cleanText(rnt) === '') hotel.add('rnt_establecimiento', 'Falta el RNT del hotel');
  else if (!/^\d{1,20}$/.test(cleanText(rnt))) {
    hotel.add('rnt_establecimiento', 'El RNT lleva de 1 a 20 dígitos');
  }
  if (cleanText(tipo_acomodacion) === '') {
    hotel.add('tipo_acomodacion', 'Falta el tipo de acomodación en la configuración de la TRA');
  }

  const estancia = issueCollector(null, 'Estancia');
  if (cleanText(stay.numero_habitacion) === '')
    estancia.add('numero_habitacion', 'Falta el número de habitación');
  if (!isIsoDate(stay.llegada)) estancia.add('check_in', 'La fecha de llegada no es válida');
  if (!isIsoDate(stay.salida)) estancia.add('check_out', 'La fecha de salida no es válida');
  else if (isIsoDate(stay.llegada) && stay.salida < stay.llegada) {
    estancia.add('check_out', 'La fecha de salida es anterior a la llegada');
  }
  const costo = cleanText(stay.costo);
  if (costo === '') estancia.add('costo', 'Falta el valor del alojamiento');
  else if (!/^\d+(\.\d{1,2})?$/.test(costo)) {
    estancia.add('costo', 'El valor del alojamiento debe ser un valor en pesos no negativo');
  }

  const main = issueCollector(stay.principal.ref, guestLabel(stay.principal, null));
  if (stay.motivo_viaje === null) main.add('motivo', 'Falta el motivo del viaje');
  else if (!(stay.motivo_viaje in travelMotives)) main.add('motivo', 'El motivo del viaje no es válido');
  return [...hotel.issues, ...estancia.issues, ...main.issues];
}

const identity = (guest: TTraGuest) => ({
  tipo_identificacion: mincitDocumentTypes[cleanText(guest.tipo_documento)] ?? '',
  numero_identificacion: cleanText(guest.numero_documento),
  nombres: cleanText(guest.nombres),
  apellidos: cleanText(guest.apellidos),
  cuidad_residencia: cleanText(guest.ciudad_residencia),
  cuidad_procedencia: cleanText(guest.ciudad_procedencia),
});

/** Checks everything, then builds both bodies; nothing is built from incomplete data. */
export function prepareTra(stay: TTraStay): TTraPrepared {
  const issues = [
    ...checkStay(stay),
    ...checkGuest(stay.principal, null),
    ...stay.acompanantes.flatMap((guest, i) => checkGuest(guest, i)),
  ];
  if (issues.length > 0) return { ok: false, issues };

  const room = { numero_habitacion: cleanText(stay.numero_habitacion) };
  const dates = { check_in: stay.llegada, check_out: stay.salida };
  const main: TTraMainPayload = {
    ...identity(stay.principal),
    ...room,
    motivo: stay.motivo_viaje ? mincitMotives[stay.motivo_viaje] : '',
    numero_acompanantes: String(stay.acompanantes.length),
    ...dates,
    tipo_acomodacion: cleanText(stay.establecimiento.tipo_acomodacion),
    costo: wholePesos(cleanText(stay.costo)),
    nombre_establecimiento: cleanText(stay.establecimiento.nombre),
    rnt_establecimiento: cleanText(stay.establecimiento.rnt),
  };
  const companions = stay.acompanantes.map((guest) => ({
    ref: guest.ref,
    body: { ...identity(guest), ...room, ...dates },
  }));
  return { ok: true, main, companions };
}
