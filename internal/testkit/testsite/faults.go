package testsite

import (
	"bufio"
	"fmt"
	"net"
	"net/http"
	"strconv"
	"strings"
	"time"
)

func (s *Site) redirectRoutes() {
	m := s.mux
	// /redirect goes to ?to=, a path of this site, or to /static.html.
	m.HandleFunc("/redirect", func(w http.ResponseWriter, r *http.Request) {
		to := r.URL.Query().Get("to")
		if to == "" {
			to = "/static.html"
		}
		// Only a path of this site: a test server must not send a client
		// anywhere else.
		if !strings.HasPrefix(to, "/") || strings.HasPrefix(to, "//") || strings.Contains(to, `\`) {
			http.Error(w, "to must be a path of this site", http.StatusBadRequest)
			return
		}
		http.Redirect(w, r, to, http.StatusFound)
	})
	m.HandleFunc("/redirect-loop", redirectTo("/redirect-loop"))
	m.HandleFunc("/redirect/loop/a", redirectTo("/redirect/loop/b"))
	m.HandleFunc("/redirect/loop/b", redirectTo("/redirect/loop/a"))
	m.HandleFunc("/redirect/ftp", redirectTo("ftp://files.example.invalid/x"))
	// /redirect/chain/N redirects N times, then answers.
	m.HandleFunc("/redirect/chain/{n}", func(w http.ResponseWriter, r *http.Request) {
		if n, _ := strconv.Atoi(r.PathValue("n")); n > 0 {
			http.Redirect(w, r, "/redirect/chain/"+strconv.Itoa(n-1), http.StatusFound)
			return
		}
		w.Header().Set("Content-Type", "text/html; charset=utf-8")
		fmt.Fprint(w, "<title>end of chain</title>")
	})
}

func redirectTo(target string) http.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) {
		http.Redirect(w, r, target, http.StatusFound)
	}
}

func (s *Site) faultRoutes() {
	m := s.mux
	m.HandleFunc("/slow", s.slow)
	m.HandleFunc("/longpoll", s.counted("longpoll", func(w http.ResponseWriter, r *http.Request) {
		wait(r, time.Minute)
	}))
	m.HandleFunc("/big", big)
	m.HandleFunc("/slowloris", slowloris)
	m.HandleFunc("/stall", stall)
	m.HandleFunc("/reset", hijack(reset))
	m.HandleFunc("/truncated", hijack(truncated))
}

// wait waits for d, or for the client to go away; it reports whether d
// passed.
func wait(r *http.Request, d time.Duration) bool {
	t := time.NewTimer(d)
	defer t.Stop()
	select {
	case <-r.Context().Done():
		return false
	case <-t.C:
		return true
	}
}

// slow answers static.html after ?ms= milliseconds, before any header.
func (s *Site) slow(w http.ResponseWriter, r *http.Request) {
	ms, _ := strconv.Atoi(r.URL.Query().Get("ms"))
	if !wait(r, time.Duration(ms)*time.Millisecond) {
		return
	}
	s.count("page")
	s.page("static.html", http.StatusOK)(w, r)
}

// filler is the 32 KiB of HTML /big repeats.
var filler = []byte(strings.Repeat("<p>big page filler text</p>\n", 1<<15/28+1)[:1<<15])

// big streams an HTML document of ?mb= MiB (default 64), with its
// Content-Length unless ?chunked=1.
func big(w http.ResponseWriter, r *http.Request) {
	mb, _ := strconv.ParseInt(r.URL.Query().Get("mb"), 10, 64)
	if mb <= 0 {
		mb = 64
	}
	w.Header().Set("Content-Type", "text/html; charset=utf-8")
	if r.URL.Query().Get("chunked") == "" {
		w.Header().Set("Content-Length", strconv.FormatInt(mb<<20, 10))
	}
	for sent := int64(0); sent < mb<<20; sent += int64(len(filler)) {
		if _, err := w.Write(filler); err != nil {
			return
		}
	}
}

// slowloris sends its headers, then one byte of body every 100ms, forever.
func slowloris(w http.ResponseWriter, r *http.Request) {
	w.Header().Set("Content-Type", "text/html; charset=utf-8")
	w.WriteHeader(http.StatusOK)
	t := time.NewTicker(100 * time.Millisecond)
	defer t.Stop()
	for {
		if _, err := w.Write([]byte("<")); err != nil {
			return
		}
		w.(http.Flusher).Flush()
		select {
		case <-r.Context().Done():
			return
		case <-t.C:
		}
	}
}

// stall sends a little, then nothing until the client goes away.
func stall(w http.ResponseWriter, r *http.Request) {
	w.Header().Set("Content-Type", "text/html; charset=utf-8")
	w.Write([]byte("<title>stall</title>"))
	w.(http.Flusher).Flush()
	<-r.Context().Done()
}

// hijack serves a request on the raw connection, which f closes.
func hijack(f func(net.Conn, *bufio.ReadWriter)) http.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) {
		c, rw, err := http.NewResponseController(w).Hijack()
		if err != nil {
			http.Error(w, err.Error(), http.StatusInternalServerError)
			return
		}
		f(c, rw)
	}
}

// reset declares 100000 bytes, sends half, then resets the connection.
func reset(c net.Conn, rw *bufio.ReadWriter) {
	defer c.Close()
	rw.WriteString("HTTP/1.1 200 OK\r\nContent-Type: text/html\r\nContent-Length: 100000\r\n\r\n")
	rw.WriteString(strings.Repeat("<p>half</p>", 50000/11))
	rw.Flush()
	// Let the client read the headers first: a reset that comes first
	// discards what it has not read yet.
	time.Sleep(20 * time.Millisecond)
	if tc, ok := c.(*net.TCPConn); ok {
		tc.SetLinger(0) // close with RST
	}
}

// truncated declares 1000 bytes, sends 100, then closes cleanly.
func truncated(c net.Conn, rw *bufio.ReadWriter) {
	defer c.Close()
	rw.WriteString("HTTP/1.1 200 OK\r\nContent-Type: text/html\r\nContent-Length: 1000\r\nConnection: close\r\n\r\n")
	rw.WriteString(strings.Repeat("<p>cut</p>", 10))
	rw.Flush()
}
