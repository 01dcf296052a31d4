package testsite

import (
	"fmt"
	"net/http"
)

// serviceWorkerRoutes serve a page that registers a service worker for
// /sw/ which answers every request of its scope itself, and pages of that
// scope (one with a script of its own) that say where they came from.
func (s *Site) serviceWorkerRoutes() {
	m := s.mux
	m.HandleFunc("/sw/register", func(w http.ResponseWriter, r *http.Request) {
		swHTML(w, `<title>sw register</title><p id="out">waiting</p>
<script>
navigator.serviceWorker.register('/sw/worker.js', {scope: '/sw/'})
  .then(() => navigator.serviceWorker.ready)
  .then(() => { document.getElementById('out').textContent = 'SW-READY'; })
  .catch(e => { document.getElementById('out').textContent = 'SW-FAILED ' + e; });
</script>`)
	})
	m.HandleFunc("/sw/worker.js", func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "text/javascript")
		fmt.Fprint(w, `self.addEventListener('install', () => self.skipWaiting());
self.addEventListener('activate', e => e.waitUntil(self.clients.claim()));
self.addEventListener('fetch', e => {
  const js = e.request.url.endsWith('.js');
  e.respondWith(new Response(js ? "document.getElementById('sub').textContent = 'SW-HIJACKED'" : '<title>hijacked</title>SW-HIJACKED',
    {headers: {'Content-Type': js ? 'text/javascript' : 'text/html'}}));
});`)
	})
	m.HandleFunc("/sw/page", s.counted("sw-page", func(w http.ResponseWriter, r *http.Request) {
		swHTML(w, `<title>network page</title><p>NETWORK-PAGE</p><p id="sub"></p><script src="/sw/sub.js"></script>`)
	}))
	m.HandleFunc("/sw/sub.js", s.counted("sw-sub", func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "text/javascript")
		fmt.Fprint(w, `document.getElementById('sub').textContent = 'NETWORK-SUB';`)
	}))
}

func swHTML(w http.ResponseWriter, body string) {
	w.Header().Set("Content-Type", "text/html; charset=utf-8")
	fmt.Fprint(w, body)
}
