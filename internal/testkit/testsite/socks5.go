package testsite

import (
	"bufio"
	"context"
	"encoding/binary"
	"errors"
	"io"
	"net"
	"net/url"
	"strconv"
	"sync"
	"testing"
)

// SOCKS5 as RFC 1928 has it, with the username and password of RFC 1929:
// the CONNECT command alone, which is all a browser or an HTTP client
// asks of a proxy.
const (
	socksVersion     = 5
	socksNoAuth      = 0x00
	socksUserPass    = 0x02
	socksNoMethod    = 0xff
	socksConnect     = 0x01
	socksAtypIPv4    = 0x01
	socksAtypDomain  = 0x03
	socksAtypIPv6    = 0x04
	socksSucceeded   = 0x00
	socksFailure     = 0x01
	socksUnreachable = 0x04
	socksBadCommand  = 0x07
	socksBadAddress  = 0x08
)

// errSOCKS is a client that does not speak SOCKS5 as the test proxy does.
var errSOCKS = errors.New("testsite: not a SOCKS5 client")

// SOCKS5Proxy starts a SOCKS5 proxy for the duration of a test; with a
// user, it wants its username and password. Whatever host a client names,
// the connection goes to the same port on 127.0.0.1.
func SOCKS5Proxy(tb testing.TB, user, pass string) *Proxy {
	tb.Helper()
	p := &Proxy{hosts: map[string]int{}}
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		tb.Fatal(err)
	}
	var conns sync.WaitGroup
	var mu sync.Mutex
	open := map[net.Conn]bool{}
	go func() {
		for {
			c, err := ln.Accept()
			if err != nil {
				return
			}
			mu.Lock()
			open[c] = true
			mu.Unlock()
			conns.Go(func() {
				p.serveSOCKS(c, user, pass)
				mu.Lock()
				delete(open, c)
				mu.Unlock()
			})
		}
	}()
	tb.Cleanup(func() {
		ln.Close()
		mu.Lock()
		for c := range open {
			c.Close()
		}
		mu.Unlock()
		conns.Wait()
	})
	p.URL = &url.URL{Scheme: "socks5", Host: ln.Addr().String()}
	if user != "" {
		p.URL.User = url.UserPassword(user, pass)
	}
	return p
}

// serveSOCKS serves one client connection, and closes it.
func (p *Proxy) serveSOCKS(c net.Conn, user, pass string) {
	defer c.Close()
	r := bufio.NewReader(c)
	if err := p.socksAuth(r, c, user, pass); err != nil {
		return
	}
	target, err := socksRequest(r)
	if err != nil {
		code := byte(socksFailure)
		var ce socksError
		if errors.As(err, &ce) {
			code = byte(ce)
		}
		c.Write([]byte{socksVersion, code, 0, socksAtypIPv4, 0, 0, 0, 0, 0, 0})
		return
	}
	to, err := loopback(target)
	if err == nil {
		p.pass(target)
		var up net.Conn
		if up, err = (&net.Dialer{}).DialContext(context.Background(), "tcp", to); err == nil {
			bound := up.LocalAddr().(*net.TCPAddr)
			reply := append([]byte{socksVersion, socksSucceeded, 0, socksAtypIPv4}, bound.IP.To4()...)
			reply = binary.BigEndian.AppendUint16(reply, uint16(bound.Port))
			if _, err := c.Write(reply); err != nil {
				up.Close()
				return
			}
			pipe(up, c, r)
			return
		}
	}
	c.Write([]byte{socksVersion, socksUnreachable, 0, socksAtypIPv4, 0, 0, 0, 0, 0, 0})
}

// socksError is a request the proxy refuses, with its reply code.
type socksError byte

func (e socksError) Error() string {
	return "testsite: SOCKS5 request refused: " + strconv.Itoa(int(e))
}

// socksAuth reads the client's greeting and, with a user, its username
// and password.
func (p *Proxy) socksAuth(r *bufio.Reader, w io.Writer, user, pass string) error {
	var head [2]byte
	if _, err := io.ReadFull(r, head[:]); err != nil || head[0] != socksVersion {
		return errSOCKS
	}
	methods := make([]byte, head[1])
	if _, err := io.ReadFull(r, methods); err != nil {
		return errSOCKS
	}
	want := byte(socksNoAuth)
	if user != "" {
		want = socksUserPass
	}
	if !containsByte(methods, want) {
		w.Write([]byte{socksVersion, socksNoMethod})
		return errSOCKS
	}
	if _, err := w.Write([]byte{socksVersion, want}); err != nil || user == "" {
		return err
	}
	// RFC 1929: VER=1, ULEN, UNAME, PLEN, PASSWD.
	gotUser, err1 := socksField(r, true)
	gotPass, err2 := socksField(r, false)
	if err1 != nil || err2 != nil {
		return errSOCKS
	}
	if gotUser != user || gotPass != pass {
		p.refused.Add(1)
		w.Write([]byte{1, socksFailure})
		return errSOCKS
	}
	_, err := w.Write([]byte{1, socksSucceeded})
	return err
}

// socksField reads one length-prefixed field of RFC 1929, after its
// version byte when first.
func socksField(r *bufio.Reader, first bool) (string, error) {
	if first {
		if v, err := r.ReadByte(); err != nil || v != 1 {
			return "", errSOCKS
		}
	}
	n, err := r.ReadByte()
	if err != nil {
		return "", err
	}
	b := make([]byte, n)
	_, err = io.ReadFull(r, b)
	return string(b), err
}

// socksRequest reads a CONNECT request and returns its host:port.
func socksRequest(r *bufio.Reader) (string, error) {
	var head [4]byte
	if _, err := io.ReadFull(r, head[:]); err != nil || head[0] != socksVersion {
		return "", errSOCKS
	}
	if head[1] != socksConnect {
		return "", socksError(socksBadCommand)
	}
	var host string
	switch head[3] {
	case socksAtypIPv4, socksAtypIPv6:
		ip := make(net.IP, 4)
		if head[3] == socksAtypIPv6 {
			ip = make(net.IP, 16)
		}
		if _, err := io.ReadFull(r, ip); err != nil {
			return "", errSOCKS
		}
		host = ip.String()
	case socksAtypDomain:
		name, err := socksField(r, false)
		if err != nil {
			return "", errSOCKS
		}
		host = name
	default:
		return "", socksError(socksBadAddress)
	}
	var port [2]byte
	if _, err := io.ReadFull(r, port[:]); err != nil {
		return "", errSOCKS
	}
	return net.JoinHostPort(host, strconv.Itoa(int(binary.BigEndian.Uint16(port[:])))), nil
}

func containsByte(b []byte, c byte) bool {
	for _, x := range b {
		if x == c {
			return true
		}
	}
	return false
}
