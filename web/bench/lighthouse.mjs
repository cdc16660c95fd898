/**
 * `npm run bench:lighthouse`: Lighthouse's mobile preset (simulated slow 4G and a 4× slower CPU)
 * on a first visit to each main screen (`screens` below: the login page, then each screen logged
 * in as recepción on the demo hotel), median of LIGHTHOUSE_RUNS (3) runs each, driving Debian's
 * Chromium. It starts the product as `npm start` runs it (building the web app when its sources
 * changed) on a fresh embedded database with demo data, and measures the answers as the server
 * sends them.
 *
 * The last three rows are the floor (bench/floor): the same rack-like page drawn by React alone, by
 * React and Mantine, and by React, Mantine and zod, built and served by the bench itself. The host
 * moves every figure 2–3× from run to run and day to day; the floor moves with it, so a screen is
 * judged by what it costs above the floor in the same run (docs/performance.md, "Sixteenth pass").
 *
 * LIGHTHOUSE_SCREENS=login,calendar measures only those; LIGHTHOUSE_SAVE=<folder> keeps each
 * run's report (JSON) there; LIGHTHOUSE_PORT picks the product's port.
 *
 * LIGHTHOUSE_BUILDS=before=/tmp/a,after=/tmp/b compares builds of the web app (each a `vite
 * build --outDir` folder) on one server and one demo hotel: each screen's runs alternate between
 * the builds (before, after, before, after…), the build swapped in before its run, so the machine's
 * drift falls on both alike. The table has a row per screen and build.
 *
 * Each row ends with Lighthouse's `benchmarkIndex` of the host (median of the runs): the same build
 * scored 90–98 at an index of about 3 650 and 60–89 at about 2 550, so figures are compared at like
 * indexes (docs/performance.md, "Eleventh pass").
 *
 * Every run starts with the browser's cache emptied and the session set (or removed) in
 * localStorage, where the web app keeps it: Lighthouse's own storage reset is off so the session
 * survives it.
 */
import { spawn, spawnSync } from 'node:child_process';
import {
  createReadStream,
  existsSync,
  mkdirSync,
  mkdtempSync,
  renameSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import readline from 'node:readline';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';

/** The screens measured, in order: a new main screen is one more line. */
const screens = [
  { name: 'login', path: '/auth/login', session: false },
  { name: 'dashboardRooms', path: '/dashboard/dashboardRooms', session: true },
  { name: 'calendar', path: '/dashboard/calendar', session: true },
  { name: 'reserva', path: '/dashboard/reserva', session: true },
  { name: 'dashboardFacturacion', path: '/dashboard/dashboardFacturacion', session: true },
  { name: 'dashboardSell', path: '/dashboard/dashboardSell', session: true },
  // The floor: the stack without the app (bench/floor), each step adding a layer — React alone;
  // React and Mantine drawing a frame like the rack's; and zod checking its rooms first. Measured
  // in the same run as the screens, what a screen costs above it is the app's, on any host.
  { name: 'floor-react', path: '/react.html', floor: true },
  { name: 'floor-mantine', path: '/mantine.html', floor: true },
  { name: 'floor-zod', path: '/zod.html', floor: true },
];

const root = fileURLToPath(new URL('../..', import.meta.url));
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const PORT = Number(process.env.LIGHTHOUSE_PORT ?? 3900 + (process.pid % 90));
const ONLY = process.env.LIGHTHOUSE_SCREENS?.split(',').map((name) => name.trim());
const PASSWORD = 'Posada2026*';

/** The builds compared (LIGHTHOUSE_BUILDS), or the one `npm start` builds and serves. */
const builds = (process.env.LIGHTHOUSE_BUILDS ?? '')
  .split(',')
  .filter(Boolean)
  .map((entry) => {
    const [name, dir] = entry.includes('=') ? entry.split('=') : [path.basename(entry), entry];
    return { name, dir: path.resolve(dir) };
  });

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'posada-lighthouse-'));
// The server serves the build this link points to; `serve` swaps it between runs.
const webLink = `${dataDir}-web`;
function serve(build) {
  if (!build) return;
  symlinkSync(build.dir, `${webLink}.next`);
  renameSync(`${webLink}.next`, webLink);
}
serve(builds[0]);
const env = {
  ...process.env,
  DATA_DIR: dataDir,
  PORT: String(PORT),
  HOST: '127.0.0.1',
  DEMO_DATA: '1',
  // Info, to see the demo hotel's life end (below); the server's lines of level warn and above
  // are passed on.
  LOG_LEVEL: 'info',
  ...(builds.length > 0 && { WEB_DIST: webLink }),
};
delete env.DATABASE_URL;
const server = spawn(process.execPath, [path.join(root, 'scripts', 'start.mjs')], {
  cwd: root,
  env,
  stdio: ['ignore', 'pipe', 'inherit'],
});

/**
 * The demo hotel lives its months after the server is up (a minute or two of work in the same
 * process, logging in as its staff): measuring meanwhile measured that work too, and the session
 * taken before it ended was gone by the second screen. Resolves when the server says it ended.
 */
const demoLived = new Promise((resolve) => {
  const lines = readline.createInterface({ input: server.stdout });
  lines.on('line', (line) => {
    let entry;
    try {
      entry = JSON.parse(line);
    } catch {
      console.log(line);
      return;
    }
    if (entry.level >= 40) console.log(line);
    if (/^Hotel de demostración al día|no terminó de prepararse/.test(entry.msg ?? '')) resolve();
  });
});
let chrome;
let browser;
let floorServer;
/** Where the floor pages are built, removed with the database's folder. */
const floorDir = `${dataDir}-floor`;

/**
 * Builds the floor pages and serves them on the next port as the product serves its files (the
 * build's brotli copies when the browser takes them): nothing of the app's build or server changes.
 * Written here rather than `vite preview`, whose file server (sirv) is not given the precompressed
 * copies: the floor would travel uncompressed while the screens travel in brotli.
 */
function startFloor() {
  const built = spawnSync(
    'npx',
    ['vite', 'build', '-c', 'bench/floor/vite.config.ts', '--outDir', floorDir, '--logLevel', 'error'],
    {
      cwd: path.join(root, 'web'),
      stdio: 'inherit',
    },
  );
  if (built.status !== 0) throw new Error('No se pudieron construir las páginas del piso');
  const types = { '.html': 'text/html; charset=utf-8', '.js': 'text/javascript', '.css': 'text/css' };
  const floor = http.createServer((request, response) => {
    const file = path.join(floorDir, path.normalize(new URL(request.url, 'http://x').pathname));
    // A page of its own (not Chromium's error page) where a file is missing: the bench sets the
    // origin's storage on /api/health before each run.
    if (!file.startsWith(floorDir) || !statSync(file, { throwIfNoEntry: false })?.isFile())
      return response.writeHead(404, { 'content-type': 'text/html; charset=utf-8' }).end('No existe');
    const brotli = /\bbr\b/.test(request.headers['accept-encoding'] ?? '') && existsSync(`${file}.br`);
    response.writeHead(200, {
      'content-type': types[path.extname(file)] ?? 'application/octet-stream',
      ...(brotli && { 'content-encoding': 'br' }),
    });
    createReadStream(brotli ? `${file}.br` : file).pipe(response);
  });
  floor.listen(PORT + 1, '127.0.0.1');
  return { base: `http://127.0.0.1:${PORT + 1}`, close: () => floor.close() };
}

async function cleanUp() {
  await browser?.disconnect();
  chrome?.kill();
  // The database's folder is removed once the server has stopped writing to it.
  if (server.exitCode === null) {
    const exited = new Promise((resolve) => server.once('exit', resolve));
    server.kill();
    await exited;
  }
  floorServer?.close();
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(webLink, { force: true });
  rmSync(floorDir, { recursive: true, force: true });
}

async function waitForServer(base) {
  for (let i = 0; i < 600; i++) {
    if (server.exitCode !== null) throw new Error('El servidor terminó');
    try {
      if ((await fetch(`${base}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('El servidor no arrancó');
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const kb = (bytes) => Math.round(bytes / 1024);

/** The scripts and style sheets the page loaded: how many, raw and gzip sizes, bytes sent. */
async function firstLoadFiles(lhr) {
  const items = lhr.audits['network-requests'].details.items;
  const sum = { scripts: 0, tinyScripts: 0, js: 0, jsGzip: 0, css: 0, cssGzip: 0, sent: 0 };
  for (const item of items) {
    sum.sent += item.transferSize ?? 0;
    const kind = item.resourceType === 'Script' ? 'js' : item.resourceType === 'Stylesheet' ? 'css' : null;
    if (!kind) continue;
    const body = Buffer.from(await (await fetch(item.url)).arrayBuffer());
    if (kind === 'js') {
      sum.scripts++;
      if (body.length < 1024) sum.tinyScripts++;
    }
    sum[kind] += body.length;
    sum[`${kind}Gzip`] += zlib.gzipSync(body).length;
  }
  return sum;
}

/** One first visit of `target` measured by Lighthouse, or null when Chromium lost its trace. */
async function measure(base, target, session) {
  const url = `${base}${target.path}`;
  const page = await browser.newPage();
  try {
    // Same origin, no app files: the session is set without warming any cache.
    await page.goto(`${base}/api/health`);
    await page.evaluate(
      (stored) => {
        localStorage.clear();
        sessionStorage.clear();
        if (stored) {
          localStorage.setItem('posada.token', stored.token);
          localStorage.setItem('posada.usuario', JSON.stringify(stored.usuario));
        }
      },
      target.session ? session : null,
    );
    const cdp = await page.createCDPSession();
    await cdp.send('Network.clearBrowserCache');
    await cdp.detach();
    const result = await lighthouse(
      url,
      {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'best-practices'],
        disableStorageReset: true,
        // The live stream (/api/eventos) keeps a request open for good, so the network is never
        // quiet and Lighthouse waited its full 45 s a run; every metric is decided within seconds.
        maxWaitForLoad: 15_000,
      },
      undefined,
      page,
    );
    const lhr = result.lhr;
    // Chromium now and then loses the trace of a load (NO_NAVSTART): that run is done again.
    if (lhr.runtimeError) return { error: lhr.runtimeError };
    if (!lhr.finalDisplayedUrl.startsWith(url))
      throw new Error(`${target.name}: terminó en ${lhr.finalDisplayedUrl}`);
    const longTasks = lhr.audits['long-tasks'].details?.items ?? [];
    return {
      report: result.report,
      score: Math.round(lhr.categories.performance.score * 100),
      fcp: lhr.audits['first-contentful-paint'].numericValue,
      lcp: lhr.audits['largest-contentful-paint'].numericValue,
      tbt: lhr.audits['total-blocking-time'].numericValue,
      cls: lhr.audits['cumulative-layout-shift'].numericValue,
      longest: Math.max(0, ...longTasks.map((task) => task.duration)),
      unusedJs: lhr.audits['unused-javascript'].details?.overallSavingsBytes ?? 0,
      // Lighthouse's measure of the host's speed: runs are comparable only on hosts alike.
      hostIndex: lhr.environment.benchmarkIndex,
      files: await firstLoadFiles(lhr),
    };
  } finally {
    await page.close();
  }
}

try {
  const base = `http://127.0.0.1:${PORT}`;
  await waitForServer(base);
  await demoLived;
  const login = await (
    await fetch(`${base}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'recepcion@posada.demo', password: PASSWORD }),
    })
  ).json();
  if (!login.token) throw new Error(`No se pudo iniciar sesión: ${JSON.stringify(login)}`);

  chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
  });
  browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });

  const report = [];
  const measured = screens.filter((s) => !ONLY || ONLY.includes(s.name));
  if (measured.some((s) => s.floor)) floorServer = startFloor();
  for (const target of measured) {
    // The floor is the same whatever build the app's screens are compared in.
    const variants = builds.length > 0 && !target.floor ? builds : [undefined];
    const runsOf = variants.map(() => []);
    for (let round = 0; round < RUNS; round++) {
      for (const [index, build] of variants.entries()) {
        serve(build);
        const runs = runsOf[index];
        const label = `${target.name}${build ? ` (${build.name})` : ''}`;
        for (let failures = 0; runs.length <= round; ) {
          const run = await measure(target.floor ? floorServer.base : base, target, login);
          if (run.error) {
            if (++failures > 3) throw new Error(run.error.message);
            console.log(`${label}: ${run.error.code}, otra vez`);
            continue;
          }
          runs.push(run);
          if (process.env.LIGHTHOUSE_SAVE) {
            // The folder is made if missing: a run of several minutes must not end on its first save.
            mkdirSync(process.env.LIGHTHOUSE_SAVE, { recursive: true });
            const file = `${target.name}${build ? `-${build.name}` : ''}-${runs.length}.json`;
            writeFileSync(path.join(process.env.LIGHTHOUSE_SAVE, file), run.report);
          }
          console.log(
            `${label} #${runs.length}: ${run.score}, LCP ${Math.round(run.lcp)} ms, TBT ${Math.round(run.tbt)} ms, CLS ${run.cls.toFixed(3)}, host index ${Math.round(run.hostIndex)}`,
          );
        }
      }
    }
    for (const [index, build] of variants.entries()) report.push(summary(target, build, runsOf[index]));
  }
  console.log(`\nMobile, median of ${RUNS} first visits, load average ${os.loadavg()[0].toFixed(1)}:`);
  console.table(report);
  // The same table in Markdown, for the notes.
  const columns = Object.keys(report[0] ?? {});
  console.log(`| ${columns.join(' | ')} |\n|${columns.map(() => ' --- |').join('')}`);
  for (const row of report) console.log(`| ${columns.map((c) => row[c]).join(' | ')} |`);
} finally {
  await cleanUp();
}

/** A screen's row of the table: the medians of its runs (of one build). */
function summary(target, build, runs) {
  const m = (key) => median(runs.map((run) => run[key]));
  const files = runs[0].files;
  return {
    screen: target.name,
    // The floor's rows, measured once whatever the builds, name none (the Markdown table needs a cell).
    ...(builds.length > 0 && { build: build?.name ?? '—' }),
    performance: m('score'),
    'FCP (ms)': Math.round(m('fcp')),
    'LCP (ms)': Math.round(m('lcp')),
    'TBT (ms)': Math.round(m('tbt')),
    CLS: Number(m('cls').toFixed(3)),
    'longest task (ms)': Math.round(m('longest')),
    scripts: files.scripts,
    'under 1 KiB': files.tinyScripts,
    'JS gzip (KB)': kb(files.jsGzip),
    'unused JS (KB)': kb(m('unusedJs')),
    'CSS gzip (KB)': kb(files.cssGzip),
    'sent (KB)': kb(files.sent),
    'host index': Math.round(m('hostIndex')),
  };
}
