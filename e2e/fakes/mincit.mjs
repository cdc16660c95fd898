// A local stand-in for MinCIT's PMS service of the TRA (POST /one/, POST /two/) for the browser
// tests, imported by serve.mjs before the server starts: it listens on a free loopback port, points
// the server at it (MINCIT_BASE_URL) and has the TRA queue look every 3 s (TRA_QUEUE_SECONDS), so a
// check-in's TRA is sent while the test waits. It checks and answers with the API tests' rules
// (server/test/helpers/mincit-rules.mjs): 201 {"code": N}, 400 naming no field, 401 for a token
// it does not know.
import { createServer } from 'node:http';
import { createMincitRules } from '../../server/test/helpers/mincit-rules.mjs';

/** The token the fake accepts: guest-reporting.spec.ts types it in Configuración. */
export const FAKE_MINCIT_TOKEN = 'e2e-tra-7c1f0a9b-4d2e-4b8a-9f3c-1a2b3c4d5e6f';

const rules = createMincitRules(FAKE_MINCIT_TOKEN);
const server = createServer((req, res) => {
  const chunks = [];
  req.on('data', (c) => chunks.push(c));
  req.on('end', () => {
    const raw = Buffer.concat(chunks).toString('utf8');
    const { status, body } = rules.answer(
      { method: req.method, url: req.url, authorization: req.headers.authorization },
      raw,
    );
    res.writeHead(status, { 'Content-Type': 'application/json' });
    res.end(body);
  });
});
await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
server.unref();
process.env.MINCIT_BASE_URL = `http://127.0.0.1:${server.address().port}`;
process.env.TRA_QUEUE_SECONDS = '3';
