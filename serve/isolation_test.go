package serve

import (
	"encoding/json"
	"net/url"
	"strings"
	"testing"

	"github.com/rendercrawl/render/sink"
)

// TestRendersDoNotShareState renders, for one request, a page that sets
// a cookie, a localStorage item and an IndexedDB record, then for the
// next requests the same page of the same origin: each of those sees
// none of what the first left, whichever tab renders it.
func TestRendersDoNotShareState(t *testing.T) {
	cfg := testConfig()
	cfg.Cache.TTL = 0
	s := start(t, cfg)
	for i := range 3 {
		a := s.get(t, "/render?format=json&url="+url.QueryEscape(fixtureURL+"/serve/state.html"))
		if a.status != 200 {
			t.Fatalf("request %d: status %d: %.300s", i, a.status, a.body)
		}
		var rec sink.Record
		if err := json.Unmarshal([]byte(a.body), &rec); err != nil {
			t.Fatal(err)
		}
		// The IndexedDB read may end after the page went quiet (idb=reading);
		// when it ends, it must have found nothing.
		if want := "STATE cookie=none storage=none"; !strings.Contains(rec.Text, want) || strings.Contains(rec.Text, "planted") {
			t.Errorf("request %d saw another request's state: %q, want %q and nothing planted", i, rec.Text, want)
		}
	}
}
