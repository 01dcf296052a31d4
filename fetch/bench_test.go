package fetch

import (
	"context"
	"os"
	"path/filepath"
	"testing"

	"github.com/rendercrawl/render/internal/testkit/testsite"
)

// BenchmarkFetch fetches a ~6 KB static page from a local server with
// parallel clients: the whole HTTP path, extraction included.
func BenchmarkFetch(b *testing.B) {
	_, base := testsite.Serve(b)
	cfg := DefaultConfig()
	c := newTestClient(b, cfg)
	u := base + "/fetch/pages/static.html?ct=text/html;%20charset=utf-8"
	page, err := os.ReadFile(filepath.Join(fixtureDir, "pages", "static.html"))
	if err != nil {
		b.Fatal(err)
	}
	b.SetBytes(int64(len(page)))
	b.ReportAllocs()
	b.ResetTimer()
	b.RunParallel(func(pb *testing.PB) {
		for pb.Next() {
			resp, err := c.Fetch(context.Background(), u)
			if err != nil {
				b.Error(err)
				return
			}
			if resp.Signals.Links != 17 {
				b.Errorf("links = %d", resp.Signals.Links)
				return
			}
		}
	})
}
