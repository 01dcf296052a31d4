package testsite

import (
	"net/http"
	"time"
)

// navigateRoutes serve pages that navigate by themselves once loaded: one
// to a document that never answers, and loops by script and by meta
// refresh.
func (s *Site) navigateRoutes() {
	m := s.mux
	// /nav/reload reloads itself once loaded; the reload never answers.
	m.HandleFunc("/nav/reload", s.counted("nav-reload", func(w http.ResponseWriter, r *http.Request) {
		if s.Count("nav-reload") > 1 {
			wait(r, time.Minute)
			return
		}
		swHTML(w, `<title>reload</title><p>RELOAD-PAGE</p>
<script>addEventListener('load', () => setTimeout(() => location.reload(), 50));</script>`)
	}))
	for _, p := range [][2]string{{"a", "b"}, {"b", "a"}} {
		m.HandleFunc("/nav/loop/"+p[0], s.counted("nav-loop", func(w http.ResponseWriter, r *http.Request) {
			swHTML(w, `<title>loop</title><script>location.href = '/nav/loop/`+p[1]+`';</script>`)
		}))
		m.HandleFunc("/nav/meta/"+p[0], s.counted("nav-meta", func(w http.ResponseWriter, r *http.Request) {
			swHTML(w, `<title>meta</title><meta http-equiv="refresh" content="0; url=/nav/meta/`+p[1]+`">`)
		}))
	}
}
