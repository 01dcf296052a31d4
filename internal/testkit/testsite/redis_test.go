package testsite

import (
	"bufio"
	"net"
	"net/url"
	"testing"
	"time"
)

func TestRedisAnswers(t *testing.T) {
	u, err := url.Parse(Redis(t))
	if err != nil {
		t.Fatal(err)
	}
	c, err := net.DialTimeout("tcp", u.Host, 5*time.Second)
	if err != nil {
		t.Fatal(err)
	}
	defer c.Close()
	c.SetDeadline(time.Now().Add(5 * time.Second))
	if _, err := c.Write([]byte("*1\r\n$4\r\nPING\r\n")); err != nil {
		t.Fatal(err)
	}
	line, err := bufio.NewReader(c).ReadString('\n')
	if err != nil || line != "+PONG\r\n" {
		t.Fatalf("PING: %q, %v", line, err)
	}
	if Redis(t) != u.String() {
		t.Error("a second call started another server")
	}
}
