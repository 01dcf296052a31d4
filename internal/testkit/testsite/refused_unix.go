//go:build unix

package testsite

import (
	"fmt"
	"syscall"
	"testing"
)

// RefusedAddr returns a loopback address (host:port) that refuses every
// connection for the rest of the test: a socket bound to the port and never
// listening holds it, so that no other server of the test binary can be
// given the port, as one could be if the port were only closed.
func RefusedAddr(tb testing.TB) string {
	tb.Helper()
	fd, err := syscall.Socket(syscall.AF_INET, syscall.SOCK_STREAM, 0)
	if err != nil {
		tb.Fatal(err)
	}
	tb.Cleanup(func() { syscall.Close(fd) })
	if err := syscall.Bind(fd, &syscall.SockaddrInet4{Addr: [4]byte{127, 0, 0, 1}}); err != nil {
		tb.Fatal(err)
	}
	sa, err := syscall.Getsockname(fd)
	if err != nil {
		tb.Fatal(err)
	}
	return fmt.Sprintf("127.0.0.1:%d", sa.(*syscall.SockaddrInet4).Port)
}
