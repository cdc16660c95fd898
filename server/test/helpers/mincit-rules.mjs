// What a fake MinCIT checks and answers (POST /one/, POST /two/), in plain JavaScript so that both
// the API tests' fake (fake-mincit.ts) and the browser tests' (e2e/fakes/mincit.mjs, run by Node
// without a TypeScript loader) use the same rules. Types: mincit-rules.d.mts.

const IDENTITY = [
  'tipo_identificacion',
  'numero_identificacion',
  'nombres',
  'apellidos',
  'cuidad_residencia',
  'cuidad_procedencia',
  'numero_habitacion',
  'check_in',
  'check_out',
];
const MAIN_FIELDS = [
  ...IDENTITY,
  'motivo',
  'numero_acompanantes',
  'tipo_acomodacion',
  'costo',
  'nombre_establecimiento',
  'rnt_establecimiento',
];
const DOCUMENT_LABELS = new Set(['C.C', 'C.E', 'T.I', 'R.C', 'Pasaporte']);
const FORMATS = {
  check_in: /^\d{4}-\d{2}-\d{2}$/,
  check_out: /^\d{4}-\d{2}-\d{2}$/,
  costo: /^\d+$/,
  numero_acompanantes: /^\d+$/,
  rnt_establecimiento: /^\d{1,20}$/,
};

/** Why the body is refused, or null: every field present, text, well formed. */
function refusal(body, fields, codes) {
  if (typeof body !== 'object' || body === null) return 'el cuerpo no es un objeto JSON';
  for (const field of fields) {
    const value = body[field];
    if (typeof value !== 'string' || value.trim() === '') return `${field} falta o no es texto`;
    if (FORMATS[field] && !FORMATS[field].test(value)) return `${field} mal formado: ${value}`;
  }
  if (!DOCUMENT_LABELS.has(String(body.tipo_identificacion))) return 'tipo_identificacion desconocido';
  if (String(body.check_out) < String(body.check_in)) return 'check_out antes de check_in';
  if (fields.includes('padre') && !codes.has(String(body.padre))) {
    return `padre ${String(body.padre)} no es una tarjeta registrada`;
  }
  return null;
}

/**
 * A MinCIT that knows one token: 201 `{"code": N}` (from 991 on) for a body it takes, 400 naming no
 * field (as MinCIT) with the reason kept apart for the tests, 401 for another token, 404 elsewhere.
 */
export function createMincitRules(token) {
  const codes = new Set();
  let nextCode = 991;
  return {
    answer({ method, url, authorization }, raw) {
      const [scheme = '', given = ''] = (authorization ?? '').split(' ');
      if (scheme.toLowerCase() !== 'token' || given !== token) {
        return { status: 401, body: JSON.stringify({ detail: 'Token inválido.' }), refusal: 'token' };
      }
      if (method !== 'POST' || (url !== '/one/' && url !== '/two/')) {
        return { status: 404, body: JSON.stringify({ detail: 'No encontrado.' }) };
      }
      let body;
      try {
        body = JSON.parse(raw);
      } catch {
        return { status: 400, body: JSON.stringify({ error: 'JSON inválido' }), refusal: 'json' };
      }
      const why = refusal(body, url === '/one/' ? MAIN_FIELDS : [...IDENTITY, 'padre'], codes);
      // MinCIT's refusal does not say which field failed: neither does the fake's answer.
      if (why) return { status: 400, body: JSON.stringify({ error: 'No se pudo registrar' }), refusal: why };
      const code = nextCode++;
      codes.add(String(code));
      return { status: 201, body: JSON.stringify({ code }) };
    },
  };
}
