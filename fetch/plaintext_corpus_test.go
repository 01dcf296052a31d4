package fetch

import (
	"context"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/rendercrawl/render/fetch/charset"
	"github.com/rendercrawl/render/fetch/extract"
	"github.com/rendercrawl/render/internal/testkit/realweb"
)

// TestFetchPlainTextCorpus: texts of the corpus in the CJK and western
// encodings, served as text/plain without a charset, come out of Fetch
// as their text.
func TestFetchPlainTextCorpus(t *testing.T) {
	dir := realweb.Charsets(t)
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
			decoded, _ := charset.Decode(b, name, charset.Text)
			want := extract.PlainText(decoded)
			// gbk is gb18030's decoder under the WHATWG name detection gives.
			sameDecoder := resp.Charset == name || name == "gb18030" && resp.Charset == "gbk"
			if !sameDecoder || resp.Text != want || resp.Title != "" {
				t.Errorf("%s: Charset %q, Title %q, Text %.60q...; want %s, no title, its text %.60q...",
					path, resp.Charset, resp.Title, resp.Text, name, want)
			}
		})
	}
}
