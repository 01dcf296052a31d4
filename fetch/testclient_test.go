package fetch

import (
	"context"
	"net"
	"strconv"
	"testing"
	"time"

	"golang.org/x/net/dns/dnsmessage"
)

// newTestClient returns a Client for tests whose resolver asks a local fake
// DNS server that knows no names, so no test ever sends a DNS query out.
func newTestClient(t testing.TB, cfg Config) *Client {
	t.Helper()
	c, err := New(cfg)
	if err != nil {
		t.Fatal(err)
	}
	c.dialer.Resolver = fakeResolver(t)
	t.Cleanup(func() { c.Close() })
	return c
}

// fakeResolver returns a resolver that talks to a DNS server on 127.0.0.1
// answering NXDOMAIN to every query.
func fakeResolver(t testing.TB) *net.Resolver {
	t.Helper()
	pc, err := net.ListenPacket("udp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { pc.Close() })
	go func() {
		buf := make([]byte, 1500)
		for {
			n, addr, err := pc.ReadFrom(buf)
			if err != nil {
				return
			}
			var p dnsmessage.Parser
			h, err := p.Start(buf[:n])
			if err != nil {
				continue
			}
			q, err := p.Question()
			if err != nil {
				continue
			}
			msg := dnsmessage.Message{
				Header: dnsmessage.Header{
					ID: h.ID, Response: true, RecursionDesired: h.RecursionDesired,
					RecursionAvailable: true, RCode: dnsmessage.RCodeNameError,
				},
				Questions: []dnsmessage.Question{q},
			}
			if out, err := msg.Pack(); err == nil {
				pc.WriteTo(out, addr)
			}
		}
	}()
	addr := pc.LocalAddr().String()
	return &net.Resolver{
		PreferGo: true,
		Dial: func(ctx context.Context, _, _ string) (net.Conn, error) {
			var d net.Dialer
			return d.DialContext(ctx, "udp", addr)
		},
	}
}

// testConfig is DefaultConfig with timeouts for tests: a case that must
// not wait for them (an error that comes at once, a body read to its
// end) ends within a tenth of them even on a busy machine; a hang ends in
// a minute rather than the default's longer waits.
func testConfig() Config {
	cfg := DefaultConfig()
	cfg.Timeout = time.Minute
	cfg.IdleTimeout = 30 * time.Second
	return cfg
}

func itoa(i int) string { return strconv.Itoa(i) }
