// The fixture shop served by Express with the prerender-node middleware in
// front, as a site that renders its single-page app for crawlers does:
// a crawler's request is sent to the rendering service, a browser's gets
// the app's shell. It listens on 127.0.0.1 only and prints
// {"listening": PORT} on stdout once it does.
//
// Environment: RENDER_SERVE_URL (the rendering service, required: the
// middleware's default is a public service, never to be reached from a
// test), SITE_DIR (testdata/site/serve), PORT (default 0: any free port),
// and NODE_PATH (where scripts/serve-tools.sh installed the packages).
'use strict';
const path = require('path');
const express = require('express');
const prerender = require('prerender-node');

const service = process.env.RENDER_SERVE_URL;
if (!service || !/^http:\/\/(127\.0\.0\.1|\[::1\]|localhost):[0-9]+\/?$/.test(service)) {
  console.error('app.js: RENDER_SERVE_URL must be a loopback URL, got ' + JSON.stringify(service));
  process.exit(2);
}
const site = process.env.SITE_DIR || path.join(__dirname, '..', 'site', 'serve');

const app = express();
app.disable('x-powered-by');
app.use(prerender.set('prerenderServiceUrl', service));
app.use('/serve', express.static(site, { index: false }));
app.get('*', (req, res) => res.sendFile(path.join(site, 'index.html')));

const server = app.listen(Number(process.env.PORT || 0), '127.0.0.1', () => {
  console.log(JSON.stringify({ listening: server.address().port }));
});
process.on('SIGTERM', () => server.close(() => process.exit(0)));
