// A local stand-in for MinCIT's PMS service of the TRA (POST /one/, POST /two/) for the browser
// tests, imported by serve.mjs before the server starts: it listens on a free loopback port and
// points the server at it (MINCIT_BASE_URL), and has the TRA queue look every 3 s
// (TRA_QUEUE_SECONDS) so a check-in's TRA is sent while the test waits. It answers as MinCIT
// does — 201 {"code": N}, 400 naming no field, 401 for a token it does not know — with the checks
// of the API tests' fake (server/test/helpers/fake-mincit.ts, TypeScript, which Node 20 cannot
// load here).
import { createServer } from 'node:http';

/** The token the fake accepts: guest-reporting.spec.ts types it in Configuración. */
export const FAKE_MINCIT_TOKEN = 'e2e-tra-7c1f0a9b-4d2e-4b8a-9f3c-1a2b3c4d5e6f';

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

const codes = new Set();
let nextCode = 991;

/** Whether the body is refused: every field present, text, well formed; a companion's parent known. */
function refused(body, fields) {
  if (typeof body !== 'object' || body === null) return true;
  for (const field of fields) {
    const value = body[field];
    if (typeof value !== 'string' || value.trim() === '') return true;
    if (FORMATS[field] && !FORMATS[field].test(value)) return true;
  }
  if (!DOCUMENT_LABELS.has(String(body.tipo_identificacion))) return true;
  if (String(body.check_out) < String(body.check_in)) return true;
  return fields.includes('padre') && !codes.has(String(body.padre));
}

function answer(req, raw) {
  const [scheme = '', given = ''] = (req.headers.authorization ?? '').split(' ');
  if (scheme.toLowerCase() !== 'token' || given !== FAKE_MINCIT_TOKEN)
    return [401, { detail: 'Token inválido.' }];
  if (req.method !== 'POST' || (req.url !== '/one/' && req.url !== '/two/'))
    return [404, { detail: 'No encontrado.' }];
  let body;
  try {
    body = JSON.parse(raw);
  } catch {
    return [400, { error: 'JSON inválido' }];
  }
  if (refused(body, req.url === '/one/' ? MAIN_FIELDS : [...IDENTITY, 'padre'])) {
    return [400, { error: 'No se pudo registrar' }];
  }
  const code = nextCode++;
  codes.add(String(code));
  return [201, { code }];
}

const server = createServer((req, res) => {
  const chunks = [];
  req.on('data', (c) => chunks.push(c));
  req.on('end', () => {
    const [status, body] = answer(req, Buffer.concat(chunks).toString('utf8'));
    res.writeHead(status, { 'Content-Type': 'application/json' });
    res.end(JSON.stringify(body));
  });
});
await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
server.unref();
process.env.MINCIT_BASE_URL = `http://127.0.0.1:${server.address().port}`;
process.env.TRA_QUEUE_SECONDS = '3';
