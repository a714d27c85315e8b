// Loads an interop page (parity-check interop --html) in headless Chromium with the network off, through the
// DevTools protocol on a pipe (--remote-debugging-pipe: no port, no extra package), and reports what a reader
// gets: the matrix as rendered, where a cell's link leads, the trend chart, with scripts on and off, every request
// the page made (and every load its Content-Security-Policy refused), script errors, and screenshots.
//
// Usage: node tools/lib/browser-page-check.mjs CHROMIUM PAGE.html OUT_FOLDER
// Prints one JSON object (the findings) on stdout; writes OUT_FOLDER/page.png (the first screen),
// OUT_FOLDER/page-full.png (the whole page), page-causes.png and page-trend.png (those sections) and
// page-no-script.png. Exit 0 when the page could be
// inspected (the caller judges the findings), 2 when the browser could not be driven.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

const [chromium, pagePath, outFolder] = process.argv.slice(2);
if (!chromium || !pagePath || !outFolder) {
  process.stderr.write('usage: node tools/lib/browser-page-check.mjs CHROMIUM PAGE.html OUT_FOLDER\n');
  process.exit(2);
}
const pageURL = pathToFileURL(resolve(pagePath)).href;
const profile = mkdtempSync(join(tmpdir(), 'interop-page-check.'));
const args = ['--headless', '--disable-gpu', '--no-first-run', '--no-default-browser-check', '--disable-extensions',
  '--disable-background-networking', '--disable-component-update', '--disable-sync', '--hide-scrollbars',
  '--mute-audio', '--remote-debugging-pipe', `--user-data-dir=${profile}`, 'about:blank'];
// Chromium refuses its sandbox to root (a container's CI user): only then is it turned off.
if (process.getuid && process.getuid() === 0) args.unshift('--no-sandbox');
const browser = spawn(chromium, args, { stdio: ['ignore', 'ignore', 'pipe', 'pipe', 'pipe'] });
let browserLog = '';
browser.stderr.on('data', (chunk) => { browserLog += chunk; });
const deadline = setTimeout(() => fail('the browser did not finish within 120 s'), 120_000);

function fail(message) {
  process.stderr.write(`browser-page-check: ${message}\n${browserLog.slice(-2000)}\n`);
  browser.kill('SIGKILL');
  rmSync(profile, { recursive: true, force: true });
  process.exit(2);
}
browser.on('error', (error) => fail(`cannot start ${chromium}: ${error.message}`));

// The protocol: JSON messages, each ended by a NUL byte, written to the browser's fd 3, read from its fd 4.
let nextId = 1;
const pending = new Map();
const listeners = [];
let buffer = Buffer.alloc(0);
browser.stdio[4].on('data', (chunk) => {
  buffer = Buffer.concat([buffer, chunk]);
  let end;
  while ((end = buffer.indexOf(0)) >= 0) {
    const message = JSON.parse(buffer.subarray(0, end).toString('utf8'));
    buffer = buffer.subarray(end + 1);
    if (message.id && pending.has(message.id)) {
      const { resolve: done, reject, method } = pending.get(message.id);
      pending.delete(message.id);
      if (message.error) reject(new Error(`${method}: ${message.error.message}`));
      else done(message.result);
    } else if (message.method) {
      for (const listener of listeners) listener(message);
    }
  }
});
function send(method, params = {}, sessionId) {
  const id = nextId++;
  browser.stdio[3].write(JSON.stringify({ id, method, params, ...(sessionId ? { sessionId } : {}) }) + '\0');
  return new Promise((done, reject) => pending.set(id, { resolve: done, reject, method }));
}
function nextEvent(name, sessionId) {
  return new Promise((done) => {
    const listener = (message) => {
      if (message.method === name && message.sessionId === sessionId) {
        listeners.splice(listeners.indexOf(listener), 1);
        done(message.params);
      }
    };
    listeners.push(listener);
  });
}

const requests = [];
const refused = [];
const scriptErrors = [];
listeners.push((message) => {
  if (message.method === 'Network.requestWillBeSent') requests.push(message.params.request.url);
  if (message.method === 'Log.entryAdded' && /Refused to|Content Security Policy/i.test(message.params.entry.text)) {
    refused.push(message.params.entry.text);
  }
  if (message.method === 'Runtime.exceptionThrown') scriptErrors.push(message.params.exceptionDetails.text);
});

async function open(sessionId, scriptsOn) {
  await send('Emulation.setScriptExecutionDisabled', { value: !scriptsOn }, sessionId);
  const loaded = nextEvent('Page.loadEventFired', sessionId);
  await send('Page.navigate', { url: pageURL }, sessionId);
  await loaded;
}

// The page as a reader sees it, read through the DOM domain (it works with scripts off too).
async function readDOM(sessionId) {
  const { root } = await send('DOM.getDocument', { depth: 0 }, sessionId);
  const html = async (selector) => {
    const { nodeId } = await send('DOM.querySelector', { nodeId: root.nodeId, selector }, sessionId);
    return nodeId ? (await send('DOM.getOuterHTML', { nodeId }, sessionId)).outerHTML : null;
  };
  return { matrix: await html('#matrix-table'), filter: await html('#filter') };
}

async function evaluate(sessionId, expression) {
  const result = await send('Runtime.evaluate', { expression, returnByValue: true }, sessionId);
  if (result.exceptionDetails) throw new Error(`evaluate: ${result.exceptionDetails.text}`);
  return result.result.value;
}

// The first screen; the whole page (`full`); or one section (`section`: an element id), up to 1,600 pixels of it.
async function screenshot(sessionId, file, full, section) {
  const params = { format: 'png' };
  if (section) {
    const box = await evaluate(sessionId, `(() => { const r = document.getElementById(${JSON.stringify(section)}).getBoundingClientRect();
      return { y: r.top + window.scrollY, height: r.height }; })()`);
    params.clip = { x: 0, y: box.y, width: 1280, height: Math.min(Math.ceil(box.height), 1600), scale: 1 };
    params.captureBeyondViewport = true;
  } else if (full) {
    const { cssContentSize } = await send('Page.getLayoutMetrics', {}, sessionId);
    params.clip = { x: 0, y: 0, width: 1280, height: Math.min(Math.ceil(cssContentSize.height), 16000), scale: 1 };
    params.captureBeyondViewport = true;
  }
  const { data } = await send('Page.captureScreenshot', params, sessionId);
  writeFileSync(file, Buffer.from(data, 'base64'));
}

try {
  const { targetId } = await send('Target.createTarget', { url: 'about:blank' });
  const { sessionId } = await send('Target.attachToTarget', { targetId, flatten: true });
  for (const domain of ['Page', 'Network', 'Log', 'Runtime', 'DOM']) await send(`${domain}.enable`, {}, sessionId);
  await send('Network.emulateNetworkConditions', { offline: true, latency: 0, downloadThroughput: -1, uploadThroughput: -1 }, sessionId);
  await send('Emulation.setDeviceMetricsOverride', { width: 1280, height: 1400, deviceScaleFactor: 1, mobile: false }, sessionId);

  await open(sessionId, true);
  const scripted = await evaluate(sessionId, `(() => {
    const text = (element) => element ? element.textContent.replace(/\\s+/g, ' ').trim() : null;
    const rows = [...document.querySelectorAll('#matrix-table tbody tr')];
    const cells = rows.map((row) => ({ suite: row.getAttribute('data-suite'),
      cells: [...row.querySelectorAll('td')].map((td) => {
        const link = td.querySelector('a');
        const target = link ? document.getElementById(decodeURIComponent(link.getAttribute('href').slice(1))) : null;
        return { text: text(link || td.querySelector('strong')), href: link && link.getAttribute('href'),
          target: target && { heading: text(target.querySelector('h3')), lists: text(target).length, ids: target.querySelectorAll('.ids code').length } };
      }) }));
    const columns = [...document.querySelectorAll('#matrix-table thead th')].slice(1).map((th) => th.firstChild.textContent.trim());
    const chart = (id) => { const svg = document.getElementById(id);
      return svg && { lines: svg.querySelectorAll('polyline').length, points: svg.querySelectorAll('.point').length,
        title: text(svg.querySelector('title')), width: svg.getBoundingClientRect().width }; };
    const filter = document.getElementById('filter');
    const input = document.getElementById('suite-filter');
    input.value = 'marker.';
    input.dispatchEvent(new Event('input'));
    const shown = rows.filter((row) => !row.hidden).map((row) => row.getAttribute('data-suite'));
    input.value = '';
    input.dispatchEvent(new Event('input'));
    return { title: document.title, columns, rows: cells, filterShown: !filter.hidden, filteredTo: shown,
      charts: { rate: chart('trend-rate'), specific: chart('trend-specific') },
      causes: document.querySelectorAll('article.group').length, height: document.documentElement.scrollHeight };
  })()`);
  await screenshot(sessionId, join(outFolder, 'page.png'), false);
  await screenshot(sessionId, join(outFolder, 'page-full.png'), true);
  for (const section of ['causes', 'trend']) await screenshot(sessionId, join(outFolder, `page-${section}.png`), false, section);

  await open(sessionId, false);
  const withoutScripts = await readDOM(sessionId);
  await screenshot(sessionId, join(outFolder, 'page-no-script.png'), false);

  clearTimeout(deadline);
  process.stdout.write(JSON.stringify({ page: pageURL, requests, refused, scriptErrors, scripted, withoutScripts }) + '\n');
  // The profile is removed once the browser has let go of it.
  browser.on('exit', () => {
    rmSync(profile, { recursive: true, force: true });
    process.exit(0);
  });
  await send('Browser.close').catch(() => browser.kill('SIGTERM'));
} catch (error) {
  fail(error.message);
}
