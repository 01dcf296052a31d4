package tunnel

import (
	"bufio"
	"io"
	"net"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
	"time"
)

// connectThrough opens a tunnel to target through proxy and returns the
// client's end, past the proxy's answer.
func connectThrough(t *testing.T, proxy, target string) (net.Conn, *bufio.Reader) {
	t.Helper()
	c, err := net.Dial("tcp", proxy)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { c.Close() })
	if _, err := io.WriteString(c, "CONNECT "+target+" HTTP/1.1\r\nHost: "+target+"\r\n\r\n"); err != nil {
		t.Fatal(err)
	}
	br := bufio.NewReader(c)
	resp, err := http.ReadResponse(br, nil)
	if err != nil || resp.StatusCode != http.StatusOK {
		t.Fatalf("CONNECT: %v %v", resp, err)
	}
	return c, br
}

// A tunnel carries bytes both ways; one whose target never closes ends
// Linger after the client is done; Close ends the tunnels still open and
// refuses new ones.
func TestTunnels(t *testing.T) {
	// The target echoes each line and never closes on its own.
	target, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	defer target.Close()
	go func() {
		for {
			c, err := target.Accept()
			if err != nil {
				return
			}
			go func() {
				br := bufio.NewReader(c)
				for {
					line, err := br.ReadString('\n')
					if err != nil {
						return // the client's end: the connection stays open
					}
					io.WriteString(c, strings.ToUpper(line))
				}
			}()
		}
	}()
	ts := &Tunnels{Linger: 200 * time.Millisecond}
	proxy := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		up, err := net.Dial("tcp", r.Host)
		if err != nil {
			http.Error(w, err.Error(), http.StatusBadGateway)
			return
		}
		if err := ts.Open(w, up); err != nil {
			t.Logf("open: %v", err)
		}
	}))
	defer proxy.Close()
	addr := strings.TrimPrefix(proxy.URL, "http://")

	c, br := connectThrough(t, addr, target.Addr().String())
	io.WriteString(c, "hello\n")
	if line, err := br.ReadString('\n'); err != nil || line != "HELLO\n" {
		t.Fatalf("through the tunnel: %q, %v", line, err)
	}
	c.(*net.TCPConn).CloseWrite()
	c.SetReadDeadline(time.Now().Add(10 * time.Second)) // 50× Linger
	if _, err := br.ReadByte(); err != io.EOF {
		t.Errorf("a tunnel whose target never closes: %v, want its end after Linger", err)
	}

	open, obr := connectThrough(t, addr, target.Addr().String())
	ts.Close()
	open.SetReadDeadline(time.Now().Add(10 * time.Second))
	if _, err := obr.ReadByte(); err != io.EOF {
		t.Errorf("a tunnel open at Close: %v, want its end", err)
	}
	late, err := net.Dial("tcp", addr)
	if err != nil {
		t.Fatal(err)
	}
	defer late.Close()
	io.WriteString(late, "CONNECT "+target.Addr().String()+" HTTP/1.1\r\nHost: x\r\n\r\n")
	late.SetReadDeadline(time.Now().Add(10 * time.Second))
	if resp, err := http.ReadResponse(bufio.NewReader(late), nil); err == nil && resp.StatusCode == http.StatusOK {
		t.Error("a tunnel was opened after Close")
	}
}
