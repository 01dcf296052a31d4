package render

import (
	"context"
	"errors"
	"math"
	"slices"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/rendercrawl/render/internal/testkit/testsite"
)

// exploring is the exploration of the tests: 20 clicks, two deep.
func exploring() *Explore {
	x := DefaultExplore()
	x.Actions = 20
	return &x
}

// wantLinks fails t for each of want (paths under base) missing from links.
func wantLinks(t *testing.T, links []string, base string, want ...string) {
	t.Helper()
	for _, w := range want {
		if !slices.Contains(links, base+w) {
			t.Errorf("links lack %s; have %q", base+w, links)
		}
	}
}

// noLinks fails t for each of paths under base found in links.
func noLinks(t *testing.T, links []string, base string, paths ...string) {
	t.Helper()
	for _, w := range paths {
		if slices.Contains(links, base+w) {
			t.Errorf("links have %s, which the page does not lead to", base+w)
		}
	}
}

// TestLinksWithoutHref reads, without exploring, the places pages name
// without an href: inline code that navigates with a literal, router
// attributes, and the routes an app took through the History API at load.
func TestLinksWithoutHref(t *testing.T) {
	pool := needChrome(t)
	_, base := testsite.Serve(t)
	tests := []struct {
		page     string
		want, no []string
	}{
		{"/discover/onclick.html",
			[]string{"/discover/target/one", "/discover/target/two", "/discover/target/three", "/discover/target/four", "/discover/target/five"},
			[]string{"/discover/target/6", "/discover/not-a-link"}},
		{"/discover/router.html",
			[]string{"/discover/target/router-one", "/discover/target/router-two", "/discover/target/router-three", "/discover/target/router-four", "/discover/target/router-five"},
			[]string{"/discover/not-a-router-link", "/discover/not-a-page-container"}},
		{"/discover/routes.html", []string{"/discover/app/home"}, []string{"/discover/app/products"}},
		// A heading of the route shown, written as a query of the route,
		// is not a page; another route, or an id not on the page, is.
		{"/discover/anchors.html#/guide",
			[]string{"/discover/anchors.html#/search?q=install", "/discover/anchors.html#/faq?id=install", "/discover/anchors.html#/guide?id=nowhere"},
			[]string{"/discover/anchors.html#/guide?id=install", "/discover/anchors.html#/guide?id=usage"}},
		// So in history mode: the page's own path with a query that
		// names one of its headings (an id, lower-cased, or an anchor's
		// name) is no page.
		{"/discover/headings.html",
			[]string{"/discover/headings.html?id=nowhere", "/discover/other.html?id=install", "/discover/headings.html?page=2"},
			[]string{"/discover/headings.html?id=install", "/discover/headings.html?id=Usage", "/discover/headings.html?id=legacy"}},
	}
	for _, tc := range tests {
		t.Run(tc.page, func(t *testing.T) {
			p, err := pool.Render(context.Background(), Request{URL: base + tc.page})
			if err != nil {
				t.Fatal(err)
			}
			wantLinks(t, p.Links, base, tc.want...)
			noLinks(t, p.Links, base, tc.no...)
			if p.Explored.Actions != 0 || p.Scrolled.Steps != 0 {
				t.Errorf("explored %+v, scrolled %+v; want neither by default", p.Explored, p.Scrolled)
			}
		})
	}
}

// TestExplore clicks through the fixture pages and checks that each one's
// routes, requests and navigations are found in full, that a navigation a
// click starts is stopped (the server never sees it, the tab stays on the
// page) and that controls that look destructive are never clicked.
func TestExplore(t *testing.T) {
	pool := needChrome(t)
	site, base := testsite.Serve(t)
	type check func(t *testing.T, p *Page)
	requested := func(method, path, typ string) check {
		return func(t *testing.T, p *Page) {
			t.Helper()
			if !slices.Contains(p.ClickRequests, ClickRequest{URL: base + path, Method: method, Type: typ}) {
				t.Errorf("click requests %+v lack %s %s (%s)", p.ClickRequests, method, path, typ)
			}
		}
	}
	served := func(kind string, n int) check {
		return func(t *testing.T, p *Page) {
			t.Helper()
			if got := site.Count("discover:" + kind); got != n {
				t.Errorf("the server answered %d requests to %s; want %d", got, kind, n)
			}
		}
	}
	tests := []struct {
		page   string
		want   []string
		checks []check
	}{
		{"/discover/routes.html", []string{"/discover/app/home", "/discover/app/products", "/discover/app/about", "/discover/app/team"}, nil},
		{"/discover/post.html", nil, []check{requested("POST", "/discover/api/save", "fetch"), served("/discover/api/save", 0)}},
		{"/discover/twostep.html", []string{"/discover/detail/42"},
			[]check{requested("GET", "/discover/api/details", "fetch"), served("/discover/api/details", 1),
				func(t *testing.T, p *Page) {
					if len(p.Submitted) != 0 {
						t.Errorf("submitted %q; a script's navigation is no form", p.Submitted)
					}
				}}},
		{"/discover/leave.html", []string{"/discover/target/nine"}, []check{
			func(t *testing.T, p *Page) {
				if !slices.Contains(p.Links, "http://elsewhere.invalid/landing") {
					t.Errorf("links %q lack the other site's page", p.Links)
				}
				if p.Explored.Left || !strings.Contains(p.Text, "LEAVE-PAGE") {
					t.Errorf("explored %+v, text %q; want the tab kept on the page", p.Explored, p.Text)
				}
			},
			served("/discover/target/", 0),
		}},
		{"/discover/logout.html", nil, []check{
			served("/discover/logout", 0), served("/discover/api/ping", 0), requested("POST", "/discover/api/ping", "fetch"),
			func(t *testing.T, p *Page) {
				if p.Explored.Skipped != 3 {
					t.Errorf("explored %+v; want the 3 destructive controls skipped", p.Explored)
				}
			},
		}},
		{"/discover/forms.html", []string{"/discover/search?q=shoes", "/discover/search?sort=price"}, []check{
			requested("POST", "/discover/subscribe", "form"),
			func(t *testing.T, p *Page) {
				// The forms with nothing typed in them are submitted
				// (their clicks are made) and their URLs not followed,
				// a choice at its default beside the empty box or not;
				// a form of a choice alone is.
				want := []string{base + "/discover/search?q=shoes", base + "/discover/search?sort=price"}
				if !slices.Equal(p.Submitted, want) || p.Explored.Blank != 2 {
					t.Errorf("submitted %q, explored %+v; want %q and 2 blank forms", p.Submitted, p.Explored, want)
				}
				for _, l := range p.Links {
					if strings.Contains(l, "near=") || strings.Contains(l, "words=") {
						t.Errorf("the blank form's submission %s is a link", l)
					}
				}
			},
			served("/discover/search", 0), served("/discover/subscribe", 0),
		}},
	}
	for _, tc := range tests {
		t.Run(tc.page, func(t *testing.T) {
			start := time.Now()
			p, err := pool.Render(context.Background(), Request{URL: base + tc.page, Explore: exploring()})
			if err != nil {
				t.Fatal(err)
			}
			t.Logf("%s: explored %+v in %v (page %v)", tc.page, p.Explored, time.Since(start), p.Elapsed)
			if p.Explored.Actions == 0 {
				t.Errorf("nothing clicked")
			}
			wantLinks(t, p.Links, base, tc.want...)
			for _, c := range tc.checks {
				c(t, p)
			}
		})
	}
}

// TestScroll scrolls pages whose content comes as they are scrolled: an
// infinite list of five batches, a virtualised list of 500 rows that
// drops the rows scrolled past, and lazy images with their captions.
func TestScroll(t *testing.T) {
	pool := needChrome(t)
	_, base := testsite.Serve(t)
	scroll := &Scroll{Steps: DefaultScrollSteps, Budget: 20 * time.Second}
	t.Run("infinite list", func(t *testing.T) {
		p := renderScrolled(t, pool, base+"/discover/scroll.html", scroll)
		for n := 1; n <= 5; n++ {
			for i := 1; i <= 10; i++ {
				mark := "BATCH-" + itoa(n) + "-ITEM-" + itoa(i)
				if !strings.Contains(p.Text, mark) {
					t.Fatalf("text lacks %s: %q", mark, p.Text)
				}
				wantLinks(t, p.Links, base, "/discover/item/"+itoa(n)+"-"+itoa(i))
			}
		}
		if !strings.Contains(p.Text, "END-OF-LIST") {
			t.Errorf("the list did not end")
		}
	})
	t.Run("virtualised list", func(t *testing.T) {
		p := renderScrolled(t, pool, base+"/discover/virtual.html", scroll)
		var missing []int
		for i := 1; i <= 500; i++ {
			if !slices.Contains(strings.Split(p.Text, "\n"), "ROW-"+itoa(i)) || !slices.Contains(p.Links, base+"/discover/row/"+itoa(i)) {
				missing = append(missing, i)
			}
		}
		if len(missing) > 0 {
			t.Errorf("rows missing from text or links: %v", missing)
		}
	})
	t.Run("lazy images", func(t *testing.T) {
		p := renderScrolled(t, pool, base+"/discover/lazy.html", scroll)
		for n := 1; n <= 12; n++ {
			if !strings.Contains(p.HTML, ` src="/asset/img/lazy-`+itoa(n)+`.png"`) || !strings.Contains(p.Text, "CAPTION-"+itoa(n)) {
				t.Errorf("image %d not loaded: text %q", n, p.Text)
			}
		}
	})
}

func renderScrolled(t *testing.T, pool *Pool, url string, s *Scroll) *Page {
	t.Helper()
	start := time.Now()
	p, err := pool.Render(context.Background(), Request{URL: url, Scroll: s})
	if err != nil {
		t.Fatal(err)
	}
	t.Logf("%s: scrolled %+v in %v", url, p.Scrolled, time.Since(start))
	return p
}

func itoa(n int) string { return strconv.Itoa(n) }

// TestDiscoveryConfig checks that bad settings of scrolling and exploring
// name their field.
func TestDiscoveryConfig(t *testing.T) {
	tests := []struct {
		field string
		edit  func(c *Config)
	}{
		{"Explore.Actions", func(c *Config) { c.Explore.Actions = -1 }},
		{"Explore.Depth", func(c *Config) { c.Explore.Actions, c.Explore.Depth = 3, 0 }},
		{"Explore.Budget", func(c *Config) { c.Explore.Actions, c.Explore.Budget = 3, 0 }},
		{"Scroll.Steps", func(c *Config) { c.Scroll.Steps = -1 }},
		{"Scroll.Budget", func(c *Config) { c.Scroll.Steps, c.Scroll.Budget = 3, 0 }},
	}
	for _, tc := range tests {
		t.Run(tc.field, func(t *testing.T) {
			c := DefaultConfig()
			tc.edit(&c)
			var ce *ConfigError
			if err := c.Validate(); !errors.As(err, &ce) || ce.Field != tc.field {
				t.Errorf("Validate: %v; want a ConfigError of %s", err, tc.field)
			}
		})
	}
	c := DefaultConfig()
	c.Explore.Depth = 0 // no actions: the depth does not matter
	if err := c.Validate(); err != nil {
		t.Errorf("the default configuration with no exploration: %v", err)
	}
}

// TestExploredDocumentIsLoadedAfresh renders a route of a hash-routed
// app, scrolled or explored, then another route in the same tab: the tab
// loads the document afresh rather than route the state exploring left.
func TestExploredDocumentIsLoadedAfresh(t *testing.T) {
	_, base := testsite.Serve(t)
	for _, req := range []Request{{Explore: exploring()}, {Scroll: &Scroll{Steps: 3, Budget: 5 * time.Second}}} {
		p, within := oneTab(t, 10*time.Second)
		req.URL = base + "/wait/hash-app.html#/a"
		if _, err := p.Render(context.Background(), req); err != nil {
			t.Fatal(err)
		}
		got, err := p.Render(context.Background(), Request{URL: base + "/wait/hash-app.html#/b"})
		if err != nil {
			t.Fatal(err)
		}
		if !strings.Contains(got.Text, "ROUTE-B") || within() != 0 {
			t.Errorf("text %q, %d pages within the document; want ROUTE-B, loaded afresh", got.Text, within())
		}
	}
}

// TestHooksAddNoRouteListener checks that the script installed in every
// document adds no listener of its own that would make a document that
// does not route look like one that does.
func TestHooksAddNoRouteListener(t *testing.T) {
	_, base := testsite.Serve(t)
	p, _ := oneTab(t, 10*time.Second)
	for _, tc := range []struct {
		page   string
		routes bool
	}{{"/static.html", false}, {"/wait/hash-app.html", true}} {
		if _, err := p.Render(context.Background(), Request{URL: base + tc.page}); err != nil {
			t.Fatal(err)
		}
		p.mu.Lock()
		tb := p.idle[len(p.idle)-1]
		p.mu.Unlock()
		if got := tb.listensForRoutes(context.Background()); got != tc.routes {
			t.Errorf("%s: listens for routes %v; want %v", tc.page, got, tc.routes)
		}
	}
}

// TestClickRequestsInTheRequestLog checks that the requests a click
// started are in the page's requests with the initiator click, a form
// post that was stopped among them as blocked, and that the requests of
// the page's load keep their own initiator.
func TestClickRequestsInTheRequestLog(t *testing.T) {
	pool := needChrome(t)
	_, base := testsite.Serve(t)
	tests := []struct {
		page, method, path string
		blocked            bool
	}{
		{"/discover/post.html", "POST", "/discover/api/save", true},
		{"/discover/twostep.html", "GET", "/discover/api/details", false},
		{"/discover/forms.html", "POST", "/discover/subscribe", true},
	}
	for _, tc := range tests {
		t.Run(tc.page, func(t *testing.T) {
			p, err := pool.Render(context.Background(), Request{URL: base + tc.page, Explore: exploring(), Requests: true})
			if err != nil {
				t.Fatal(err)
			}
			var found bool
			for _, r := range p.Requests {
				if r.URL == base+tc.path && r.Method == tc.method {
					found = true
					if r.Initiator != InitiatorClick || r.Blocked != tc.blocked {
						t.Errorf("%s %s: initiator %q, blocked %v; want click, %v", r.Method, r.URL, r.Initiator, r.Blocked, tc.blocked)
					}
				}
				if r.URL == base+tc.page && r.Initiator == InitiatorClick {
					t.Errorf("the document's own request has the initiator click")
				}
			}
			if !found {
				t.Errorf("requests %+v lack %s %s", p.Requests, tc.method, tc.path)
			}
		})
	}
}

// ExploreActions decides, on the page as read, how many controls are
// clicked.
func TestExploreActions(t *testing.T) {
	pool := needChrome(t)
	_, base := testsite.Serve(t)
	for _, n := range []int{0, 1, math.MaxInt} {
		var asked *Page
		p, err := pool.Render(context.Background(), Request{URL: base + "/discover/routes.html", Explore: exploring(),
			ExploreActions: func(p *Page) int { asked = p; return n }})
		if err != nil {
			t.Fatal(err)
		}
		if asked != p {
			t.Error("ExploreActions was not asked about the page")
		}
		if want := min(n, 4); p.Explored.Actions != want { // the page has 4 controls
			t.Errorf("ExploreActions said %d: explored %+v, want %d clicks", n, p.Explored, want)
		}
		if has := slices.Contains(p.Links, base+"/discover/app/team"); has != (n > 1) {
			t.Errorf("ExploreActions said %d: the last control's route in the links: %v", n, has)
		}
	}
}

// TestExploreArchivesClickRequests: the requests a click starts are the
// page's, in its requests (initiator click) and, for an archive, in its
// exchanges with their bodies; the form post a click started, stopped in
// the browser, is in its requests only.
func TestExploreArchivesClickRequests(t *testing.T) {
	pool := needChrome(t)
	_, base := testsite.Serve(t)
	p, err := pool.Render(context.Background(), Request{URL: base + "/discover/twostep.html", Explore: exploring(),
		Requests: true, MaxRequests: DefaultMaxRequests, Exchange: true, Bodies: true})
	if err != nil {
		t.Fatal(err)
	}
	details := base + "/discover/api/details"
	var listed *NetworkRequest
	for i, r := range p.Requests {
		if r.URL == details {
			listed = &p.Requests[i]
		}
	}
	if listed == nil || listed.Initiator != InitiatorClick || listed.Status != 200 {
		t.Errorf("the click's fetch in the requests: %+v (all: %+v)", listed, p.Requests)
	}
	var ex *Exchange
	for _, e := range p.Exchanges {
		if e.URL == details {
			ex = e
		}
	}
	if ex == nil || !strings.Contains(string(ex.Body), "DETAIL-42") || ex.Status != 200 {
		t.Errorf("the click's fetch in the exchanges: %+v", ex)
	}
	if len(p.Exchanges) == 0 || p.Exchanges[0].URL != base+"/discover/twostep.html" || !strings.Contains(string(p.Body), "Two steps") {
		t.Errorf("the document is not the first exchange, with its body")
	}

	f, err := pool.Render(context.Background(), Request{URL: base + "/discover/forms.html", Explore: exploring(),
		Requests: true, MaxRequests: DefaultMaxRequests, Exchange: true})
	if err != nil {
		t.Fatal(err)
	}
	post := NetworkRequest{URL: base + "/discover/subscribe", Method: "POST", Type: "Document", Blocked: true, BlockedBy: BlockedUnsafeMethod, Initiator: InitiatorClick}
	if !slices.Contains(f.Requests, post) {
		t.Errorf("the stopped form post is not in the requests: %+v", f.Requests)
	}
	for _, e := range f.Exchanges {
		if e.URL == post.URL {
			t.Errorf("the stopped form post has an exchange: %+v", e)
		}
	}
}

// TestHistoryStateIsNoRoute: a page that saves state in the history for
// the URL it shows goes nowhere: its own URL is not among its links, and
// a pushState to a new URL is.
func TestHistoryStateIsNoRoute(t *testing.T) {
	pool := needChrome(t)
	_, base := testsite.Serve(t)
	p, err := pool.Render(context.Background(), Request{URL: base + "/discover/state.html"})
	if err != nil {
		t.Fatal(err)
	}
	if slices.Contains(p.Links, base+"/discover/state.html") || !slices.Contains(p.Links, base+"/discover/state/moved") {
		t.Errorf("links %q; want the route moved to and not the page's own URL", p.Links)
	}
}

// TestExploreRefusesUnsafeRequests clicks controls whose words say
// nothing of what they do: a fetch DELETE, an XHR PUT, a beacon, a form
// posted by a handler and one posted into a frame. The server sees none
// of them, and each is in the page's requests, blocked for its method;
// a click's GET goes out. With Unsafe, the DELETE goes out.
func TestExploreRefusesUnsafeRequests(t *testing.T) {
	pool := needChrome(t)
	site, base := testsite.Serve(t)
	p, err := pool.Render(context.Background(), Request{URL: base + "/discover/unsafe.html", Explore: exploring(), Requests: true})
	if err != nil {
		t.Fatal(err)
	}
	t.Logf("explored %+v", p.Explored)
	for _, path := range []string{"/discover/api/item/", "/discover/api/bump", "/discover/api/beacon", "/discover/api/order", "/discover/api/cart"} {
		if n := site.Count("discover:" + path); n != 0 {
			t.Errorf("the server answered %d requests to %s; want none", n, path)
		}
	}
	if n := site.Count("discover:/discover/api/list"); n != 1 {
		t.Errorf("the server answered %d requests to /discover/api/list; want the click's GET", n)
	}
	for _, want := range []struct{ method, path string }{
		{"DELETE", "/discover/api/item/7"}, {"PUT", "/discover/api/bump"}, {"POST", "/discover/api/beacon"},
		{"POST", "/discover/api/order"}, {"POST", "/discover/api/cart"},
	} {
		i := slices.IndexFunc(p.Requests, func(r NetworkRequest) bool { return r.URL == base+want.path && r.Method == want.method })
		if i < 0 {
			t.Errorf("requests lack %s %s: %+v", want.method, want.path, p.Requests)
			continue
		}
		if r := p.Requests[i]; !r.Blocked || r.BlockedBy != BlockedUnsafeMethod || r.Initiator != InitiatorClick {
			t.Errorf("%s %s: %+v; want blocked by %s, initiator click", want.method, want.path, r, BlockedUnsafeMethod)
		}
	}

	x := exploring()
	x.Unsafe = true
	if _, err := pool.Render(context.Background(), Request{URL: base + "/discover/unsafe.html", Explore: x}); err != nil {
		t.Fatal(err)
	}
	if n := site.Count("discover:/discover/api/item/"); n != 1 {
		t.Errorf("with Unsafe, the server answered %d DELETE requests; want 1", n)
	}
}

// TestExploreClicksEveryItemOfAList: six controls with one handler are
// each clicked, not a representative; the state they bring (a panel open)
// is counted once, however many of them bring it.
func TestExploreClicksEveryItemOfAList(t *testing.T) {
	pool := needChrome(t)
	_, base := testsite.Serve(t)
	p, err := pool.Render(context.Background(), Request{URL: base + "/discover/toggles.html", Explore: exploring()})
	if err != nil {
		t.Fatal(err)
	}
	if p.Explored.Actions != 6 || p.Explored.States != 1 {
		t.Errorf("explored %+v; want 6 clicks and 1 new state", p.Explored)
	}
	wantLinks(t, p.Links, base, "/discover/target/help")
}
