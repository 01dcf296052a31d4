package crawl

import (
	"context"
	"net/http"
	"net/http/httptest"
	"slices"
	"testing"

	"github.com/rendercrawl/render/fetch"
)

// An immediate meta refresh is followed as a redirect is, but not where
// robots.txt says no, nor round a loop: the page reached stands.
func TestRefreshHopsAskRobotsAndStopAtALoop(t *testing.T) {
	log := &serverLog{}
	mux := http.NewServeMux()
	srv := httptest.NewServer(log.wrap(mux))
	defer srv.Close()
	page := func(body string) http.HandlerFunc {
		return func(w http.ResponseWriter, r *http.Request) {
			w.Header().Set("Content-Type", "text/html")
			w.Write([]byte(body))
		}
	}
	mux.HandleFunc("/robots.txt", func(w http.ResponseWriter, r *http.Request) {
		w.Write([]byte("User-agent: *\nDisallow: /private\n"))
	})
	mux.HandleFunc("/start", page(`<meta http-equiv="refresh" content="0; url=/private"><p>START-PAGE`))
	mux.HandleFunc("/loop-a", page(`<meta http-equiv="refresh" content="0; url=/loop-b"><p>LOOP-A`))
	mux.HandleFunc("/loop-b", page(`<meta http-equiv="refresh" content="0; url=/loop-a#top"><p>LOOP-B`))
	client, err := fetch.New(fetch.DefaultConfig())
	if err != nil {
		t.Fatal(err)
	}
	defer client.Close()
	out := &memSink{}
	c := paceCrawler(t, ModeHTTP, paceSetup{pace: paced(0, 1)}, out)
	c.robots = fetch.NewRobots(client, fetch.DefaultConfig().UserAgent)
	if _, err := c.Run(context.Background(), SeedList(srv.URL+"/start", srv.URL+"/loop-a")); err != nil {
		t.Fatal(err)
	}
	if _, paths := log.seen(); slices.Contains(paths, "/private") {
		t.Errorf("a refresh to a path robots.txt refuses was fetched: %s", log)
	}
	for _, r := range out.recs {
		switch r.URL {
		case srv.URL + "/start":
			if r.FinalURL != srv.URL+"/start" || r.ErrorKind != "" {
				t.Errorf("/start: final_url %q, error %q; want the page itself", r.FinalURL, r.Error)
			}
		case srv.URL + "/loop-a":
			if r.FinalURL != srv.URL+"/loop-b" || r.ErrorKind != "" {
				t.Errorf("/loop-a: final_url %q, error %q; want /loop-b, where the loop closes", r.FinalURL, r.Error)
			}
		}
	}
	if _, paths := log.seen(); len(paths) != 4 {
		t.Errorf("the server saw %s; want robots.txt, /start, /loop-a, /loop-b", log)
	}
}
