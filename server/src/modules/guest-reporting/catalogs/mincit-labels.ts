/**
 * THE table from Posada's codes to the labels MinCIT's TRA service takes (docs/guest-reporting.md,
 * «Tabla de equivalencias»). MinCIT publishes no list of accepted values; these are the labels
 * public PMS clients send (sources in the doc). Change a label here and in the doc, nowhere else.
 */
import type { TravelMotive } from '@posada/contracts';

/**
 * Document types by Posada's abbreviation (`tipos_documento.abreviatura`). Only the labels that
 * at least two public clients send are used (C.C, C.E, T.I, R.C, Pasaporte): other foreign
 * documents go as «Pasaporte», as the public TypeScript client does. `null`: not a person's
 * document (a company's NIT), so no guest can be reported with it.
 */
export const mincitDocumentTypes: Readonly<Record<string, string | null>> = {
  CC: 'C.C',
  CE: 'C.E',
  TI: 'T.I',
  RC: 'R.C',
  /** The NUIP of a child's civil registry. */
  NUIP: 'R.C',
  /** The foreigner card of a minor: the nearest Colombian foreigner identity. */
  TE: 'C.E',
  PA: 'Pasaporte',
  DE: 'Pasaporte',
  PEP: 'Pasaporte',
  PPT: 'Pasaporte',
  CD: 'Pasaporte',
  NIT: null,
  NITE: null,
};

/**
 * Travel motives: Posada records the nine categories of the tourism statistics; MinCIT receives
 * their names as two public clients send them, spelling included («Transito», «medica»).
 */
export const mincitMotives: Readonly<Record<TravelMotive, string>> = {
  negocios: 'Negocios y motivos profesionales',
  vacaciones: 'Vacaciones, recreo y ocio',
  familia: 'Visitas a familiares y amigos',
  educacion: 'Educación y formación',
  salud: 'Salud y atención medica',
  religion: 'Religion y peregrinaciones',
  compras: 'Compras',
  transito: 'Transito',
  otro: 'Otros motivos',
};
