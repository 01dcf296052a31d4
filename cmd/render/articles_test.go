package main

import (
	"compress/gzip"
	"encoding/json"
	"io"
	"maps"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"testing"
)

// articlesDir holds the article-extraction benchmark's pages and ground
// truth (testdata/articles/README.md).
const articlesDir = "../../testdata/articles"

// minArticleF1 is the F1 that render's main_text must reach on the
// benchmark: readability and domdistiller, chosen by agreement, captions
// and bylines pruned, measured 0.973 (docs/content.md), less a margin.
const minArticleF1 = 0.968

type article struct {
	Body string `json:"articleBody"`
	URL  string `json:"url"`
}

// loadArticles reads the benchmark's ground truth and pages, by id.
func loadArticles(t *testing.T) (map[string]article, map[string][]byte) {
	t.Helper()
	var truth map[string]article
	if err := json.Unmarshal(gunzipFile(t, filepath.Join(articlesDir, "ground-truth.json.gz")), &truth); err != nil {
		t.Fatal(err)
	}
	pages := make(map[string][]byte, len(truth))
	for id := range truth {
		pages[id] = gunzipFile(t, filepath.Join(articlesDir, "html", id+".html.gz"))
	}
	return truth, pages
}

func gunzipFile(t *testing.T, path string) []byte {
	t.Helper()
	f, err := os.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	z, err := gzip.NewReader(f)
	if err != nil {
		t.Fatalf("%s: %v", path, err)
	}
	b, err := io.ReadAll(z)
	if err != nil {
		t.Fatalf("%s: %v", path, err)
	}
	return b
}

// articleServer serves each page at /a/ID.
func articleServer(pages map[string][]byte) *httptest.Server {
	return httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		page, ok := pages[strings.TrimPrefix(r.URL.Path, "/a/")]
		if !ok {
			http.NotFound(w, r)
			return
		}
		w.Header().Set("Content-Type", "text/html; charset=utf-8")
		w.Write(page)
	}))
}

// The benchmark's pages, served on loopback and crawled over HTTP with
// --markdown: each record's main_text, scored as the benchmark's
// evaluate.py scores an extractor, reaches minArticleF1.
func TestArticleBenchmark(t *testing.T) {
	truth, pages := loadArticles(t)
	srv := articleServer(pages)
	defer srv.Close()
	ids := slices.Sorted(maps.Keys(truth))
	var urls strings.Builder
	for _, id := range ids {
		urls.WriteString(srv.URL + "/a/" + id + "\n")
	}
	code, out, stderr := runCLI(t, urls.String(), "--mode", "http", "--markdown", "--quiet", "--ignore-robots",
		"--no-requests", "--per-host", "4", "--urls", "-")
	if code != exitOK {
		t.Fatalf("exit %d: %s", code, stderr)
	}
	got := map[string]string{}
	for _, rec := range records(t, out) {
		if rec.Error != "" {
			t.Errorf("%s: %s", rec.URL, rec.Error)
		}
		got[strings.TrimPrefix(rec.URL, srv.URL+"/a/")] = rec.MainText
	}
	// Tuning is done on the pages of even rank (ids sorted) and checked
	// on the others, held out: both halves are logged.
	scores := make([]shingleMatch, 0, len(ids))
	var halves [2][]shingleMatch
	for i, id := range ids {
		m := matchShingles(truth[id].Body, got[id])
		scores = append(scores, m)
		halves[i%2] = append(halves[i%2], m)
	}
	p, r, f1 := articleMetrics(scores)
	_, _, tuned := articleMetrics(halves[0])
	_, _, held := articleMetrics(halves[1])
	t.Logf("main_text on %d pages: precision %.3f recall %.3f F1 %.3f (tuning half %.3f, held-out half %.3f)",
		len(ids), p, r, f1, tuned, held)
	if f1 < minArticleF1 {
		t.Errorf("F1 %.3f, want at least %.3f", f1, minArticleF1)
	}
}

// The scoring of the benchmark's evaluate.py: per page, the word 4-grams
// ("shingles") of the truth and of the prediction are matched as
// multisets, and true/false positives and false negatives are normalised
// by their sum; precision and recall are averaged over the pages where
// they are defined, and F1 is that of the averages.

// shingleMatch is one page's normalised true positives, false positives
// and false negatives.
type shingleMatch struct{ tp, fp, fn float64 }

// wordRE matches what Python's \w+ (re.UNICODE) matches: letters, digits
// and numbers of every script, and the underscore.
var wordRE = regexp.MustCompile(`[\p{L}\p{N}_]+`)

// shingleCounts counts the word 4-grams of a text; a text of fewer than
// four words is one shingle of them all, and one of no words none.
func shingleCounts(text string) map[string]int {
	words := wordRE.FindAllString(text, -1)
	out := map[string]int{}
	for i := 0; i < max(1, len(words)-3); i++ {
		if g := words[i:min(i+4, len(words))]; len(g) > 0 {
			out[strings.Join(g, "\x00")]++
		}
	}
	return out
}

func matchShingles(truth, pred string) shingleMatch {
	ts, ps := shingleCounts(truth), shingleCounts(pred)
	var m shingleMatch
	for k, t := range ts {
		p := ps[k]
		m.tp += float64(min(t, p))
		m.fn += float64(max(0, t-p))
	}
	for k, p := range ps {
		m.fp += float64(max(0, p-ts[k]))
	}
	if s := m.tp + m.fp + m.fn; s > 0 {
		m.tp, m.fp, m.fn = m.tp/s, m.fp/s, m.fn/s
	}
	return m
}

func articleMetrics(ms []shingleMatch) (precision, recall, f1 float64) {
	var ps, rs []float64
	for _, m := range ms {
		if m.tp+m.fp > 0 {
			ps = append(ps, ratio(m, m.fp))
		}
		if m.tp+m.fn > 0 {
			rs = append(rs, ratio(m, m.fn))
		}
	}
	precision, recall = mean(ps), mean(rs)
	return precision, recall, 2 * precision * recall / (precision + recall)
}

// ratio is precision (wrong = fp) or recall (wrong = fn), as
// evaluate.py defines them: 1 when nothing was wrong either way.
func ratio(m shingleMatch, wrong float64) float64 {
	switch {
	case m.fp == 0 && m.fn == 0:
		return 1
	case m.tp == 0 && wrong == 0:
		return 0
	}
	return m.tp / (m.tp + wrong)
}

func mean(xs []float64) float64 {
	s := 0.0
	for _, x := range xs {
		s += x
	}
	return s / float64(len(xs))
}
