package fetch_test

import (
	"context"
	"fmt"
	"io/fs"
	"net/http"
	"net/http/httptest"
	"net/url"
	"os"
	"path/filepath"
	"sort"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/rendercrawl/render/fetch"
	"github.com/rendercrawl/render/internal/testkit/realweb"
	"github.com/rendercrawl/render/internal/testkit/testenv"
	"github.com/rendercrawl/render/render"
)

// innerTextSample is how many pages of each static site of the realweb
// corpus TestTextMatchesBrowser renders; RENDER_TEXT_SAMPLE overrides it
// (0: every page).
const innerTextSample = 60

// textFloor is what a static site of the realweb corpus must reach in
// TestTextMatchesBrowser: the share of its sampled pages whose text over
// HTTP equals the browser's after whitespace normalisation (same), and
// the share whose words, case folded, differ from the browser's by at
// most nearWords of them (near).
type textFloor struct{ same, near float64 }

// nearWords: what a style sheet the HTTP path does not apply moves on a
// page of a documentation site, a few words in a hundred.
const nearWords = 0.10

// innerTextFloors holds every static site of the corpus to a floor, a
// margin below what it measured (60 pages each, in parentheses): a
// site missing here fails the test. Where pages differ, they differ by
// what only a style sheet or a script says. cmake's Sphinx pages: its
// "¶" header links are visibility: hidden, its "Navigation" headings
// display: none, its breadcrumb items inline, and a script shows the
// search box the HTML hides (same 0%, near 100%, at most 9% of words).
// javadoc's: its navigation bar is text-transform: uppercase (same 0%,
// near 100%, case alone). SQLite's: its menu bar is hidden by CSS, ten
// words that are most of its shortest pages (same 0%, near 80%).
var innerTextFloors = map[string]textFloor{
	"postgresql": {same: 0.95, near: 0.95}, // 100%, 100%
	"boost":      {same: 0.95, near: 0.95}, // 100%, 100%
	"cmake":      {same: 0, near: 0.90},
	"javadoc":    {same: 0, near: 0.95},
	"sqlite":     {same: 0, near: 0.70},
}

// TestTextMatchesBrowser renders pages of the static sites of the realweb
// corpus both ways, over HTTP (fetch.Client) and in Chromium (render.Pool),
// and compares their text after normalising white space (runs of spaces
// to one, lines trimmed): a page's text must not depend on the path that
// served it.
func TestTextMatchesBrowser(t *testing.T) {
	testenv.SkipShort(t, "renders pages in Chromium")
	if _, err := render.FindChrome(""); err != nil {
		if testenv.CI() {
			t.Fatalf("Chromium is required in CI: %v", err)
		}
		t.Skipf("no Chromium: %v", err)
	}
	c := realweb.Open(t)
	sample := innerTextSample
	if v := os.Getenv("RENDER_TEXT_SAMPLE"); v != "" {
		n, err := strconv.Atoi(v)
		if err != nil {
			t.Fatalf("RENDER_TEXT_SAMPLE=%q: %v", v, err)
		}
		sample = n
	}
	cfg := render.DefaultConfig()
	cfg.Tabs = 2
	pool, err := render.New(cfg)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { pool.Close() })
	client, err := fetch.New(fetch.DefaultConfig())
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { client.Close() })

	var urls []string
	site := map[string]string{} // URL -> site
	for _, s := range c.Static {
		for _, u := range samplePages(t, s, sample) {
			urls = append(urls, u)
			site[u] = s.Name
		}
	}
	diffs := compareTexts(t, client, pool, urls)
	pages, differ, far := map[string]int{}, map[string]int{}, map[string]int{}
	for _, u := range urls {
		pages[site[u]]++
	}
	for _, d := range diffs {
		differ[site[d.url]]++
		if d.words > nearWords {
			far[site[d.url]]++
		}
	}
	for _, s := range c.Static {
		n := pages[s.Name]
		same := float64(n-differ[s.Name]) / float64(max(n, 1))
		near := float64(n-far[s.Name]) / float64(max(n, 1))
		t.Logf("%s: of %d pages, %.1f%% have the same text both ways, %.1f%% the same words within %.0f%%", s.Name, n, 100*same, 100*near, 100*nearWords)
		floor, ok := innerTextFloors[s.Name]
		switch {
		case !ok:
			t.Errorf("%s: no floor in innerTextFloors: measure it and set one", s.Name)
		case n == 0:
			t.Errorf("%s: no page compared", s.Name)
		case same < floor.same || near < floor.near:
			t.Errorf("%s: %.1f%% the same and %.1f%% near, want at least %.0f%% and %.0f%%", s.Name, 100*same, 100*near, 100*floor.same, 100*floor.near)
		}
	}
	sort.Slice(diffs, func(i, j int) bool { return diffs[i].url < diffs[j].url })
	for i, d := range diffs {
		if i == 20 {
			t.Logf("... and %d more", len(diffs)-20)
			break
		}
		t.Logf("%s\n  http:    %q\n  browser: %q", d.url, d.http, d.browser)
	}
	if out := os.Getenv("RENDER_TEXT_DIFFS"); out != "" {
		writeDiffs(t, out, diffs)
	}
}

// samplePages returns the URLs of up to n HTML pages of s, spread evenly
// over its pages in name order (all of them when n is 0).
func samplePages(t *testing.T, s realweb.StaticSite, n int) []string {
	t.Helper()
	var pages []string
	err := filepath.WalkDir(s.Dir, func(p string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if !d.IsDir() && strings.HasSuffix(p, ".html") {
			rel, _ := filepath.Rel(s.Dir, p)
			pages = append(pages, filepath.ToSlash(rel))
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	sort.Strings(pages)
	step := 1
	if n > 0 && len(pages) > n {
		step = len(pages) / n
	}
	var urls []string
	for i := 0; i < len(pages) && (n == 0 || len(urls) < n); i += step {
		segs := strings.Split(pages[i], "/")
		for j, seg := range segs {
			segs[j] = url.PathEscape(seg)
		}
		urls = append(urls, s.Scope+strings.Join(segs, "/"))
	}
	return urls
}

// textDiff is a page whose texts differ: at the first line that does,
// and by what share of their words (wordDistance).
type textDiff struct {
	url, http, browser string
	words              float64
}

// compareTexts takes each URL both ways and returns those whose texts
// differ, at the first line that differs.
func compareTexts(t *testing.T, client *fetch.Client, pool *render.Pool, urls []string) []textDiff {
	var (
		mu    sync.Mutex
		diffs []textDiff
		wg    sync.WaitGroup
	)
	work := make(chan string)
	for range 4 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for u := range work {
				ctx, cancel := context.WithTimeout(context.Background(), 60*time.Second)
				resp, err := client.Fetch(ctx, u)
				if err != nil {
					cancel()
					t.Errorf("fetch %s: %v", u, err)
					continue
				}
				page, err := pool.Render(ctx, render.Request{URL: u})
				cancel()
				if err != nil {
					t.Errorf("render %s: %v", u, err)
					continue
				}
				h, b := normaliseText(resp.Text), normaliseText(page.Text)
				if dir := os.Getenv("RENDER_TEXT_DUMP"); dir != "" && h != b {
					name := strings.NewReplacer("/", "_", ":", "_").Replace(u)
					os.WriteFile(filepath.Join(dir, name+".http"), []byte(h+"\n"), 0o644)
					os.WriteFile(filepath.Join(dir, name+".browser"), []byte(b+"\n"), 0o644)
				}
				if h != b {
					hl, bl := firstDiff(h, b)
					mu.Lock()
					diffs = append(diffs, textDiff{u, hl, bl, wordDistance(h, b)})
					mu.Unlock()
				}
			}
		}()
	}
	for _, u := range urls {
		work <- u
	}
	close(work)
	wg.Wait()
	return diffs
}

// normaliseText collapses runs of spaces (and tabs, no-break spaces) to
// one, trims each line and the whole text.
func normaliseText(s string) string {
	lines := strings.Split(s, "\n")
	for i, l := range lines {
		l = strings.ReplaceAll(l, "\u00a0", " ")
		lines[i] = strings.Join(strings.FieldsFunc(l, func(r rune) bool { return r == ' ' || r == '\t' || r == '\r' }), " ")
	}
	return strings.TrimSpace(strings.Join(lines, "\n"))
}

// wordDistance is the share of the words of a and b, case folded, that
// the other lacks (counted with their repeats), over the longer of the
// two: 0 for texts that differ only in case or lines, 1 for texts that
// share no word. A style sheet the HTTP path does not apply (a
// text-transform, a menu hidden by CSS) moves it by a few hundredths.
func wordDistance(a, b string) float64 {
	count := map[string]int{}
	wa, wb := strings.Fields(strings.ToLower(a)), strings.Fields(strings.ToLower(b))
	for _, w := range wa {
		count[w]++
	}
	for _, w := range wb {
		count[w]--
	}
	off := 0
	for _, n := range count {
		off += max(n, -n)
	}
	return float64(off) / float64(max(len(wa), len(wb), 1))
}

// firstDiff returns the lines around the first one where a and b differ.
func firstDiff(a, b string) (string, string) {
	al, bl := strings.Split(a, "\n"), strings.Split(b, "\n")
	i := 0
	for i < len(al) && i < len(bl) && al[i] == bl[i] {
		i++
	}
	pick := func(ls []string) string {
		lo, hi := max(0, i-1), min(len(ls), i+2)
		if lo >= hi {
			return "<end>"
		}
		return strings.Join(ls[lo:hi], "\n")
	}
	return pick(al), pick(bl)
}

func writeDiffs(t *testing.T, path string, diffs []textDiff) {
	var b strings.Builder
	for _, d := range diffs {
		fmt.Fprintf(&b, "== %s\n-- http\n%s\n-- browser\n%s\n", d.url, d.http, d.browser)
	}
	if err := os.WriteFile(path, []byte(b.String()), 0o644); err != nil {
		t.Error(err)
	}
}

// innerTextCases are markup whose layout rules the HTTP path follows;
// TestTextRulesMatchBrowser checks each against Chromium's innerText.
var innerTextCases = []string{
	"<div>  a  </div>\n\n<div> </div><p></p><br><br><div>\n b \n</div>",
	"<p>a<b>b</p>c</i><div <<>d</div>&bogus; <",
	"<p>one<p>two<div>three</div>four",
	"<div><p>a</div>b",
	"<h1>Title</h1><p>para</p><ul><li>x<li>y</ul><p>end",
	"<table><tr><td>a<td>b<tr><td>c<td>d</table>after",
	"<table><thead><tr><th>h1</th><th>h2</th></tr></thead><tbody><tr><td> x </td><td><p>y</p></td></tr></tbody></table>",
	"<table><tr><td><table><tr><td>in1</td><td>in2</td></tr></table></td><td>out</td></tr></table>",
	"<table><caption>cap</caption><tr><td>a</td></tr></table>",
	"a<br>b<br><br>c<br>",
	"<br>start",
	"<pre>\n  indented\n\tTab\n</pre>after",
	"<div hidden>no</div><span style=\"display: none\">no</span><span style=\"DISPLAY:NONE\">no</span>yes<div style=\"color: red\">shown</div>",
	"<dialog>closed</dialog><dialog open>open</dialog>",
	"<template>t</template><noscript>n</noscript><script>s</script><style>x{}</style>visible",
	"<dl><dt>term<dd>def</dl><blockquote>q</blockquote><hr>after hr",
	"<p>  lead and trail  </p>  <span> s </span> <span>t</span>",
	"<div>a <span></span> b</div><div>c<span> </span>d</div>",
	"<section><article><header>h</header><p>body</p><footer>f</footer></article></section>",
	"<select><option>o1<option>o2</select>after",
	"x<select><optgroup label=g><option>o1</optgroup></select>y",
	"<details><summary>sum</summary>inside</details><details open><summary>s2</summary>shown</details>",
	"<ol><li>one<ol><li>nested</ol><li>two</ol>",
	"<p>a<br></p><p>b</p>",
	"<center>c</center><address>ad</address><figure><figcaption>fc</figcaption></figure>",
	"<fieldset><legend>leg</legend>field</fieldset>",
	"<ruby>漢<rp>(</rp><rt>kan</rt><rp>)</rp></ruby>字",
	"<span hidden>h</span>v<img alt=alt><object>obj</object>",
	"a&shy;b&nbsp;&nbsp;c​d",
	"<button>btn</button> <label>lab <input value=v></label>",
}

// TestTextRulesMatchBrowser renders each of innerTextCases in Chromium and
// takes it over HTTP: the texts must be equal, after the same whitespace
// normalisation as TestTextMatchesBrowser.
func TestTextRulesMatchBrowser(t *testing.T) {
	if _, err := render.FindChrome(""); err != nil {
		if testenv.CI() {
			t.Fatalf("Chromium is required in CI: %v", err)
		}
		t.Skipf("no Chromium: %v", err)
	}
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		i, _ := strconv.Atoi(strings.TrimPrefix(r.URL.Path, "/"))
		if i < 0 || i >= len(innerTextCases) {
			http.NotFound(w, r)
			return
		}
		w.Header().Set("Content-Type", "text/html; charset=utf-8")
		fmt.Fprintf(w, "<!DOCTYPE html><html><head><title>t</title></head><body>%s</body></html>", innerTextCases[i])
	}))
	t.Cleanup(srv.Close)
	pool, err := render.New(render.DefaultConfig())
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { pool.Close() })
	client, err := fetch.New(fetch.DefaultConfig())
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { client.Close() })
	for i, html := range innerTextCases {
		u := fmt.Sprintf("%s/%d", srv.URL, i)
		ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
		resp, err := client.Fetch(ctx, u)
		if err != nil {
			cancel()
			t.Fatal(err)
		}
		page, err := pool.Render(ctx, render.Request{URL: u})
		cancel()
		if err != nil {
			t.Fatal(err)
		}
		if h, b := normaliseText(resp.Text), normaliseText(page.Text); h != b {
			t.Errorf("%q:\n  http:    %q\n  browser: %q", html, h, b)
		}
	}
}
