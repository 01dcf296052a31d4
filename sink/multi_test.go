package sink

import (
	"errors"
	"slices"
	"sync"
	"testing"
)

// fakeSink records what it is given and fails on demand.
type fakeSink struct {
	name     string
	log      *[]string // shared, to see the order across sinks
	mu       *sync.Mutex
	failOn   string // URL whose Write fails, with failErr
	failErr  error
	closeErr error
	err      error
	closed   int
}

var _ Sink = (*fakeSink)(nil)

func (f *fakeSink) Write(r *Record) error {
	f.mu.Lock()
	defer f.mu.Unlock()
	if f.err != nil {
		return f.err
	}
	if r.URL == f.failOn {
		f.err = f.failErr
		return f.err
	}
	*f.log = append(*f.log, f.name+" "+r.URL)
	return nil
}

func (f *fakeSink) Close() error {
	f.mu.Lock()
	defer f.mu.Unlock()
	f.closed++
	*f.log = append(*f.log, f.name+" close")
	if f.err != nil {
		return f.err
	}
	return f.closeErr
}

func TestMulti(t *testing.T) {
	errWriteB, errWriteC := errors.New("b failed"), errors.New("c failed")
	errCloseA, errCloseB, errCloseC := errors.New("a close failed"), errors.New("b close failed"), errors.New("c close failed")
	tests := []struct {
		name      string
		failOn    map[string]string // sink name → URL it fails on
		failErr   map[string]error  // sink name → the error it fails with
		closeErr  map[string]error
		urls      []string
		wantLog   []string
		wantWrite []error // per Write
		wantClose error
	}{
		{
			name:      "every record to every sink in order",
			urls:      []string{"u1", "u2"},
			wantLog:   []string{"a u1", "b u1", "c u1", "a u2", "b u2", "c u2", "a close", "b close", "c close"},
			wantWrite: []error{nil, nil},
		},
		{
			name:      "the first error is final and later sinks do not get the record",
			failOn:    map[string]string{"b": "u2"},
			failErr:   map[string]error{"b": errWriteB},
			urls:      []string{"u1", "u2", "u3"},
			wantLog:   []string{"a u1", "b u1", "c u1", "a u2", "a close", "b close", "c close"},
			wantWrite: []error{nil, errWriteB, errWriteB},
			wantClose: errWriteB,
		},
		{
			name:      "close closes all and returns the first close error",
			closeErr:  map[string]error{"b": errCloseB, "c": errCloseC},
			urls:      []string{"u1"},
			wantLog:   []string{"a u1", "b u1", "c u1", "a close", "b close", "c close"},
			wantWrite: []error{nil},
			wantClose: errCloseB,
		},
		{
			name:      "a write error wins over close errors",
			failOn:    map[string]string{"c": "u1"},
			failErr:   map[string]error{"c": errWriteC},
			closeErr:  map[string]error{"a": errCloseA},
			urls:      []string{"u1"},
			wantLog:   []string{"a u1", "b u1", "a close", "b close", "c close"},
			wantWrite: []error{errWriteC},
			wantClose: errWriteC,
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var log []string
			var mu sync.Mutex
			var sinks []Sink
			var fakes []*fakeSink
			for _, n := range []string{"a", "b", "c"} {
				f := &fakeSink{name: n, log: &log, mu: &mu, failOn: tt.failOn[n], failErr: tt.failErr[n], closeErr: tt.closeErr[n]}
				fakes = append(fakes, f)
				sinks = append(sinks, f)
			}
			m := NewMulti(append(sinks, nil)...) // a nil sink is skipped
			for i, u := range tt.urls {
				if got := m.Write(&Record{URL: u}); got != tt.wantWrite[i] {
					t.Errorf("Write(%s) = %v, want %v", u, got, tt.wantWrite[i])
				}
			}
			if got := m.Close(); got != tt.wantClose {
				t.Errorf("Close = %v, want %v", got, tt.wantClose)
			}
			if got := m.Close(); got != tt.wantClose {
				t.Errorf("second Close = %v, want %v", got, tt.wantClose)
			}
			if !slices.Equal(log, tt.wantLog) {
				t.Errorf("log = %q, want %q", log, tt.wantLog)
			}
			for _, f := range fakes {
				if f.closed != 1 {
					t.Errorf("%s closed %d times", f.name, f.closed)
				}
			}
			if err := m.Write(&Record{URL: "late"}); err == nil {
				t.Error("Write after Close succeeded")
			}
		})
	}
}

func TestMultiConcurrent(t *testing.T) {
	var log []string
	var mu sync.Mutex
	a := &fakeSink{name: "a", log: &log, mu: &mu}
	b := &fakeSink{name: "b", log: &log, mu: &mu}
	m := NewMulti(a, b)
	var wg sync.WaitGroup
	for range 50 {
		wg.Go(func() {
			if err := m.Write(&Record{URL: "u"}); err != nil {
				t.Error(err)
			}
		})
	}
	wg.Wait()
	if err := m.Close(); err != nil {
		t.Fatal(err)
	}
	if len(log) != 102 {
		t.Errorf("%d entries, want 100 writes and 2 closes", len(log))
	}
}
