package render

import (
	"context"
	"fmt"
	"net/http"
	"net/http/httptest"
	"slices"
	"strconv"
	"testing"
)

// A reused tab does not carry the garbage of the pages it rendered: each
// page below keeps about a megabyte of strings alive until the tab leaves
// it, and the JavaScript heap measured in later pages stays as low as in
// the first few, where without collections it grows by that much a page
// (V8 collects on its own only past limits these pages do not reach).
func TestTabCollectsTheGarbageOfItsPages(t *testing.T) {
	if testPool == nil {
		needChrome(t)
	}
	mux := http.NewServeMux()
	mux.HandleFunc("/junk/{n}", func(w http.ResponseWriter, r *http.Request) {
		fmt.Fprint(w, `<!doctype html><title>junk</title><p>page</p><script>
window.junk = [];
for (let i = 0; i < 2000; i++) window.junk.push('x'.repeat(1000) + i);
</script>`)
	})
	srv := httptest.NewServer(mux)
	defer srv.Close()
	cfg := testConfig()
	cfg.Tabs = 1
	cfg.Eval = "performance.memory.usedJSHeapSize"
	cfg.ChromeFlags = append(cfg.ChromeFlags, "enable-precise-memory-info")
	p := newTestPool(t, cfg)
	const pages = 6 * gcEvery
	var heap []int
	for i := range pages {
		pg, err := p.Render(context.Background(), Request{URL: srv.URL + "/junk/" + strconv.Itoa(i)})
		if err != nil {
			t.Fatal(err)
		}
		n, err := strconv.Atoi(string(pg.Data))
		if err != nil {
			t.Fatalf("page %d: data %q: %v", i, pg.Data, err)
		}
		heap = append(heap, n>>20)
	}
	t.Logf("JS heap in MB after each page: %v", heap)
	// Collected every gcEvery pages, the heap goes up and down again as
	// in its first pages; never collected, it grows on.
	first, later := slices.Max(heap[:gcEvery+1]), slices.Max(heap[2*gcEvery:])
	if later > first+2 {
		t.Errorf("the JS heap grew from at most %d MB in the first %d pages to %d MB later: %v", first, gcEvery+1, later, heap)
	}
}

// A tab whose renderer cannot run the collection (the page it just
// rendered left a script spinning on its main thread) is closed, not
// handed to the next page: that page gets a tab of its own and renders.
func TestTabThatCannotCollectIsClosed(t *testing.T) {
	if testPool == nil {
		needChrome(t)
	}
	mux := http.NewServeMux()
	mux.HandleFunc("/{name}", func(w http.ResponseWriter, r *http.Request) {
		fmt.Fprintf(w, `<!doctype html><title>%s</title><p>page %s</p>`, r.PathValue("name"), r.PathValue("name"))
	})
	srv := httptest.NewServer(mux)
	defer srv.Close()
	cfg := testConfig()
	cfg.Tabs = 1
	cfg.Wait = Wait{Kind: WaitLoad}
	// The page's own script, run after it was read: the gcEvery-th page
	// starts an endless loop.
	cfg.Eval = `location.pathname === "/spin" && setTimeout(() => { for (;;) {} }, 0), 1`
	p := newTestPool(t, cfg)
	for i := range gcEvery + 1 {
		name := "p" + strconv.Itoa(i)
		if i == gcEvery-1 {
			name = "spin"
		}
		pg, err := p.Render(context.Background(), Request{URL: srv.URL + "/" + name})
		if err != nil {
			t.Fatalf("page %d (%s): %v", i, name, err)
		}
		if pg.Title != name {
			t.Fatalf("page %d: title %q, want %q", i, pg.Title, name)
		}
	}
	if got := p.Stats().TabsOpened; got != 2 {
		t.Errorf("tabs opened: %d, want 2 (the spinning page's tab closed after its collection timed out)", got)
	}
}
