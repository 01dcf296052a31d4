package main

import (
	"fmt"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
)

// Pages whose scripts change what a person reads without adding to its
// length, or only a second after the page loaded: the default mode must
// return them as the browser shows them.
//   - /replaced: the server renders ten stale notices, and a script puts
//     ten fresh ones of the same length in their place;
//   - /timer: a list filled by a timer set as the page loads, 1 s later;
//   - /paused: a list filled after a request, a pause of 600 ms, and a
//     second request;
//   - /commented: a long article (about 1,800 words) under which a
//     script loads eight comments (about 130 words, fewer than a tenth of
//     the article's).
func TestAutoModeRendersWhatScriptsReplaceOrShowLater(t *testing.T) {
	needChrome(t)
	prose := strings.Repeat("<p>The harbour office posts the tides each morning and keeps the logbooks of every ship.</p>", 4)
	var stale, fresh []string
	for i := range 10 {
		stale = append(stale, fmt.Sprintf("<li>Archived notice %d: the ferry timetable for winter remains as printed.</li>", i))
		fresh = append(fresh, fmt.Sprintf(`"Today's notice %d: northern pier closed until Friday for divers."`, i))
	}
	const fill = `const fill = () => { document.querySelector('.log').innerHTML = Array.from({length: 12},
  (_, i) => '<li>Logbook entry ' + i + ': the schooner Marigold came in with timber from the north</li>').join(''); };`
	article := strings.Repeat("<p>The harbour office posts the tides each morning, keeps the logbooks of every ship that calls, and sells charts of the estuary to anyone who asks for them politely at the window.</p>", 50)
	var comments []string
	for i, who := range []string{"Wren", "Alder", "Moss", "Tamsin", "Osric", "Bellamy", "Quill", "Hazel"} {
		comments = append(comments, fmt.Sprintf(`"%s wrote %d: my grandfather rowed pilots out past Gull Rock before dawn, wrapped in oilskins, singing hymns badly."`, who, i))
	}
	pages := map[string]string{
		"/commented": article + `<section class="comments"><p>Comments are loading.</p></section><script>
fetch('/comments.json').then(r => r.json()).then(cs => {
  document.querySelector('.comments').innerHTML = cs.map(c => '<p>' + c + '</p>').join('');
});</script>`,
		"/replaced": `<ul class="notices">` + strings.Join(stale, "") + `</ul><script>
fetch('/notices.json').then(r => r.json()).then(ns => {
  document.querySelector('.notices').innerHTML = ns.map(n => '<li>' + n + '</li>').join('');
});</script>`,
		"/timer": `<ul class="log"><li>Nothing yet.</li></ul><script>` + fill + `
setTimeout(fill, 1000);</script>`,
		"/paused": `<ul class="log"><li>Nothing yet.</li></ul><script>` + fill + `
fetch('/notices.json').then(r => r.text()).then(() => new Promise(r => setTimeout(r, 600)))
  .then(() => fetch('/notices.json')).then(r => r.text()).then(fill);</script>`,
	}
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.URL.Path == "/comments.json" {
			w.Header().Set("Content-Type", "application/json")
			fmt.Fprint(w, "["+strings.Join(comments, ",")+"]")
			return
		}
		if r.URL.Path == "/notices.json" {
			w.Header().Set("Content-Type", "application/json")
			fmt.Fprint(w, "["+strings.Join(fresh, ",")+"]")
			return
		}
		body, ok := pages[r.URL.Path]
		if !ok {
			http.NotFound(w, r)
			return
		}
		w.Header().Set("Content-Type", "text/html; charset=utf-8")
		fmt.Fprintf(w, "<!doctype html><html><head><title>Harbour</title></head><body><h1>Harbour</h1>%s%s</body></html>", prose, body)
	}))
	defer srv.Close()
	code, out, stderr := runCLI(t, srv.URL+"/replaced\n"+srv.URL+"/timer\n"+srv.URL+"/paused\n"+srv.URL+"/commented\n",
		"--browser-url", browserURL, "--quiet", "--urls", "-")
	if code != exitOK {
		t.Fatalf("exit %d\n%s", code, stderr)
	}
	recs := byPath(t, srv.URL, out)
	want := map[string]string{
		"/replaced":  "northern pier closed",
		"/timer":     "schooner Marigold",
		"/paused":    "schooner Marigold",
		"/commented": "Gull Rock",
	}
	for path, marker := range want {
		r, ok := recs[path]
		if !ok {
			t.Errorf("%s: no record", path)
			continue
		}
		if r.Mode != "browser" || !strings.Contains(r.Text, marker) {
			t.Errorf("%s: %s (%s), shows %q: %v; want it rendered as the browser shows it", path, r.Mode, r.Reason, marker, strings.Contains(r.Text, marker))
		}
	}
}
