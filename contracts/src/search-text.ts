/**
 * A text as every search of the app compares it: lower case, without accents or ñ's tilde
 * ("GÓMEZ", "Gómez" and "gomez" are all "gomez"). The server compares it with the database's
 * `posada_normaliza(column)` (migration 0025); the web filters the options of its drop-downs with
 * it. Apart from the index so the web's first script takes only this.
 */
export function normalizeSearch(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}
