// The service worker of sw-body.html: it answers sw-body-data with the
// headers at once and the body ?ms= milliseconds later.
self.addEventListener('install', () => self.skipWaiting());
self.addEventListener('activate', (e) => e.waitUntil(self.clients.claim()));
self.addEventListener('fetch', (e) => {
  const u = new URL(e.request.url);
  if (!u.pathname.endsWith('/sw-body-data')) return;
  const ms = Number(u.searchParams.get('ms') || 1500);
  const enc = new TextEncoder();
  const body = new ReadableStream({
    start(c) {
      c.enqueue(enc.encode('{"marker":'));
      setTimeout(() => { c.enqueue(enc.encode('"SW-BODY-DONE"}')); c.close(); }, ms);
    },
  });
  e.respondWith(new Response(body, { headers: { 'Content-Type': 'application/json' } }));
});
