package testsite

import (
	"crypto/rand"
	"encoding/hex"
	"fmt"
	"html"
	"net/http"
	"strconv"
	"strings"
)

// The credentials the session routes want.
const (
	LoginUser     = "alice"
	LoginPassword = "login-Pw-7731"
	BasicUser     = "bob"
	BasicPassword = "basic-Pw-4417"
	BearerToken   = "bearer-Tok-9921"
	HeaderName    = "X-Test-Key"
	HeaderValue   = "header-Val-5532"
)

// sessionRoutes are the routes of a site behind a login:
//
//	/login                 a form with a CSRF token (GET); POST checks it and the
//	                       credentials, sets the session cookie and redirects to
//	                       /app/ (or next=), else shows the form again
//	/app/ /app/N           pages that need the session (else 302 to /login)
//	/app/logout            ends the session; links to /app/1
//	/needs-header          403 without HeaderName: HeaderValue
//	/basic/                401 without Basic auth of BasicUser
//	/bearer/               401 without Bearer BearerToken
func (s *Site) sessionRoutes() {
	m := s.mux
	m.HandleFunc("GET /login", s.loginForm)
	m.HandleFunc("POST /login", s.loginPost)
	m.HandleFunc("/app/logout", s.logout)
	m.HandleFunc("/app/{rest...}", s.appPage)
	m.HandleFunc("/needs-header", func(w http.ResponseWriter, r *http.Request) {
		if r.Header.Get(HeaderName) != HeaderValue {
			http.Error(w, "forbidden", http.StatusForbidden)
			return
		}
		sessionHTML(w, "Header page", "HEADER-MARKER", nil)
	})
	m.HandleFunc("/basic/", func(w http.ResponseWriter, r *http.Request) {
		if u, p, ok := r.BasicAuth(); !ok || u != BasicUser || p != BasicPassword {
			w.Header().Set("WWW-Authenticate", `Basic realm="test"`)
			http.Error(w, "unauthorized", http.StatusUnauthorized)
			return
		}
		sessionHTML(w, "Basic area", "BASIC-MARKER", []string{"/basic/more"})
	})
	m.HandleFunc("/bearer/", func(w http.ResponseWriter, r *http.Request) {
		if r.Header.Get("Authorization") != "Bearer "+BearerToken {
			http.Error(w, "unauthorized", http.StatusUnauthorized)
			return
		}
		sessionHTML(w, "Bearer area", "BEARER-MARKER", nil)
	})
}

// Logins is the number of successful logins; Sessions the sessions alive.
func (s *Site) Logins() int {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.logins
}

// CookiesTo returns the Cookie headers the site received for a host name
// (as the request's Host said it, port dropped).
func (s *Site) CookiesTo(host string) []string {
	s.mu.Lock()
	defer s.mu.Unlock()
	return append([]string(nil), s.cookiesTo[host]...)
}

// noteCookies records the Cookie header of a request by its host name.
func (s *Site) noteCookies(r *http.Request) {
	c := r.Header.Get("Cookie")
	if c == "" {
		return
	}
	host := r.Host
	if i := strings.LastIndexByte(host, ':'); i >= 0 && !strings.HasSuffix(host, "]") {
		host = host[:i]
	}
	s.mu.Lock()
	s.cookiesTo[host] = append(s.cookiesTo[host], c)
	s.mu.Unlock()
}

func token() string {
	b := make([]byte, 12)
	rand.Read(b)
	return hex.EncodeToString(b)
}

func (s *Site) loginForm(w http.ResponseWriter, r *http.Request) {
	csrf := token()
	http.SetCookie(w, &http.Cookie{Name: "csrf", Value: csrf, Path: "/login", HttpOnly: true})
	next := r.URL.Query().Get("next")
	w.Header().Set("Content-Type", "text/html; charset=utf-8")
	fmt.Fprintf(w, `<!doctype html><html><head><title>Log in</title></head><body>
<h1>Log in</h1><p id="login-marker">LOGIN-FORM</p>
<form method="post" action="/login">
<input type="hidden" name="csrf" value="%s"><input type="hidden" name="next" value="%s">
<input id="user" name="user"><input id="pass" name="pass" type="password">
<button id="submit" type="submit">Log in</button></form></body></html>`, csrf, html.EscapeString(next))
}

func (s *Site) loginPost(w http.ResponseWriter, r *http.Request) {
	c, err := r.Cookie("csrf")
	if err != nil || r.PostFormValue("csrf") != c.Value ||
		r.PostFormValue("user") != LoginUser || r.PostFormValue("pass") != LoginPassword {
		s.loginForm(w, r)
		return
	}
	sid := token()
	s.mu.Lock()
	s.sessions[sid] = true
	s.logins++
	s.mu.Unlock()
	http.SetCookie(w, &http.Cookie{Name: "session", Value: sid, Path: "/", HttpOnly: true})
	next := r.PostFormValue("next")
	if !strings.HasPrefix(next, "/app/") {
		next = "/app/"
	}
	http.Redirect(w, r, next, http.StatusFound)
}

// loggedIn reports whether a request carries a live session.
func (s *Site) loggedIn(r *http.Request) (string, bool) {
	c, err := r.Cookie("session")
	if err != nil {
		return "", false
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	return c.Value, s.sessions[c.Value]
}

func (s *Site) appPage(w http.ResponseWriter, r *http.Request) {
	s.count("app")
	if _, ok := s.loggedIn(r); !ok {
		http.Redirect(w, r, "/login?next="+r.URL.Path, http.StatusFound)
		return
	}
	rest := r.PathValue("rest")
	if rest == "" {
		sessionHTML(w, "App home", "APP-HOME", []string{"/app/1", "/app/2", "/app/3"})
		return
	}
	n, err := strconv.Atoi(rest)
	if err != nil || n < 1 {
		http.NotFound(w, r)
		return
	}
	sessionHTML(w, "App page "+rest, "APP-PAGE-"+rest, []string{"/app/" + strconv.Itoa(n+1)})
}

func (s *Site) logout(w http.ResponseWriter, r *http.Request) {
	if sid, ok := s.loggedIn(r); ok {
		s.mu.Lock()
		delete(s.sessions, sid)
		s.mu.Unlock()
	}
	http.SetCookie(w, &http.Cookie{Name: "session", Value: "", Path: "/", MaxAge: -1})
	sessionHTML(w, "Logged out", "LOGGED-OUT", []string{"/app/1"})
}

func sessionHTML(w http.ResponseWriter, title, marker string, links []string) {
	w.Header().Set("Content-Type", "text/html; charset=utf-8")
	fmt.Fprintf(w, "<!doctype html><html><head><title>%s</title></head><body><h1>%s</h1><p id=\"marker\">%s</p>\n", title, title, marker)
	for _, l := range links {
		fmt.Fprintf(w, "<a href=\"%s\">%s</a>\n", l, l)
	}
	fmt.Fprint(w, "</body></html>\n")
}
