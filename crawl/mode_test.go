package crawl

import "testing"

// What a mode does with a browser, and New holds to it: only a mode that
// requires one fails without a Renderer (auto mode goes on without one:
// TestAutoModeWithoutABrowser).
func TestModeBrowserNeed(t *testing.T) {
	for _, tc := range []struct {
		mode    Mode
		want    BrowserNeed
		newFail bool
	}{
		{ModeHTTP, BrowserNone, false},
		{ModeBrowser, BrowserRequired, true},
		{ModeAuto, BrowserOptional, false},
	} {
		t.Run(string(tc.mode), func(t *testing.T) {
			if got := tc.mode.Browser(); got != tc.want {
				t.Errorf("Browser() = %d, want %d", got, tc.want)
			}
			cfg := testCrawlConfig()
			cfg.Mode = tc.mode
			_, err := New(cfg, Deps{Fetcher: &fakeFetcher{fn: site}, Sink: &memSink{}})
			if (err != nil) != tc.newFail {
				t.Errorf("New without a Renderer = %v; want an error: %v", err, tc.newFail)
			}
		})
	}
}
