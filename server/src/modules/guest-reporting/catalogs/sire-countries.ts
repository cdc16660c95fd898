/**
 * Migración Colombia's own country codes (not ISO: Colombia 169, Estados Unidos 249, España 245),
 * used for the nationality, origin and destination of the SIRE file, with the ISO alpha-2 code of
 * the country Posada keeps (`paises.codigo`). The rows come from the seed file
 * `db/seed/data/SirePaises.csv` and, once seeded, from the table a hotel can correct: no official
 * list was found, so the catalog is data, never constants (docs/guest-reporting.md).
 */
export interface TSireCountryRow {
  /** Migración's code, digits without leading zeros. */
  codigo: string;
  nombre: string;
  /** Posada's country (ISO 3166-1 alpha-2), or '' when none maps onto it. */
  iso2: string;
}

export interface TSireCountryCatalog {
  /** Migración's code of a Posada country, or undefined when the catalog has none. */
  codeOf(iso2: string): string | undefined;
  /** The name Migración's list gives a code. */
  nameOf(codigo: string): string | undefined;
}

/** What is wrong with the rows, in Spanish; an empty list when they can be used. */
export function checkSireCountryRows(rows: readonly TSireCountryRow[]): string[] {
  const problems: string[] = [];
  const codes = new Set<string>();
  const countries = new Set<string>();
  rows.forEach((row, i) => {
    const line = `Fila ${i + 1}`;
    if (!/^(0|[1-9]\d{0,3})$/.test(row.codigo)) {
      problems.push(`${line}: el código «${row.codigo}» no es un número sin ceros a la izquierda`);
    }
    if (row.nombre.trim() === '') problems.push(`${line}: falta el nombre del país`);
    if (row.iso2 !== '' && !/^[A-Z]{2}$/.test(row.iso2)) {
      problems.push(`${line}: «${row.iso2}» no es un código de país de dos letras`);
    }
    if (codes.has(row.codigo)) problems.push(`${line}: el código ${row.codigo} está repetido`);
    if (row.iso2 !== '' && countries.has(row.iso2)) {
      problems.push(`${line}: el país ${row.iso2} ya tiene otro código`);
    }
    codes.add(row.codigo);
    if (row.iso2 !== '') countries.add(row.iso2);
  });
  return problems;
}

/** The lookups over checked rows; rows that fail the check are refused, never half used. */
export function createSireCountryCatalog(rows: readonly TSireCountryRow[]): TSireCountryCatalog {
  const problems = checkSireCountryRows(rows);
  if (problems.length > 0) {
    throw new Error(`Catálogo de países de SIRE inválido: ${problems.slice(0, 5).join('; ')}`);
  }
  const byCountry = new Map(rows.filter((r) => r.iso2 !== '').map((r) => [r.iso2, r.codigo]));
  const names = new Map(rows.map((r) => [r.codigo, r.nombre]));
  return {
    codeOf: (iso2) => byCountry.get(iso2.toUpperCase()),
    nameOf: (codigo) => names.get(codigo),
  };
}
