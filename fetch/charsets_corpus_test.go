package fetch

import (
	"context"
	"fmt"
	"net/http"
	"net/http/httptest"
	"os"
	"os/exec"
	"path/filepath"
	"sort"
	"strings"
	"testing"
	"time"

	"github.com/rendercrawl/render/internal/testkit/realweb"
	"github.com/rendercrawl/render/internal/testkit/testenv"
)

// charsetCorpus assembles (if needed) and returns the charset corpus of
// scripts/realweb/charsets.sh: DIR/ENCODING/*.txt, real texts in legacy
// encodings. Without it the test fails in CI (testenv.CI) and is skipped
// otherwise.
func charsetCorpus(t *testing.T) string {
	t.Helper()
	dir := realweb.DefaultDir()
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Minute)
	defer cancel()
	out, err := exec.CommandContext(ctx, "bash", filepath.Join("..", "scripts", "realweb", "charsets.sh"), dir).CombinedOutput()
	if err != nil {
		if testenv.CI() {
			t.Fatalf("the charset corpus is required in CI: %v: %s", err, out)
		}
		t.Skipf("charset corpus unavailable: %v: %s", err, out)
	}
	return filepath.Join(dir, "charsets")
}

// charsetFloors is the share of an encoding's texts that detection must
// get right; the measured share is 1 for all but iso-8859-2 (35 of 36: the
// man page of ISO-8859-2 itself, a table of its symbols, reads as
// windows-1250). The texts come from Debian packages that are not pinned,
// hence a little room.
var charsetFloors = map[string]float64{
	"iso-8859-2": 0.9,
}

const defaultCharsetFloor = 0.9

// TestDetectCorpus is the accuracy check of the detection of unlabelled
// bytes on real texts: each text of the corpus, decoded without a label,
// must give the text that its encoding gives.
func TestDetectCorpus(t *testing.T) {
	dir := charsetCorpus(t)
	encs, err := os.ReadDir(dir)
	if err != nil {
		t.Fatal(err)
	}
	var table strings.Builder
	fmt.Fprintf(&table, "%-13s %5s %5s  wrong as\n", "encoding", "texts", "right")
	n := 0
	for _, e := range encs {
		if !e.IsDir() || e.Name() == "tmp" {
			continue
		}
		name := e.Name()
		enc, canonical := lookup(name)
		if enc == nil || canonical != name {
			t.Errorf("%s: not a WHATWG encoding name", name)
			continue
		}
		paths, _ := filepath.Glob(filepath.Join(dir, name, "*.txt"))
		right, wrong := 0, map[string]int{}
		for _, p := range paths {
			b, err := os.ReadFile(p)
			if err != nil {
				t.Fatal(err)
			}
			want := decodeWith(enc, b)
			got, cs := decodeText(b, "", kindText)
			if string(got) == string(want) {
				right++
			} else {
				wrong[cs]++
			}
		}
		n += len(paths)
		fmt.Fprintf(&table, "%-13s %5d %5d  %s\n", name, len(paths), right, formatCounts(wrong))
		floor, ok := charsetFloors[name]
		if !ok {
			floor = defaultCharsetFloor
		}
		if len(paths) < 10 {
			t.Errorf("%s: %d texts, want at least 10", name, len(paths))
		} else if share := float64(right) / float64(len(paths)); share < floor {
			t.Errorf("%s: %d of %d texts detected (%.0f%%), floor %.0f%%; wrong as %s",
				name, right, len(paths), 100*share, 100*floor, formatCounts(wrong))
		}
	}
	if n == 0 {
		t.Fatal("no texts in the corpus")
	}
	t.Logf("detection of unlabelled bytes, %d texts:\n%s", n, table.String())
}

func formatCounts(m map[string]int) string {
	var keys []string
	for k := range m {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	var parts []string
	for _, k := range keys {
		parts = append(parts, fmt.Sprintf("%s:%d", k, m[k]))
	}
	return strings.Join(parts, " ")
}

// TestFetchPlainTextCorpus: texts of the corpus in the CJK and western
// encodings, served as text/plain without a charset, come out of Fetch
// as their text.
func TestFetchPlainTextCorpus(t *testing.T) {
	dir := charsetCorpus(t)
	names := []string{"shift_jis", "euc-jp", "iso-2022-jp", "gbk", "gb18030", "big5", "euc-kr", "windows-1252",
		"windows-1251", "koi8-r", "windows-1253", "windows-1255", "windows-1256", "windows-1254", "windows-1250", "windows-874", "windows-1258"}
	// The first short text of each, filled in before the server starts.
	files := map[string][]byte{}
	for _, name := range names {
		paths, _ := filepath.Glob(filepath.Join(dir, name, "*-short.txt"))
		if len(paths) == 0 {
			t.Fatalf("no short text of %s", name)
		}
		b, err := os.ReadFile(paths[0])
		if err != nil {
			t.Fatal(err)
		}
		files["/"+name+"/"+filepath.Base(paths[0])] = b
	}
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "text/plain")
		w.Write(files[r.URL.Path])
	}))
	t.Cleanup(srv.Close)
	c := newTestClient(t, testConfig())
	for path, b := range files {
		name := strings.Split(path, "/")[1]
		t.Run(name, func(t *testing.T) {
			resp, err := c.Fetch(context.Background(), srv.URL+path)
			if err != nil {
				t.Fatal(err)
			}
			enc, _ := lookup(name)
			want := plainText(decodeWith(enc, b))
			// gbk is gb18030's decoder under the WHATWG name detection gives.
			sameDecoder := resp.Charset == name || name == "gb18030" && resp.Charset == "gbk"
			if !sameDecoder || resp.Text != want || resp.Title != "" {
				t.Errorf("%s: Charset %q, Title %q, Text %.60q...; want %s, no title, its text %.60q...",
					path, resp.Charset, resp.Title, resp.Text, name, want)
			}
		})
	}
}
