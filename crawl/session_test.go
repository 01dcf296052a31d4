package crawl

import (
	"bytes"
	"encoding/json"
	"errors"
	"net/http"
	"net/url"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/rendercrawl/render/sink"
	"github.com/rendercrawl/render/webpage"
)

func mustSeed(t *testing.T, s *Session, kind ScopeKind, raw string) {
	t.Helper()
	u, err := canon(raw, CanonOptions{})
	if err != nil {
		t.Fatal(err)
	}
	scope, err := newScope(kind, u)
	if err != nil {
		t.Fatal(err)
	}
	s.addSeed(u, seedUser(raw), scope)
}

// TestSessionHeadersStayInScope: the header goes to the seeds' hosts (and
// domains), credentials to their host only, and nothing to other hosts.
func TestSessionHeadersStayInScope(t *testing.T) {
	s := NewSession()
	s.Header = http.Header{"X-Key": {"v"}}
	s.SeedCookies = []*http.Cookie{{Name: "consent", Value: "yes"}}
	s.SetBearer("api.other.test", "tok-12345")
	_, v0 := s.Patterns()
	mustSeed(t, s, ScopeHost, "http://site.test:8080/")
	mustSeed(t, s, ScopeDomain, "https://www.example.co.uk/")
	mustSeed(t, s, ScopeHost, "https://u:pw-777@basic.test/")
	for host, want := range map[string]string{
		"site.test:8080":     "v",
		"site.test":          "", // another port
		"shop.example.co.uk": "v",
		"example.co.uk":      "v",
		"evil.co.uk":         "",
		"example.co.uk.evil": "",
		"api.other.test":     "",
		"cdn.site.test:8080": "",
		"basic.test":         "v",
	} {
		if got := s.For(&url.URL{Scheme: "https", Host: host}).Get("X-Key"); got != want {
			t.Errorf("For(%s) X-Key = %q, want %q", host, got, want)
		}
	}
	if got := s.For(&url.URL{Scheme: "https", Host: "api.other.test:443"}).Get("Authorization"); got != "Bearer tok-12345" {
		t.Errorf("the bearer host gets %q", got)
	}
	if got := s.For(&url.URL{Scheme: "https", Host: "basic.test"}).Get("Authorization"); !strings.HasPrefix(got, "Basic ") {
		t.Errorf("the seed's user:password@ gives %q", got)
	}
	if got := s.For(&url.URL{Scheme: "https", Host: "site.test:8080"}).Get("Authorization"); got != "" {
		t.Errorf("a host without credentials gets Authorization %q", got)
	}
	patterns, v1 := s.Patterns()
	if v1 == v0 {
		t.Error("the patterns' version did not change with the seeds")
	}
	joined := strings.Join(patterns, " ")
	for _, p := range []string{"http://site.test:8080/*", "https://*.example.co.uk/*", "https://api.other.test/*", "http://api.other.test:*/*"} {
		if !strings.Contains(joined, p) {
			t.Errorf("patterns %v lack %s", patterns, p)
		}
	}
	for raw, want := range map[string]int{"http://site.test:8080/a": 1, "https://www.example.co.uk/": 1, "http://other.test/": 0} {
		u, _ := url.Parse(raw)
		if got := len(s.Jar.Cookies(u)); got != want {
			t.Errorf("%s gets %d seed cookies, want %d", raw, got, want)
		}
	}
	s.AllHosts = true
	if got := s.For(&url.URL{Scheme: "https", Host: "site.test:8080"}).Get("X-Key"); got != "" {
		t.Errorf("with AllHosts, For still gives the header (%q): the caller sends it", got)
	}
}

// TestCredentialsStayOnHTTPS: what was given for an https site (--auth,
// a seed's user:password@, --header, --cookie) does not go to an
// http:// URL of the same host, unless a seed of that host (or of its
// domain, with --scope domain) was http:// itself.
func TestCredentialsStayOnHTTPS(t *testing.T) {
	s := NewSession()
	s.Header = http.Header{"X-Key": {"v"}}
	s.SeedCookies = []*http.Cookie{{Name: "sid", Value: "cookie-1234"}}
	s.SetBearer("api.test", "tok-12345")
	mustSeed(t, s, ScopeHost, "https://u:pw-777@secure.test/")
	mustSeed(t, s, ScopeHost, "http://u:pw-888@plain.test:8080/")
	mustSeed(t, s, ScopeDomain, "http://www.plain-domain.test/")
	mustSeed(t, s, ScopeHost, "https://api.test/")
	for _, tc := range []struct {
		url  string
		want bool // Authorization or X-Key given
	}{
		{"https://secure.test/a", true},
		{"http://secure.test/a", false},
		{"http://secure.test:8080/a", false},
		{"http://plain.test:8080/a", true},
		{"https://plain.test:8080/a", true},
		{"http://plain.test:8081/a", false}, // another port was never asked for in clear
		{"http://shop.plain-domain.test/", true},
		{"https://api.test/v1", true},
		{"http://api.test/v1", false},
		{"ws://api.test/v1", false},
	} {
		u, _ := url.Parse(tc.url)
		h := s.For(u)
		if got := h.Get("Authorization") != "" || h.Get("X-Key") != ""; got != tc.want {
			t.Errorf("For(%s) = %v, want credentials: %v", tc.url, h, tc.want)
		}
	}
	for raw, want := range map[string]int{"https://secure.test/": 1, "http://secure.test/": 0, "http://plain.test:8080/": 1} {
		u, _ := url.Parse(raw)
		if got := len(s.Jar.Cookies(u)); got != want {
			t.Errorf("%s gets %d seed cookies, want %d", raw, got, want)
		}
	}
}

// TestSecretsMaskBodies: a value added is masked in an exchange's
// bodies and headers, as it is and as a form, a URL or JSON escape it;
// the exchange given is not changed.
func TestSecretsMaskBodies(t *testing.T) {
	s := &Secrets{}
	s.Add(`pw/7"7+x`)
	body := []byte(`raw pw/7"7+x form pw%2F7%227%2Bx path pw%2F7%227+x json "pw/7\"7+x"`)
	ex := &sink.Exchange{URL: "https://site.test/", RequestBody: body, Body: body,
		ResponseHeader: http.Header{"X-Echo": {`pw/7"7+x`}}}
	rec := &sink.Record{Exchanges: []*sink.Exchange{ex}}
	s.Record(rec)
	got := rec.Exchanges[0]
	want := `raw *** form *** path *** json "***"`
	if string(got.RequestBody) != want || string(got.Body) != want || got.ResponseHeader.Get("X-Echo") != Mask {
		t.Errorf("masked as %q, %q, %q; want %q", got.RequestBody, got.Body, got.ResponseHeader, want)
	}
	if !bytes.Contains(ex.Body, []byte(`pw/7"7+x`)) {
		t.Error("the exchange given was changed")
	}
}

func TestSecretsMaskEveryField(t *testing.T) {
	s := &Secrets{}
	s.Add("pw-777", "ab") // too short to mask as text
	s.AddHeader("X-Key")
	rec := &sink.Record{
		URL: "https://u:pw-777@site.test/", Content: webpage.Content{FinalURL: "https://u:pw-777@site.test/a", Links: []string{"https://x:y@site.test/b"}, Text: "the password is pw-777 (ab)", Data: json.RawMessage(`{"p":"pw-777"}`), Console: []sink.ConsoleEntry{{Text: "pw-777"}}}, Referrer: "https://u:pw-777@site.test/r", Error: "get https://u:pw-777@site.test/: refused",
		Requests: []sink.Request{{URL: "https://site.test/api?key=pw-777"}, {URL: "https://x:y@site.test/c", Error: "pw-777"}},
		Exchanges: []*sink.Exchange{
			{URL: "https://u:pw-777@site.test/", RequestHeader: http.Header{"Cookie": {"s=1"}}, Status: 302},
			{URL: "https://site.test/a", RequestHeader: http.Header{"Authorization": {"Basic x"}, "X-Key": {"k"}, "Accept": {"*/*"}}},
		},
	}
	unmasked := rec.Exchanges[1]
	s.Record(rec)
	b, _ := json.Marshal(rec)
	if strings.Contains(string(b), "pw-777") || strings.Contains(string(b), "x:y@") {
		t.Errorf("a credential is left: %s", b)
	}
	if rec.URL != "https://***@site.test/" || !strings.Contains(rec.Text, "(ab)") {
		t.Errorf("url %q, text %q", rec.URL, rec.Text)
	}
	h := rec.Exchanges[1].RequestHeader
	if h.Get("Authorization") != Mask || h.Get("X-Key") != Mask || h.Get("Accept") != "*/*" {
		t.Errorf("request header %v", h)
	}
	if hop := rec.Exchanges[0]; hop.URL != "https://***@site.test/" || hop.RequestHeader.Get("Cookie") != Mask {
		t.Errorf("redirect %q with header %v", hop.URL, hop.RequestHeader)
	}
	if unmasked.RequestHeader.Get("Authorization") != "Basic x" {
		t.Error("the exchange given was changed, not copied")
	}
	if !json.Valid(rec.Data) {
		t.Errorf("data %s is no longer JSON", rec.Data)
	}
}

func TestReadLogin(t *testing.T) {
	dir := t.TempDir()
	write := func(body string) string {
		name := filepath.Join(dir, "l.yaml")
		os.WriteFile(name, []byte(body), 0o600)
		return name
	}
	env := func(k string) (string, bool) { v, ok := map[string]string{"PW": "secret-pw"}[k]; return v, ok }
	steps, secrets, err := ReadLogin(write("- goto: http://x.test/login\n- fill: '#p'\n  value: ${PW}\n- click: '#go'\n- wait: {url: '/app'}\n"), env)
	if err != nil || len(steps) != 4 || steps[1].Value != "secret-pw" || len(secrets) != 1 {
		t.Fatalf("steps %+v, secrets %v, err %v", steps, secrets, err)
	}
	if steps, _, err := ReadLogin(write(`[{"goto": "http://x.test/login"}, {"wait": {"selector": "#ok"}}]`), env); err != nil || len(steps) != 2 {
		t.Errorf("a JSON login file: %v, %+v", err, steps)
	}
	for name, body := range map[string]string{
		"two actions": "- goto: http://x.test/\n  click: '#a'\n",
		"no action":   "- value: x\n",
		"unset var":   "- fill: '#p'\n  value: ${NOPE}\n",
		"unknown key": "- gotoo: http://x.test/\n",
		"bad wait":    "- wait: {url: '(', js: 'x'}\n",
		"not a list":  "goto: x\n",
		"empty":       "",
	} {
		if _, _, err := ReadLogin(write(body), env); !errors.Is(err, ErrLoginFile) {
			t.Errorf("%s: err %v; want ErrLoginFile", name, err)
		}
	}
}

func TestLoggedOutMatches(t *testing.T) {
	byURL, _ := ParseLoggedOut("url=/login")
	bySel, _ := ParseLoggedOut("selector=form#login")
	page := &sink.Record{URL: "http://x.test/app/1", Content: webpage.Content{FinalURL: "http://x.test/login?next=/app/1", HTML: `<form id="login"></form>`}}
	fine := &sink.Record{URL: "http://x.test/app/1", Content: webpage.Content{FinalURL: "http://x.test/app/1", HTML: `<p>app</p>`}}
	if !byURL.matches(page) || byURL.matches(fine) || !bySel.matches(page) || bySel.matches(fine) {
		t.Error("LoggedOut matches the wrong pages")
	}
	if _, err := ParseLoggedOut("selector=[["); err == nil {
		t.Error("a bad selector parsed")
	}
}
