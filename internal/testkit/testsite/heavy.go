package testsite

import "net/http"

// heavyRoutes serve pages that keep the renderer busy once loaded: one
// loops forever in a script, one builds a million DOM nodes.
func (s *Site) heavyRoutes() {
	m := s.mux
	m.HandleFunc("/heavy/loop", func(w http.ResponseWriter, r *http.Request) {
		swHTML(w, `<title>loop</title><p>LOOP-PAGE</p>
<script>addEventListener('load', () => setTimeout(() => { for (;;) {} }, 0));</script>`)
	})
	m.HandleFunc("/heavy/million", func(w http.ResponseWriter, r *http.Request) {
		swHTML(w, `<title>million</title><div id="d"></div>
<script>addEventListener('load', () => {
  document.getElementById('d').innerHTML = '<span>x</span>'.repeat(1000000);
});</script>`)
	})
}
