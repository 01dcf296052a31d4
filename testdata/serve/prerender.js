// The Prerender server (the prerender npm package), for scripts/bench.sh's
// serve suite to measure render serve against: it drives its own Chrome
// through the DevTools protocol, one tab per request. Set up as its own
// server.js example is (scripts removed, the prerender-status-code and
// prerender-header meta tags obeyed), with images, fonts and media blocked
// as render blocks them, on 127.0.0.1 only, without a cache.
//
// Environment: PORT (required), CHROME (the binary itself, not a shell
// wrapper, which would not pass on the signal that stops it; default
// /usr/lib/chromium/chromium-headless-shell), DEBUG_PORT (Chrome's
// DevTools port, default 9333), NODE_PATH (scripts/serve-tools.sh).
'use strict';
const os = require('os');
const path = require('path');
const fs = require('fs');
const prerender = require('prerender');

const port = Number(process.env.PORT);
if (!port) {
  console.error('prerender.js: PORT is required');
  process.exit(2);
}
const debugPort = Number(process.env.DEBUG_PORT || 9333);
const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'prerender-chrome-'));
const server = prerender({
  port,
  host: '127.0.0.1',
  chromeLocation: process.env.CHROME || '/usr/lib/chromium/chromium-headless-shell',
  browserDebuggingPort: debugPort,
  chromeFlags: [
    '--headless', '--disable-gpu', '--hide-scrollbars', '--remote-debugging-port=' + debugPort,
    '--remote-debugging-address=127.0.0.1', '--user-data-dir=' + profile,
    '--no-sandbox', '--disable-background-networking', '--disable-component-update', '--disable-sync',
    '--no-first-run', '--disable-dev-shm-usage',
  ],
});
server.use(prerender.blockResources());
server.use(prerender.removeScriptTags());
server.use(prerender.httpHeaders());
server.start();
// stop ends Chrome and waits for it (SIGKILL after 5s), then exits.
const stop = () => {
  const child = server.browser && server.browser.chromeChild;
  const done = () => {
    fs.rmSync(profile, { recursive: true, force: true });
    process.exit(0);
  };
  if (!child || child.exitCode !== null || child.signalCode !== null) return done();
  child.on('exit', done);
  setTimeout(() => child.kill('SIGKILL'), 5000).unref();
  server.killBrowser();
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
