/**
 * `npm run bench:trace -w web`: where a first visit's main thread goes, task by task, at a phone's
 * speed. Lighthouse (bench/lighthouse.mjs) says how long the page blocks; this says what blocks it.
 * Debian's Chromium opens one screen with an empty cache and the CPU slowed TRACE_RATE times (4,
 * as Lighthouse's mobile preset), records a trace with V8's sampling profiler, and prints each task
 * longer than 50 ms: when it started, how long it lasted, the self time by package or source file
 * (through the build's source maps), by React's phase (render, commit, a synchronous render
 * started inside a commit, passive effects) and by the component being drawn. Last, the longest
 * task's time by the source module of the line that ran (that is how the es-CO number format's
 * first use was found inside the first bundle's evaluation: docs/performance.md, "Twelfth pass").
 *
 * It measures a server already running, with the demo hotel lived, for example:
 *   (cd web && npx vite build --sourcemap --minify false --outDir /tmp/trace-dist)
 *   DATA_DIR=/tmp/trace-data PORT=3800 DEMO_DATA=1 WEB_DIST=/tmp/trace-dist node scripts/start.mjs
 * then, once it logs "Hotel de demostración al día":
 *   TRACE_URL=http://127.0.0.1:3800 TRACE_DIST=/tmp/trace-dist TRACE_SCREEN=/dashboard/calendar \
 *     npm run bench:trace -w web
 * Without `--minify false` the names of React's phases and components are lost (the self time by
 * package stays); without TRACE_DIST the self time is by script file. Screens other than /auth/… are opened as
 * recepción@posada.demo. Figures swing from run to run as the host's do: compare several runs.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import puppeteer from 'puppeteer-core';
import { SourceMapConsumer } from 'source-map-js';

const BASE = process.env.TRACE_URL ?? 'http://127.0.0.1:3000';
const SCREEN = process.env.TRACE_SCREEN ?? '/dashboard/dashboardRooms';
const RATE = Number(process.env.TRACE_RATE ?? 4);
const DIST = process.env.TRACE_DIST;
/** React's functions that name a phase of its work (kept by an unminified build). */
const PHASES = [
  'commitRoot',
  'flushPassiveEffects',
  'performSyncWorkOnRoot',
  'performWorkOnRootViaSchedulerTask',
  'workLoopConcurrentByScheduler',
  'workLoopSync',
];

async function record() {
  const browser = await puppeteer.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
  });
  try {
    const page = await browser.newPage();
    await page.setViewport({ width: 412, height: 823, deviceScaleFactor: 1.75, isMobile: true });
    let session = null;
    if (!SCREEN.startsWith('/auth/')) {
      const answer = await fetch(`${BASE}/api/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'recepcion@posada.demo', password: 'Posada2026*' }),
      });
      session = await answer.json();
      if (!session.token) throw new Error(`No se pudo iniciar sesión: ${JSON.stringify(session)}`);
    }
    // Same origin, no app files: the session is set as the web app keeps it, no cache warmed.
    await page.goto(`${BASE}/api/health`);
    await page.evaluate((stored) => {
      localStorage.clear();
      if (stored) {
        localStorage.setItem('posada.token', stored.token);
        localStorage.setItem('posada.usuario', JSON.stringify(stored.usuario));
      }
    }, session);
    const cdp = await page.createCDPSession();
    await cdp.send('Network.clearBrowserCache');
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: RATE });
    await page.tracing.start({
      categories: [
        'devtools.timeline',
        'disabled-by-default-devtools.timeline',
        'disabled-by-default-v8.cpu_profiler',
        'blink.user_timing',
      ],
    });
    // The live stream keeps a request open: the network is never idle for long, so a bounded wait.
    await page.goto(`${BASE}${SCREEN}`, { waitUntil: 'networkidle2', timeout: 30_000 }).catch(() => {});
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    return JSON.parse(new TextDecoder().decode(await page.tracing.stop())).traceEvents;
  } finally {
    await browser.close();
  }
}

/** The renderer's main thread, its tasks and the profiler's samples (each with its stack). */
function readTrace(events) {
  const pid = events.find((e) => e.name === 'TracingStartedInBrowser')?.args?.data?.frames?.[0]?.processId;
  const tid = events.find(
    (e) => e.pid === pid && e.name === 'thread_name' && e.args.name === 'CrRendererMain',
  )?.tid;
  const onMain = events.filter((e) => e.pid === pid && e.tid === tid);
  const nodes = new Map();
  const samples = [];
  let time = 0;
  for (const e of events.filter(
    (x) => x.pid === pid && (x.name === 'Profile' || x.name === 'ProfileChunk'),
  )) {
    if (e.name === 'Profile') {
      time = e.args.data.startTime;
      continue;
    }
    const profile = e.args.data.cpuProfile ?? {};
    for (const node of profile.nodes ?? []) nodes.set(node.id, node);
    const deltas = e.args.data.timeDeltas ?? [];
    const lines = e.args.data.lines ?? [];
    (profile.samples ?? []).forEach((id, i) => {
      time += deltas[i];
      samples.push({ id, ts: time, line: lines[i] });
    });
  }
  // The trace names each node's parent; a profile of another shape names its children instead.
  for (const node of nodes.values())
    for (const child of node.children ?? []) {
      const inner = nodes.get(child);
      if (inner) inner.parent ??= node.id;
    }
  let previous = null;
  for (const sample of samples) {
    sample.ms = previous === null ? 0 : (sample.ts - previous) / 1000;
    previous = sample.ts;
    const stack = [];
    for (let node = nodes.get(sample.id); node; node = nodes.get(node.parent)) stack.push(node.callFrame);
    sample.stack = stack;
  }
  const navigations = onMain.filter((e) => e.name === 'navigationStart');
  const start =
    (navigations.find((e) => e.args?.data?.documentLoaderURL?.endsWith(SCREEN)) ?? navigations[0])?.ts ?? 0;
  const tasks = onMain.filter((e) => e.name === 'RunTask' && e.dur);
  return { tasks, samples, start };
}

const sourceMaps = new Map();
/** The source file of a line of the build (through its source map), if TRACE_DIST has the maps. */
function sourceOf(script, line) {
  const file = DIST && path.join(DIST, 'assets', `${script}.map`);
  if (file && !sourceMaps.has(file))
    sourceMaps.set(
      file,
      existsSync(file) ? new SourceMapConsumer(JSON.parse(readFileSync(file, 'utf8'))) : null,
    );
  return (file && sourceMaps.get(file)?.originalPositionFor({ line, column: 0 }).source) || null;
}

/** The build's script a frame's code is in (`react-Cs-UYfdp.js`), or undefined for others. */
function scriptOf(frame) {
  return (frame.url ?? '').match(/\/assets\/([^?]+\.js)$/)?.[1];
}

/** Where a frame's code comes from: a package (`react-dom`), an app file (`src/lib/format.ts`). */
function originOf(frame, line = frame.lineNumber + 1) {
  const script = scriptOf(frame);
  if (!script) return frame.url ? path.basename(frame.url) : `(${frame.functionName || 'native'})`;
  const source = sourceOf(script, line);
  if (!source) return script;
  const packagePath = source.split('node_modules/').at(-1);
  if (packagePath !== source)
    return packagePath
      .split('/')
      .slice(0, packagePath.startsWith('@') ? 2 : 1)
      .join('/');
  return source.replace(/^.*?\/(src|contracts)\//, '$1/');
}

/** A component's function name, or for an anonymous one (Mantine's factories) its source file. */
function componentName(frame) {
  if (frame.functionName) return frame.functionName;
  const script = scriptOf(frame);
  const source = script && sourceOf(script, frame.lineNumber + 1);
  return source ? `(${path.basename(source)})` : '(anonymous)';
}

function top(totals, count) {
  return [...totals]
    .sort((a, b) => b[1] - a[1])
    .slice(0, count)
    .map(([name, ms]) => `${name} ${ms.toFixed(0)}`)
    .join(' · ');
}

function add(totals, key, ms) {
  totals.set(key, (totals.get(key) ?? 0) + ms);
}

const { tasks, samples, start } = readTrace(await record());
const within = (task) => samples.filter((s) => s.ts >= task.ts && s.ts <= task.ts + task.dur);
const long = tasks.filter((task) => task.dur / 1000 > 50).sort((a, b) => a.ts - b.ts);
console.log(`${BASE}${SCREEN}, CPU ${RATE}× slower: tasks over 50 ms (ms from the navigation · length)`);
for (const task of long) {
  const bySource = new Map();
  const byPhase = new Map();
  const byComponent = new Map();
  for (const sample of within(task)) {
    add(bySource, sample.stack[0] ? originOf(sample.stack[0]) : '?', sample.ms);
    const names = sample.stack.map((frame) => frame.functionName);
    add(byPhase, PHASES.filter((phase) => names.includes(phase)).join(' > ') || '(outside React)', sample.ms);
    // The innermost component being drawn: the function React's renderWithHooks called.
    const drawing = names.indexOf('renderWithHooks');
    if (drawing > 0) add(byComponent, componentName(sample.stack[drawing - 1]), sample.ms);
  }
  console.log(`@${((task.ts - start) / 1000).toFixed(0)} · ${(task.dur / 1000).toFixed(0)} ms`);
  console.log(`   by source: ${top(bySource, 8)}`);
  console.log(`   by phase:  ${top(byPhase, 5)}`);
  if (byComponent.size > 0) console.log(`   drawing:   ${top(byComponent, 8)}`);
}
const longest = long.reduce((a, b) => (b.dur > a.dur ? b : a), long[0]);
if (longest) {
  // By the line each sample ran: inside a bundle's top level that is the module the line came from.
  const byModule = new Map();
  for (const sample of within(longest)) {
    const frame = sample.stack[0];
    add(
      byModule,
      frame ? originOf(frame, sample.line > 0 ? sample.line : frame.lineNumber + 1) : '?',
      sample.ms,
    );
  }
  console.log(`\nThe longest task (${(longest.dur / 1000).toFixed(0)} ms) by the source of the line run:`);
  console.log(`   ${top(byModule, 15)}`);
}
const busy = tasks.reduce((sum, task) => sum + task.dur, 0) / 1000;
const blocking = long.reduce((sum, task) => sum + task.dur / 1000 - 50, 0);
console.log(
  `\nMain thread busy ${busy.toFixed(0)} ms; past 50 ms in its tasks ${blocking.toFixed(0)} ms (observed, not Lantern's simulation).`,
);
