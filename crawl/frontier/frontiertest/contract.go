package frontiertest

import (
	"context"
	"errors"
	"fmt"
	"slices"
	"testing"
	"time"

	"github.com/rendercrawl/render/crawl/canonical"
	"github.com/rendercrawl/render/crawl/frontier"
)

// Run checks what every Frontier promises. open returns a new, empty
// frontier, closed when the test ends; each case opens its own and runs
// in parallel with the others.
func Run(t *testing.T, open func(t *testing.T) frontier.Frontier) {
	for _, tc := range []struct {
		name string
		fn   func(t *testing.T, f frontier.Frontier)
	}{
		{"dedupe", testDedupe},
		{"fifo", testFIFO},
		{"next waits for push", testNextWaitsForPush},
		{"next honours ctx", testNextHonoursCtx},
		{"exhausted only when sealed and empty", testExhausted},
		{"seal wakes a waiting next", testSealWakesNext},
		{"a lease keeps next waiting until done", testLeaseKeepsNextWaiting},
		{"done on a queued url", testDoneQueued},
		{"done on an unseen url", testDoneUnseen},
		{"done all", testDoneAll},
		{"stats", testStats},
		{"queued", testQueued},
		{"concurrent producers and consumers", testConcurrent},
		{"capped push", testCapped},
		{"capped push from many workers", testCappedConcurrent},
		{"alias", testAlias},
		{"an item's URL parsed", testCanon},
	} {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			tc.fn(t, open(t))
		})
	}
}

func testDedupe(t *testing.T, f frontier.Frontier) {
	a := frontier.Item{URL: "https://a.test/"}
	mustPush(t, f, 1, a, a)
	mustPush(t, f, 0, a)
	mustPush(t, f, 1, frontier.Item{URL: "https://b.test/"}, a)
	got := mustNext(t, f)
	mustPush(t, f, 0, a) // leased
	mustDone(t, f, got)
	mustPush(t, f, 0, a) // done
	if got := mustNext(t, f); got.URL != "https://b.test/" {
		t.Fatalf("second Next = %v", got)
	}
	mustSeal(t, f)
	wantBlocked(t, f) // b is leased
}

func testFIFO(t *testing.T, f frontier.Frontier) {
	var want []frontier.Item
	for i := range 25 {
		want = append(want, frontier.Item{URL: fmt.Sprintf("https://a.test/%02d", i), Depth: i, Scope: "a.test", Via: fmt.Sprintf("https://a.test/%02d", i/2)})
	}
	mustPush(t, f, 10, want[:10]...)
	mustPush(t, f, 15, want[10:]...)
	for i, w := range want {
		if got := mustNext(t, f); !same(got, w) {
			t.Fatalf("Next #%d = %+v, want %+v", i, got, w)
		}
	}
}

func testNextWaitsForPush(t *testing.T, f frontier.Frontier) {
	ch := nextAsync(t.Context(), f)
	notYet(t, ch)
	it := frontier.Item{URL: "https://a.test/late", Depth: 2, Scope: "a.test"}
	mustPush(t, f, 1, it)
	if r := await(t, ch); r.err != nil || !same(r.it, it) {
		t.Fatalf("Next = %+v, %v; want %+v", r.it, r.err, it)
	}
}

func testNextHonoursCtx(t *testing.T, f frontier.Frontier) {
	ctx, cancel := context.WithCancel(t.Context())
	ch := nextAsync(ctx, f)
	notYet(t, ch)
	start := time.Now()
	cancel()
	if r := await(t, ch); !errors.Is(r.err, context.Canceled) {
		t.Fatalf("Next = %v, %v; want context.Canceled", r.it, r.err)
	}
	if d := time.Since(start); d > time.Second {
		t.Fatalf("Next took %v to see the cancellation", d)
	}
	// A done context: no wait at all, nothing taken.
	mustPush(t, f, 1, frontier.Item{URL: "https://a.test/"})
	if _, err := f.Next(ctx); !errors.Is(err, context.Canceled) {
		t.Fatalf("Next(done ctx) = %v", err)
	}
	wantStats(t, f, frontier.Stats{Queued: 1, Seen: 1})
}

func testExhausted(t *testing.T, f frontier.Frontier) {
	wantBlocked(t, f) // empty but not sealed
	mustPush(t, f, 1, frontier.Item{URL: "https://a.test/"})
	mustSeal(t, f)
	it := mustNext(t, f) // sealed but queued: delivered
	mustDone(t, f, it)
	wantExhausted(t, f)
	wantExhausted(t, f) // and stays so
}

func testSealWakesNext(t *testing.T, f frontier.Frontier) {
	ch := nextAsync(t.Context(), f)
	notYet(t, ch)
	mustSeal(t, f)
	if r := await(t, ch); !errors.Is(r.err, frontier.ErrExhausted) {
		t.Fatalf("Next = %v, %v; want ErrExhausted", r.it, r.err)
	}
}

func testLeaseKeepsNextWaiting(t *testing.T, f frontier.Frontier) {
	mustPush(t, f, 1, frontier.Item{URL: "https://a.test/"})
	mustSeal(t, f)
	it := mustNext(t, f)
	ch := nextAsync(t.Context(), f)
	notYet(t, ch)
	mustDone(t, f, it)
	if r := await(t, ch); !errors.Is(r.err, frontier.ErrExhausted) {
		t.Fatalf("Next = %v, %v; want ErrExhausted", r.it, r.err)
	}
}

func testDoneQueued(t *testing.T, f frontier.Frontier) {
	mustPush(t, f, 3, items("https://a.test/1", "https://a.test/2", "https://a.test/3")...)
	mustDone(t, f, frontier.Item{URL: "https://a.test/2"})
	mustDone(t, f, frontier.Item{URL: "https://a.test/2"}) // twice is once
	wantStats(t, f, frontier.Stats{Queued: 2, Done: 1, Seen: 3})
	mustSeal(t, f)
	for _, want := range []string{"https://a.test/1", "https://a.test/3"} {
		it := mustNext(t, f)
		if it.URL != want {
			t.Fatalf("Next = %v, want %s", it, want)
		}
		mustDone(t, f, it)
	}
	wantExhausted(t, f)
	wantStats(t, f, frontier.Stats{Done: 3, Seen: 3})
}

func testDoneUnseen(t *testing.T, f frontier.Frontier) {
	mustDone(t, f, frontier.Item{URL: "https://a.test/old"})
	wantStats(t, f, frontier.Stats{Done: 1, Seen: 1})
	mustPush(t, f, 1, items("https://a.test/old", "https://a.test/new")...)
	mustSeal(t, f)
	it := mustNext(t, f)
	if it.URL != "https://a.test/new" {
		t.Fatalf("Next = %v", it)
	}
	mustDone(t, f, it)
	wantExhausted(t, f)
}

// testDoneAll marks leased, queued, unseen and repeated URLs done in one
// call, as a resumed crawl does (through a DoneMany method or not), with
// the counters of one Done each.
func testDoneAll(t *testing.T, f frontier.Frontier) {
	mustPush(t, f, 3, items("https://a.test/leased", "https://a.test/queued", "https://a.test/left")...)
	if it := mustNext(t, f); it.URL != "https://a.test/leased" {
		t.Fatalf("Next = %v", it)
	}
	batch := []frontier.Item{{URL: "https://a.test/leased"}, {URL: "https://a.test/queued"}, {URL: "https://a.test/unseen"}, {URL: "https://a.test/queued"}}
	if err := frontier.DoneAll(t.Context(), f, batch); err != nil {
		t.Fatal(err)
	}
	want := frontier.Stats{Queued: 1, Done: 3, Seen: 4}
	wantStats(t, f, want)
	if err := frontier.DoneAll(t.Context(), f, batch); err != nil { // all done already
		t.Fatal(err)
	}
	wantStats(t, f, want)
	mustSeal(t, f)
	if it := mustNext(t, f); it.URL != "https://a.test/left" {
		t.Fatalf("Next = %v; want the one URL not marked done", it)
	}
}

func testStats(t *testing.T, f frontier.Frontier) {
	wantStats(t, f, frontier.Stats{})
	mustPush(t, f, 4, items("https://a.test/1", "https://a.test/2", "https://a.test/3", "https://a.test/4")...)
	wantStats(t, f, frontier.Stats{Queued: 4, Seen: 4})
	a, b := mustNext(t, f), mustNext(t, f)
	wantStats(t, f, frontier.Stats{Queued: 2, Leased: 2, Seen: 4})
	mustDone(t, f, a)
	wantStats(t, f, frontier.Stats{Queued: 2, Leased: 1, Done: 1, Seen: 4})
	mustDone(t, f, frontier.Item{URL: "https://a.test/4"})
	mustDone(t, f, frontier.Item{URL: "https://a.test/5"})
	mustDone(t, f, b)
	wantStats(t, f, frontier.Stats{Queued: 1, Done: 4, Seen: 5})
}

func testQueued(t *testing.T, f frontier.Frontier) {
	all := items("https://a.test/1", "https://a.test/2", "https://a.test/3", "https://a.test/4", "https://a.test/5")
	mustPush(t, f, 5, all...)
	mustNext(t, f)
	mustDone(t, f, all[2])
	for _, tc := range []struct {
		limit int
		want  []frontier.Item
	}{
		{0, nil},
		{2, []frontier.Item{all[1], all[3]}},
		{10, []frontier.Item{all[1], all[3], all[4]}},
	} {
		got, err := f.Queued(t.Context(), tc.limit)
		if err != nil {
			t.Fatal(err)
		}
		if len(got) != len(tc.want) || (len(got) > 0 && !slices.EqualFunc(got, tc.want, same)) {
			t.Errorf("Queued(%d) = %+v, want %+v", tc.limit, got, tc.want)
		}
	}
}

// An item pushed with its URL parsed (Item.Canon) comes back from Next
// and Queued with it, kept or parsed again once, whatever the options
// that made the URL canonical: the crawl need not parse it again.
func testCanon(t *testing.T, f frontier.Frontier) {
	var pushed []frontier.Item
	for _, raw := range []string{"https://a.test/x?b=2&a=1#/route?q=1", "http://b.test:8080/%7Ey/", "https://c.test/p#anchor"} {
		for _, o := range []canonical.Options{{}, {KeepFragment: true, SortQuery: true}} {
			u, err := canonical.Parse(raw, o)
			if err != nil {
				t.Fatal(err)
			}
			if !slices.ContainsFunc(pushed, func(it frontier.Item) bool { return it.URL == u.String() }) {
				pushed = append(pushed, frontier.Item{URL: u.String(), Canon: u})
			}
		}
	}
	mustPush(t, f, len(pushed), pushed...)
	queued, err := f.Queued(t.Context(), len(pushed))
	if err != nil {
		t.Fatal(err)
	}
	for i, want := range pushed {
		if i < len(queued) && queued[i].Canon != want.Canon {
			t.Errorf("Queued #%d has %+v parsed as %+v, want %+v", i, queued[i].URL, queued[i].Canon, want.Canon)
		}
		if got := mustNext(t, f); got.Canon != want.Canon || got.Canon.Host() == "" {
			t.Errorf("Next #%d = %q parsed as %+v, want %+v", i, got.URL, got.Canon, want.Canon)
		}
	}
}
