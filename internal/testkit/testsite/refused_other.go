//go:build !unix

package testsite

import (
	"net"
	"testing"
)

// RefusedAddr returns a loopback address (host:port) that refuses
// connections: a port that was listened on and closed.
func RefusedAddr(tb testing.TB) string {
	tb.Helper()
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		tb.Fatal(err)
	}
	defer ln.Close()
	return ln.Addr().String()
}
