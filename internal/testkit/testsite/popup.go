package testsite

import "net/http"

// popupRoutes serve a page that opens windows: by window.open at once and
// later, and by a click on a link with target=_blank. /popup/target counts
// the windows that loaded.
func (s *Site) popupRoutes() {
	m := s.mux
	m.HandleFunc("/popup/open", func(w http.ResponseWriter, r *http.Request) {
		swHTML(w, `<title>popups</title><p>POPUP-OPENER</p>
<a id="blank" href="/popup/target?by=link" target="_blank">new window</a>
<script>
window.open('/popup/target?by=open');
addEventListener('load', () => {
  document.getElementById('blank').click();
  setTimeout(() => window.open('/popup/target?by=later'), 100);
  setTimeout(() => { document.title = 'done'; }, 1000);
});
</script>`)
	})
	m.HandleFunc("/popup/target", s.counted("popup-target", func(w http.ResponseWriter, r *http.Request) {
		swHTML(w, `<title>popup</title>POPUP`)
	}))
}
