/**
 * Migración Colombia's document types for the SIRE file, by Posada's abbreviation. The SIRE
 * instructions accept only these four (3 pasaporte, 5 cédula de extranjería, 46 carné diplomático,
 * 10 documento extranjero — the national identity card of Mercosur and Andean Community citizens).
 * A guest with another document (PEP, PPT, a Colombian one) cannot be reported until the passport
 * or CE is recorded. `CD` is the carné diplomático (seeded with the document types).
 */
export const sireDocumentTypes: Readonly<Record<string, string>> = {
  PA: '3',
  CE: '5',
  CD: '46',
  DE: '10',
};

/** Colombian documents: a guest carrying one is Colombian for Migración, not a foreigner. */
export const colombianDocumentTypes: ReadonlySet<string> = new Set(['CC', 'TI', 'RC', 'NUIP']);
