package sink

import "context"

// Default sizes an archive keeps of a page: a response body is cut at 10
// MiB, a page's bodies at 50 MiB together.
const (
	DefaultMaxResponse = 10 << 20
	DefaultMaxPage     = 50 << 20
)

// Limits bound what an archive keeps of a page, so that a crawl's memory
// and its archive stay bounded whatever the pages send: a body longer than
// MaxResponse is cut there, and once the page's bodies reach MaxPage
// together, the next ones are cut to what is left. Zero means no limit.
type Limits struct {
	MaxResponse int64
	MaxPage     int64
}

// DefaultLimits are 10 MiB per response and 50 MiB per page.
func DefaultLimits() Limits {
	return Limits{MaxResponse: DefaultMaxResponse, MaxPage: DefaultMaxPage}
}

// Apply cuts the bodies of r's exchanges to the limits, in the order the
// exchanges happened, marks each one cut as Truncated (keeping its whole
// length in Size), and sets r.ArchiveTruncated to the URLs of every
// exchange without its whole body, for whatever reason. It may be called
// more than once: a second call changes nothing.
func (l Limits) Apply(r *Record) {
	left := l.MaxPage
	truncated := []string{}
	for _, ex := range r.Exchanges {
		keep := int64(len(ex.Body))
		if l.MaxResponse > 0 {
			keep = min(keep, l.MaxResponse)
		}
		if l.MaxPage > 0 {
			keep = min(keep, left)
			left -= keep
		}
		if keep < int64(len(ex.Body)) {
			ex.Size = ex.BodySize()
			ex.Body = ex.Body[:keep:keep]
			ex.Truncated = true
		}
		if ex.Truncated {
			truncated = append(truncated, ex.URL)
		}
	}
	r.ArchiveTruncated = truncated
}

// Limited applies Limits to every record before its sinks see it, so that
// the JSON record states what the archives hold (ArchiveTruncated) and
// every archive holds the same. Wrap the sinks of a crawl that archives
// in one Limited.
type Limited struct {
	next   Sink
	limits Limits
}

// NewLimited returns next behind the limits.
func NewLimited(next Sink, l Limits) *Limited { return &Limited{next: next, limits: l} }

// Needs is what the sinks behind it need.
func (s *Limited) Needs() Needs { return NeedsOf(s.next) }

// Write applies the limits to r, then writes it.
func (s *Limited) Write(r *Record) error {
	if r.OK() {
		s.limits.Apply(r)
	}
	return s.next.Write(r)
}

// WriteAck applies the limits to r, then writes it through the sinks'
// acknowledgement (see Acker), so that a database behind the limits keeps
// its durability.
func (s *Limited) WriteAck(r *Record, ack func(error)) error {
	if r.OK() {
		s.limits.Apply(r)
	}
	return WriteAck(s.next, r, ack)
}

// Flush waits for the sinks behind it (see Acker).
func (s *Limited) Flush(ctx context.Context) error { return Flush(ctx, s.next) }

// Close closes the sinks behind it.
func (s *Limited) Close() error { return s.next.Close() }
