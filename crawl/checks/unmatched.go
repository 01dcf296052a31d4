package checks

// Unmatched is what an expectation whose pattern matched no page does to
// a run (UnmatchedIn).
type Unmatched int

const (
	UnmatchedIgnored Unmatched = iota // the run stopped short: not every page was judged
	UnmatchedWarns                    // said, and the run goes on as it would
	UnmatchedFails                    // said, and the run fails
)

// Run is what UnmatchedIn asks of the run that judged the pages.
type Run struct {
	// Interrupted: the run was stopped (a signal) before its end.
	Interrupted bool
	// Partial: the run judged only some pages of its crawl: it resumed
	// one (a frontier of its own, kept between runs) or shares one with
	// other processes.
	Partial bool
	// Cut is how many links limits (a page count, a depth) left out.
	Cut int
}

// UnmatchedIn says what an expectation whose pattern matched no page does
// to a run. It fails a run that judged the whole crawl: one that went to
// its end with a frontier of its own, and followed every link it was to
// follow. A Partial run judged only some of its pages here, and one that
// limits cut (the pages a pattern names may be among those left out) may
// not have met them: they warn. An interrupted run ignores them.
func UnmatchedIn(r Run) Unmatched {
	switch {
	case r.Interrupted:
		return UnmatchedIgnored
	case r.Partial || r.Cut > 0:
		return UnmatchedWarns
	}
	return UnmatchedFails
}
