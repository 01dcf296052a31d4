package main

import (
	"io"
	"log/slog"
	"os"
	"slices"
	"syscall"
	"testing"
)

// TestSignalsStopThenAbort: the first signal stops the run and the second
// aborts it; when the run is stopping already for another reason (a disk
// nearly full), the first signal aborts. SIGPIPE does neither.
func TestSignalsStopThenAbort(t *testing.T) {
	cases := []struct {
		name     string
		stopping bool
		sent     []os.Signal
		want     []string
		first    os.Signal
	}{
		{"one", false, []os.Signal{syscall.SIGINT}, []string{"stop"}, syscall.SIGINT},
		{"two", false, []os.Signal{syscall.SIGTERM, syscall.SIGINT}, []string{"stop", "abort"}, syscall.SIGTERM},
		{"pipe", false, []os.Signal{syscall.SIGPIPE}, nil, nil},
		{"stopping already", true, []os.Signal{syscall.SIGINT}, []string{"abort"}, syscall.SIGINT},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			var did []string
			s := &signals{log: slog.New(slog.NewTextHandler(io.Discard, nil)),
				stop:     func() { did = append(did, "stop") },
				abort:    func() { did = append(did, "abort") },
				stopping: func() bool { return tc.stopping }}
			for _, sig := range tc.sent {
				s.handle(sig)
			}
			if !slices.Equal(did, tc.want) || s.got() != tc.first {
				t.Errorf("did %v, first signal %v; want %v, %v", did, s.got(), tc.want, tc.first)
			}
		})
	}
}
