package crawl

import (
	"bytes"
	"context"
	"fmt"
	"os"
	"path/filepath"
	"runtime"
	"runtime/debug"
	"strconv"
	"testing"
	"time"
)

// BenchmarkFrontierPushClaim measures one URL's trip through a frontier:
// Push, Next, Done, one after another from one goroutine.
func BenchmarkFrontierPushClaim(b *testing.B) {
	for _, tc := range []struct {
		name string
		open func(b *testing.B) Frontier
	}{
		{"mem", func(b *testing.B) Frontier { return NewMemFrontier() }},
		{"bolt", func(b *testing.B) Frontier {
			f, err := OpenBoltFrontier(b.TempDir())
			if err != nil {
				b.Fatal(err)
			}
			b.Cleanup(func() { f.Close() })
			return f
		}},
		{"redis", func(b *testing.B) Frontier {
			url := redisURL(b)
			f, err := OpenRedisFrontier(b.Context(), url, RedisOptions{Prefix: testRedisPrefix(b, url)})
			if err != nil {
				b.Fatal(err)
			}
			b.Cleanup(func() { f.Close() })
			return f
		}},
	} {
		b.Run(tc.name, func(b *testing.B) {
			f := tc.open(b)
			ctx := b.Context()
			b.ReportAllocs()
			b.ResetTimer()
			for i := range b.N {
				it := Item{URL: "https://example.com/products/item-" + strconv.Itoa(i), Scope: "example.com"}
				if _, err := f.Push(ctx, it); err != nil {
					b.Fatal(err)
				}
				got, err := f.Next(ctx)
				if err != nil {
					b.Fatal(err)
				}
				if err := f.Done(ctx, got); err != nil {
					b.Fatal(err)
				}
			}
			b.ReportMetric(float64(b.N)/b.Elapsed().Seconds(), "URLs/s")
		})
	}
}

// BenchmarkMemory1M pushes 1,000,000 distinct URLs of about 60 bytes into
// a frontier and reports the Go heap it then holds per queued URL, and
// the growth of the process's resident memory per URL (Linux). Run it
// once: go test -run '^$' -bench Memory1M -benchtime 1x ./crawl/
func BenchmarkMemory1M(b *testing.B) {
	if testing.Short() {
		b.Skip("pushes a million URLs")
	}
	const urls, batch = 1_000_000, 10_000
	for _, tc := range []struct {
		name string
		open func(b *testing.B) (Frontier, string) // and its directory, if any
	}{
		{"mem", func(b *testing.B) (Frontier, string) { return NewMemFrontier(), "" }},
		{"bolt", func(b *testing.B) (Frontier, string) {
			dir := b.TempDir()
			f, err := OpenBoltFrontier(dir)
			if err != nil {
				b.Fatal(err)
			}
			b.Cleanup(func() { f.Close() })
			return f, dir
		}},
	} {
		b.Run(tc.name, func(b *testing.B) {
			for range b.N {
				heap0, rss0 := memNow()
				f, dir := tc.open(b)
				start := time.Now()
				pushMillion(b, f, urls, batch)
				took := time.Since(start)
				heap1, rss1 := memNow()
				st, err := f.Stats(context.Background())
				if err != nil || st.Queued != urls {
					b.Fatalf("Stats = %+v, %v; want %d queued", st, err, urls)
				}
				b.ReportMetric(float64(heap1-heap0)/urls, "heap-B/url")
				if rss0 > 0 {
					b.ReportMetric(float64(rss1-rss0)/urls, "rss-B/url")
				}
				if dir != "" {
					if fi, err := os.Stat(filepath.Join(dir, "frontier.db")); err == nil {
						b.ReportMetric(float64(fi.Size())/urls, "file-B/url")
					}
				}
				b.ReportMetric(urls/took.Seconds(), "pushes/s")
				runtime.KeepAlive(f)
				f.Close()
			}
		})
	}
}

func pushMillion(b *testing.B, f Frontier, urls, batch int) {
	ctx := context.Background()
	items := make([]Item, batch)
	for i := 0; i < urls; i += batch {
		for j := range items {
			n := i + j
			items[j] = Item{URL: fmt.Sprintf("https://example.com/products/category-%d/item-%07d?ref=abc", n%97, n)}
		}
		if _, err := f.Push(ctx, items...); err != nil {
			b.Fatal(err)
		}
	}
}

// memNow returns the live Go heap after a collection, and the resident
// set size (0 where /proc is missing) once the freed memory went back to
// the operating system.
func memNow() (heap, rss int64) {
	debug.FreeOSMemory()
	var ms runtime.MemStats
	runtime.ReadMemStats(&ms)
	heap = int64(ms.HeapAlloc)
	if b, err := os.ReadFile("/proc/self/statm"); err == nil {
		if f := bytes.Fields(b); len(f) > 1 {
			pages, _ := strconv.ParseInt(string(f[1]), 10, 64)
			rss = pages * int64(os.Getpagesize())
		}
	}
	return heap, rss
}

// BenchmarkBoltResumeMark marks 10,000 URLs done the way a resumed crawl
// marks the records of its output: one Done each, or DoneAll in one call.
func BenchmarkBoltResumeMark(b *testing.B) {
	const n = 10_000
	items := make([]Item, n)
	for i := range items {
		items[i] = Item{URL: "https://bench.test/page/" + strconv.Itoa(i)}
	}
	for _, tc := range []struct {
		name string
		mark func(ctx context.Context, f Frontier) error
	}{
		{"each", func(ctx context.Context, f Frontier) error {
			for _, it := range items {
				if err := f.Done(ctx, it); err != nil {
					return err
				}
			}
			return nil
		}},
		{"batch", func(ctx context.Context, f Frontier) error { return DoneAll(ctx, f, items) }},
	} {
		b.Run(tc.name, func(b *testing.B) {
			for b.Loop() {
				b.StopTimer()
				f, err := OpenBoltFrontier(b.TempDir())
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
