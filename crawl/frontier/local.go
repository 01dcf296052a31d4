package frontier

// Local is what a frontier that lives in one process (memory, bolt) keeps
// in memory beside its queue: the counters its Stats report, and whether
// this process sealed it. The frontier's lock guards it.
type Local struct {
	Seen, Leased, Done int64
	Sealed             bool
}

// Stats returns the counters as Stats: what is neither leased nor done is
// queued.
func (l Local) Stats() Stats {
	return Stats{Queued: l.Seen - l.Leased - l.Done, Leased: l.Leased, Done: l.Done, Seen: l.Seen}
}

// Exhausted reports whether a frontier in which Next found nothing queued
// is done for good: sealed, with no lease that could still fail and come
// back.
func (l Local) Exhausted() bool { return l.Sealed && l.Leased == 0 }
