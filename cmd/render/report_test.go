package main

import (
	"encoding/json"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/rendercrawl/render/internal/testkit/testsite"
)

// The summary counts a 404 as a page that succeeded, and says so by
// status class; one of a thing is not "1 things".
func TestSummaryByStatusInWords(t *testing.T) {
	_, base := testsite.Serve(t)
	code, _, errOut, _ := runProcess(t, "--mode", "http", base+"/static.html", base+"/missing-page")
	if code != exitOK {
		t.Fatalf("exit %d: %s", code, errOut)
	}
	for _, want := range []string{"render: 2 pages (2 ok, 0 failed, 0 retries)", "render: status: 2xx=1 4xx=1"} {
		if !strings.Contains(errOut, want) {
			t.Errorf("stderr does not say %q:\n%s", want, errOut)
		}
	}
	_, _, errOut, _ = runProcess(t, "--mode", "http", base+"/static.html")
	if !strings.Contains(errOut, "render: 1 page (1 ok, 0 failed, 0 retries)") {
		t.Errorf("one page:\n%s", errOut)
	}
}

// --stats names every field in snake_case, the browser's counters too,
// and gives the run's time in milliseconds, as records do.
func TestStatsKeys(t *testing.T) {
	needChrome(t)
	_, base := testsite.Serve(t)
	stats := filepath.Join(t.TempDir(), "stats.json")
	code, _, errOut := runCLI(t, "", "--browser-url", browserURL, "--mode", "browser", "--stats", stats, base+"/static.html", base+"/missing-page")
	if code != exitOK {
		t.Fatalf("exit %d: %s", code, errOut)
	}
	if !strings.Contains(errOut, "1 tab opened") && !strings.Contains(errOut, "2 tabs opened") {
		t.Errorf("stderr does not count the tabs:\n%s", errOut)
	}
	b, err := os.ReadFile(stats)
	if err != nil {
		t.Fatal(err)
	}
	var st map[string]any
	if err := json.Unmarshal(b, &st); err != nil {
		t.Fatal(err)
	}
	snake := regexp.MustCompile(`^[a-z][a-z0-9]*(_[a-z0-9]+)*$`)
	// Maps of counts are keyed by data (modes, kinds, classes), not names.
	data := map[string]bool{"by_mode": true, "ok_by_mode": true, "cut": true, "failed_by": true, "by_status": true}
	var walk func(path string, v any)
	walk = func(path string, v any) {
		m, ok := v.(map[string]any)
		if !ok {
			return
		}
		for k, child := range m {
			if !snake.MatchString(k) {
				t.Errorf("%s%s is not snake_case", path, k)
			}
			if !data[k] {
				walk(path+k+".", child)
			}
		}
	}
	walk("", st)
	if _, ok := st["elapsed_ms"].(float64); !ok {
		t.Errorf("no elapsed_ms in %s", b)
	}
	if bs, _ := st["by_status"].(map[string]any); bs["2xx"] != 1.0 || bs["4xx"] != 1.0 {
		t.Errorf("by_status %v, want 2xx=1 4xx=1", st["by_status"])
	}
	browser, _ := st["browser"].(map[string]any)
	if s, _ := browser["stats"].(map[string]any); s["tabs_opened"] == nil {
		t.Errorf("browser.stats %v has no tabs_opened", browser["stats"])
	}
}
