package checks

import "testing"

// A pattern that matched no page fails only a run that judged its whole
// crawl; a resumed or shared run, or one that limits cut, warns; an
// interrupted one ignores it.
func TestUnmatchedIn(t *testing.T) {
	for _, tc := range []struct {
		name string
		run  Run
		want Unmatched
	}{
		{"the whole crawl", Run{}, UnmatchedFails},
		{"resumed or shared", Run{Partial: true}, UnmatchedWarns},
		{"cut by limits", Run{Cut: 3}, UnmatchedWarns},
		{"interrupted", Run{Interrupted: true, Partial: true, Cut: 3}, UnmatchedIgnored},
	} {
		t.Run(tc.name, func(t *testing.T) {
			if got := UnmatchedIn(tc.run); got != tc.want {
				t.Errorf("UnmatchedIn(%+v) = %d, want %d", tc.run, got, tc.want)
			}
		})
	}
}
