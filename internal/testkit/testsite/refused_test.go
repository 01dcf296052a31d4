package testsite

import (
	"errors"
	"net"
	"syscall"
	"testing"
	"time"
)

func TestRefusedAddrRefuses(t *testing.T) {
	addr := RefusedAddr(t)
	for range 3 {
		_, err := net.DialTimeout("tcp", addr, time.Second)
		if !errors.Is(err, syscall.ECONNREFUSED) {
			t.Fatalf("dial %s: %v, want connection refused", addr, err)
		}
	}
	// The port stays taken: a listener cannot have it.
	if ln, err := net.Listen("tcp", addr); err == nil {
		ln.Close()
		t.Fatalf("a listener got %s, which should stay held", addr)
	}
}
