package sink

import "context"

// Acker is a sink whose records become durable some time after Write
// returns: a database commits them in batches. A crawl that must count a
// page finished only once its record is safe (so that kill -9 loses no
// record the frontier calls done) writes through WriteAck and marks the
// page done when ack is called.
//
// A sink that is not an Acker is durable when Write returns, as far as it
// goes (JSON Lines: the line is in the file).
type Acker interface {
	Sink
	// WriteAck writes r as Write does, and calls ack once r is durable
	// (nil) or never will be (the sink's final error). ack is called
	// exactly once, from any goroutine, possibly before WriteAck returns;
	// it must not block. When WriteAck returns an error, ack is never
	// called. WriteAck may block while the sink is behind: that is the
	// back-pressure on the crawl.
	WriteAck(r *Record, ack func(error)) error
	// Flush returns once every record written before it was called is
	// acknowledged, with the sink's final error if it has one, or when
	// ctx ends.
	Flush(ctx context.Context) error
}

// WriteAck writes r to s and calls ack once r is durable: through s's own
// WriteAck when s is an Acker, else as soon as Write returns. A nil ack is
// allowed. When WriteAck returns an error, ack is never called.
func WriteAck(s Sink, r *Record, ack func(error)) error {
	if ack == nil {
		ack = func(error) {}
	}
	if a, ok := s.(Acker); ok {
		return a.WriteAck(r, ack)
	}
	if err := s.Write(r); err != nil {
		return err
	}
	ack(nil)
	return nil
}

// Flush waits until every record written to s so far is durable, when s
// is an Acker; other sinks are durable on Write, so it returns nil at once.
func Flush(ctx context.Context, s Sink) error {
	if a, ok := s.(Acker); ok {
		return a.Flush(ctx)
	}
	return nil
}
