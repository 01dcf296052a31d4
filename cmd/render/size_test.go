package main

import (
	"io"
	"net/http"
	"testing"

	"github.com/rendercrawl/render/internal/testkit/testsite"
)

// A page's size is the same count on both paths: its body after content
// decoding, whether it came plain or gzip-encoded.
func TestSizeIsTheSameOnBothPaths(t *testing.T) {
	needChrome(t)
	_, base := testsite.Serve(t)
	resp, err := http.Get(base + "/encoded/identity")
	if err != nil {
		t.Fatal(err)
	}
	body, err := io.ReadAll(resp.Body)
	resp.Body.Close()
	if err != nil || len(body) == 0 {
		t.Fatalf("the page's body: %d bytes, %v", len(body), err)
	}
	urls := []string{base + "/encoded/identity", base + "/encoded/gzip"}
	for _, mode := range []string{"http", "browser"} {
		args := append([]string{"--browser-url", browserURL, "--mode", mode, "--quiet", "--ignore-robots"}, urls...)
		code, stdout, stderr := runCLI(t, "", args...)
		if code != exitOK {
			t.Fatalf("--mode %s: exit %d\n%s", mode, code, stderr)
		}
		recs := records(t, stdout)
		if len(recs) != len(urls) {
			t.Fatalf("--mode %s: %d records, want %d", mode, len(recs), len(urls))
		}
		for _, r := range recs {
			if r.Mode != mode || r.Error != "" || r.Size != int64(len(body)) {
				t.Errorf("--mode %s %s: mode %s, error %q, size %d; want the %d bytes of the decoded body",
					mode, r.URL, r.Mode, r.Error, r.Size, len(body))
			}
		}
	}
}
