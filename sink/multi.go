package sink

import "github.com/rendercrawl/render/sink/internal/output"

// Multi writes each record to several sinks, in the order given, so that
// one crawl can feed JSON Lines, snapshots, a WARC and a CI report at
// once. A record either reaches every sink or Write reports why not; the
// first error of any sink is final, since the outputs would otherwise
// silently disagree about what was crawled.
//
// Writes are not serialised: the sinks are safe for concurrent use
// themselves, and a slow one (a snapshot, a WARC record) should not hold
// up the pages of other tabs. Two records written at the same time may
// therefore reach two sinks in different orders.
type Multi struct {
	sinks []Sink
	st    output.State
}

// NewMulti returns a sink that writes to each of sinks in turn. Nil sinks
// are skipped, so callers can pass optional ones as they are.
func NewMulti(sinks ...Sink) *Multi {
	m := &Multi{}
	for _, s := range sinks {
		if s != nil {
			m.sinks = append(m.sinks, s)
		}
	}
	return m
}

// Needs is what any of the sinks needs.
func (m *Multi) Needs() Needs {
	var n Needs
	for _, s := range m.sinks {
		n = n.union(NeedsOf(s))
	}
	return n
}

// Write writes r to every sink, stopping at the first error.
func (m *Multi) Write(r *Record) error {
	if err := m.st.Check(); err != nil {
		return err
	}
	for _, s := range m.sinks {
		if err := s.Write(r); err != nil {
			return m.st.Fail(err)
		}
	}
	return nil
}

// Close closes every sink, even after an error, so that each flushes what
// it has, and returns the first error: the final write error if there was
// one, else the first sink's Close error. Closing twice returns the same.
func (m *Multi) Close() error {
	return m.st.Close(func() error {
		var first error
		for _, s := range m.sinks {
			if err := s.Close(); err != nil && first == nil {
				first = err
			}
		}
		return first
	})
}
