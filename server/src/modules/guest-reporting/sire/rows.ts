/**
 * The rows of the SIRE file: one per foreign guest's check-in (E) and check-out (S), companions
 * included, in the 13 columns of Migración's template. A guest with missing or malformed data gets
 * no row but issues, all at once; a Colombian gets neither.
 */
import { birthDateError, documentNumberError } from '@posada/contracts';
import { localDate } from '../../../lib/clock';
import { colombianDocumentTypes, sireDocumentTypes } from '../catalogs/sire-codes';
import type { TSireCountryCatalog } from '../catalogs/sire-countries';
import { cleanText, isIsoDate, issueCollector, type TReportIssue } from '../issues';
import type { TSireGuest, TSireHotel, TSireMovement, TSirePlace, TSireRow } from './model';
import { sireName } from './names';

/** YYYY-MM-DD → dd/mm/yyyy, the template's date format. */
export const sireDate = (iso: string) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;

/**
 * Codes as numbers, the way Excel writes the template's numeric cells ("05001" → "5001"): what the
 * portal has always received from hotels that follow Migración's instructions.
 */
const asNumber = (digits: string) => digits.replace(/^0+(?=\d)/, '');

export function checkSireHotel(hotel: TSireHotel): TReportIssue[] {
  const { issues, add } = issueCollector(null, 'Hotel');
  const codigo = cleanText(hotel.codigo);
  const ciudad = cleanText(hotel.ciudad);
  if (codigo === '') add('codigo_hotel', 'Falta el código del hotel en SIRE');
  else if (!/^\d{1,15}$/.test(codigo)) add('codigo_hotel', 'El código del hotel en SIRE lleva solo dígitos');
  if (!/^\d{5}$/.test(ciudad))
    add('codigo_ciudad', 'Falta la ciudad del hotel (código DIVIPOLA de 5 dígitos)');
  try {
    localDate(new Date(0), hotel.zonaHoraria);
  } catch {
    add('fecha_movimiento', `La zona horaria del hotel no es válida: ${hotel.zonaHoraria}`);
  }
  return issues;
}

const NAME_LABELS = {
  primer_apellido: 'El primer apellido',
  segundo_apellido: 'El segundo apellido',
  nombres: 'Los nombres',
} as const;

const label = (guest: TSireGuest) => {
  const name = cleanText(`${guest.nombres ?? ''} ${guest.primer_apellido ?? ''}`);
  const document = cleanText(`${guest.tipo_documento ?? ''} ${guest.numero_documento ?? ''}`);
  return name || (document ? `Huésped ${document}` : 'Huésped sin documento');
};

interface TGuestColumns {
  tipo: string;
  numero: string;
  nacionalidad: string;
  apellidosYNombres: string[];
  procedencia: string;
  destino: string;
  nacimiento: string;
}

/** Whether Migración must hear of the guest: everyone not Colombian (unknown nationality included). */
export const isReportedToSire = (guest: TSireGuest) => cleanText(guest.nacionalidad).toUpperCase() !== 'CO';

/** The guest's own columns (3–8, 11–13), or every issue that keeps them out of the file. */
function readGuest(
  guest: TSireGuest,
  countries: TSireCountryCatalog,
): { issues: TReportIssue[]; columns: TGuestColumns | null } {
  const { issues, add } = issueCollector(guest.ref, label(guest));
  const iso2 = cleanText(guest.nacionalidad);
  if (iso2 === '') {
    add('nacionalidad', 'Falta la nacionalidad: sin ella no se sabe si el huésped se reporta a SIRE');
    return { issues, columns: null };
  }
  const nacionalidad = countries.codeOf(iso2) ?? '';
  if (nacionalidad === '') {
    add('nacionalidad', `La nacionalidad (${iso2}) no tiene código en el catálogo de países de SIRE`);
  }

  const tipo = cleanText(guest.tipo_documento);
  if (tipo === '') add('tipo_documento', 'Falta el tipo de documento');
  else if (colombianDocumentTypes.has(tipo)) {
    add(
      'tipo_documento',
      `Tiene un documento colombiano (${tipo}): corrija la nacionalidad o registre su pasaporte`,
    );
  } else if (!sireDocumentTypes[tipo]) {
    add(
      'tipo_documento',
      `SIRE solo recibe pasaporte, cédula de extranjería, carné diplomático o documento extranjero (tiene ${tipo})`,
    );
  }
  const numero = cleanText(guest.numero_documento).toUpperCase();
  if (numero === '') add('numero_documento', 'Falta el número de documento');
  else if (!/^[A-Z0-9]+$/.test(numero))
    add('numero_documento', 'El número de documento lleva solo letras y dígitos');
  else {
    const error = documentNumberError(tipo, numero);
    if (error) add('numero_documento', error);
  }

  const apellidosYNombres = (['primer_apellido', 'segundo_apellido', 'nombres'] as const).map((campo) => {
    const name = sireName(guest[campo]);
    if ('problem' in name) {
      add(campo, `${NAME_LABELS[campo]}: ${name.problem}`);
      return '';
    }
    if (name.text === '' && campo !== 'segundo_apellido') {
      add(campo, campo === 'nombres' ? 'Faltan los nombres' : 'Falta el primer apellido');
    }
    return name.text;
  });

  const place = (campo: 'procedencia' | 'destino', value: TSirePlace | null): string => {
    const what = campo === 'procedencia' ? 'procedencia' : 'destino';
    if (value === null) {
      add(campo, `Falta el lugar de ${what}`);
      return '';
    }
    if ('ciudad' in value) {
      if (/^\d{5}$/.test(value.ciudad)) return asNumber(value.ciudad);
      add(campo, `La ciudad de ${what} no es un código DIVIPOLA de 5 dígitos`);
      return '';
    }
    const code = countries.codeOf(value.pais);
    if (code) return code;
    add(campo, `El país de ${what} (${value.pais}) no tiene código en el catálogo de países de SIRE`);
    return '';
  };
  const procedencia = place('procedencia', guest.procedencia);
  const destino = place('destino', guest.destino);

  const nacimiento = cleanText(guest.fecha_nacimiento);
  if (nacimiento === '') add('fecha_nacimiento', 'Falta la fecha de nacimiento');
  else if (!isIsoDate(nacimiento)) add('fecha_nacimiento', 'La fecha de nacimiento no es válida');
  else {
    const error = birthDateError(nacimiento);
    if (error) add('fecha_nacimiento', error);
  }
  if (issues.length > 0) return { issues, columns: null };
  const columns = {
    tipo: sireDocumentTypes[tipo] ?? '',
    numero,
    nacionalidad,
    apellidosYNombres,
    procedencia,
    destino,
    nacimiento,
  };
  return { issues, columns };
}

/** What keeps a guest out of the file; empty for a Colombian or a guest that can be reported. */
export function checkSireGuest(guest: TSireGuest, countries: TSireCountryCatalog): TReportIssue[] {
  return isReportedToSire(guest) ? readGuest(guest, countries).issues : [];
}

export interface TSireRows {
  rows: TSireRow[];
  /** Each problem once, even when the guest has both an entry and an exit in the period. */
  issues: TReportIssue[];
}

/** The period's rows in time order (entries first on a tie), and what keeps the others out. */
export function buildSireRows(
  hotel: TSireHotel,
  movements: readonly TSireMovement[],
  countries: TSireCountryCatalog,
): TSireRows {
  const hotelIssues = checkSireHotel(hotel);
  const issues = new Map<string, TReportIssue>();
  const rows: TSireRow[] = [];
  const ordered = [...movements].sort(
    (a, b) => a.instante.getTime() - b.instante.getTime() || a.movimiento.localeCompare(b.movimiento),
  );
  for (const { movimiento, instante, huesped } of ordered) {
    if (!isReportedToSire(huesped)) continue;
    const { issues: guestIssues, columns } = readGuest(huesped, countries);
    for (const issue of guestIssues) issues.set(`${issue.ref}|${issue.campo}`, issue);
    if (!columns || hotelIssues.length > 0) continue;
    rows.push({
      ref: huesped.ref,
      movimiento,
      campos: [
        asNumber(cleanText(hotel.codigo)),
        asNumber(cleanText(hotel.ciudad)),
        columns.tipo,
        columns.numero,
        columns.nacionalidad,
        ...columns.apellidosYNombres,
        movimiento,
        sireDate(localDate(instante, hotel.zonaHoraria)),
        columns.procedencia,
        columns.destino,
        sireDate(columns.nacimiento),
      ],
    });
  }
  return { rows, issues: [...hotelIssues, ...issues.values()] };
}
