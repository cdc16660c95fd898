/**
 * `npm run bench:lighthouse -w web`: Lighthouse's mobile preset (simulated slow 4G and a 4×
 * slower CPU) on a first visit to the login page and to the rack (24 rooms of the demo hotel,
 * logged in as recepción), median of LIGHTHOUSE_RUNS (3) runs each, driving Debian's Chromium.
 * It starts the product as `npm start` runs it (building the web app when its sources changed) on
 * a fresh embedded database with demo data, and serves the files as the server does: with
 * `--gzip`, a local proxy gzips every answer first, to measure the page as it travels once the
 * server compresses its assets.
 *
 * LIGHTHOUSE_SAVE=<folder> keeps each run's report (JSON) there.
 *
 * Every run starts with the browser's cache emptied and the session set (or removed) in
 * localStorage, where the web app keeps it: Lighthouse's own storage reset is off so the session
 * survives it.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';

const root = fileURLToPath(new URL('../..', import.meta.url));
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const GZIP = process.argv.includes('--gzip');
const PORT = Number(process.env.LIGHTHOUSE_PORT ?? 3900 + (process.pid % 90));
const PASSWORD = 'Posada2026*';

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'posada-lighthouse-'));
const env = {
  ...process.env,
  DATA_DIR: dataDir,
  PORT: String(PORT),
  HOST: '127.0.0.1',
  DEMO_DATA: '1',
  LOG_LEVEL: 'warn',
};
delete env.DATABASE_URL;
const server = spawn(process.execPath, [path.join(root, 'scripts', 'start.mjs')], {
  cwd: root,
  env,
  stdio: ['ignore', 'inherit', 'inherit'],
});
let proxy;
let chrome;
let browser;

async function cleanUp() {
  await browser?.disconnect();
  chrome?.kill();
  proxy?.close();
  server.kill();
  rmSync(dataDir, { recursive: true, force: true });
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

/** A proxy that gzips every answer, as a server with compressed assets sends them. */
function startGzipProxy(target) {
  return new Promise((resolve) => {
    const p = http.createServer((req, res) => {
      const upstream = http.request(
        { host: '127.0.0.1', port: PORT, path: req.url, method: req.method, headers: req.headers },
        (answer) => {
          const headers = { ...answer.headers };
          if (headers['content-encoding'] || !/gzip/.test(req.headers['accept-encoding'] ?? '')) {
            res.writeHead(answer.statusCode ?? 200, headers);
            answer.pipe(res);
            return;
          }
          delete headers['content-length'];
          headers['content-encoding'] = 'gzip';
          res.writeHead(answer.statusCode ?? 200, headers);
          answer.pipe(zlib.createGzip({ level: 9 })).pipe(res);
        },
      );
      req.pipe(upstream);
    });
    p.listen(0, '127.0.0.1', () => resolve(p));
    proxy = p;
    void target;
  });
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const kb = (bytes) => `${(bytes / 1024).toFixed(0)} KB`;

/** Raw and gzip sizes of the scripts and style sheets the page loaded. */
async function firstLoadBytes(lhr) {
  const items = lhr.audits['network-requests'].details.items;
  const sum = { js: 0, jsGzip: 0, jsSent: 0, css: 0, cssGzip: 0, cssSent: 0 };
  for (const item of items) {
    const kind = item.resourceType === 'Script' ? 'js' : item.resourceType === 'Stylesheet' ? 'css' : null;
    if (!kind) continue;
    const body = Buffer.from(await (await fetch(item.url)).arrayBuffer());
    sum[kind] += body.length;
    sum[`${kind}Gzip`] += zlib.gzipSync(body).length;
    sum[`${kind}Sent`] += item.transferSize;
  }
  return sum;
}

try {
  const direct = `http://127.0.0.1:${PORT}`;
  await waitForServer(direct);
  const base = GZIP ? `http://127.0.0.1:${(await startGzipProxy(direct)).address().port}` : direct;
  const login = await (
    await fetch(`${direct}/api/login`, {
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

  const pages = [
    { name: 'login', url: `${base}/auth/login`, session: null },
    { name: 'rack', url: `${base}/dashboard/dashboardRooms`, session: login },
  ];
  const report = [];
  for (const target of pages) {
    const runs = [];
    for (let i = 0, failures = 0; i < RUNS; i++) {
      const page = await browser.newPage();
      // Same origin, no app files: the session is set without warming any cache.
      await page.goto(`${base}/api/health`);
      await page.evaluate((session) => {
        localStorage.clear();
        sessionStorage.clear();
        if (session) {
          localStorage.setItem('posada.token', session.token);
          localStorage.setItem('posada.usuario', JSON.stringify(session.usuario));
        }
      }, target.session);
      const cdp = await page.createCDPSession();
      await cdp.send('Network.clearBrowserCache');
      await cdp.detach();
      const result = await lighthouse(
        target.url,
        {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance', 'best-practices'],
          disableStorageReset: true,
        },
        undefined,
        page,
      );
      const lhr = result.lhr;
      if (lhr.runtimeError) {
        // Chromium now and then loses the trace of a load (NO_NAVSTART): that run is done again.
        await page.close();
        if (++failures > 3) throw new Error(lhr.runtimeError.message);
        console.log(`${target.name}: ${lhr.runtimeError.code}, otra vez`);
        i--;
        continue;
      }
      const finalUrl = lhr.finalDisplayedUrl;
      if (!finalUrl.startsWith(target.url)) throw new Error(`${target.name}: terminó en ${finalUrl}`);
      if (process.env.LIGHTHOUSE_SAVE) {
        writeFileSync(path.join(process.env.LIGHTHOUSE_SAVE, `${target.name}-${i + 1}.json`), result.report);
      }
      runs.push({
        score: Math.round(lhr.categories.performance.score * 100),
        fcp: lhr.audits['first-contentful-paint'].numericValue,
        lcp: lhr.audits['largest-contentful-paint'].numericValue,
        tbt: lhr.audits['total-blocking-time'].numericValue,
        cls: lhr.audits['cumulative-layout-shift'].numericValue,
        legible: lhr.audits['font-size'].displayValue ?? String(lhr.audits['font-size'].score),
        bytes: await firstLoadBytes(lhr),
      });
      await page.close();
      const last = runs.at(-1);
      console.log(
        `${target.name} #${i + 1}: ${last.score}, LCP ${Math.round(last.lcp)} ms, TBT ${Math.round(last.tbt)} ms`,
      );
    }
    const m = (key) => median(runs.map((run) => run[key]));
    const bytes = runs[0].bytes;
    report.push({
      page: target.name,
      performance: m('score'),
      'FCP (ms)': Math.round(m('fcp')),
      'LCP (ms)': Math.round(m('lcp')),
      'TBT (ms)': Math.round(m('tbt')),
      CLS: Number(m('cls').toFixed(3)),
      'JS raw': kb(bytes.js),
      'JS gzip': kb(bytes.jsGzip),
      'JS sent': kb(bytes.jsSent),
      'CSS raw': kb(bytes.css),
      'CSS gzip': kb(bytes.cssGzip),
      'CSS sent': kb(bytes.cssSent),
      'legible text': runs[0].legible,
    });
  }
  console.log(
    `\nMobile, median of ${RUNS} runs${GZIP ? ', answers gzipped by a proxy' : ', as the server sends them'}:`,
  );
  console.table(report);
} finally {
  await cleanUp();
}
