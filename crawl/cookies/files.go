package cookies

import (
	"bufio"
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"math"
	"net/http"
	"os"
	"strconv"
	"strings"
	"time"
)

// ErrFormat marks a cookie file that is neither a Netscape cookies.txt nor
// a storage-state (or cookie list) JSON, or that has a bad line or entry.
var ErrFormat = errors.New("not a cookies file")

// State is Playwright's storage state: cookies, and the localStorage of
// origins. Puppeteer's cookie lists read as a State without origins.
type State struct {
	Cookies []StateCookie `json:"cookies"`
	Origins []Origin      `json:"origins"`
}

// StateCookie is a cookie as a storage state lists it. Expires is in Unix
// seconds, -1 for a session cookie.
type StateCookie struct {
	Name     string  `json:"name"`
	Value    string  `json:"value"`
	Domain   string  `json:"domain"`
	Path     string  `json:"path"`
	Expires  float64 `json:"expires"`
	HTTPOnly bool    `json:"httpOnly"`
	Secure   bool    `json:"secure"`
	SameSite string  `json:"sameSite,omitempty"`
}

// Origin is an origin's localStorage.
type Origin struct {
	Origin       string `json:"origin"`
	LocalStorage []Item `json:"localStorage"`
}

// Item is a localStorage entry.
type Item struct {
	Name  string `json:"name"`
	Value string `json:"value"`
}

// ReadFile reads a cookies file: storage-state JSON (an object with
// "cookies" and "origins"), a JSON list of cookies (Puppeteer), or a
// Netscape cookies.txt. Errors wrap ErrFormat and name the line or entry.
func ReadFile(name string) (*State, error) {
	b, err := os.ReadFile(name)
	if err != nil {
		return nil, err
	}
	st, err := Parse(b)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", name, err)
	}
	return st, nil
}

// Parse reads the content of a cookies file (see ReadFile).
func Parse(b []byte) (*State, error) {
	trimmed := bytes.TrimSpace(b)
	switch {
	case len(trimmed) == 0:
		return nil, fmt.Errorf("%w: it is empty", ErrFormat)
	case trimmed[0] == '{':
		var st State
		if err := strictJSON(trimmed, &st); err != nil {
			return nil, fmt.Errorf("%w: storage state: %w", ErrFormat, err)
		}
		return &st, checkState(&st)
	case trimmed[0] == '[':
		var st State
		if err := strictJSON(trimmed, &st.Cookies); err != nil {
			return nil, fmt.Errorf("%w: cookie list: %w", ErrFormat, err)
		}
		return &st, checkState(&st)
	}
	return parseNetscape(b)
}

func strictJSON(b []byte, v any) error {
	dec := json.NewDecoder(bytes.NewReader(b))
	return dec.Decode(v)
}

func checkState(st *State) error {
	for i, c := range st.Cookies {
		if c.Name == "" || c.Domain == "" {
			return fmt.Errorf("%w: cookie %d has no name or no domain", ErrFormat, i+1)
		}
	}
	return nil
}

// parseNetscape reads cookies.txt: per line domain, include-subdomains
// (TRUE/FALSE), path, secure (TRUE/FALSE), expiry (Unix seconds, 0 for a
// session cookie), name and value, separated by tabs; # comments, but a
// "#HttpOnly_" prefix marks an HttpOnly cookie.
func parseNetscape(b []byte) (*State, error) {
	st := &State{}
	sc := bufio.NewScanner(bytes.NewReader(b))
	sc.Buffer(make([]byte, 64<<10), 1<<20)
	for n := 1; sc.Scan(); n++ {
		line := strings.TrimRight(sc.Text(), "\r")
		httpOnly := false
		if rest, ok := strings.CutPrefix(line, "#HttpOnly_"); ok {
			line, httpOnly = rest, true
		}
		if strings.TrimSpace(line) == "" || strings.HasPrefix(line, "#") {
			continue
		}
		f := strings.Split(line, "\t")
		if len(f) != 7 {
			return nil, fmt.Errorf("%w: line %d: %d tab-separated fields, want 7 (Netscape cookies.txt)", ErrFormat, n, len(f))
		}
		sub, err1 := parseBool(f[1])
		secure, err2 := parseBool(f[3])
		exp, err3 := strconv.ParseInt(f[4], 10, 64)
		if err := errors.Join(err1, err2, err3); err != nil || f[0] == "" || f[5] == "" {
			return nil, fmt.Errorf("%w: line %d: bad field (want domain, TRUE/FALSE, path, TRUE/FALSE, expiry, name, value)", ErrFormat, n)
		}
		domain := strings.TrimPrefix(f[0], ".")
		if sub {
			domain = "." + domain
		}
		c := StateCookie{Name: f[5], Value: f[6], Domain: domain, Path: f[2], Expires: float64(exp), HTTPOnly: httpOnly, Secure: secure}
		if exp == 0 {
			c.Expires = -1
		}
		st.Cookies = append(st.Cookies, c)
	}
	if err := sc.Err(); err != nil {
		return nil, err
	}
	return st, nil
}

func parseBool(s string) (bool, error) {
	switch strings.ToUpper(s) {
	case "TRUE":
		return true, nil
	case "FALSE":
		return false, nil
	}
	return false, fmt.Errorf("%q is not TRUE or FALSE", s)
}

// HTTPCookies are the state's cookies, listed as Jar lists them.
func (st *State) HTTPCookies() []*http.Cookie {
	out := make([]*http.Cookie, 0, len(st.Cookies))
	for _, c := range st.Cookies {
		hc := &http.Cookie{Name: c.Name, Value: c.Value, Domain: c.Domain, Path: c.Path,
			Secure: c.Secure, HttpOnly: c.HTTPOnly, SameSite: sameSite(c.SameSite)}
		if c.Expires > 0 {
			sec, frac := math.Modf(c.Expires)
			hc.Expires = time.Unix(int64(sec), int64(frac*1e9))
		}
		out = append(out, hc)
	}
	return out
}

// StateOf lists cookies (as Jar lists them) and origins as a storage
// state.
func StateOf(cs []*http.Cookie, origins []Origin) *State {
	st := &State{Cookies: make([]StateCookie, 0, len(cs)), Origins: origins}
	if st.Origins == nil {
		st.Origins = []Origin{}
	}
	for _, c := range cs {
		sc := StateCookie{Name: c.Name, Value: c.Value, Domain: c.Domain, Path: c.Path, Expires: -1,
			HTTPOnly: c.HttpOnly, Secure: c.Secure, SameSite: sameSiteName(c.SameSite)}
		if !c.Expires.IsZero() {
			sc.Expires = float64(c.Expires.Unix())
		}
		st.Cookies = append(st.Cookies, sc)
	}
	return st
}

// WriteFile writes the state as indented JSON, readable by its owner only
// (it holds a session).
func (st *State) WriteFile(name string) error {
	b, err := json.MarshalIndent(st, "", "  ")
	if err != nil {
		return err
	}
	return os.WriteFile(name, append(b, '\n'), 0o600)
}

func sameSite(s string) http.SameSite {
	switch strings.ToLower(s) {
	case "lax":
		return http.SameSiteLaxMode
	case "strict":
		return http.SameSiteStrictMode
	case "none", "no_restriction":
		return http.SameSiteNoneMode
	}
	return http.SameSiteDefaultMode
}

func sameSiteName(s http.SameSite) string {
	switch s {
	case http.SameSiteLaxMode:
		return "Lax"
	case http.SameSiteStrictMode:
		return "Strict"
	case http.SameSiteNoneMode:
		return "None"
	}
	return "Lax"
}
