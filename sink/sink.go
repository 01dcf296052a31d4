package sink

import "github.com/rendercrawl/render/sink/internal/output"

// ErrClosed is what a sink's Write returns after its Close.
var ErrClosed = output.ErrClosed

// Sink receives records, one per URL. Write must be safe for concurrent
// use; a write error is final (a sink that lost a record must not pretend
// otherwise) and is returned by every later Write and by Close.
type Sink interface {
	Write(r *Record) error
	Close() error
}

// Needs are what a sink needs from a page beyond the JSON record's
// fields, so that the crawler keeps (or makes) them only when asked.
type Needs struct {
	// Exchange: the page's HTTP exchanges (Record.Exchanges), the main
	// document's body included.
	Exchange bool
	// Bodies: the response bodies of every exchange, sub-resources
	// included (a WARC replays them; a HAR without bodies needs none).
	Bodies bool
	// Screenshot: a PNG of the rendered page (Record.Screenshot); every
	// HTML page is then rendered.
	Screenshot bool
}

// Needer is a sink that needs more than the record's JSON fields.
type Needer interface {
	Needs() Needs
}

// NeedsOf is what s needs: nothing, unless it is a Needer.
func NeedsOf(s Sink) Needs {
	if n, ok := s.(Needer); ok {
		return n.Needs()
	}
	return Needs{}
}

func (n Needs) union(o Needs) Needs {
	return Needs{Exchange: n.Exchange || o.Exchange, Bodies: n.Bodies || o.Bodies, Screenshot: n.Screenshot || o.Screenshot}
}
