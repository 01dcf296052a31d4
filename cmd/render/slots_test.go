package main

import (
	"encoding/json"
	"fmt"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/rendercrawl/render/crawl"
	"github.com/rendercrawl/render/sink"
)

// slotSite serves 16 pages that all load one site-wide script, as a
// small site's template does. The script fills every ul.books from a
// JSON file and every div.reviews (which says "Loading..." until then)
// from another; pages 1 to 3 have neither, pages 4 to 11 have the book
// list, 12 to 16 the reviews. Every page has a few paragraphs of prose
// and links to all the others.
func slotSite() *httptest.Server {
	const script = `document.addEventListener('DOMContentLoaded', () => {
  document.querySelectorAll('.books').forEach(el => fetch('/books.json').then(r => r.json()).then(bs => {
    el.innerHTML = bs.map(b => '<li><a href="/book/' + b.id + '">' + b.title + '</a> by ' + b.author + '</li>').join('');
  }));
  document.querySelectorAll('.reviews').forEach(el => fetch('/reviews.json').then(r => r.json()).then(rs => {
    el.innerHTML = rs.map(r => '<blockquote>' + r + '</blockquote>').join('');
  }));
});`
	var books, reviews []string
	for i := range 12 {
		books = append(books, fmt.Sprintf(`{"id": %d, "title": "Collected stories, volume %d", "author": "Author number %d"}`, i, i, i))
		reviews = append(reviews, fmt.Sprintf(`"Review %d: the reading room was quiet and the staff knew every shelf by heart."`, i))
	}
	files := map[string]string{
		"/app.js":       script,
		"/books.json":   "[" + strings.Join(books, ",") + "]",
		"/reviews.json": "[" + strings.Join(reviews, ",") + "]",
	}
	var nav strings.Builder
	for i := 1; i <= 16; i++ {
		fmt.Fprintf(&nav, `<a href="/p%d">Page %d</a> `, i, i)
	}
	prose := strings.Repeat("<p>The town library lends books, runs a reading group on Tuesdays and keeps the local paper since 1890.</p>", 4)
	for i := 1; i <= 16; i++ {
		widget := ""
		switch {
		case i >= 12:
			widget = `<h2>Reviews</h2><div class="reviews"><p>Loading...</p></div>`
		case i >= 4:
			widget = `<h2>Books</h2><ul class="books"></ul>`
		}
		files[fmt.Sprintf("/p%d", i)] = fmt.Sprintf(`<!doctype html><html><head><title>Page %d</title><script src="/app.js"></script></head>
<body><nav>%s</nav><h1>Page %d</h1>%s%s</body></html>`, i, nav.String(), i, prose, widget)
	}
	return httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		body, ok := files[r.URL.Path]
		switch {
		case !ok:
			http.NotFound(w, r)
			return
		case strings.HasSuffix(r.URL.Path, ".js"):
			w.Header().Set("Content-Type", "text/javascript")
		case strings.HasSuffix(r.URL.Path, ".json"):
			w.Header().Set("Content-Type", "application/json")
		default:
			w.Header().Set("Content-Type", "text/html; charset=utf-8")
		}
		fmt.Fprint(w, body)
	}))
}

// runAutoOn runs the command in the default mode on the browser the
// tests share: a crawl (run "crawl", args), or the URLs of list on
// stdin (run "list", args "--urls -"). It fails unless the run ends well
// with want records, and returns them by path below base, and stderr.
func runAutoOn(t *testing.T, base, run, list string, want int, args ...string) (map[string]sink.Record, string) {
	t.Helper()
	stdin := ""
	if run == "list" {
		stdin = list
	}
	code, out, stderr := runCLI(t, stdin, append([]string{"--browser-url", browserURL}, args...)...)
	if code != exitOK {
		t.Fatalf("exit %d\n%s", code, stderr)
	}
	recs := byPath(t, base, out)
	if len(recs) != want {
		t.Fatalf("%d records, want %d\n%s", len(recs), want, stderr)
	}
	return recs, stderr
}

// crawlAndList runs the command in the default mode on the pages of
// paths below base, twice, in subtests: "crawl", a crawl from start, and
// "list", the pages as a list in that order; check judges each run's
// records (by path) and stderr, to which every kind the run's --stats
// gives is added as the summary lists them (it lists maxKindsListed).
func crawlAndList(t *testing.T, base, start string, paths []string, check func(t *testing.T, run string, recs map[string]sink.Record, stderr string)) {
	t.Helper()
	var list strings.Builder
	for _, p := range paths {
		fmt.Fprintf(&list, "%s%s\n", base, p)
	}
	for _, run := range []string{"crawl", "list"} {
		args := []string{"--crawl", base + start}
		if run == "list" {
			args = []string{"--urls", "-"}
		}
		t.Run(run, func(t *testing.T) {
			stats := filepath.Join(t.TempDir(), "stats.json")
			recs, stderr := runAutoOn(t, base, run, list.String(), len(paths), append(args, "--stats", stats)...)
			b, err := os.ReadFile(stats)
			if err != nil {
				t.Fatal(err)
			}
			var sum crawl.Summary
			if err := json.Unmarshal(b, &sum); err != nil {
				t.Fatalf("--stats: %v", err)
			}
			var all strings.Builder
			printKinds(&all, sum.Kinds, len(sum.Kinds))
			check(t, run, recs, stderr+"all kinds, from --stats:\n"+all.String())
		})
	}
}

// crawlAndListShows is crawlAndList whose check is showsEach of want:
// each run's records show each page's text, and its summary is logged
// when one does not.
func crawlAndListShows(t *testing.T, base string, paths []string, want map[int]string) {
	t.Helper()
	crawlAndList(t, base, paths[0], paths, func(t *testing.T, run string, recs map[string]sink.Record, stderr string) {
		browser := showsEach(t, recs, paths, want)
		if t.Failed() {
			t.Log(stderr)
		}
		t.Logf("%d of %d pages made in the browser", browser, len(paths))
	})
}

// showsEach reports, as errors, each page of paths (numbered from 1)
// whose record does not show the text want gives it, and returns how
// many of the pages' records were made in the browser.
func showsEach(t *testing.T, recs map[string]sink.Record, paths []string, want map[int]string) (browser int) {
	t.Helper()
	for n, p := range paths {
		r := recs[p]
		if r.Mode == "browser" {
			browser++
		}
		if w, ok := want[n+1]; ok && !strings.Contains(r.Text, w) {
			t.Errorf("%s: %s (%s) without its text %q", p, r.Mode, r.Reason, w)
		}
	}
	return browser
}

// lacks is the first of want that r's text does not show, or "".
func lacks(r sink.Record, want []string) string {
	for _, w := range want {
		if !strings.Contains(r.Text, w) {
			return w
		}
	}
	return ""
}

// One site-wide script fills a list that only some pages have: pages
// that run the same scripts differ in what a person sees. A kind of page
// is told by the places its pages leave empty too, so the pages with the
// list (or the reviews still loading) are rendered with what the script
// put there, and the pages without keep their HTML; in a crawl and in a
// list whose first pages have no list, so that a kind verified on them
// would speak for pages it does not hold.
func TestAutoModeTellsPagesByThePlacesTheyLeaveEmpty(t *testing.T) {
	needChrome(t)
	srv := slotSite()
	defer srv.Close()
	var list strings.Builder
	for i := 1; i <= 16; i++ {
		fmt.Fprintf(&list, "%s/p%d\n", srv.URL, i)
	}
	runs := map[string][]string{
		"crawl": {"--crawl", "--include", `/p[0-9]+$`, srv.URL + "/p1"},
		"list":  {"--urls", "-"},
	}
	for name, args := range runs {
		t.Run(name, func(t *testing.T) {
			recs, stderr := runAutoOn(t, srv.URL, name, list.String(), 16, args...)
			for i := 1; i <= 16; i++ {
				r := recs[fmt.Sprintf("/p%d", i)]
				books := strings.Contains(r.Text, "Collected stories, volume 11")
				reviews := strings.Contains(r.Text, "Review 11:")
				switch {
				case i >= 12 && (r.Mode != "browser" || !reviews || strings.Contains(r.Text, "Loading")):
					t.Errorf("/p%d: %s (%s), reviews shown %v; want it rendered with the reviews", i, r.Mode, r.Reason, reviews)
				case i >= 4 && i < 12 && (r.Mode != "browser" || !books):
					t.Errorf("/p%d: %s (%s), books shown %v; want it rendered with the books", i, r.Mode, r.Reason, books)
				case i < 4 && r.Mode != "http":
					t.Errorf("/p%d: %s (%s); want its HTML, which is the page", i, r.Mode, r.Reason)
				}
			}
			for _, want := range []string{"(left empty: ul.books)", "(left empty: div.reviews)"} {
				if !strings.Contains(stderr, want) {
					t.Errorf("the summary's kinds do not say %q:\n%s", want, stderr)
				}
			}
		})
	}
}

// A blog's posts run one script that fetches each post's comments into
// its div#comments. The first post has none: its render adds nothing,
// and a kind verified on it would keep every other post without its
// comments. The script looked up div#comments and left it empty, so that
// render proves nothing for the kind: the next post verifies it again,
// and every post with comments is rendered with them.
func TestAutoModeDoesNotTrustAPostWithoutComments(t *testing.T) {
	needChrome(t)
	const script = `const el = document.getElementById('comments');
fetch('/comments/' + el.dataset.post + '.json').then(r => r.json()).then(cs => {
  el.innerHTML = cs.map(c => '<p class="comment">' + c + '</p>').join('');
});`
	prose := strings.Repeat("<p>The harbour office posts the tides each morning and keeps the logbooks of every ship that calls.</p>", 4)
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		var n int
		switch {
		case r.URL.Path == "/app.js":
			w.Header().Set("Content-Type", "text/javascript")
			fmt.Fprint(w, script)
		case strings.HasPrefix(r.URL.Path, "/comments/"):
			fmt.Sscanf(r.URL.Path, "/comments/%d.json", &n)
			var cs []string
			for i := range 4 * min(n-1, 1) { // the first post has none
				cs = append(cs, fmt.Sprintf(`"Comment %d on post %d: my grandfather rowed pilots past Gull Rock before dawn."`, i, n))
			}
			w.Header().Set("Content-Type", "application/json")
			fmt.Fprint(w, "["+strings.Join(cs, ",")+"]")
		default:
			if _, err := fmt.Sscanf(r.URL.Path, "/post/%d", &n); err != nil {
				http.NotFound(w, r)
				return
			}
			// The first post links to the others; they link back.
			var nav strings.Builder
			for i := 2; n == 1 && i <= 10; i++ {
				fmt.Fprintf(&nav, `<a href="/post/%d">Post %d</a> `, i, i)
			}
			w.Header().Set("Content-Type", "text/html; charset=utf-8")
			fmt.Fprintf(w, `<!doctype html><html><head><title>Post %d</title></head><body><nav>%s<a href="/post/1">First post</a></nav>
<h1>Post %d</h1>%s<h2>Comments</h2><div id="comments" data-post="%d"></div><script src="/app.js"></script></body></html>`, n, nav.String(), n, prose, n)
		}
	}))
	defer srv.Close()
	code, out, stderr := runCLI(t, "", "--browser-url", browserURL, "--crawl", srv.URL+"/post/1")
	if code != exitOK {
		t.Fatalf("exit %d\n%s", code, stderr)
	}
	recs := byPath(t, srv.URL, out)
	if len(recs) != 10 {
		t.Fatalf("%d records, want 10\n%s", len(recs), stderr)
	}
	for i := 2; i <= 10; i++ {
		r := recs[fmt.Sprintf("/post/%d", i)]
		if !strings.Contains(r.Text, fmt.Sprintf("Comment 3 on post %d", i)) {
			t.Errorf("/post/%d: %s (%s) without its comments", i, r.Mode, r.Reason)
		}
	}
	if want := "its scripts looked up div#comments[data-post] and left it so"; !strings.Contains(stderr, want) {
		t.Errorf("the summary does not say %q:\n%s", want, stderr)
	}
}
