package main

import (
	"errors"
	"io"
	"log/slog"
	"os"
	"os/signal"
	"sync"
	"sync/atomic"
	"syscall"
	"time"
)

// signals watches SIGINT and SIGTERM for a run: the first stops the intake
// and lets pages in flight finish within the grace period; a second aborts
// them. A signal that comes once the run is stopping for another reason
// (a disk nearly full) aborts at once, as a second would. SIGPIPE is
// caught too, so that a write to a closed stdout gives EPIPE (and the run
// ends quietly) rather than killing the process.
type signals struct {
	log         *slog.Logger
	grace       time.Duration
	stop, abort func()
	stopping    func() bool // the run is stopping already; nil: never
	ch          chan os.Signal
	done        chan struct{}
	first       atomic.Value // the first stopping signal
	wg          sync.WaitGroup
}

func watchSignals(log *slog.Logger, grace time.Duration, stop, abort func(), stopping func() bool) *signals {
	s := &signals{log: log, grace: grace, stop: stop, abort: abort, stopping: stopping,
		ch: make(chan os.Signal, 2), done: make(chan struct{})}
	signal.Notify(s.ch, syscall.SIGINT, syscall.SIGTERM, syscall.SIGPIPE)
	s.wg.Go(func() {
		for {
			select {
			case <-s.done:
				return
			case sig := <-s.ch:
				s.handle(sig)
			}
		}
	})
	return s
}

// handle acts on one signal.
func (s *signals) handle(sig os.Signal) {
	if sig == syscall.SIGPIPE {
		return // the write that caused it reports EPIPE
	}
	already := s.stopping != nil && s.stopping()
	if s.first.CompareAndSwap(nil, sig) && !already {
		s.log.Warn("stopping: finishing pages in flight; signal again to abort", "signal", sig.String(), "grace", s.grace)
		s.stop()
		return
	}
	s.log.Warn("aborting", "signal", sig.String())
	s.abort()
}

// got is the first stopping signal, or nil.
func (s *signals) got() os.Signal {
	sig, _ := s.first.Load().(os.Signal)
	return sig
}

// end stops watching.
func (s *signals) end() {
	signal.Stop(s.ch)
	close(s.done) // signal.Stop does not close the channel: end the watcher here
	s.wg.Wait()
}

// pipeWriter is stdout for records: it remembers that its reader went
// away (EPIPE), so that the run ends quietly rather than as a failure.
type pipeWriter struct {
	w    io.Writer
	gone atomic.Bool
}

func (p *pipeWriter) Write(b []byte) (int, error) {
	n, err := p.w.Write(b)
	if errors.Is(err, syscall.EPIPE) {
		p.gone.Store(true)
	}
	return n, err
}

func (p *pipeWriter) closed() bool { return p.gone.Load() }

// Unwrap is stdout, so that a write a full disk cut short can be taken
// back from the file stdout was redirected to.
func (p *pipeWriter) Unwrap() io.Writer { return p.w }
