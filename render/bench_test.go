package render

import (
	"context"
	"strconv"
	"sync/atomic"
	"testing"

	"github.com/rendercrawl/render/internal/testkit/testsite"
)

// BenchmarkRenderSPA renders fixture SPA pages with all of the pool's tabs
// busy; pages/s is the figure to compare.
func BenchmarkRenderSPA(b *testing.B) {
	benchRender(b, "/spa/")
}

// BenchmarkRenderStatic renders server-rendered pages through the browser.
func BenchmarkRenderStatic(b *testing.B) {
	benchRender(b, "/static/")
}

func benchRender(b *testing.B, prefix string) {
	if testPool == nil {
		b.Skip("no Chrome installed")
	}
	p := testPool
	_, base := testsite.Serve(b)
	var n atomic.Int64
	b.SetParallelism(p.cfg.Tabs)
	b.ResetTimer()
	b.RunParallel(func(pb *testing.PB) {
		for pb.Next() {
			i := n.Add(1)
			if _, err := p.Render(context.Background(), Request{URL: base + prefix + strconv.FormatInt(i, 10)}); err != nil {
				b.Error(err)
			}
		}
	})
	b.ReportMetric(float64(b.N)/b.Elapsed().Seconds(), "pages/s")
}
