package frontier_test

import (
	"context"
	"errors"
	"iter"
	"slices"
	"testing"

	"github.com/rendercrawl/render/crawl/frontier"
	"github.com/rendercrawl/render/crawl/frontier/memory"
)

// batchingFrontier records the DoneMany calls DoneAll makes.
type batchingFrontier struct {
	*memory.Frontier
	calls [][]string
	fail  error
}

func (f *batchingFrontier) DoneMany(ctx context.Context, items []frontier.Item) error {
	if f.fail != nil {
		return f.fail
	}
	var urls []string
	for _, it := range items {
		urls = append(urls, it.URL)
		if err := f.Done(ctx, it); err != nil {
			return err
		}
	}
	f.calls = append(f.calls, urls)
	return nil
}

func batches(bs ...[]string) iter.Seq2[[]string, error] {
	return func(yield func([]string, error) bool) {
		for _, b := range bs {
			if !yield(b, nil) {
				return
			}
		}
	}
}

func TestResumeMarkDone(t *testing.T) {
	ctx := t.Context()
	t.Run("one DoneMany per batch", func(t *testing.T) {
		f := &batchingFrontier{Frontier: memory.New()}
		n, err := frontier.MarkDone(ctx, f, batches([]string{"https://a.test/1", "https://a.test/2"}, []string{"https://a.test/3"}))
		if err != nil || n != 3 {
			t.Fatalf("MarkDone = %d, %v; want 3", n, err)
		}
		want := [][]string{{"https://a.test/1", "https://a.test/2"}, {"https://a.test/3"}}
		if !slices.EqualFunc(f.calls, want, slices.Equal) {
			t.Fatalf("DoneMany calls %q, want %q", f.calls, want)
		}
	})
	t.Run("Done each without DoneMany", func(t *testing.T) {
		f := memory.New()
		f.Push(ctx, frontier.Item{URL: "https://a.test/1"}, frontier.Item{URL: "https://a.test/left"})
		n, err := frontier.MarkDone(ctx, f, batches([]string{"https://a.test/1", "https://a.test/old"}))
		if err != nil || n != 2 {
			t.Fatalf("MarkDone = %d, %v; want 2", n, err)
		}
		if st, _ := f.Stats(ctx); st != (frontier.Stats{Queued: 1, Done: 2, Seen: 3}) {
			t.Fatalf("Stats = %+v", st)
		}
	})
	t.Run("the frontier's error stops it", func(t *testing.T) {
		disk := errors.New("disk gone")
		f := &batchingFrontier{Frontier: memory.New(), fail: disk}
		n, err := frontier.MarkDone(ctx, f, batches([]string{"https://a.test/1"}, []string{"https://a.test/2"}))
		if !errors.Is(err, disk) || n != 0 {
			t.Fatalf("MarkDone = %d, %v; want 0 and the frontier's error", n, err)
		}
	})
	t.Run("the reader's error stops it", func(t *testing.T) {
		torn := errors.New("read failed")
		f := memory.New()
		seq := func(yield func([]string, error) bool) {
			if yield([]string{"https://a.test/1"}, nil) {
				yield(nil, torn)
			}
		}
		n, err := frontier.MarkDone(ctx, f, seq)
		if !errors.Is(err, torn) || n != 1 {
			t.Fatalf("MarkDone = %d, %v; want 1 and the reader's error", n, err)
		}
	})
}
