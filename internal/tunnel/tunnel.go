package tunnel

import (
	"errors"
	"io"
	"net"
	"net/http"
	"sync"
	"time"
)

// DefaultLinger is how long a tunnel stays open once one side is done,
// when Tunnels.Linger is 0.
const DefaultLinger = 5 * time.Second

// ErrClosed is the error of a tunnel opened after Close.
var ErrClosed = errors.New("tunnel: closed")

// Tunnels are the tunnels of one proxy. The zero value is ready to use.
type Tunnels struct {
	// Linger is how long a tunnel stays open once one side is done: the
	// other gets that long to finish, not for ever (a server that never
	// closes would hold the tunnel until Close).
	Linger time.Duration

	mu     sync.Mutex
	conns  map[net.Conn]struct{}
	closed bool
	wg     sync.WaitGroup
}

// Open answers the CONNECT request of w with a tunnel to up, the proxy's
// connection to the target: it takes over the client's connection, tells
// the client the tunnel is established, and copies bytes both ways in the
// background. On an error, up is closed and, if w was not taken over yet,
// it answers 500.
func (ts *Tunnels) Open(w http.ResponseWriter, up net.Conn) error {
	hj, ok := w.(http.Hijacker)
	if !ok {
		up.Close()
		http.Error(w, "cannot tunnel", http.StatusInternalServerError)
		return errors.New("tunnel: the response cannot be taken over")
	}
	down, buf, err := hj.Hijack()
	if err != nil {
		up.Close()
		return err
	}
	if !ts.track(up, down) {
		return ErrClosed
	}
	if _, err := down.Write([]byte("HTTP/1.1 200 Connection Established\r\n\r\n")); err != nil {
		ts.untrack(up, down)
		ts.wg.Done()
		return err
	}
	go func() {
		defer ts.wg.Done()
		defer ts.untrack(up, down)
		done := make(chan struct{}, 2)
		go func() { _, _ = io.Copy(up, buf.Reader); closeWrite(up); done <- struct{}{} }()
		go func() { _, _ = io.Copy(down, up); closeWrite(down); done <- struct{}{} }()
		<-done
		linger := ts.Linger
		if linger <= 0 {
			linger = DefaultLinger
		}
		deadline := time.Now().Add(linger)
		_ = up.SetDeadline(deadline)
		_ = down.SetDeadline(deadline)
		<-done
	}()
	return nil
}

// Close ends every tunnel and waits for their copying to stop; tunnels
// opened after it are refused.
func (ts *Tunnels) Close() {
	ts.mu.Lock()
	ts.closed = true
	for c := range ts.conns {
		c.Close()
	}
	ts.mu.Unlock()
	ts.wg.Wait()
}

// closeWrite half-closes c, so that the other side sees the end.
func closeWrite(c net.Conn) {
	if cw, ok := c.(interface{ CloseWrite() error }); ok {
		_ = cw.CloseWrite()
		return
	}
	_ = c.Close()
}

// track registers a tunnel's connections, so that Close can end them,
// and counts the tunnel in ts.wg (its opener calls Done): under the
// lock Close takes, so that no tunnel is counted once Close waits.
// False (and both closed) once the tunnels are closed.
func (ts *Tunnels) track(cs ...net.Conn) bool {
	ts.mu.Lock()
	defer ts.mu.Unlock()
	if ts.closed {
		for _, c := range cs {
			c.Close()
		}
		return false
	}
	if ts.conns == nil {
		ts.conns = make(map[net.Conn]struct{})
	}
	for _, c := range cs {
		ts.conns[c] = struct{}{}
	}
	ts.wg.Add(1)
	return true
}

// untrack closes a tunnel's connections and forgets them.
func (ts *Tunnels) untrack(cs ...net.Conn) {
	ts.mu.Lock()
	defer ts.mu.Unlock()
	for _, c := range cs {
		c.Close()
		delete(ts.conns, c)
	}
}
