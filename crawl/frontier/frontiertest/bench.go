package frontiertest

import (
	"bytes"
	"context"
	"fmt"
	"os"
	"runtime"
	"runtime/debug"
	"strconv"
	"testing"
	"time"

	"github.com/rendercrawl/render/crawl/frontier"
	"github.com/rendercrawl/render/internal/testkit/testenv"
)

// BenchPushClaim measures one URL's trip through the frontier open
// returns: Push, Next, Done, one after another from one goroutine.
func BenchPushClaim(b *testing.B, open func(b *testing.B) frontier.Frontier) {
	f := open(b)
	ctx := b.Context()
	b.ReportAllocs()
	b.ResetTimer()
	for i := range b.N {
		it := frontier.Item{URL: "https://example.com/products/item-" + strconv.Itoa(i), Scope: "example.com"}
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
}

// BenchMemory1M pushes 1,000,000 distinct URLs of about 60 bytes into a
// frontier and reports the Go heap it then holds per queued URL, and the
// growth of the process's resident memory per URL (Linux). open returns a
// new frontier and the file it keeps its state in ("" for none), whose
// size is reported too. Run it once: -bench Memory1M -benchtime 1x.
func BenchMemory1M(b *testing.B, open func(b *testing.B) (frontier.Frontier, string)) {
	testenv.SkipShort(b, "pushes a million URLs")
	const urls, batch = 1_000_000, 10_000
	for range b.N {
		heap0, rss0 := memNow()
		f, file := open(b)
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
		if file != "" {
			if fi, err := os.Stat(file); err == nil {
				b.ReportMetric(float64(fi.Size())/urls, "file-B/url")
			}
		}
		b.ReportMetric(urls/took.Seconds(), "pushes/s")
		runtime.KeepAlive(f)
		f.Close()
	}
}

func pushMillion(b *testing.B, f frontier.Frontier, urls, batch int) {
	ctx := context.Background()
	items := make([]frontier.Item, batch)
	for i := 0; i < urls; i += batch {
		for j := range items {
			n := i + j
			items[j] = frontier.Item{URL: fmt.Sprintf("https://example.com/products/category-%d/item-%07d?ref=abc", n%97, n)}
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
