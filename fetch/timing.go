package fetch

import (
	"context"
	"crypto/tls"
	"net/http/httptrace"
	"sync"
	"time"
)

// Timings are the phases of a response's request, as HAR names them: the
// wait for a connection (Blocked), DNS, Connect (TLS included), TLS,
// Send, Wait (to the first byte of the response) and Receive (the body).
// A negative duration is a phase that did not happen: a reused
// connection has no DNS, Connect or TLS phase.
type Timings struct {
	Blocked, DNS, Connect, TLS, Send, Wait, Receive time.Duration
}

// phaseTrace notes when each phase of the requests of a fetch began and
// ended, through net/http/httptrace. A redirect starts the phases over:
// what is left is the last request's. Its callbacks may run on the
// transport's goroutines, so it locks.
type phaseTrace struct {
	mu                                       sync.Mutex
	starts                                   []time.Time // each request's start
	dnsStart, dnsDone, connStart, connDone   time.Time
	tlsStart, tlsDone, gotConn, wrote, first time.Time
}

// with returns ctx with the trace.
func (p *phaseTrace) with(ctx context.Context) context.Context {
	at := func(t *time.Time) { p.mu.Lock(); *t = time.Now(); p.mu.Unlock() }
	return httptrace.WithClientTrace(ctx, &httptrace.ClientTrace{
		GetConn: func(string) {
			p.mu.Lock()
			now := time.Now()
			p.starts = append(p.starts, now)
			p.dnsStart, p.dnsDone, p.connStart, p.connDone = time.Time{}, time.Time{}, time.Time{}, time.Time{}
			p.tlsStart, p.tlsDone, p.gotConn, p.wrote, p.first = time.Time{}, time.Time{}, time.Time{}, time.Time{}, time.Time{}
			p.mu.Unlock()
		},
		DNSStart: func(httptrace.DNSStartInfo) { at(&p.dnsStart) },
		DNSDone:  func(httptrace.DNSDoneInfo) { at(&p.dnsDone) },
		ConnectStart: func(string, string) {
			p.mu.Lock()
			if p.connStart.IsZero() { // the first of parallel dials (Happy Eyeballs)
				p.connStart = time.Now()
			}
			p.mu.Unlock()
		},
		ConnectDone:          func(string, string, error) { at(&p.connDone) },
		TLSHandshakeStart:    func() { at(&p.tlsStart) },
		TLSHandshakeDone:     func(tls.ConnectionState, error) { at(&p.tlsDone) },
		GotConn:              func(httptrace.GotConnInfo) { at(&p.gotConn) },
		WroteRequest:         func(httptrace.WroteRequestInfo) { at(&p.wrote) },
		GotFirstResponseByte: func() { at(&p.first) },
	})
}

// timings are the last request's phases, its body read until end; none
// without a trace (Config.Exchanges off).
func (p *phaseTrace) timings(end time.Time) (start time.Time, t Timings) {
	t = Timings{Blocked: -1, DNS: -1, Connect: -1, TLS: -1, Send: -1, Wait: -1, Receive: -1}
	if p == nil {
		return time.Time{}, t
	}
	p.mu.Lock()
	defer p.mu.Unlock()
	if len(p.starts) == 0 {
		return time.Time{}, t
	}
	start = p.starts[len(p.starts)-1]
	span := func(a, b time.Time) time.Duration {
		if a.IsZero() || b.IsZero() || b.Before(a) {
			return -1
		}
		return b.Sub(a)
	}
	t.DNS = span(p.dnsStart, p.dnsDone)
	t.Connect = span(p.connStart, p.connDone)
	if t.TLS = span(p.tlsStart, p.tlsDone); t.TLS >= 0 && t.Connect >= 0 {
		t.Connect += t.TLS // HAR counts TLS in Connect
	}
	if t.Blocked = span(start, p.gotConn); t.Blocked >= 0 {
		t.Blocked -= max(t.DNS, 0) + max(t.Connect, 0)
		t.Blocked = max(t.Blocked, 0)
	}
	t.Send = span(p.gotConn, p.wrote)
	t.Wait = span(p.wrote, p.first)
	t.Receive = span(p.first, end)
	return start, t
}

// requestStarts are the start times of the requests made, oldest first;
// none without a trace.
func (p *phaseTrace) requestStarts() []time.Time {
	if p == nil {
		return nil
	}
	p.mu.Lock()
	defer p.mu.Unlock()
	return append([]time.Time(nil), p.starts...)
}
