package serve

import (
	"bufio"
	"encoding/json"
	"net/url"
	"os"
	"strconv"
	"strings"
	"testing"

	"github.com/rendercrawl/render/sink"
)

// peakRSS is the most memory this process has held (VmHWM), in bytes.
func peakRSS(t *testing.T) int64 {
	t.Helper()
	f, err := os.Open("/proc/self/status")
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		if rest, ok := strings.CutPrefix(sc.Text(), "VmHWM:"); ok {
			kb, err := strconv.ParseInt(strings.TrimSuffix(strings.TrimSpace(rest), " kB"), 10, 64)
			if err != nil {
				t.Fatal(err)
			}
			return kb << 10
		}
	}
	t.Fatal("no VmHWM in /proc/self/status")
	return 0
}

// TestHugePageIsCut renders a page whose script builds 32 million
// characters of HTML and 2 million of text from a document of a few
// bytes, with a 1 MiB cap: the answers, HTML and JSON, are cut to the cap
// and say so, and the service's peak memory grows by less than 192 MiB
// (60 MiB here, 124 under -race, of which about 40 and 65 are the JSON
// record's main content, which parses the page it was given; uncut, the
// page took 412 MiB without -race, copied as it crossed from Chrome and
// into the answers).
func TestHugePageIsCut(t *testing.T) {
	cfg := testConfig()
	cfg.Render.MaxBody = 1 << 20
	cfg.Cache.TTL = 0
	s := start(t, cfg)
	page := url.QueryEscape(fixtureURL + "/serve/huge.html")
	s.get(t, "/render?url="+url.QueryEscape(fixtureURL+"/serve/state.html")) // Chrome and the first tabs
	before := peakRSS(t)

	a := s.get(t, "/render?format=json&url="+page)
	var rec sink.Record
	if err := json.Unmarshal([]byte(a.body), &rec); err != nil {
		t.Fatalf("status %d: %v: %.300s", a.status, err, a.body)
	}
	if !strings.HasPrefix(rec.Text, "HUGE-AAA") || len(rec.Text) > 1<<20 || len(rec.HTML) > 1<<20 {
		t.Errorf("json: text %d bytes, HTML %d bytes, want each at most 1 MiB: %.40q", len(rec.Text), len(rec.HTML), rec.Text)
	}
	if !strings.Contains(rec.Note, "cut short") {
		t.Errorf("json: note %q does not say the page was cut", rec.Note)
	}
	h := s.get(t, "/render?url="+page)
	if !strings.Contains(h.body, "HUGE-AAA") || len(h.body) > 1<<20+4096 {
		t.Errorf("html: status %d, %d bytes, want at most about 1 MiB", h.status, len(h.body))
	}
	if !strings.Contains(h.header.Get(NoteHeader), "cut short") {
		t.Errorf("html: %s %q does not say the page was cut", NoteHeader, h.header.Get(NoteHeader))
	}
	grew := peakRSS(t) - before
	t.Logf("peak RSS grew by %d MiB", grew>>20)
	if grew > 192<<20 {
		t.Errorf("peak RSS grew by %d MiB for one page, want under 192", grew>>20)
	}
}
