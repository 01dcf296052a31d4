package sink

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
	// Exchange: the main document's request and response (Record.Exchange).
	Exchange bool
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
	return Needs{Exchange: n.Exchange || o.Exchange, Screenshot: n.Screenshot || o.Screenshot}
}
