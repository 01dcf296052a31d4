package bolt

import (
	"context"
	"path/filepath"
	"strconv"
	"testing"

	"github.com/rendercrawl/render/crawl/frontier"
	"github.com/rendercrawl/render/crawl/frontier/frontiertest"
)

func BenchmarkFrontierPushClaim(b *testing.B) {
	frontiertest.BenchPushClaim(b, func(b *testing.B) frontier.Frontier {
		f, err := Open(b.TempDir())
		if err != nil {
			b.Fatal(err)
		}
		b.Cleanup(func() { f.Close() })
		return f
	})
}

// BenchmarkMemory1M: go test -run '^$' -bench Memory1M -benchtime 1x.
func BenchmarkMemory1M(b *testing.B) {
	frontiertest.BenchMemory1M(b, func(b *testing.B) (frontier.Frontier, string) {
		dir := b.TempDir()
		f, err := Open(dir)
		if err != nil {
			b.Fatal(err)
		}
		b.Cleanup(func() { f.Close() })
		return f, filepath.Join(dir, "frontier.db")
	})
}

// BenchmarkBoltResumeMark marks 10,000 URLs done the way a resumed crawl
// marks the records of its output: one Done each, or DoneAll in one call.
func BenchmarkBoltResumeMark(b *testing.B) {
	const n = frontier.DoneBatch
	items := make([]frontier.Item, n)
	for i := range items {
		items[i] = frontier.Item{URL: "https://bench.test/page/" + strconv.Itoa(i)}
	}
	for _, tc := range []struct {
		name string
		mark func(ctx context.Context, f frontier.Frontier) error
	}{
		{"each", func(ctx context.Context, f frontier.Frontier) error {
			for _, it := range items {
				if err := f.Done(ctx, it); err != nil {
					return err
				}
			}
			return nil
		}},
		{"batch", func(ctx context.Context, f frontier.Frontier) error { return frontier.DoneAll(ctx, f, items) }},
	} {
		b.Run(tc.name, func(b *testing.B) {
			for b.Loop() {
				b.StopTimer()
				f, err := Open(b.TempDir())
				if err != nil {
					b.Fatal(err)
				}
				b.StartTimer()
				if err := tc.mark(b.Context(), f); err != nil {
					b.Fatal(err)
				}
				b.StopTimer()
				f.Close()
				b.StartTimer()
			}
			b.ReportMetric(float64(n*b.N)/b.Elapsed().Seconds(), "URLs/s")
		})
	}
}
