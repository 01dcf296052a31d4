package testsite

import (
	"bufio"
	"net"
	"net/http"
	"testing"
	"time"
)

// ResetAddr returns the address (host:port) of a loopback server that
// reads each request and answers it with a TCP reset, for the rest of the
// test.
func ResetAddr(tb testing.TB) string {
	return rawServer(tb, func(c *net.TCPConn) { c.SetLinger(0) }) // close with RST
}

// HangUpAddr returns the address (host:port) of a loopback server that
// reads each request and closes the connection without a word, for the
// rest of the test.
func HangUpAddr(tb testing.TB) string {
	return rawServer(tb, func(*net.TCPConn) {})
}

// rawServer accepts connections on loopback, reads a request from each
// and hands the connection to answer, then closes it.
func rawServer(tb testing.TB, answer func(*net.TCPConn)) string {
	tb.Helper()
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		tb.Fatal(err)
	}
	tb.Cleanup(func() { ln.Close() })
	go func() {
		for {
			c, err := ln.Accept()
			if err != nil {
				return
			}
			go func() {
				defer c.Close()
				c.SetDeadline(time.Now().Add(5 * time.Second))
				http.ReadRequest(bufio.NewReader(c))
				answer(c.(*net.TCPConn))
			}()
		}
	}()
	return ln.Addr().String()
}
