package learn

import (
	"fmt"
	"slices"
	"strings"
	"testing"

	"github.com/rendercrawl/render/crawl/canonical"
	"github.com/rendercrawl/render/crawl/frontier"
)

// A render to verify a kind that taught nothing (it failed) hands the
// verification to the next page of the kind; after MaxVerifyFailures
// such renders the kind's pages keep their HTML, unverified.
func TestFailedVerificationIsRetaken(t *testing.T) {
	l := New(Config{Warmup: 1, SampleEvery: 5, SampleFloor: 1, SampleShare: 0}, false)
	for i := range MaxVerifyFailures {
		tk := l.Advise("h", "h/", "h/p", frontier.Item{URL: "u"})
		if j, _ := l.Judge(&tk, Kind{Scripts: 1}, true); j != JudgeVerify {
			t.Fatalf("attempt %d: judgement %v, want verify", i, j)
		}
		l.Tell(tk, VerdictNone, Sample{})
	}
	tk := l.Advise("h", "h/", "h/p", frontier.Item{URL: "u"})
	if j, _ := l.Judge(&tk, Kind{Scripts: 1}, true); j != JudgeUnverified {
		t.Errorf("after %d failed renders: %v, want unverified", MaxVerifyFailures, j)
	}
	if ks := l.Kinds(); len(ks) != 1 || ks[0].Verdict != "unverified" || ks[0].Renders != MaxVerifyFailures || ks[0].Failed != MaxVerifyFailures {
		t.Errorf("kinds %+v: want one, unverified, with %d renders that all failed", ks, MaxVerifyFailures)
	}
}

// After a render to verify a kind failed, the tries left go at once: a
// kind whose pages hang waits for two page timeouts, not three.
func TestFailedVerificationTriesTheRestAtOnce(t *testing.T) {
	l := New(Config{Warmup: 1, SampleEvery: 5, SampleFloor: 1, SampleShare: 0}, false)
	judge := func() (*Ticket, Judgement) {
		tk := l.Advise("h", "h/", "h/p", frontier.Item{URL: "u"})
		j, _ := l.Judge(&tk, Kind{Scripts: 1}, true)
		return &tk, j
	}
	first, j := judge()
	if j != JudgeVerify {
		t.Fatalf("first page: %v, want verify", j)
	}
	if _, j := judge(); j != JudgeWait {
		t.Fatalf("second page while the first verifies: %v, want wait", j)
	}
	l.Tell(*first, VerdictNone, Sample{})
	var tries []*Ticket
	for range MaxVerifyFailures - 1 {
		tk, j := judge()
		if j != JudgeVerify {
			t.Fatalf("after one failure, try %d: %v, want verify at once", len(tries)+2, j)
		}
		tries = append(tries, tk)
	}
	if _, j := judge(); j != JudgeWait {
		t.Fatalf("with the last tries in flight: %v, want wait", j)
	}
	for _, tk := range tries {
		l.Tell(*tk, VerdictNone, Sample{})
	}
	if _, j := judge(); j != JudgeUnverified {
		t.Errorf("after %d failed renders: %v, want unverified", MaxVerifyFailures, j)
	}
}

// Re-checks of what was learned back off, and come back to their first
// pace when a re-check contradicts it.
func TestRecheckBacksOffAndResets(t *testing.T) {
	l := New(Config{Warmup: 1, SampleEvery: 5, SampleFloor: 1000, SampleShare: 0}, false)
	first := l.Advise("h", "h/app/", "h/app/{n}", frontier.Item{})
	l.Tell(first, VerdictNeeded, Sample{}) // a shell
	var rechecks []int
	for page := 2; page <= 120; page++ {
		tk := l.Advise("h", "h/app/", "h/app/{n}", frontier.Item{})
		switch tk.Route() {
		case RouteRecheck:
			rechecks = append(rechecks, page)
			l.Tell(tk, VerdictNeeded, Sample{}) // each re-check confirms
		case RouteBrowser:
		default:
			t.Fatalf("page %d: route %v", page, tk.Route())
		}
	}
	if len(rechecks) < 3 || len(rechecks) > 6 {
		t.Fatalf("re-checks at pages %v: want a few, spaced out", rechecks)
	}
	for i := 2; i < len(rechecks); i++ {
		if rechecks[i]-rechecks[i-1] <= rechecks[i-1]-rechecks[i-2] {
			t.Errorf("re-checks at %v do not back off", rechecks)
		}
	}
	// A contradiction: the pattern is no longer sent to the browser.
	tk := l.Advise("h", "h/app/", "h/app/{n}", frontier.Item{})
	for tk.Route() != RouteRecheck {
		tk = l.Advise("h", "h/app/", "h/app/{n}", frontier.Item{})
	}
	l.Tell(tk, VerdictNotNeeded, Sample{})
	if tk := l.Advise("h", "h/app/", "h/app/{n}", frontier.Item{}); tk.Route() != RouteHTTP {
		t.Errorf("after a contradiction, route %v, want HTTP first", tk.Route())
	}
}

func TestSectionKey(t *testing.T) {
	sk := func(u string) string { cu, _ := canonical.Parse(u, canonical.Options{}); return SectionKey(cu) }
	if sk("http://x.test/app/users/5") != sk("http://x.test/app/users/7") || sk("http://x.test/docs/a.html") != sk("http://x.test/docs/b-c.html") {
		t.Error("pages of one directory are in different sections")
	}
	if sk("http://x.test/docs/a.html") == sk("http://x.test/app/a.html") || sk("http://x.test/a") == sk("http://y.test/a") {
		t.Error("different directories or hosts share a section")
	}
}

// While the render that verifies a kind is in flight, the other pages
// of the kind wait for it (each would ask the same question); pages of
// other kinds do not; once it is in, they follow it. A render whose wait
// did not end quiet proves a kind static only with another.
func TestFirstSampleOfScriptsIsTakenOnce(t *testing.T) {
	l := New(Config{Warmup: 1, SampleEvery: 100, SampleFloor: 0, SampleShare: 0}, false)
	first := l.Advise("h", "h/a/", "h/a/one", frontier.Item{})
	if j, _ := l.Judge(&first, Kind{Scripts: 7}, true); j != JudgeVerify {
		t.Fatalf("the first page of a new kind: %v, want verify", j)
	}
	other := l.Advise("h", "h/b/", "h/b/two", frontier.Item{})
	j, told := l.Judge(&other, Kind{Scripts: 7}, true)
	if j != JudgeWait {
		t.Errorf("another page of the kind while its render is in flight: %v, want wait", j)
	}
	fresh := l.Advise("h", "h/c/", "h/c/three", frontier.Item{})
	if j, _ := l.Judge(&fresh, Kind{Scripts: 9}, true); j != JudgeVerify {
		t.Errorf("the first page of another kind: %v, want verify", j)
	}
	// The first render's wait ended by its timeout: it added nothing, but
	// it may have been cut short.
	l.Tell(first, VerdictNone, Sample{Verdict: VerdictNotNeeded})
	select {
	case <-told:
	default:
		t.Fatal("the waiting page was not told")
	}
	if j, _ = l.Judge(&other, Kind{Scripts: 7}, true); j != JudgeVerify {
		t.Fatalf("after a render cut short that added nothing: %v, want verify (another render)", j)
	}
	third := l.Advise("h", "h/a/", "h/a/four", frontier.Item{})
	j, told = l.Judge(&third, Kind{Scripts: 7}, true)
	if j != JudgeWait {
		t.Errorf("a page of the kind while its second render is in flight: %v, want wait", j)
	}
	l.Tell(other, VerdictNone, Sample{Verdict: VerdictNotNeeded})
	<-told
	if j, _ = l.Judge(&third, Kind{Scripts: 7}, true); j != JudgeHTTP {
		t.Errorf("after two renders that added nothing: %v, want what they taught (http)", j)
	}
	// One render that went quiet and added nothing verifies the other
	// kind.
	l.Tell(fresh, VerdictNone, Sample{Verdict: VerdictNotNeeded, Clear: true})
	next := l.Advise("h", "h/c/", "h/c/five", frontier.Item{})
	if j, _ = l.Judge(&next, Kind{Scripts: 9}, true); j != JudgeHTTP {
		t.Errorf("after one quiet render that added nothing: %v, want http", j)
	}
}

// No verdict of other kinds decides a new kind: after three kinds of a
// host kept their HTML, with the budget spent, the first page of a
// fourth is still verified.
func TestNewKindIsVerifiedWhateverTheHostsOtherKindsSay(t *testing.T) {
	l := New(Config{Warmup: 1, SampleEvery: 100, SampleFloor: 3, SampleShare: 0}, false)
	for i := range 4 {
		for range StaticProof {
			tk := l.Advise("h", fmt.Sprintf("h/s%d/", i), fmt.Sprintf("h/s%d/p", i), frontier.Item{})
			if j, _ := l.Judge(&tk, Kind{Scripts: uint64(10 + i)}, true); j != JudgeVerify {
				t.Fatalf("the first pages of kind %d: %v, want verify", i, j)
			}
			l.Tell(tk, VerdictNone, Sample{Verdict: VerdictNotNeeded})
		}
	}
	// The budget is spent: a kind's new section is no longer re-checked.
	tk := l.Advise("h", "h/elsewhere/", "h/elsewhere/p", frontier.Item{})
	if j, _ := l.Judge(&tk, Kind{Scripts: 10}, true); j != JudgeHTTP {
		t.Errorf("a verified kind in a new section, over budget: %v, want http", j)
	}
}

// Pages that run the same scripts and leave different places empty are
// kinds of their own: a kind verified static on pages without a list
// says nothing of the pages with one. A kind whose render proved too
// little reports that render.
func TestKindsDifferByTheirEmptyPlaces(t *testing.T) {
	l := New(Config{Warmup: 1, SampleEvery: 100, SampleFloor: 0, SampleShare: 0}, false)
	plain := l.Advise("h", "h/", "h/one", frontier.Item{URL: "h/one"})
	if j, _ := l.Judge(&plain, Kind{Scripts: 7}, true); j != JudgeVerify {
		t.Fatalf("the first page without a list: %v, want verify", j)
	}
	l.Tell(plain, VerdictNone, Sample{Verdict: VerdictNotNeeded, Clear: true})
	list := l.Advise("h", "h/", "h/two", frontier.Item{URL: "h/two"})
	if j, _ := l.Judge(&list, Kind{Scripts: 7, Slots: "ul.books"}, true); j != JudgeVerify {
		t.Fatalf("the first page with a list, after the kind without one was verified static: %v, want verify", j)
	}
	l.Tell(list, VerdictNone, Sample{Verdict: VerdictNotNeeded, Words: -3, NewWords: 12, Links: 2})
	kinds := l.Kinds()
	if len(kinds) != 2 || kinds[1].Slots != "ul.books" || kinds[1].Verdict != "unverified" ||
		kinds[1].Checked != "h/two" || kinds[1].NewWords != 12 || kinds[1].DecidedBy != "" {
		t.Errorf("kinds: %+v; want the second with its slots, unverified, checked by h/two with 12 new words", kinds)
	}
}

// A kind whose renders leave a place its scripts looked up as it was
// (a post's comments, where the post has none) is re-checked from
// openGap pages on, counted from its verdict: its pages that waited for
// the verdict are re-checked too.
func TestOpenPlacesAreRecheckedSoon(t *testing.T) {
	for _, open := range []string{"", "div#comments"} {
		l := New(Config{Warmup: 1, SampleEvery: 100, SampleFloor: 1000, SampleShare: 0}, false)
		kind := Kind{Scripts: 3, Slots: "div#comments"}
		post := func(i int) Ticket {
			u := fmt.Sprintf("h/posts/%d", i)
			return l.Advise("h", "h/posts/", "h/posts/{n}", frontier.Item{URL: u})
		}
		first := post(1)
		if j, _ := l.Judge(&first, kind, true); j != JudgeVerify {
			t.Fatalf("open %q: the first post: %v, want verify", open, j)
		}
		// Forty posts come in while the first renders, and wait.
		waiting := make([]Ticket, 40)
		for i := range waiting {
			waiting[i] = post(i + 2)
			if j, _ := l.Judge(&waiting[i], kind, true); j != JudgeWait {
				t.Fatalf("open %q: post %d while the first renders: %v, want wait", open, i+2, j)
			}
		}
		l.Tell(first, VerdictNone, Sample{Verdict: VerdictNotNeeded, Clear: open == "", Open: open})
		var verified, rechecked []int
		for i := range waiting {
			switch j, _ := l.Judge(&waiting[i], kind, true); j {
			case JudgeVerify:
				verified = append(verified, i+2)
				l.Tell(waiting[i], VerdictNone, Sample{Verdict: VerdictNotNeeded, Open: open})
			case JudgeRecheck:
				rechecked = append(rechecked, i+2)
				l.Tell(waiting[i], VerdictNone, Sample{Verdict: VerdictNotNeeded, Clear: true})
			case JudgeHTTP:
			default:
				t.Fatalf("open %q: post %d after the verdict: %v", open, i+2, j)
			}
		}
		if open == "" {
			if len(verified) != 0 || len(rechecked) != 0 {
				t.Errorf("a kind with no open place: verified again by %v, re-checked at %v; want neither within 40 pages", verified, rechecked)
			}
			continue
		}
		// The first render proves too little: the next post verifies
		// again; the post after the verdict is re-checked (the posts
		// with something to put there may all come after those with
		// nothing), then re-checks come 4, 8 and 16 pages on.
		if !slices.Equal(verified, []int{2}) || !slices.Equal(rechecked, []int{3, 7, 15, 31}) {
			t.Errorf("open places: verified by %v, re-checked at %v; want [2] and [3 7 15 31]", verified, rechecked)
		}
		if k := l.Kinds()[0]; k.Open != open || k.Verdict != "http" {
			t.Errorf("kind %+v: want http with open places %q", k, open)
		}
	}
}

// fill is a sample of a render that showed fresh, words its HTML never
// uses, too few to be material, and shown besides (the page's own words).
func fill(fresh, shown string) Sample {
	s := Sample{Verdict: VerdictNotNeeded, Fresh: strings.Fields(fresh), Shown: map[string]bool{}}
	for _, w := range strings.Fields(fresh + " " + shown) {
		s.Shown[w] = true
	}
	return s
}

// A render that shows a few words its HTML never uses proves nothing on
// its own: the next page of its kind verifies it. The same words there
// (or words that page shows from its HTML) keep it on HTTP; words of its
// own send it to the browser, and say so in the report. A kind verified
// on renders that showed none is re-checked on the next page after a
// re-check that shows some, and flips when that page's differ.
func TestFillsOfEachPageSendTheKindToTheBrowser(t *testing.T) {
	cases := []struct {
		name    string
		samples []Sample
		verdict string
		fills   string
	}{
		{"a price and stock line each", []Sample{fill("eur 11 50 lisbon", "item"), fill("eur 12 50 lisbon", "item")}, "browser", "eur 11 50 lisbon | eur 12 50 lisbon"},
		{"the same words, in another order", []Sample{fill("eur 11 50 19 left", "item"), fill("eur 19 50 11 left", "item")}, "browser", "eur 11 50 19 left | eur 19 50 11 left"},
		{"a render cut short, then two prices", []Sample{{Verdict: VerdictNotNeeded}, fill("eur 11 50", "item"), fill("eur 12 50", "item")}, "browser", "eur 11 50 | eur 12 50"},
		{"one price, then none", []Sample{fill("eur 11 50", "item"), fill("", "item")}, "browser", "eur 11 50 | "},
		{"the same copyright line", []Sample{fill("copyright 2026", "item"), fill("copyright 2026", "item")}, "http", ""},
		{"quick search over a page that says search", []Sample{fill("quick search", "item"), fill("quick", "search item")}, "http", ""},
	}
	for _, c := range cases {
		l := New(Config{Warmup: 1, SampleEvery: 100, SampleFloor: 1000}, false)
		kind := Kind{Scripts: 5}
		for i, s := range c.samples {
			tk := l.Advise("h", "h/item/", "h/item/{n}", frontier.Item{URL: fmt.Sprintf("h/item/%d", i+1)})
			if j, _ := l.Judge(&tk, kind, true); j != JudgeVerify {
				t.Fatalf("%s: page %d: %v, want verify", c.name, i+1, j)
			}
			l.Tell(tk, VerdictNone, s)
		}
		if k := l.Kinds()[0]; k.Verdict != c.verdict || k.Fills != c.fills || k.Renders != len(c.samples) {
			t.Errorf("%s: kind %+v; want %s after %d renders, fills %q", c.name, k, c.verdict, len(c.samples), c.fills)
		}
	}

	l := New(Config{Warmup: 1, SampleEvery: 4, SampleFloor: 1000}, false)
	kind := Kind{Scripts: 6}
	page := 0
	next := func() (Ticket, Judgement) {
		page++
		tk := l.Advise("h", "h/item/", "h/item/{n}", frontier.Item{URL: fmt.Sprintf("h/item/%d", page)})
		j, _ := l.Judge(&tk, kind, true)
		return tk, j
	}
	tk, _ := next()
	l.Tell(tk, VerdictNone, Sample{Verdict: VerdictNotNeeded, Clear: true})
	var rechecked []int
	for page < 20 {
		tk, j := next()
		if j == JudgeRecheck {
			rechecked = append(rechecked, page)
			s := Sample{Verdict: VerdictNotNeeded, Clear: true}
			if len(rechecked) == 1 {
				s = fill("eur 11 50", "item") // the first re-check meets a price
			} else if len(rechecked) == 2 {
				s = fill("eur 14 50", "item")
			}
			l.Tell(tk, VerdictNone, s)
		}
	}
	if k := l.Kinds()[0]; !slices.Equal(rechecked, []int{6, 7}) || k.Verdict != "browser" || k.Flips != 1 || k.Stale != 4 {
		t.Errorf("re-checked at %v, kind %+v; want re-checks at [6 7] and a flip to the browser, with the 4 pages before them stale", rechecked, k)
	}
}

// fetching is fill's sample of a page whose scripts fetched urls, each
// with some data; bare's fetched urls that held next to nothing.
func fetching(fresh string, urls ...string) Sample {
	s := fill(fresh, "lamp")
	s.Fetched = urls
	return s
}

func bare(fresh string, urls ...string) Sample {
	s := fetching(fresh, urls...)
	s.Bare = urls
	return s
}

// Two renders that show the same words beyond their HTML agree only by
// chance when each page's scripts fetched data of its own. When that
// data was next to empty on both, the words are what the scripts show
// of a page without any ("Be the first to review" on two products
// without reviews, whose fellows list theirs): the kind needs the
// browser. Otherwise the kind takes PerPageProof renders to be kept on
// HTTP, and its re-checks come every openGap pages. The same words from
// the same data (a stock line every page fetches from one URL) verify
// it on two.
func TestFillsFromEachPagesDataNeedMoreRenders(t *testing.T) {
	empty := "be first review"
	cases := []struct {
		name    string
		samples []Sample
		verdict string // "" for unverified after the samples
		fetched string
	}{
		{"two without reviews, the data empty", []Sample{
			bare(empty, "h/reviews/1.json", "h/search.json"), bare(empty, "h/reviews/3.json", "h/search.json")},
			"browser", "h/reviews/1.json | h/reviews/3.json"},
		{"empty data on one page only", []Sample{
			bare(empty, "h/reviews/1.json"), fetching(empty, "h/reviews/3.json")}, "", "h/reviews/1.json | h/reviews/3.json"},
		{"two without reviews, then one with", []Sample{
			fetching(empty, "h/reviews/1.json"), fetching(empty, "h/reviews/3.json"),
			fetching("bright warm bo vasquez", "h/reviews/5.json")}, "browser", "h/reviews/1.json | h/reviews/3.json"},
		{"three without reviews: not yet verified", []Sample{
			fetching(empty, "h/reviews/1.json"), fetching(empty, "h/reviews/2.json"),
			fetching(empty, "h/reviews/3.json")}, "", "h/reviews/1.json | h/reviews/2.json"},
		{"four without reviews", []Sample{
			fetching(empty, "h/reviews/1.json"), fetching(empty, "h/reviews/2.json"),
			fetching(empty, "h/reviews/3.json"), fetching(empty, "h/reviews/4.json")}, "http", "h/reviews/1.json | h/reviews/2.json"},
		{"one stock line from one URL", []Sample{
			fetching("in stock", "h/stock.json"), fetching("in stock", "h/stock.json")}, "http", ""},
		{"the same words, the first page fetched nothing", []Sample{
			fetching("in stock"), fetching("in stock", "h/stock.json")}, "http", ""},
	}
	for _, c := range cases {
		l := New(Config{Warmup: 1, SampleEvery: 100, SampleFloor: 1000}, false)
		kind := Kind{Scripts: 7}
		for i, s := range c.samples {
			tk := l.Advise("h", "h/lamp/", "h/lamp/{n}", frontier.Item{URL: fmt.Sprintf("h/lamp/%d", i+1)})
			if j, _ := l.Judge(&tk, kind, true); j != JudgeVerify {
				t.Fatalf("%s: page %d: %v, want verify", c.name, i+1, j)
			}
			l.Tell(tk, VerdictNone, s)
		}
		want := c.verdict
		if want == "" {
			want = "unverified"
		}
		if k := l.Kinds()[0]; k.Verdict != want || k.Fetched != c.fetched || k.Bare != (want == "browser" && c.fetched != "" && k.Fills == "") || k.Renders != len(c.samples) {
			t.Errorf("%s: kind %+v; want %s after %d renders, fetched %q", c.name, k, want, len(c.samples), c.fetched)
		}
	}

	// Kept on HTTP after four, the kind is re-checked from openGap pages
	// on, and flips when a product with reviews comes.
	l := New(Config{Warmup: 1, SampleEvery: 100, SampleFloor: 1000}, false)
	kind := Kind{Scripts: 8}
	page := 0
	var rechecked []int
	for page < 30 {
		page++
		tk := l.Advise("h", "h/lamp/", "h/lamp/{n}", frontier.Item{URL: fmt.Sprintf("h/lamp/%d", page)})
		switch j, _ := l.Judge(&tk, kind, true); {
		case j == JudgeVerify:
			l.Tell(tk, VerdictNone, fetching(empty, fmt.Sprintf("h/reviews/%d.json", page)))
		case j == JudgeRecheck:
			rechecked = append(rechecked, page)
			s := fetching(empty, fmt.Sprintf("h/reviews/%d.json", page))
			if len(rechecked) == 2 {
				s = fetching("bright warm bo vasquez", fmt.Sprintf("h/reviews/%d.json", page))
			}
			l.Tell(tk, VerdictNone, s)
		}
	}
	if k := l.Kinds()[0]; !slices.Equal(rechecked, []int{9, 17}) || k.Verdict != "browser" || k.Flips != 1 || k.Stale != 11 {
		t.Errorf("re-checked at %v, kind %+v; want re-checks at [9 17] and a flip to the browser, the 11 pages kept between them stale", rechecked, k)
	}
}

// A render whose scripts drew part of the page again from data they
// fetched, the same as the HTML held, proves little: the next page's
// data may draw another list (a list the server draws for the first
// page whatever the query). Its kind takes PerPageProof renders to be
// kept on HTTP, and goes to the browser as soon as one of them adds
// material.
func TestRedrawnPagesNeedMoreRenders(t *testing.T) {
	redrawn := Sample{Verdict: VerdictNotNeeded, Redrawn: true}
	cases := []struct {
		name    string
		samples []Sample
		verdict string
	}{
		{"two the same", []Sample{redrawn, redrawn}, "unverified"},
		{"the same, then another list", []Sample{redrawn, redrawn, {Verdict: VerdictNeeded, Redrawn: true}}, "browser"},
		{"four the same", []Sample{redrawn, redrawn, redrawn, redrawn}, "http"},
	}
	for _, c := range cases {
		l := New(Config{Warmup: 1, SampleEvery: 100, SampleFloor: 1000}, false)
		kind := Kind{Scripts: 9}
		for i, s := range c.samples {
			tk := l.Advise("h", "h/list/", "h/list", frontier.Item{URL: fmt.Sprintf("h/list?page=%d", i+1)})
			if j, _ := l.Judge(&tk, kind, true); j != JudgeVerify {
				t.Fatalf("%s: page %d: %v, want verify", c.name, i+1, j)
			}
			l.Tell(tk, VerdictNone, s)
		}
		if k := l.Kinds()[0]; k.Verdict != c.verdict || !k.Redrawn || k.Renders != len(c.samples) {
			t.Errorf("%s: kind %+v; want %s after %d renders, redrawn", c.name, k, c.verdict, len(c.samples))
		}
	}
}

// A kind whose renders show its scripts looking for places its pages
// lack (Sample.Missed) holds only the pages without them: a page that
// has one moves to a kind of its own, verified apart, and so do the
// pages like it; the others keep the kind's verdict.
func TestPagesWithPlacesTheScriptsMissedAreAKindApart(t *testing.T) {
	l := New(Config{Warmup: 1, SampleEvery: 100, SampleFloor: 1000}, false)
	kind := Kind{Scripts: 10}
	page := func(n int, shop bool) (Ticket, Judgement) {
		tk := l.Advise("h", "h/", "h/{slug}", frontier.Item{URL: fmt.Sprintf("h/%d", n)})
		tk.Places(func(p string) bool { return shop && p == "#products" })
		j, _ := l.Judge(&tk, kind, true)
		return tk, j
	}
	tk, j := page(1, false)
	if j != JudgeVerify {
		t.Fatalf("first page: %v, want verify", j)
	}
	l.Tell(tk, VerdictNone, Sample{Verdict: VerdictNotNeeded, Clear: true, Missed: []string{"#products", ".related"}})
	if _, j := page(2, false); j != JudgeHTTP {
		t.Errorf("a journal page: %v, want HTTP", j)
	}
	tk, j = page(3, true)
	if j != JudgeVerify {
		t.Fatalf("the first shop page: %v, want verify", j)
	}
	l.Tell(tk, VerdictNone, Sample{Verdict: VerdictNeeded})
	if _, j := page(4, true); j != JudgeBrowser {
		t.Errorf("another shop page: %v, want browser", j)
	}
	if _, j := page(5, false); j != JudgeHTTP {
		t.Errorf("another journal page: %v, want HTTP", j)
	}
	ks := l.Kinds()
	if len(ks) != 2 || ks[0].Pages != 3 || ks[0].Verdict != "http" || ks[1].Pages != 2 || ks[1].Verdict != "browser" || ks[1].Found != "#products" {
		t.Errorf("kinds %+v; want 3 journal pages on HTTP, 2 shop pages with #products on the browser", ks)
	}
}

// A kind verified static whose renders' scripts fetched data that names
// pages (a council's alerts, each for the pages it lists) renders the
// pages the data names, and keeps the others on HTTP, without flipping;
// a rendered page the data names that showed nothing more turns the
// names off (a search index names every page), unless one showed more
// before; and too many names tell nothing.
func TestPagesTheDataNamesAreRendered(t *testing.T) {
	alerts := []string{"alerts", "pages", "/bins.html", "parking.html", "title", "Bins-Page", "m07", "101"}
	page := func(l *Learner, path string) (Ticket, Judgement) {
		tk := l.Advise("h", "h/", "h/"+path, frontier.Item{URL: "http://h.test" + path})
		j, _ := l.Judge(&tk, Kind{Scripts: 3}, true)
		return tk, j
	}
	verified := func(names []string, cut bool) *Learner {
		l := New(Config{Warmup: 1, SampleEvery: 100, SampleFloor: 2}, false)
		for _, p := range []string{"/cookies.html", "/privacy.html"} {
			tk, j := page(l, p)
			if j != JudgeVerify {
				t.Fatalf("%s: %v, want verify", p, j)
			}
			l.Tell(tk, VerdictNone, Sample{Verdict: VerdictNotNeeded, Names: names, NamesCut: cut})
		}
		return l
	}
	l := verified(alerts, false)
	// The first named page's render tells whether the names say
	// anything: the next waits for it.
	tk, j := page(l, "/bins.html")
	if _, j2 := page(l, "/parking.html"); j != JudgeNamed || j2 != JudgeWait {
		t.Fatalf("two named pages: %v, %v; want named, then wait", j, j2)
	}
	l.Tell(tk, VerdictNone, Sample{Verdict: VerdictNeeded})
	for path, want := range map[string]Judgement{
		"/bins.html": JudgeNamed, "/parking.html": JudgeNamed, "/housing.html": JudgeHTTP,
		"/match.html?id=M07": JudgeNamed, "/t/101.html": JudgeNamed, "/bins-page/": JudgeNamed,
		"/title/x.html": JudgeHTTP, "/a/s.html": JudgeHTTP,
	} {
		tk, j := page(l, path)
		if j != want {
			t.Errorf("%s: %v, want %v", path, j, want)
		}
		if j == JudgeNamed {
			l.Tell(tk, VerdictNone, Sample{Verdict: VerdictNeeded})
		}
	}
	if _, j := page(l, "/elections.html"); j != JudgeHTTP {
		t.Errorf("a page the data does not name, after named pages showed more: %v, want HTTP", j)
	}
	ks := l.Kinds()
	if len(ks) != 1 || ks[0].Verdict != "http" || ks[0].Named != 6 || ks[0].NamedShown != 6 || ks[0].Flips != 0 || ks[0].Renders != 8 {
		t.Errorf("kinds %+v; want one on HTTP, 6 named pages rendered, all showing more, no flip", ks)
	}
	// Once named pages showed more, one that shows nothing leaves the
	// names on.
	tk, j = page(l, "/bins.html")
	l.Tell(tk, VerdictNone, Sample{Verdict: VerdictNotNeeded})
	if _, j2 := page(l, "/parking.html"); j != JudgeNamed || j2 != JudgeNamed {
		t.Errorf("named pages after one showed nothing: %v, %v; want named", j, j2)
	}

	// Two named pages whose renders show nothing more, before any did:
	// the data names pages it is not shown on. One is not enough (a
	// route the data names, with no timetable of its own).
	l = verified(alerts, false)
	for _, p := range []string{"/bins.html", "/parking.html"} {
		tk, j = page(l, p)
		if j != JudgeNamed {
			t.Fatalf("%s: %v, want named", p, j)
		}
		l.Tell(tk, VerdictNone, Sample{Verdict: VerdictNotNeeded})
	}
	if _, j := page(l, "/m07.html"); j != JudgeHTTP {
		t.Errorf("after two named pages showed nothing: %v, want HTTP", j)
	}
	// So does one that shows only the words the kind's pages show anyway
	// (a "Copy" button on each code block).
	l = New(Config{Warmup: 1, SampleEvery: 100, SampleFloor: 2}, false)
	for _, p := range []string{"/cookies.html", "/privacy.html"} {
		tk, _ := page(l, p)
		s := fill("copy", "copy council")
		s.Names = alerts
		l.Tell(tk, VerdictNone, s)
	}
	tk, j = page(l, "/bins.html")
	l.Tell(tk, VerdictNone, fill("copy", "copy council bins"))
	tk2, j2 := page(l, "/parking.html")
	l.Tell(tk2, VerdictNone, fill("copy", "copy council parking"))
	if _, j3 := page(l, "/m07.html"); j != JudgeNamed || j2 != JudgeNamed || j3 != JudgeHTTP {
		t.Errorf("after named pages showed the kind's own words: %v, %v, %v; want named, named, then HTTP", j, j2, j3)
	}
	// A page that verified the kind, named by its own data, counts as one
	// named page that showed nothing: the next named page tells.
	l = verified([]string{"/cookies.html", "/bins.html", "/parking.html"}, false)
	tk, j = page(l, "/bins.html")
	if j != JudgeNamed {
		t.Fatalf("the data named a page that verified the kind: then %v, want named", j)
	}
	l.Tell(tk, VerdictNone, Sample{Verdict: VerdictNeeded})
	if _, j := page(l, "/parking.html"); j != JudgeNamed {
		t.Errorf("after the next named page showed more: %v, want named", j)
	}
	l = verified([]string{"/cookies.html", "/bins.html", "/parking.html"}, false)
	tk, _ = page(l, "/bins.html")
	l.Tell(tk, VerdictNone, Sample{Verdict: VerdictNotNeeded})
	if _, j := page(l, "/parking.html"); j != JudgeHTTP {
		t.Errorf("after the verifying page and a named page showed nothing: %v, want HTTP", j)
	}
	// Too many names: an index.
	l = verified(nil, true)
	if _, j := page(l, "/bins.html"); j != JudgeHTTP {
		t.Errorf("names cut: %v, want HTTP", j)
	}
}

// A render whose scripts asked for data of the page's own (its URL
// names the page) and got next to nothing or a refusal (a post without
// comments: [] or 404) proves nothing of pages that have some: the kind
// needs PerPageProof renders to be kept on HTTP, and is re-checked from
// openGap on. Data every page asks for (a site's settings) that holds
// little is no such thing.
func TestEmptyDataOfThePagesOwnNeedsMoreRenders(t *testing.T) {
	l := New(Config{Warmup: 1, SampleEvery: 100, SampleFloor: 1000}, false)
	n := 0
	post := func(bare string) Judgement {
		n++
		u := fmt.Sprintf("http://h.test/posts/post-%d.html", n)
		tk := l.Advise("h.test", "h.test/posts/", "h.test/posts/{slug}", frontier.Item{URL: u})
		j, _ := l.Judge(&tk, Kind{Scripts: 4}, true)
		if j == JudgeVerify || j == JudgeRecheck {
			data := []string{"http://h.test/api/settings.json"}
			if bare != "" {
				data = append(data, fmt.Sprintf(bare, n))
			}
			l.Tell(tk, VerdictNone, Sample{Verdict: VerdictNotNeeded, Clear: true, Fetched: data, Bare: data})
		}
		return j
	}
	for i := range PerPageProof {
		if j := post("http://h.test/api/comments/post-%d.json"); j != JudgeVerify {
			t.Fatalf("post %d: %v, want verify (%d renders of empty own data)", n, j, i)
		}
	}
	var js []Judgement
	for range 12 {
		js = append(js, post(""))
	}
	if js[0] != JudgeHTTP || slices.Index(js, JudgeRecheck) < 0 || slices.Index(js, JudgeRecheck) > openGap {
		t.Errorf("after %d renders: %v; want HTTP, re-checked within %d pages", PerPageProof, js, openGap)
	}
	if ks := l.Kinds(); !ks[0].Empty || ks[0].Verdict != "http" {
		t.Errorf("kind %+v; want empty data noted, on HTTP", ks[0])
	}

	l = New(Config{Warmup: 1, SampleEvery: 100, SampleFloor: 1000}, false)
	n = 0
	if j := post(""); j != JudgeVerify {
		t.Fatalf("first: %v", j)
	}
	if j := post(""); j != JudgeHTTP {
		t.Errorf("after a render whose data was the site's, little: %v; want HTTP", j)
	}
}

// Two renders that showed nothing beyond their HTML, each of whose
// scripts asked for data of its own, by a name the page's URL does not
// give (a hash of its title), that was not there: another page's may be,
// and the kind needs PerPageProof agreeing renders to be kept on HTTP.
func TestMissingDataOfEachPagesOwnNeedsMoreRenders(t *testing.T) {
	l := New(Config{Warmup: 1, SampleEvery: 100, SampleFloor: 1000}, false)
	n := 0
	route := func() Judgement {
		n++
		u := fmt.Sprintf("http://h.test/routes/route-%c.html", 'a'+n)
		tk := l.Advise("h.test", "h.test/routes/", "h.test/routes/{slug}", frontier.Item{URL: u})
		j, _ := l.Judge(&tk, Kind{Scripts: 2}, true)
		if j == JudgeVerify || j == JudgeRecheck {
			data := []string{fmt.Sprintf("http://h.test/data/routes/%08x.json", n*2654435761)}
			l.Tell(tk, VerdictNone, Sample{Verdict: VerdictNotNeeded, Fetched: data, Bare: data})
		}
		return j
	}
	for i := range PerPageProof {
		if j := route(); j != JudgeVerify {
			t.Fatalf("route %d: %v, want verify (%d renders of missing own data)", n, j, i)
		}
	}
	if j := route(); j != JudgeHTTP {
		t.Errorf("after %d renders: %v, want HTTP", PerPageProof, j)
	}
	if ks := l.Kinds(); ks[0].Fetched == "" || ks[0].Verdict != "http" {
		t.Errorf("kind %+v; want each page's own data noted, on HTTP", ks[0])
	}
}

// Renders that showed nothing of data their scripts fetched, data that
// names none of their pages (a card the script finds by the option its
// form selects), prove less: the kind needs UnshownProof of them; a
// render that shows the data's entry then sends it to the browser. Data
// that names the page rendered is for the names to judge, and weighs as
// any render does.
func TestDataUnshownNeedsMoreRenders(t *testing.T) {
	data := []string{"http://h.test/data/members.vcf"}
	l := New(Config{Warmup: 1, SampleEvery: 100, SampleFloor: 1000}, false)
	n := 0
	// member judges the next member's page, and tells a render of it
	// (to verify, or to re-check) that it found s.
	member := func(s Sample) Judgement {
		n++
		tk := l.Advise("h.test", "h.test/members/", "h.test/members/{slug}", frontier.Item{URL: fmt.Sprintf("http://h.test/members/m%d.html", n)})
		j, _ := l.Judge(&tk, Kind{Scripts: 2}, true)
		switch j {
		case JudgeVerify:
			l.Tell(tk, VerdictNone, s)
		case JudgeRecheck:
			l.Tell(tk, s.Verdict, s)
		}
		return j
	}
	nothing := Sample{Verdict: VerdictNotNeeded, Clear: true, Fetched: data, Names: []string{"mem-0107", "Carys"}, Unshown: data[0]}
	for i := range UnshownProof - 1 {
		if j := member(nothing); j != JudgeVerify {
			t.Fatalf("member %d: %v, want verify (%d renders showed nothing of the data)", n, j, i)
		}
	}
	if j := member(Sample{Verdict: VerdictNeeded, Fetched: data, Names: []string{"mem-0107"}}); j != JudgeVerify {
		t.Fatalf("member %d: %v, want verify", n, j)
	}
	if j := member(nothing); j != JudgeBrowser {
		t.Errorf("after a render showed the data: %v, want browser", j)
	}
	if ks := l.Kinds(); ks[0].Unshown != data[0] || ks[0].Verdict != "browser" {
		t.Errorf("kind %+v; want the unshown data noted, browser", ks[0])
	}

	// Without a render that shows it: HTTP after UnshownProof renders,
	// but for the first page after them, re-checked: the pages the data
	// is for may all come after those it is not (three books of a set
	// with no entry, listed first).
	l = New(Config{Warmup: 1, SampleEvery: 100, SampleFloor: 1000}, false)
	for i := range UnshownProof {
		if j := member(nothing); j != JudgeVerify {
			t.Fatalf("member %d: %v, want verify (%d renders)", n, j, i)
		}
	}
	if j := member(nothing); j != JudgeRecheck {
		t.Errorf("the first page after %d renders: %v, want a re-check", UnshownProof, j)
	}
	for i := range openGap - 1 {
		if j := member(nothing); j != JudgeHTTP {
			t.Errorf("page %d after the re-check: %v, want HTTP", i+1, j)
		}
	}
	if j := member(Sample{Verdict: VerdictNeeded, Fetched: data}); j != JudgeRecheck {
		t.Errorf("page %d after the re-check: %v, want the next re-check", openGap, j)
	}
	if j := member(nothing); j != JudgeBrowser {
		t.Errorf("after a re-check showed the data: %v, want browser", j)
	}

	// A page the data names, met while the kind is verified, is
	// rendered as named, not to verify: what it shows of its own entry
	// says nothing of the others, nor does it tell that the data names
	// them all (a theatre's programme named by one date of a calendar,
	// the others by their year): the kind still needs UnshownProof.
	l = New(Config{Warmup: 1, SampleEvery: 100, SampleFloor: 1000}, false)
	if j := member(nothing); j != JudgeVerify {
		t.Fatalf("member %d: %v, want verify", n, j)
	}
	tk := l.Advise("h.test", "h.test/members/", "h.test/members/{slug}", frontier.Item{URL: "http://h.test/members/carys.html"})
	if j, _ := l.Judge(&tk, Kind{Scripts: 2}, true); j != JudgeNamed {
		t.Fatalf("a page the data names (Carys): %v, want named", j)
	}
	l.Tell(tk, VerdictNone, Sample{Verdict: VerdictNeeded, Fetched: data})
	for range UnshownProof - 1 {
		if j := member(Sample{Verdict: VerdictNotNeeded, Clear: true}); j != JudgeVerify {
			t.Fatalf("member %d after a named page: %v, want verify", n, j)
		}
	}
	if j := member(nothing); j != JudgeRecheck {
		t.Errorf("after %d renders: %v, want the first page re-checked", UnshownProof, j)
	}

	// Data that names the page it was fetched on: one clear render is
	// the proof.
	l = New(Config{Warmup: 1, SampleEvery: 100, SampleFloor: 1000}, false)
	named := nothing
	named.Names = []string{fmt.Sprintf("m%d", n+1)}
	if j := member(named); j != JudgeVerify {
		t.Fatalf("member %d: %v, want verify", n, j)
	}
	if j := member(nothing); j == JudgeVerify {
		t.Errorf("data naming the page rendered: %v after one clear render, want a verdict", j)
	}
}

// Renders that showed nothing of data holding text for a reader, data
// that names none of their pages (a debrief keyed by a hash of the
// page's path): once the kind is verified, each later page is rendered
// and compared (JudgeUnplaced), whatever the budget, and what one shows
// speaks for that page alone. Data without such text is re-checked
// every few pages, as before; and once the data names a page of the
// kind, the names judge.
func TestUnplacedTextRendersEachPage(t *testing.T) {
	data := []string{"http://h.test/data/debriefs.json"}
	var l *Learner
	n := 0
	report := func(j Judgement, tk Ticket, s Sample) Judgement {
		switch j {
		case JudgeVerify:
			l.Tell(tk, VerdictNone, s)
		case JudgeRecheck, JudgeUnplaced, JudgeNamed:
			l.Tell(tk, s.Verdict, s)
		}
		return j
	}
	callout := func(s Sample) Judgement {
		n++
		tk := l.Advise("h.test", "h.test/callouts/", "h.test/callouts/{slug}", frontier.Item{URL: fmt.Sprintf("http://h.test/callouts/c%d.html", n)})
		j, _ := l.Judge(&tk, Kind{Scripts: 2}, true)
		return report(j, tk, s)
	}
	nothing := Sample{Verdict: VerdictNotNeeded, Clear: true, Fetched: data, Names: []string{"a3f09c1e", "77b0d2aa"}, Unshown: data[0], Unplaced: true}
	nothing.UnplacedNames = nothing.Names
	shown := Sample{Verdict: VerdictNeeded, Words: 60, Fetched: data, Names: nothing.Names}

	l = New(Config{Warmup: 1, SampleEvery: 100, SampleFloor: 0}, false)
	for i := range UnshownProof {
		if j := callout(nothing); j != JudgeVerify {
			t.Fatalf("call-out %d: %v, want verify (%d renders)", n, j, i)
		}
	}
	for i := range 6 {
		s := nothing
		if i == 2 {
			s = shown
		}
		if j := callout(s); j != JudgeUnplaced {
			t.Fatalf("call-out %d after the verdict: %v, want unplaced", n, j)
		}
	}
	k := l.Kinds()[0]
	if k.Verdict != "http" || k.Unplaced != 6 || k.UnplacedShown != 1 || k.Named != 0 {
		t.Errorf("kind %+v; want http, 6 pages rendered as unplaced, 1 of which showed more", k)
	}

	// Without text for a reader: the first page after the verdict
	// re-checked, then HTTP.
	l = New(Config{Warmup: 1, SampleEvery: 100, SampleFloor: 1000}, false)
	bare := nothing
	bare.Unplaced = false
	for range UnshownProof {
		callout(bare)
	}
	if j := callout(bare); j != JudgeRecheck {
		t.Errorf("no text for a reader: the first page after the verdict: %v, want a re-check", j)
	}
	if j := callout(bare); j != JudgeHTTP {
		t.Errorf("no text for a reader: the next page: %v, want HTTP", j)
	}

	// The data names a page of the kind: its names judge from then on.
	l = New(Config{Warmup: 1, SampleEvery: 100, SampleFloor: 0}, false)
	for range UnshownProof {
		callout(nothing)
	}
	tk := l.Advise("h.test", "h.test/callouts/", "h.test/callouts/{slug}", frontier.Item{URL: "http://h.test/callouts/77b0d2aa.html"})
	if j, _ := l.Judge(&tk, Kind{Scripts: 2}, true); j != JudgeNamed {
		t.Fatalf("a page the data names: %v, want named", j)
	}
	report(JudgeNamed, tk, shown)
	if j := callout(nothing); j != JudgeRecheck {
		t.Errorf("after the data named a page: %v, want the first page after the verdict re-checked", j)
	}
	if j := callout(nothing); j != JudgeHTTP {
		t.Errorf("after the data named a page and a re-check: %v, want HTTP", j)
	}

	// Another file names every page (a map layer of each lock's page),
	// the unplaced text's names none: a page that other file names does
	// not stop the renders, nor does its render keep the text from
	// counting.
	l = New(Config{Warmup: 1, SampleEvery: 100, SampleFloor: 0}, false)
	n = 0
	layer := nothing
	layer.Names = []string{"c1", "c2", "c3", "c4", "c5", "c6", "c7", "c8", "c9", "c10"}
	layer.UnplacedNames = []string{"st-26-03"}
	for range UnshownProof {
		callout(layer)
	}
	for range 4 {
		if j := callout(layer); j != JudgeNamed && j != JudgeUnplaced {
			t.Fatalf("call-out %d, named by another file: %v, want named or unplaced", n, j)
		}
	}
	if k := l.Kinds()[0]; k.Unplaced == 0 {
		t.Errorf("kind %+v; want pages rendered as unplaced once the other file's names told nothing", k)
	}
}

// A render that showed the page needs the browser is the page's own
// (written rendered), not a render spent beside it: it leaves the
// host's budget to the re-checks. A small site whose apps' kinds were
// each verified by a render still re-checks the first page after the
// verdict of a kind verified on pages its data has no entry for.
func TestNeededRendersLeaveTheBudget(t *testing.T) {
	data := []string{"http://h.test/data/gardens.json"}
	for _, apps := range []int{0, 3} {
		l := New(Config{Warmup: 1, SampleEvery: 100, SampleFloor: UnshownProof + 1}, false)
		for i := range apps {
			tk := l.Advise("h.test", "h.test/", "h.test/{slug}", frontier.Item{URL: fmt.Sprintf("http://h.test/app%d.html", i)})
			if j, _ := l.Judge(&tk, Kind{Scripts: uint64(10 + i)}, true); j != JudgeVerify {
				t.Fatalf("app %d: %v, want verify", i, j)
			}
			l.Tell(tk, VerdictNeeded, Sample{Verdict: VerdictNeeded, Words: 40})
		}
		n := 0
		garden := func() (Judgement, Ticket) {
			n++
			tk := l.Advise("h.test", "h.test/gardens/", "h.test/gardens/{slug}", frontier.Item{URL: fmt.Sprintf("http://h.test/gardens/g%d.html", n)})
			j, _ := l.Judge(&tk, Kind{Scripts: 2}, true)
			return j, tk
		}
		nothing := Sample{Verdict: VerdictNotNeeded, Clear: true, Fetched: data, Unshown: data[0]}
		for range UnshownProof {
			j, tk := garden()
			if j != JudgeVerify {
				t.Fatalf("%d apps: garden %d: %v, want verify", apps, n, j)
			}
			l.Tell(tk, VerdictNone, nothing)
		}
		if j, _ := garden(); j != JudgeRecheck {
			t.Errorf("%d apps verified in the browser first: the garden after the verdict: %v, want a re-check", apps, j)
		}
	}
}

// A kind verified static while a render to verify it is under way (a
// clear render came back first) holds its next page until that render
// tells; one that tells of data naming none of its pages has that page
// re-checked, as the first after such a verdict is, and the pages after
// it wait for that re-check.
func TestDataUnshownAfterTheVerdict(t *testing.T) {
	data := []string{"http://h.test/data/gardens.json"}
	l := New(Config{Warmup: 1, SampleEvery: 100, SampleFloor: 1000}, false)
	n := 0
	garden := func(mayWait bool) (Judgement, Ticket) {
		n++
		tk := l.Advise("h.test", "h.test/gardens/", "h.test/gardens/{slug}", frontier.Item{URL: fmt.Sprintf("http://h.test/gardens/g%d.html", n)})
		j, _ := l.Judge(&tk, Kind{Scripts: 2}, mayWait)
		return j, tk
	}
	j1, first := garden(true)
	j2, second := garden(false)
	if j1 != JudgeVerify || j2 != JudgeVerify {
		t.Fatalf("two gardens, the second not waiting: %v, %v; want verify, verify", j1, j2)
	}
	l.Tell(first, VerdictNone, Sample{Verdict: VerdictNotNeeded, Clear: true})
	// Verified by the first, while the second is under way: the next
	// garden waits for it.
	j, next := garden(true)
	if j != JudgeWait {
		t.Fatalf("a garden while a render to verify is under way: %v, want wait", j)
	}
	l.Tell(second, VerdictNone, Sample{Verdict: VerdictNotNeeded, Clear: true, Fetched: data, Unshown: data[0]})
	if j, _ := l.Judge(&next, Kind{Scripts: 2}, true); j != JudgeRecheck {
		t.Fatalf("the garden after a render told of unshown data: %v, want a re-check", j)
	}
	// That re-check is part of verifying the kind: the gardens after it
	// wait for it.
	j, after := garden(true)
	if j != JudgeWait {
		t.Fatalf("a garden while the re-check is under way: %v, want wait", j)
	}
	l.Tell(next, VerdictNotNeeded, Sample{Verdict: VerdictNotNeeded, Clear: true, Fetched: data, Unshown: data[0]})
	if j, _ := l.Judge(&after, Kind{Scripts: 2}, true); j != JudgeHTTP {
		t.Errorf("the garden after the re-check: %v, want HTTP", j)
	}
}

func TestOwnData(t *testing.T) {
	for _, tc := range []struct {
		page, data string
		own        bool
		attrs      []string
	}{
		{"http://h.test/posts/cold-frame.html", "http://h.test/api/comments/cold-frame.json", true, nil},
		{"http://h.test/lamp/7", "http://h.test/reviews/7.json", true, nil},
		{"http://h.test/lamp/7", "http://h.test/stock?lamp=7", true, nil},
		{"http://h.test/match.html?id=m07", "http://h.test/data/m07.json", true, nil},
		{"http://h.test/posts/cold-frame.html", "http://h.test/api/settings.json", false, nil},
		{"http://h.test/posts/cold-frame.html", "http://h.test/posts/index.json", false, nil},
		// A value of the page's data attributes: <div data-code="SD1">.
		{"http://h.test/classes/sourdough.html", "http://h.test/data/classes/SD1.json", true, []string{"SD1"}},
		{"http://h.test/classes/sourdough.html", "http://h.test/data/classes/SD1.json", false, []string{"VN2"}},
		// A part of the data's file name, between hyphens.
		{"http://h.test/planets/mercury.html", "http://h.test/data/facts/planet-mercury.json", true, nil},
		{"http://h.test/posts/cold-frame.html", "http://h.test/data/tips_cold-frame-notes.json", true, nil},
		{"http://h.test/posts/cold-frame.html", "http://h.test/data/cold-weather.json", false, nil},
		{"http://h.test/lamp/7", "http://h.test/data/lamp-7x.json", false, nil},
		{"http://h.test/posts/cold-frame.html", "http://h.test/data/--cold-frame__.json", true, nil},
		{"http://h.test/docs/index.html", "http://h.test/docs/package-search-index.zip", false, nil},
		{"http://h.test/archive/2024/march.html", "http://h.test/data/archive/2024.json", true, nil},
		{"http://h.test/archive/2024/march.html", "http://h.test/data/archive/index.json", false, nil},
	} {
		if got := ownData(tc.page, []string{tc.data}, tc.attrs...); got != tc.own {
			t.Errorf("ownData(%s, %s) = %v, want %v", tc.page, tc.data, got, tc.own)
		}
	}
}

func TestPageNames(t *testing.T) {
	for raw, want := range map[string][]string{
		"http://h.test/Bins.html#top":               {"http://h.test/bins.html", "/bins.html", "bins.html", "bins"},
		"http://h.test/docs/":                       {"/docs/", "/docs/index.html", "docs/index.html", "/docs", "docs"},
		"http://h.test/match.html?id=7":             {"/match.html?id=7", "match.html?id=7", "match.html", "match"},
		"http://h.test/m?id=m01&x=1":                {"m01", "/m"},
		"http://h.test/lines/4.html":                {"4", "4.html", "/lines/4.html"},
		"http://h.test/plots/plot-05.html":          {"plot-05", "05", "5"},
		"http://h.test/cars/estate/index.html":      {"estate", "index", "/cars/estate/index.html"},
		"http://h.test/cars/estate/":                {"estate", "/cars/estate/index.html"},
		"http://h.test/concerts/2025-06/song.html":  {"2025-06", "song"},
		"http://h.test/trips/hollin_gill_mine.html": {"hollin_gill_mine", "hollin-gill-mine"},
		"http://h.test/trips/castle-crag.html":      {"castle-crag", "castle_crag"},
		"http://h.test/locos/d12-sir-tom.html":      {"d12-sir-tom", "d12", "12"},
		"http://h.test/locos/m50928-m56221.html":    {"m50928", "m56221", "50928"},
	} {
		got := pageNames(raw)
		for _, w := range want {
			if !slices.Contains(got, w) {
				t.Errorf("pageNames(%s) = %q, lacks %q", raw, got, w)
			}
		}
		if slices.Contains(got, "") || slices.Contains(got, "1") {
			t.Errorf("pageNames(%s) = %q: an empty name, or a query value of one character", raw, got)
		}
	}
	for raw, not := range map[string]string{
		"http://h.test/lines/4.html":           "04",
		"http://h.test/posts/index.html":       "h.test",
		"http://h.test/posts/2024/a.html":      "posts",
		"http://h.test/docs/intro.html":        "docs",
		"http://h.test/locos/d12-sir-tom.html": "sir",
		"http://h.test/locos/sir-tom-2.html":   "tom",
	} {
		if got := pageNames(raw); slices.Contains(got, not) {
			t.Errorf("pageNames(%s) = %q, holds %q", raw, got, not)
		}
	}
}

func TestPatternKey(t *testing.T) {
	for _, tc := range []struct{ a, b string }{
		{"http://x.test/product/123", "http://x.test/product/98765"},
		{"http://X.test/static/12.html", "http://x.test/static/7.html"},
		{"http://x.test/blog/how-we-crawl-spa-sites", "http://x.test/blog/why-rendering-costs-so-much"},
		{"http://x.test/a/1/b/2?x=1", "http://x.test/a/33/b/44?y=2"},
	} {
		if pk(tc.a) != pk(tc.b) {
			t.Errorf("%s and %s: %q != %q", tc.a, tc.b, pk(tc.a), pk(tc.b))
		}
	}
	if pk("http://x.test/product/1") == pk("http://y.test/product/1") {
		t.Error("different hosts share a pattern")
	}
	if pk("http://x.test/docs/api") == pk("http://x.test/docs/faq") {
		t.Error("short words are not slugs")
	}
}

// pk is the pattern of a URL.
func pk(u string) string {
	cu, err := canonical.Parse(u, canonical.Options{})
	if err != nil {
		panic(err)
	}
	return PatternKey(cu)
}

// judgeValued judges the page at url of kind, on host h, whose HTML
// holds none of the places its kind missed and gives vals for the places
// of read, which it must be asked for.
func judgeValued(t *testing.T, l *Learner, kind Kind, url string, read []string, vals ...string) (Ticket, Judgement) {
	t.Helper()
	tk := l.Advise("h", "h/", "h/{slug}", frontier.Item{URL: url})
	tk.Places(func(string) bool { return false })
	tk.Values(func(r []string) []string {
		if !slices.Equal(r, read) {
			t.Errorf("%s asked for %q, want %q", url, r, read)
		}
		return vals
	})
	j, _ := l.Judge(&tk, kind, true)
	return tk, j
}

// The data attributes a kind's renders' scripts read (Sample.Read) tell
// its pages apart twice. A page that gives one a value the renders' pages
// did not give (its digits as 0) is of a kind of its own, as the module a
// site's script runs is named by the body (body[data-module=events]), up
// to maxFoundValues values an attribute, and the pages of any other
// value share one (body[data-module=*]); and a page's values are its
// names, which the data its kind's scripts fetched may give, as a stock
// list keyed by ISBN gives a book's.
func TestDataAttributesTheScriptsReadTellPagesApart(t *testing.T) {
	l := New(Config{Warmup: 1, SampleEvery: 100, SampleFloor: 1000}, false)
	kind := Kind{Scripts: 11}
	read := []string{"body[data-module]", "body[data-isbn]"}
	page := func(n int, module, isbn string) (Ticket, Judgement) {
		return judgeValued(t, l, kind, fmt.Sprintf("http://h.test/p%d.html", n), read, module, isbn)
	}
	tk, j := page(1, "gallery", "9780000000001")
	if j != JudgeVerify {
		t.Fatalf("first page: %v, want verify", j)
	}
	l.Tell(tk, VerdictNone, Sample{Verdict: VerdictNotNeeded, Clear: true, Read: read, Values: []string{"gallery", "9780000000001"},
		Names: []string{"isbn", "9781529922", "9.99"}})
	for n, c := range []struct {
		module, isbn string
		want         Judgement
	}{
		{"gallery", "9780000000002", JudgeHTTP}, // another book, the same module
		{"", "", JudgeHTTP},                     // no module
		{"gallery", "9781529922", JudgeNamed},   // a book the stock list names
		{"events", "", JudgeVerify},             // another module
	} {
		if _, j := page(n+2, c.module, c.isbn); j != c.want {
			t.Errorf("page %d (%s, %s): %v, want %v", n+2, c.module, c.isbn, j, c.want)
		}
	}
	for i, m := range []string{"ma", "mb", "mc", "md"} {
		// The fifth value past the page's own, and any later one, is of
		// one kind apart: values that many are ids as much as modules.
		if _, j := page(10+i, m, ""); j != JudgeVerify {
			t.Errorf("module %s: %v, want verify", m, j)
		}
	}
	var found []string
	for _, k := range l.Kinds() {
		found = append(found, k.Found)
	}
	slices.Sort(found)
	if want := []string{"", "body[data-module=*]", "body[data-module=events]", "body[data-module=ma]", "body[data-module=mb]", "body[data-module=mc]"}; !slices.Equal(found, want) {
		t.Errorf("kinds found by %q, want %q", found, want)
	}
}

// A value that is a token (a session's, a hash, a UUID) has one shape
// whatever its letters; a name of a module, a code, a slug with a year,
// keep theirs.
func TestTokenShape(t *testing.T) {
	for in, want := range map[string]string{
		"lztogpvvqpyrdvexfpxqu0mbczihkf0r0ijayagz":     "#",
		"zpxztdmvigkbjqroki0hlxa0undzgirrtgnqeokh":     "#",
		"3f2a9c1e-7b4d-4e8a-9c2f-1a2b3c4d5e6f":         "#",
		"Zm9vYmFyMTIzNDU2Nzg5MA3kLm0p==":               "#",
		"events":                                       "events",
		"fw-3417":                                      "fw-0",
		"the-2024-annual-report":                       "the-0-annual-report",
		"category-listing-grid-view":                   "category-listing-grid-view",
		"a1b2c3":                                       "a0b0c0",
		"sqlite-release-3-45-1 with spaces and digits": "sqlite-release-0-0-0 with spaces and digits",
	} {
		if got := shapeOf("meta[name=\"x\"][content]", in); got != want {
			t.Errorf("shapeOf(%q) = %q, want %q", in, got, want)
		}
	}
}

// A value's runs of digits are one 0, and a relative path to the root
// (dots and slashes alone) is one value, whatever the page's depth.
func TestDigitsAsZero(t *testing.T) {
	for in, want := range map[string]string{"9781529922": "0", "p12x3": "p0x0", "../../": "/", "./": "/", "events": "events", "": "", "v2.3": "v0.0"} {
		if got := digitsAsZero(in); got != want {
			t.Errorf("digitsAsZero(%q) = %q, want %q", in, got, want)
		}
	}
}

// The texts a kind's scripts wrote again as they were tell pages apart by
// their shape: a page whose dates are ISO dates is not like one whose
// dates a formatter left in long form, and is of a kind of its own; the
// texts are no names of the page.
func TestTextsTheScriptsWroteAgainTellPagesApart(t *testing.T) {
	l := New(Config{Warmup: 1, SampleEvery: 100, SampleFloor: 1000}, false)
	kind := Kind{Scripts: 12}
	read := []string{"body[data-isbn]", TextOf("time[datetime]")}
	page := func(n int, isbn, date string) (Ticket, Judgement) {
		return judgeValued(t, l, kind, fmt.Sprintf("http://h.test/blog/p%d.html", n), read, isbn, date)
	}
	tk, j := page(1, "9780000000001", "28 April 2025")
	if j != JudgeVerify {
		t.Fatalf("first page: %v, want verify", j)
	}
	l.Tell(tk, VerdictNone, Sample{Verdict: VerdictNotNeeded, Clear: true, Read: read, Values: []string{"9780000000001", "28 April 2025"},
		Names: []string{"isbn", "9781529922", "2 may 2025"}})
	for n, c := range []struct {
		isbn, date string
		want       Judgement
	}{
		{"9780000000002", "10 February 2025", JudgeHTTP}, // a long date too
		{"9780000000003", "", JudgeHTTP},                 // no date
		{"9780000000004", "2 may 2025", JudgeHTTP},       // a text the data names is no name
		{"9780000000005", "2024-11-19", JudgeVerify},     // an ISO date
	} {
		if _, j := page(n+2, c.isbn, c.date); j != c.want {
			t.Errorf("page %d (%s): %v, want %v", n+2, c.date, j, c.want)
		}
	}
	var found []string
	for _, k := range l.Kinds() {
		found = append(found, k.Found)
	}
	slices.Sort(found)
	if want := []string{"", `time[datetime]::text="0000-0-0"`}; !slices.Equal(found, want) {
		t.Errorf("kinds found by %q, want %q", found, want)
	}
}

// A text's shape: letters as a, spaces as one, short runs of digits as 0
// and long ones as 0000, a text of no digit a, and raw after it when it
// shows an attribute's value as it is.
func TestTextShape(t *testing.T) {
	for in, want := range map[string]string{
		"10 February 2025": "0 a 0000", "9 March 2024": "0 a 0000", "2024-11-19": "0000-0-0",
		"12": "0", "1234": "0000", "1,234": "0,0", "  £5.00 ": "£0.0", "": "", "Dé  jà vu": "a", "forty-one": "a",
		"2 days": "0 a", TextValue("168 hours", true): "0 a raw", TextValue("72", true): "0 raw",
	} {
		if got := textShape(in); got != want {
			t.Errorf("textShape(%q) = %q, want %q", in, got, want)
		}
	}
}

// The keys of each data file's entries tell apart from the other
// names: a search index names every page, and the two rendered first
// (to verify the kind, and named) showed nothing of it, which turns the
// names off; the keys of a file of entries named neither, and the page
// whose code one of them is is still rendered.
func TestKeysOfEachFileTellApart(t *testing.T) {
	l := New(Config{Warmup: 1, SampleEvery: 100, SampleFloor: 2}, false)
	page := func(path string, codes ...string) (Ticket, Judgement) {
		tk := l.Advise("h", "h/ref/", "h/ref/{slug}", frontier.Item{URL: "http://h.test/ref/" + path})
		tk.Codes(func() []string { return codes })
		j, _ := l.Judge(&tk, Kind{Scripts: 3}, true)
		return tk, j
	}
	for _, p := range []string{"account.html", "open.html"} {
		tk, j := page(p, "d-101")
		if j != JudgeVerify && j != JudgeNamed {
			t.Fatalf("%s: %v, want verify, or named by the index once the kind is verified", p, j)
		}
		l.Tell(tk, VerdictNone, Sample{Verdict: VerdictNotNeeded, Clear: true,
			Names: []string{"/ref/account.html", "/ref/open.html", "/ref/close.html", "/ref/note.html", "D-345"},
			Keys:  map[string][]string{"http://h.test/meta.json": {"D-345"}}})
	}
	if _, j := page("close.html", "d-102"); j != JudgeHTTP {
		t.Errorf("a page only the search index names, after two it named showed nothing: %v, want HTTP", j)
	}
	if _, j := page("note.html", "d-345"); j != JudgeNamed {
		t.Errorf("the page whose code the entries' file keys: %v, want named", j)
	}
}

// A kind's first render may land on a page with an entry in the data its
// scripts fetched (a reference page whose table the data keys by its
// code): what it showed is that page's entry, and the kind's verdict
// does not rest on it. The pages the data names are rendered as named,
// the others verify the kind, as when a page without an entry comes
// first.
func TestANamedPageFirstDoesNotDecideTheKind(t *testing.T) {
	keys := map[string][]string{"http://h.test/data/sig.json": {"k3037", "k4410"}}
	cases := []struct {
		name  string
		first Sample // the render of k3037's page
		then  Sample // the render of an unnamed page's, compared with it
	}{
		{"the entry is material on its own",
			Sample{Verdict: VerdictNeeded, Words: 40, NewWords: 40, Keys: keys},
			Sample{Verdict: VerdictNotNeeded, Clear: true, Keys: keys}},
		{"a price line of a few words, then a page without one",
			Sample{Verdict: VerdictNotNeeded, Fresh: []string{"10.50", "ball", "14", "stock"}, Shown: map[string]bool{"10.50": true, "ball": true, "14": true, "stock": true}, Keys: keys},
			Sample{Verdict: VerdictNotNeeded, Shown: map[string]bool{"yarn": true}, Keys: keys}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			l := New(Config{Warmup: 1, SampleEvery: 100, SampleFloor: 50}, false)
			page := func(path string, codes ...string) (Ticket, Judgement) {
				tk := l.Advise("h", "h/ref/", "h/ref/{slug}", frontier.Item{URL: "http://h.test/ref/" + path})
				tk.Codes(func() []string { return codes })
				j, _ := l.Judge(&tk, Kind{Scripts: 3}, false)
				return tk, j
			}
			tk, j := page("backend.html", "k3037")
			if j != JudgeVerify {
				t.Fatalf("first page: %v, want verify", j)
			}
			l.Tell(tk, c.first.Verdict, c.first)
			tk, j = page("queue.html", "k1111")
			if j != JudgeVerify {
				t.Fatalf("an unnamed page after a named one showed more: %v, want verify (the kind is not decided)", j)
			}
			l.Tell(tk, VerdictNone, c.then)
			if c.then.Clear {
				// One page without an entry speaks for itself alone
				// after one with an entry showed more: two verify the
				// kind.
				tk, j := page("queue-put.html", "k1113")
				if j != JudgeVerify {
					t.Fatalf("the second unnamed page: %v, want verify", j)
				}
				l.Tell(tk, VerdictNone, c.then)
				if _, j := page("queue-get.html", "k1112"); j != JudgeHTTP {
					t.Errorf("an unnamed page once two verified the kind: %v, want HTTP", j)
				}
			}
			if _, j := page("worker.html", "k4410"); j != JudgeNamed {
				t.Errorf("a page the data names: %v, want named", j)
			}
		})
	}
}

// Two pages whose words differ, each with its own entry in the data,
// send the kind to the browser only when a page the data does not name
// shows words of its own too.
func TestFillsOfNamedPagesAreTheirEntries(t *testing.T) {
	keys := map[string][]string{"http://h.test/data/stock.json": {"lot-11", "lot-12"}}
	fill := func(ws ...string) Sample {
		s := Sample{Verdict: VerdictNotNeeded, Fresh: ws, Shown: map[string]bool{}, Keys: keys}
		for _, w := range ws {
			s.Shown[w] = true
		}
		return s
	}
	l := New(Config{Warmup: 1, SampleEvery: 100, SampleFloor: 50}, false)
	page := func(path string, codes ...string) (Ticket, Judgement) {
		tk := l.Advise("h", "h/yarn/", "h/yarn/{slug}", frontier.Item{URL: "http://h.test/yarn/" + path})
		tk.Codes(func() []string { return codes })
		j, _ := l.Judge(&tk, Kind{Scripts: 3}, false)
		return tk, j
	}
	for _, p := range []struct {
		path, code string
		s          Sample
	}{{"tarn.html", "lot-11", fill("10.50", "14")}, {"moss.html", "lot-12", fill("9.40", "31")}} {
		tk, j := page(p.path, p.code)
		if j != JudgeVerify {
			t.Fatalf("%s: %v, want verify", p.path, j)
		}
		l.Tell(tk, VerdictNone, p.s)
	}
	tk, j := page("peat.html", "lot-13")
	if j != JudgeVerify {
		t.Fatalf("an unnamed page after two named ones showed their entries: %v, want verify", j)
	}
	l.Tell(tk, VerdictNone, fill("8.00", "2"))
	if _, j := page("slate.html", "lot-14"); j != JudgeBrowser {
		t.Errorf("after an unnamed page showed words of its own: %v, want browser", j)
	}
}

// A search index names every page, those with an entry in the file of
// entries among them; a page with an entry that showed more counts for
// the file that names fewest pages, and the index, whose other pages
// show nothing, is turned off: the pages only it names are verified and
// kept from their HTML, and those with an entry rendered.
func TestASearchIndexDoesNotShareTheEntriesCredit(t *testing.T) {
	var index []string
	for n := 1; n <= 12; n++ {
		index = append(index, fmt.Sprintf("/ref/%d.html", n))
	}
	keys := map[string][]string{"http://h.test/meta.json": {"d-101", "d-105", "d-109"}}
	l := New(Config{Warmup: 1, SampleEvery: 100, SampleFloor: 50}, false)
	page := func(n int) (Ticket, Judgement) {
		tk := l.Advise("h", "h/ref/", "h/ref/{slug}", frontier.Item{URL: fmt.Sprintf("http://h.test/ref/%d.html", n)})
		tk.Codes(func() []string { return []string{fmt.Sprintf("d-%d", 100+n)} })
		j, _ := l.Judge(&tk, Kind{Scripts: 3}, false)
		return tk, j
	}
	shown := Sample{Verdict: VerdictNeeded, Words: 30, NewWords: 30, Names: index, Keys: keys}
	nothing := Sample{Verdict: VerdictNotNeeded, Clear: true, Names: index, Keys: keys}
	tk, j := page(1)
	if j != JudgeVerify {
		t.Fatalf("page 1: %v, want verify", j)
	}
	l.Tell(tk, VerdictNone, shown)
	// Page 5 has an entry and shows it; 2 and 3 are named by the index
	// only and show nothing.
	for _, n := range []int{5, 2, 3} {
		tk, j := page(n)
		if j != JudgeNamed {
			t.Fatalf("page %d: %v, want named (by the index, or its entry)", n, j)
		}
		s := nothing
		if n == 5 {
			s = shown
		}
		l.Tell(tk, VerdictNone, s)
	}
	tk, j = page(4)
	if j != JudgeVerify {
		t.Fatalf("page 4, named by the index alone after two of its pages showed nothing: %v, want verify", j)
	}
	l.Tell(tk, VerdictNone, nothing)
	tk, j = page(6)
	if j != JudgeVerify {
		t.Fatalf("page 6: %v, want verify (one page without an entry speaks for itself alone)", j)
	}
	l.Tell(tk, VerdictNone, nothing)
	if _, j := page(7); j != JudgeHTTP {
		t.Errorf("page 7, once two pages without an entry verified the kind: %v, want HTTP", j)
	}
	if _, j := page(9); j != JudgeNamed {
		t.Errorf("page 9, with an entry: %v, want named", j)
	}
}

// A page that only a one-word string of the data names (a timetable's
// destination "Lofthouse", and the page of Lofthouse station) is not
// taken to show its own entry: its render showing more sends the kind to
// the browser, as the other stations' departures are keyed by codes that
// name no page.
func TestAStringOfTheDataIsNoEntry(t *testing.T) {
	l := New(Config{Warmup: 1, SampleEvery: 100, SampleFloor: 50}, false)
	page := func(slug string) (Ticket, Judgement) {
		tk := l.Advise("h", "h/stations/", "h/stations/{slug}", frontier.Item{URL: "http://h.test/stations/" + slug + ".html"})
		j, _ := l.Judge(&tk, Kind{Scripts: 2}, false)
		return tk, j
	}
	tk, j := page("lofthouse")
	if j != JudgeVerify {
		t.Fatalf("first page: %v, want verify", j)
	}
	l.Tell(tk, VerdictNone, Sample{Verdict: VerdictNeeded, Words: 36, NewWords: 39,
		Names: []string{"Lofthouse", "Pateley", "steam"},
		Keys:  map[string][]string{"http://h.test/data/departures.json": {"deps", "PTB", "WTH", "LFH"}}})
	if _, j := page("wath"); j != JudgeBrowser {
		t.Errorf("the next station: %v, want browser", j)
	}
}

// When a kind's first render is of a page the data keys that showed its
// entry, the pages without an entry that show nothing after it verify
// the kind, StaticProof of them: each differs from that first fill, and
// only the first to tell so ties the kind (the others counting again
// from nought, every page of the kind rendered to verify it).
func TestPagesWithoutAnEntryVerifyAKindTiedByANamedFirst(t *testing.T) {
	keys := map[string][]string{"http://h.test/data/notices.json": {"reach-9", "reach-14"}}
	l := New(Config{Warmup: 1, SampleEvery: 100, SampleFloor: 50}, false)
	page := func(n int) (Ticket, Judgement) {
		tk := l.Advise("h", "h/reach/", "h/reach/{n}", frontier.Item{URL: fmt.Sprintf("http://h.test/reach/%d.html", n)})
		tk.Codes(func() []string { return []string{fmt.Sprintf("reach-%d", n)} })
		j, _ := l.Judge(&tk, Kind{Scripts: 3}, false)
		return tk, j
	}
	entry := Sample{Verdict: VerdictNotNeeded, Fresh: []string{"notice", "swing", "bridge", "opens", "hour"}, Shown: map[string]bool{}, Keys: keys}
	for _, w := range entry.Fresh {
		entry.Shown[w] = true
	}
	nothing := Sample{Verdict: VerdictNotNeeded, Open: "section.notices", Shown: map[string]bool{"towpath": true}, Keys: keys}
	tk, j := page(14)
	if j != JudgeVerify {
		t.Fatalf("the first page: %v, want verify", j)
	}
	l.Tell(tk, VerdictNone, entry)
	verifies := 0
	for n := 1; n <= 8; n++ {
		tk, j := page(n)
		switch j {
		case JudgeVerify:
			verifies++
			l.Tell(tk, VerdictNone, nothing)
		case JudgeRecheck:
			l.Tell(tk, VerdictNone, nothing)
		case JudgeHTTP:
		default:
			t.Fatalf("page %d: %v", n, j)
		}
	}
	if verifies != StaticProof {
		t.Errorf("%d of 8 pages without an entry verified the kind; want %d", verifies, StaticProof)
	}
	if _, j := page(9); j != JudgeNamed {
		t.Errorf("page 9, which has an entry: %v, want named", j)
	}
}

// A page's own data, at the URL its kind's render asked for its own:
// the page's slug in its place, for another page.
func TestProbeTemplate(t *testing.T) {
	tpl, ok := probeTemplate("http://h/catalogue/m-hwc-1-4.html", "http://h/data/notes/m-hwc-1-4.json?v=2")
	if !ok {
		t.Fatal("no template")
	}
	if got, want := probeURL(tpl, "http://h/catalogue/n-hol-2-4.html"), "http://h/data/notes/n-hol-2-4.json?v=2"; got != want {
		t.Errorf("probeURL = %q, want %q", got, want)
	}
	if got, want := probeURL(tpl, "http://h/posts/first%20light/"), "http://h/data/notes/first%20light.json?v=2"; got != want {
		t.Errorf("probeURL of a directory = %q, want %q", got, want)
	}
	if got := probeURL(tpl, "http://h/catalogue/index.html"); got != "" {
		t.Errorf("probeURL of an index = %q, want none", got)
	}
	for _, c := range [][2]string{
		{"http://h/catalogue/m-hwc-1-4.html", "http://h/data/notes/all.json"},
		{"http://h/catalogue/m-hwc-1-4.html", "http://other/data/m-hwc-1-4.json"},
		{"http://h/items/7.html", "http://h/api/7.json"},
	} {
		if tpl, ok := probeTemplate(c[0], c[1]); ok {
			t.Errorf("probeTemplate(%q, %q) = %q; want none", c[0], c[1], tpl)
		}
	}
}

// A render to verify a kind that showed a few words of its own from a
// file of its page's own that held something does not send the kind to
// the browser when the next pages' files are missing and they show
// nothing: the words were that page's entry; the kind is kept on HTTP,
// and the later pages' files are asked for.
func TestOwnFileShownFirstTiesTheKind(t *testing.T) {
	l := New(Config{Warmup: 1, SampleEvery: 100, SampleFloor: 100, SampleShare: 0}, false)
	judge := func(n int) (*Ticket, Judgement) {
		tk := l.Advise("h", "h/c/", "h/c/{slug}", frontier.Item{URL: fmt.Sprintf("http://h/c/rec-%d.html", n)})
		j, _ := l.Judge(&tk, Kind{Scripts: 1}, false)
		return &tk, j
	}
	kept := 0
	for n := 1; n <= 16; n++ {
		tk, j := judge(n)
		d := []string{fmt.Sprintf("http://h/data/rec-%d.json", n)}
		switch j {
		case JudgeVerify, JudgeRecheck:
			if n == 2 {
				l.Tell(*tk, VerdictNotNeeded, Sample{Verdict: VerdictNotNeeded, Fetched: d, Fresh: []string{"conservation", "note", "hinge"}, Shown: map[string]bool{"conservation": true, "note": true, "hinge": true}})
				continue
			}
			l.Tell(*tk, VerdictNotNeeded, Sample{Verdict: VerdictNotNeeded, Fetched: d, Bare: d})
		case JudgeHTTP:
			kept++
			if urls := l.Probes(tk); len(urls) != 1 || urls[0] != d[0] {
				t.Errorf("page %d kept: probes %q, want %s", n, urls, d[0])
			}
		default:
			t.Fatalf("page %d: %v", n, j)
		}
	}
	if ks := l.Kinds(); len(ks) != 1 || ks[0].Verdict != "http" || kept == 0 {
		t.Errorf("kinds %+v, %d pages kept: want one, kept on HTTP", ks, kept)
	}
}

// Two renders to verify a kind that each showed more from a file of
// their page's own send it to the browser: its pages all have one.
func TestOwnFilesShownTwiceSendTheKindToTheBrowser(t *testing.T) {
	l := New(Config{Warmup: 1, SampleEvery: 100, SampleFloor: 100, SampleShare: 0}, false)
	for n := 1; n <= 4; n++ {
		tk := l.Advise("h", "h/posts/", "h/posts/{slug}", frontier.Item{URL: fmt.Sprintf("http://h/posts/post-%d.html", n)})
		j, _ := l.Judge(&tk, Kind{Scripts: 1}, false)
		if n >= 3 {
			if j != JudgeBrowser {
				t.Errorf("post %d: %v, want the browser after two posts showed their comments", n, j)
			}
			continue
		}
		if j != JudgeVerify {
			t.Fatalf("post %d: %v, want verify", n, j)
		}
		l.Tell(tk, VerdictNeeded, Sample{Verdict: VerdictNeeded, Fetched: []string{fmt.Sprintf("http://h/api/comments/post-%d.json", n)}})
	}
}

// A kind kept on HTTP whose render asked for its page's own data and
// got nothing asks for each later page's; a page whose data holds
// something is then rendered as a named page, not kept.
func TestProbesOfAKindKeptOnHTTP(t *testing.T) {
	l := New(Config{Warmup: 1, SampleEvery: 100, SampleFloor: 100, SampleShare: 0}, false)
	var renders int
	page := 0
	for {
		page++
		tk := l.Advise("h", "h/c/", "h/c/{slug}", frontier.Item{URL: fmt.Sprintf("http://h/c/rec-%d.html", page)})
		j, _ := l.Judge(&tk, Kind{Scripts: 1}, false)
		if j == JudgeHTTP {
			urls := l.Probes(&tk)
			if want := fmt.Sprintf("http://h/data/rec-%d.json", page); len(urls) != 1 || urls[0] != want {
				t.Fatalf("page %d: probes %q, want %s", page, urls, want)
			}
			l.Probed(&tk)
			l.Tell(tk, VerdictNeeded, Sample{Verdict: VerdictNeeded})
			break
		}
		if page > 20 {
			t.Fatalf("no page kept on HTTP in %d", page)
		}
		renders++
		d := []string{fmt.Sprintf("http://h/data/rec-%d.json", page)}
		l.Tell(tk, VerdictNotNeeded, Sample{Verdict: VerdictNotNeeded, Fetched: d, Bare: d})
	}
	ks := l.Kinds()
	if len(ks) != 1 || ks[0].Probed != 1 || ks[0].Named != 1 || ks[0].NamedShown != 1 || ks[0].Verdict != "http" {
		t.Errorf("kinds %+v: want one, kept on HTTP, one page probed, named and shown", ks)
	}
}

// A code the pages that verified the kind and showed nothing both have
// (a society's name in each footer, which the data also holds) names no
// page: a later page is named by the code of its own alone. A code of
// one such page alone still names (a page may cite a sibling's code);
// one that named two pages whose renders showed nothing names no third.
func TestCodesThePagesThatShowedNothingShareNameNoPage(t *testing.T) {
	names := []string{"wythburn-geological-society", "csl", "till", "bvg", "b.17"}
	l := New(Config{Warmup: 1, SampleEvery: 100, SampleFloor: 2}, false)
	page := func(path string, codes ...string) (Ticket, Judgement) {
		tk := l.Advise("h", "h/", "h/"+path, frontier.Item{URL: "http://h.test" + path})
		tk.Codes(func() []string { return codes })
		j, _ := l.Judge(&tk, Kind{Scripts: 3}, true)
		return tk, j
	}
	tk, j := page("/rocks/a.html", "wythburn-geological-society", "rock-guide")
	if j != JudgeVerify {
		t.Fatalf("/rocks/a.html: %v, want verify", j)
	}
	l.Tell(tk, VerdictNone, Sample{Verdict: VerdictNotNeeded, Names: names})
	tk, j = page("/rocks/b.html", "wythburn-geological-society", "rock-guide", "b.17", "b.17") // found two ways: one page
	if j != JudgeVerify {
		t.Fatalf("/rocks/b.html: %v, want verify", j)
	}
	l.Tell(tk, VerdictNone, Sample{Verdict: VerdictNotNeeded, Names: names})
	if _, j := page("/rocks/c.html", "wythburn-geological-society", "rock-guide"); j != JudgeHTTP {
		t.Errorf("a page with the template's code alone: %v, want HTTP", j)
	}
	tk, j = page("/rocks/d.html", "wythburn-geological-society", "b.17")
	if j != JudgeNamed {
		t.Fatalf("a page with a code one page that showed nothing cited: %v, want named", j)
	}
	l.Tell(tk, VerdictNone, Sample{Verdict: VerdictNeeded})
	for _, p := range []string{"/rocks/e.html", "/rocks/f.html"} {
		tk, j := page(p, "till")
		if j != JudgeNamed {
			t.Fatalf("%s, with a word of its prose that is another page's code: %v, want named", p, j)
		}
		l.Tell(tk, VerdictNone, Sample{Verdict: VerdictNotNeeded})
	}
	if _, j := page("/rocks/g.html", "till"); j != JudgeHTTP {
		t.Errorf("a page with the code that named two pages that showed nothing: %v, want HTTP", j)
	}
	if _, j := page("/rocks/h.html", "csl"); j != JudgeNamed {
		t.Errorf("a page with another code the data names: %v, want named", j)
	}
}

// A programme with an entry for every talk, whose script writes a
// notice only for the talks that moved (their entries have a COMMENT the
// others lack): the names of the data name every page, and the first
// pages they named showed nothing, which turns them off, as for a search
// index. The pages whose entries are of another shape than those of the
// pages that showed nothing are still rendered (named), and those of a
// shape whose page showed more; the others are not, nor, once a page of
// that other shape showed nothing either, are the rest of its shape;
// when more pages named by their shape alone showed nothing than twice
// those that showed more, the shapes tell nothing.
func TestOddEntriesRenderTheirPages(t *testing.T) {
	data := []string{"http://h.test/talks/programme.ics"}
	var names []string
	shapes := make(map[string]string)
	for i := 1; i <= 12; i++ {
		n := fmt.Sprintf("talk-%d", i)
		names = append(names, n)
		shapes[n] = data[0] + " DTSTART,SUMMARY,UID"
		if i == 6 || i == 8 || i >= 10 {
			shapes[n] = data[0] + " COMMENT,DTSTART,SUMMARY,UID"
		}
	}
	var l *Learner
	next := false // each page's text names the next two talks by their codes
	talk := func(i int, s Sample) Judgement {
		tk := l.Advise("h.test", "h.test/talks/", "h.test/talks/{slug}", frontier.Item{URL: fmt.Sprintf("http://h.test/talks/talk-%d.html", i)})
		if next {
			tk.Codes(func() []string { return []string{fmt.Sprintf("talk-%d", i+1), fmt.Sprintf("talk-%d", i+2)} })
		}
		j, _ := l.Judge(&tk, Kind{Scripts: 2}, true)
		switch j {
		case JudgeVerify:
			l.Tell(tk, VerdictNone, s)
		case JudgeRecheck, JudgeUnplaced, JudgeNamed:
			l.Tell(tk, s.Verdict, s)
		}
		return j
	}
	nothing := Sample{Verdict: VerdictNotNeeded, Clear: true, Fetched: data, Names: names, Unshown: data[0]}
	shown := nothing
	shown.Verdict, shown.Words, shown.Fresh = VerdictNeeded, 30, []string{"postponed"}
	for _, c := range []struct {
		name   string
		shapes map[string]string
		shows  []int             // the talks whose renders show a notice
		want   map[int]Judgement // talk: judgement
	}{
		{"moved talks show a notice", shapes, []int{6, 8},
			map[int]Judgement{4: JudgeHTTP, 5: JudgeHTTP, 6: JudgeNamed, 7: JudgeHTTP, 8: JudgeNamed, 9: JudgeHTTP, 10: JudgeNamed, 11: JudgeNamed, 12: JudgeNamed}},
		{"no shapes", nil, []int{6, 8},
			map[int]Judgement{6: JudgeHTTP, 8: JudgeHTTP, 10: JudgeHTTP}},
		{"moved talks show nothing either", shapes, nil,
			map[int]Judgement{6: JudgeNamed, 7: JudgeHTTP, 8: JudgeHTTP, 10: JudgeHTTP, 11: JudgeHTTP}},
		{"one moved talk shows a notice, the next three nothing", shapes, []int{6},
			map[int]Judgement{6: JudgeNamed, 7: JudgeHTTP, 8: JudgeNamed, 10: JudgeNamed, 11: JudgeNamed, 12: JudgeHTTP}},
		// The codes of each page's text name the next two talks: the
		// pages before a moved talk are of its shape by their codes
		// alone, and their own URL says they are not.
		{"each page names the next two talks", shapes, []int{6, 8},
			map[int]Judgement{4: JudgeHTTP, 5: JudgeHTTP, 6: JudgeNamed, 7: JudgeHTTP, 8: JudgeNamed, 9: JudgeHTTP, 10: JudgeNamed, 11: JudgeNamed, 12: JudgeNamed}},
	} {
		next = c.name == "each page names the next two talks"
		nothing.Shapes, shown.Shapes = c.shapes, c.shapes
		l = New(Config{Warmup: 1, SampleEvery: 100, SampleFloor: 0}, false)
		got := make(map[int]Judgement)
		for i := 1; i <= 12; i++ {
			s := nothing
			if slices.Contains(c.shows, i) {
				s = shown
			}
			got[i] = talk(i, s)
		}
		for i, w := range c.want {
			if got[i] != w {
				t.Errorf("%s: talk %d: judged %v, want %v (all: %v)", c.name, i, got[i], w, got)
			}
		}
	}
}

// A page that showed nothing tells its entry's shape plain only when the
// entries naming it are of one shape: the codes of a talk's page may
// name the next talk too, whose entry may be the moved one's.
func TestShapesOfAPageOfTwoTellNeitherPlain(t *testing.T) {
	k := &kind{names: map[string]*nameSource{"": {names: map[string]bool{}, shapes: map[string]string{
		"2026-04-09": "f DTSTART,UID", "2026-05-09": "f DTSTART,UID", "2026-06-09": "f COMMENT,DTSTART,UID"}}}}
	page := func(codes ...string) *Ticket {
		return &Ticket{item: frontier.Item{URL: "http://h.test/talks/x.html"}, codeList: codes}
	}
	k.noteShapes(page("2026-04-09"), false)
	k.noteShapes(page("2026-05-09", "2026-06-09"), false)
	if _, odd := k.oddEntry(page("2026-06-09")); !odd {
		t.Errorf("the moved talk's page, after a page of its shape and another showed nothing: not odd (plain %v)", k.names[""].plain)
	}
	if _, odd := k.oddEntry(page("2026-04-09")); odd {
		t.Errorf("a talk of the plain shape: odd")
	}
}

// A page named by the code of its file name (d1 of d1-sir-tom.html) is
// named by the number in that code too (1), another page's entry (No.
// 1's, of no1-dufton.html): when the first shows nothing, it tells
// neither entry's shape plain, and No. 1's page, whose entry has a note,
// is rendered. Before, the number alone named the first page, and the
// note's shape was plain.
func TestShapesOfAPageNamedByACodeAndItsNumber(t *testing.T) {
	k := &kind{names: map[string]*nameSource{"": {names: map[string]bool{}, shapes: map[string]string{
		"d1": "f number,type", "1": "f note,number,type", "3": "f number,type"}}}}
	page := func(file string) *Ticket {
		return &Ticket{item: frontier.Item{URL: "http://h.test/locos/" + file}}
	}
	k.noteShapes(page("d1-sir-tom.html"), false)
	k.noteShapes(page("no3-brampton.html"), false)
	if _, odd := k.oddEntry(page("no1-dufton.html")); !odd {
		t.Errorf("No. 1's page, whose entry has a note, after pages of other entries showed nothing: not odd (plain %v)", k.names[""].plain)
	}
	if _, odd := k.oddEntry(page("no3-brampton.html")); odd {
		t.Errorf("an engine of the plain shape: odd")
	}
}

// A code of a page's text without a digit (a beer's cask mark, GBP)
// names the rows that give it, a group, as a page's URL may: a page
// whose casks are all back showed nothing, and one with a cask on the
// bar is odd. A code with digits (a size, 500) names no group: it is as
// often a value rows share.
func TestShapesOfAGroupNamedByACode(t *testing.T) {
	k := &kind{names: map[string]*nameSource{"": {names: map[string]bool{}, shapes: map[string]string{
		"hwi": GroupShape + "f 0,1,2,3|3=back", "gbp": GroupShape + "f 0,1,2,3|3=back,3=on", "bbm": GroupShape + "f 0,1,2,3|3=back",
		"500": GroupShape + "f 0,1,2,3|3=back,3=on"}}}}
	page := func(codes ...string) *Ticket {
		return &Ticket{item: frontier.Item{URL: "http://h.test/beers/x.html"}, codeList: codes}
	}
	k.noteShapes(page("hwi", "500"), false)
	if _, odd := k.oddEntry(page("gbp", "500")); !odd {
		t.Errorf("a beer with a cask on, after one with all back showed nothing: not odd (plain %v)", k.names[""].plain)
	}
	if _, odd := k.oddEntry(page("bbm", "500")); odd {
		t.Errorf("a beer of the plain shape: odd")
	}
	if _, odd := k.oddEntry(page("500")); odd {
		t.Errorf("a page named by a code with digits alone: odd")
	}
}

// Entries that fill the same fields may differ in the value of an
// enumeration alone (splitShape): a crag whose restriction is active,
// where the first crag's page, whose restriction was lifted, showed
// nothing, is odd by its values; a crag of the plain value is not; and
// two pages odd by their values alone that showed nothing turn the
// values off, not the shapes.
func TestValuesOfAnEntryTellItOdd(t *testing.T) {
	k := &kind{names: map[string]*nameSource{"": {names: map[string]bool{}, shapes: map[string]string{
		"dubhow":  "f crag,restriction" + ValuesMark + "status=lifted",
		"raven":   "f crag,restriction" + ValuesMark + "status=active",
		"hutaple": "f crag,restriction" + ValuesMark + "status=active",
		"brock":   "f crag" + ValuesMark + "owner=estate",
		"angle":   "f crag" + ValuesMark + "owner=farm",
		"deep":    "f crag" + ValuesMark + "owner=trust",
		"kern":    "f crag,notice"}}}}
	page := func(name string) *Ticket {
		return &Ticket{item: frontier.Item{URL: "http://h.test/crags/" + name + ".html"}}
	}
	k.noteShapes(page("dubhow"), false)
	k.noteShapes(page("brock"), false)
	if _, odd := k.oddEntry(page("dubhow")); odd {
		t.Errorf("a crag of the plain values: odd")
	}
	raven := page("raven")
	if _, odd := k.oddEntry(raven); !odd || !raven.oddVals {
		t.Errorf("the crag whose restriction is active: odd %v, by its values %v; want both", odd, raven.oddVals)
	}
	kern := page("kern")
	if _, odd := k.oddEntry(kern); !odd || kern.oddVals {
		t.Errorf("a crag of another shape: odd %v, by its values %v; want odd by its shape", odd, kern.oddVals)
	}
	k.noteShapes(raven, true)
	src := k.names[""]
	if _, odd := k.oddEntry(page("hutaple")); !odd {
		t.Errorf("a crag of the value of one that showed more: not odd")
	}
	for _, p := range []string{"angle", "deep", "angle"} {
		tk := page(p)
		if _, odd := k.oddEntry(tk); odd && tk.oddVals {
			k.noteShapes(tk, false)
			src.showedNothing(true, true)
		}
	}
	if !src.valsOff || src.shapesOff {
		t.Errorf("after two pages odd by their values showed nothing: values off %v, shapes off %v; want the values off alone", src.valsOff, src.shapesOff)
	}
}

// A page named by one entry and by a group that holds it (a talk's
// title row and its date's rows) that showed nothing tells both plain:
// both are its own. Before, it told neither, the group's shape stayed
// odd, and the pages of plain talks, rendered for it, turned the shapes
// off before the moved talk's page came.
func TestShapesOfAnEntryAndItsGroupTellBothPlain(t *testing.T) {
	k := &kind{names: map[string]*nameSource{"": {names: map[string]bool{}, shapes: map[string]string{
		"talk-4": "f 0,1,2", "talk-6": "f 0,1,2",
		"2026-05-09": GroupShape + "f 0,1,2", "2026-07-09": GroupShape + "f 0,1,2",
		"2026-08-09": GroupShape + "f 0,1,2,3"}}}}
	page := func(file, date string) *Ticket {
		return &Ticket{item: frontier.Item{URL: "http://h.test/talks/" + file}, vals: []string{date}}
	}
	k.noteShapes(page("talk-4.html", "2026-05-09"), false)
	if _, odd := k.oddEntry(page("talk-6.html", "2026-07-09")); odd {
		t.Errorf("a talk of the plain shapes: odd (plain %v)", k.names[""].plain)
	}
	if _, odd := k.oddEntry(page("talk-7.html", "2026-08-09")); !odd {
		t.Errorf("the moved talk: not odd")
	}
}
