import autocannon from 'autocannon';

/**
 * The load generator in its own process (forked by run.ts) so it does not share the server's event
 * loop (autocannon treats a worker thread as one of its own workers):
 * autocannon with `connections` keep-alive connections, each sending the next request when the
 * previous answer arrived, for `seconds` after a warm-up of `warmupSeconds`.
 */
/**
 * `bodies` (JSON texts) are sent in turn, one per request, with `method` (POST reports asked for
 * many products rather than one over and over). `uniqueHeader` names a header given a new value on
 * every request (an Idempotency-Key, so each creation is a new booking, not a replay).
 * `perConnection` gives each connection one of `values` for header `name` (a user's token per connection).
 * @param {{ url: string, headers: Record<string, string>, connections: number, seconds: number, warmupSeconds: number, method?: string, bodies?: string[], uniqueHeader?: string, perConnection?: { name: string, values: string[] } }} job
 */
async function run({
  url,
  headers,
  connections,
  seconds,
  warmupSeconds,
  method = 'GET',
  bodies,
  uniqueHeader,
  perConnection,
}) {
  let next = 0;
  let connection = 0;
  const setupRequest = (request, context) => {
    const n = next++;
    const body = bodies[n % bodies.length];
    let headers = request.headers;
    if (uniqueHeader) headers = { ...headers, [uniqueHeader]: `bench-${process.pid}-${n}` };
    if (perConnection) {
      // Each connection keeps its own value (e.g. its own user's token) for all its requests.
      context.value ??= perConnection.values[connection++ % perConnection.values.length];
      headers = { ...headers, [perConnection.name]: context.value };
    }
    return { ...request, body, headers };
  };
  const varied = bodies
    ? {
        headers: { ...headers, 'content-type': 'application/json' },
        requests: [{ method, setupRequest }],
      }
    : { headers };
  const result = await autocannon({
    url,
    method,
    connections,
    duration: seconds,
    warmup: { connections, duration: warmupSeconds },
    ...varied,
  });
  return {
    requests: result.requests.total,
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
  };
}

process.once('message', async (job) => {
  process.send?.(await run(job));
  process.disconnect();
});
