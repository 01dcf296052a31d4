package sink

import (
	"context"
	"errors"
	"sync"
	"testing"
)

// laterSink is an Acker that holds acks until release says.
type laterSink struct {
	mu      sync.Mutex
	pending []func(error)
	fail    error // returned by WriteAck
}

var _ Acker = (*laterSink)(nil)

func (l *laterSink) Write(r *Record) error { return l.WriteAck(r, func(error) {}) }
func (l *laterSink) Close() error          { return nil }
func (l *laterSink) WriteAck(r *Record, ack func(error)) error {
	l.mu.Lock()
	defer l.mu.Unlock()
	if l.fail != nil {
		return l.fail
	}
	l.pending = append(l.pending, ack)
	return nil
}
func (l *laterSink) Flush(ctx context.Context) error { l.release(nil); return nil }

// release acks every pending record with err.
func (l *laterSink) release(err error) {
	l.mu.Lock()
	p := l.pending
	l.pending = nil
	l.mu.Unlock()
	for _, ack := range p {
		ack(err)
	}
}

// plainSink is durable on Write and fails the Write of one URL.
type plainSink struct {
	mu     sync.Mutex
	urls   []string
	failOn string
}

var errPlain = errors.New("plain sink failed")

func (p *plainSink) Write(r *Record) error {
	p.mu.Lock()
	defer p.mu.Unlock()
	if r.URL == p.failOn {
		return errPlain
	}
	p.urls = append(p.urls, r.URL)
	return nil
}
func (p *plainSink) Close() error { return nil }

// ackLog counts the acks of records and keeps their errors.
type ackLog struct {
	mu   sync.Mutex
	n    int
	errs []error
}

func (a *ackLog) ack(err error) {
	a.mu.Lock()
	defer a.mu.Unlock()
	a.n++
	if err != nil {
		a.errs = append(a.errs, err)
	}
}

func (a *ackLog) count() (int, []error) {
	a.mu.Lock()
	defer a.mu.Unlock()
	return a.n, a.errs
}

func TestWriteAckOnASinkDurableOnWriteAcksAtOnce(t *testing.T) {
	s := &plainSink{failOn: "https://bad.test/"}
	var acks ackLog
	if err := WriteAck(s, &Record{URL: "https://ok.test/"}, acks.ack); err != nil {
		t.Fatal(err)
	}
	if n, errs := acks.count(); n != 1 || errs != nil {
		t.Errorf("after WriteAck returned: %d acks, errors %v; want 1 ack, no error", n, errs)
	}
	if err := WriteAck(s, &Record{URL: "https://bad.test/"}, acks.ack); !errors.Is(err, errPlain) {
		t.Error("a failed Write was not reported")
	}
	if n, _ := acks.count(); n != 1 {
		t.Errorf("a failed Write was acked: %d acks", n)
	}
	if err := Flush(t.Context(), s); err != nil {
		t.Errorf("Flush of a sink durable on Write = %v", err)
	}
}

func TestMultiAcksOnceEverySinkHoldsTheRecord(t *testing.T) {
	jsonl := &plainSink{}
	db, other := &laterSink{}, &laterSink{}
	m := NewMulti(jsonl, db, other)
	var acks ackLog
	for _, u := range []string{"https://a.test/1", "https://a.test/2"} {
		if err := m.WriteAck(&Record{URL: u}, acks.ack); err != nil {
			t.Fatal(err)
		}
	}
	if len(jsonl.urls) != 2 {
		t.Fatalf("the JSON Lines sink got %v", jsonl.urls)
	}
	if n, _ := acks.count(); n != 0 {
		t.Fatalf("%d acks before any database acked", n)
	}
	db.release(nil)
	if n, _ := acks.count(); n != 0 {
		t.Fatalf("%d acks while one Acker still holds the records", n)
	}
	if err := m.Flush(t.Context()); err != nil {
		t.Fatal(err)
	}
	if n, errs := acks.count(); n != 2 || errs != nil {
		t.Errorf("after Flush: %d acks, errors %v; want 2, none", n, errs)
	}
}

func TestMultiAckFailureIsFinal(t *testing.T) {
	db := &laterSink{}
	m := NewMulti(db)
	var acks ackLog
	if err := m.WriteAck(&Record{URL: "https://a.test/"}, acks.ack); err != nil {
		t.Fatal(err)
	}
	errGone := errors.New("database gone")
	db.release(errGone)
	if n, errs := acks.count(); n != 1 || len(errs) != 1 || !errors.Is(errs[0], errGone) {
		t.Errorf("acks: %d, errors %v; want one, with the sink's error", n, errs)
	}
	if err := m.WriteAck(&Record{URL: "https://a.test/2"}, acks.ack); !errors.Is(err, errGone) {
		t.Errorf("WriteAck after a failed ack = %v, want the sink's error", err)
	}
	if err := m.Flush(t.Context()); !errors.Is(err, errGone) {
		t.Errorf("Flush = %v, want the sink's error", err)
	}
	if n, _ := acks.count(); n != 1 {
		t.Errorf("a refused record was acked: %d acks", n)
	}
}

func TestMultiFailedWriteNeverAcks(t *testing.T) {
	db := &laterSink{}
	m := NewMulti(db, &plainSink{failOn: "https://bad.test/"})
	var acks ackLog
	if err := m.WriteAck(&Record{URL: "https://bad.test/"}, acks.ack); !errors.Is(err, errPlain) {
		t.Fatal("the second sink's failure was not reported")
	}
	db.release(nil) // the first sink took the record and acks it
	if n, _ := acks.count(); n != 0 {
		t.Errorf("a record whose WriteAck failed was acked %d times", n)
	}
}

// The limits an archiving crawl puts before its sinks keep a database's
// acknowledgements: a record is done when the Acker behind says so, not
// when the Limited's Write returns.
func TestLimitedKeepsAcks(t *testing.T) {
	l := &laterSink{}
	s := NewLimited(NewMulti(l, &plainSink{}), DefaultLimits())
	var log ackLog
	if err := WriteAck(s, &Record{URL: "http://a/"}, log.ack); err != nil {
		t.Fatal(err)
	}
	if n, _ := log.count(); n != 0 {
		t.Fatalf("acked %d records before the database did", n)
	}
	if err := Flush(context.Background(), s); err != nil {
		t.Fatal(err)
	}
	if n, errs := log.count(); n != 1 || len(errs) != 0 {
		t.Fatalf("after the flush: %d acks, errors %v; want 1, none", n, errs)
	}
}
