package render

import (
	"context"
	"testing"
	"time"

	"github.com/rendercrawl/render/internal/testkit/testsite"
)

// The read after the wait takes what is left of the page's timeout (at
// least readFloor), never a bound of its own past it.
func TestReadBoundIsWhatIsLeft(t *testing.T) {
	now := time.Now()
	for _, c := range []struct {
		left, want time.Duration
		quiet      bool
	}{
		{left: time.Hour, quiet: true, want: readyExtractTimeout},
		{left: time.Hour, want: extractTimeout},
		{left: 1500 * time.Millisecond, quiet: true, want: 1500 * time.Millisecond},
		{left: 0, quiet: true, want: readFloor},
		{left: -time.Minute, want: readFloor},
	} {
		if got := readBound(now.Add(c.left), now, c.quiet); got != c.want {
			t.Errorf("readBound(left %v, quiet %v) = %v, want %v", c.left, c.quiet, got, c.want)
		}
	}
}

// An attempt on a page that keeps its renderer busy after load (an
// endless script, a million nodes) ends within its timeout and the slack,
// whatever the read makes of the page.
func TestAttemptEndsWithinTimeoutAndSlack(t *testing.T) {
	p := needChrome(t)
	_, base := testsite.Serve(t)
	const timeout = 2 * time.Second
	for _, path := range []string{"/heavy/loop", "/heavy/million"} {
		start := time.Now()
		_, err := p.Render(context.Background(), Request{URL: base + path, Timeout: timeout})
		el := time.Since(start)
		t.Logf("%s: %v after %v", path, err, el)
		// The timeout, the slack and the script's termination; 5x on a
		// busy machine would be far more than the old bounds.
		if limit := timeout + attemptSlack + callTimeout; el > limit {
			t.Errorf("%s: the attempt took %v, over %v", path, el, limit)
		}
	}
}
