package sink

import "errors"

// Sink receives records, one per URL. Write must be safe for concurrent
// use; a write error is final (a sink that lost a record must not pretend
// otherwise) and is returned by every later Write and by Close.
type Sink interface {
	Write(r *Record) error
	Close() error
}

// errClosed is what a Write after Close returns.
var errClosed = errors.New("sink: write after close")
