package crawl

import (
	"context"
	"errors"
	"fmt"
	"sync"
	"testing"
	"time"

	"github.com/rendercrawl/render/crawl/frontier"
	"github.com/rendercrawl/render/crawl/frontier/memory"
	"github.com/rendercrawl/render/fetch"
	"github.com/rendercrawl/render/sink"
)

// batchSink is a sink.Acker that makes records durable in batches, from
// a goroutine of its own, as a database does.
type batchSink struct {
	every time.Duration
	fail  error // every batch fails with it

	mu      sync.Mutex
	held    []*sink.Record
	acks    []func(error)
	durable map[string]bool
	stop    chan struct{}
	done    chan struct{}
}

var _ sink.Acker = (*batchSink)(nil)

func newBatchSink(every time.Duration, fail error) *batchSink {
	b := &batchSink{every: every, fail: fail, durable: map[string]bool{}, stop: make(chan struct{}), done: make(chan struct{})}
	go func() {
		defer close(b.done)
		t := time.NewTicker(every)
		defer t.Stop()
		for {
			select {
			case <-b.stop:
				return
			case <-t.C:
				b.commit()
			}
		}
	}()
	return b
}

func (b *batchSink) commit() {
	b.mu.Lock()
	held, acks := b.held, b.acks
	b.held, b.acks = nil, nil
	if b.fail == nil {
		for _, r := range held {
			b.durable[r.URL] = true
		}
	}
	b.mu.Unlock()
	for _, ack := range acks {
		ack(b.fail)
	}
}

func (b *batchSink) isDurable(url string) bool {
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.durable[url]
}

func (b *batchSink) Write(r *sink.Record) error { return b.WriteAck(r, func(error) {}) }
func (b *batchSink) WriteAck(r *sink.Record, ack func(error)) error {
	b.mu.Lock()
	defer b.mu.Unlock()
	b.held = append(b.held, r)
	b.acks = append(b.acks, ack)
	return nil
}
func (b *batchSink) Flush(context.Context) error { b.commit(); return b.fail }
func (b *batchSink) Close() error {
	close(b.stop)
	<-b.done
	b.commit()
	return b.fail
}

// doneWatch is a frontier that checks each item's record is durable when
// it is marked done, and counts the calls that mark items done.
type doneWatch struct {
	*memory.Frontier
	t     *testing.T
	out   *batchSink
	mu    sync.Mutex
	calls int
	items int
}

func (d *doneWatch) Done(ctx context.Context, it frontier.Item) error {
	return d.DoneMany(ctx, []frontier.Item{it})
}

func (d *doneWatch) DoneMany(ctx context.Context, items []frontier.Item) error {
	d.mu.Lock()
	d.calls++
	d.items += len(items)
	d.mu.Unlock()
	for _, it := range items {
		if !d.out.isDurable(it.URL) {
			d.t.Errorf("%s marked done before its record was durable", it.URL)
		}
		if err := d.Frontier.Done(ctx, it); err != nil {
			return err
		}
	}
	return nil
}

func TestItemsAreDoneOnlyOnceTheirRecordsAreDurable(t *testing.T) {
	out := newBatchSink(5*time.Millisecond, nil)
	defer out.Close()
	f := &doneWatch{Frontier: memory.New(), t: t, out: out}
	c, err := New(testCrawlConfig(), Deps{Renderer: &fakeRenderer{}, Sink: out, Frontier: f})
	if err != nil {
		t.Fatal(err)
	}
	var urls []string
	for i := range 200 {
		urls = append(urls, fmt.Sprintf("http://a.test/%d", i))
	}
	sum, err := c.Run(context.Background(), SeedList(urls...))
	if err != nil {
		t.Fatal(err)
	}
	st, _ := f.Stats(context.Background())
	if sum.Pages != 200 || st.Done != 200 || f.items != 200 {
		t.Errorf("%d pages, %d done in the frontier, %d marked; want 200 each", sum.Pages, st.Done, f.items)
	}
	if f.calls >= 200 {
		t.Errorf("%d calls marked 200 items done: acks that come together should share a call", f.calls)
	}
}

func TestARecordThatCannotBeMadeDurableFailsTheRunAndStaysLeased(t *testing.T) {
	errGone := errors.New("database gone")
	out := newBatchSink(5*time.Millisecond, errGone)
	defer out.Close()
	f := &doneWatch{Frontier: memory.New(), t: t, out: out}
	c, err := New(testCrawlConfig(), Deps{Renderer: &fakeRenderer{}, Sink: out, Frontier: f})
	if err != nil {
		t.Fatal(err)
	}
	start := time.Now()
	_, err = c.Run(context.Background(), SeedList("http://a.test/1", "http://a.test/2", "http://a.test/3"))
	if !errors.Is(err, errGone) {
		t.Fatalf("Run = %v, want the sink's error", err)
	}
	if el := time.Since(start); el > 5*time.Second {
		t.Errorf("the failed run took %v to end", el)
	}
	if f.items != 0 {
		t.Errorf("%d items marked done whose records were lost", f.items)
	}
}

// lastingFrontier is a memory frontier that says it outlives the run, as
// bolt and redis do.
type lastingFrontier struct{ *memory.Frontier }

func (lastingFrontier) Lasting() bool { return true }

// A page the stop keeps from its retry (a 503 waiting for its backoff)
// is cut short: with a frontier that outlives the run it gets no record
// and is left for the run that resumes; with one that does not, its
// record is the last answer.
func TestStopDuringRetryLeavesThePageUnfinished(t *testing.T) {
	for _, lasting := range []bool{true, false} {
		t.Run(fmt.Sprint("lasting=", lasting), func(t *testing.T) {
			fetched := make(chan struct{}, 1)
			f := &fakeFetcher{fn: func(url string, _ int) (*fetch.Response, error) {
				select {
				case fetched <- struct{}{}:
				default:
				}
				r := hydrated(url, "busy")
				r.Status = 503
				return r, nil
			}}
			cfg := testCrawlConfig()
			cfg.Mode = ModeHTTP
			cfg.Grace = time.Millisecond
			cfg.Retry.Max, cfg.Retry.Base, cfg.Retry.Cap = 3, time.Minute, time.Minute
			var front frontier.Frontier = memory.New()
			if lasting {
				front = lastingFrontier{memory.New()}
			}
			out := &memSink{}
			c, _ := New(cfg, Deps{Fetcher: f, Sink: out, Frontier: front})
			ctx, cancel := context.WithCancel(context.Background())
			go func() { <-fetched; cancel() }()
			sum, err := c.Run(ctx, SeedList("http://r.test/a"))
			if err != nil {
				t.Fatal(err)
			}
			recs := out.byURL()["http://r.test/a"]
			if lasting && (len(recs) != 0 || len(sum.Unfinished) != 1) {
				t.Errorf("%d records, unfinished %v; want none, the page left unfinished", len(recs), sum.Unfinished)
			}
			if !lasting && (len(recs) != 1 || recs[0].Status != 503) {
				t.Errorf("%d records; want the 503 answer's", len(recs))
			}
		})
	}
}
