package main

import (
	"bytes"
	"compress/gzip"
	"encoding/json"
	"io"
	"log"
	"net/http"
	"net/http/httptest"
	"net/url"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/rendercrawl/render/internal/testkit/testsite"
	"github.com/rendercrawl/render/sink"
)

// loginFile writes a login file for the test site whose password comes
// from LOGIN_PASSWORD, and sets it to password.
func loginFile(t *testing.T, base, password, waitURL string) string {
	t.Helper()
	t.Setenv("LOGIN_PASSWORD", password)
	name := filepath.Join(t.TempDir(), "login.yaml")
	body := "- goto: " + base + "/login\n" +
		"- fill: '#user'\n  value: " + testsite.LoginUser + "\n" +
		"- fill: '#pass'\n  value: ${LOGIN_PASSWORD}\n" +
		"- click: '#submit'\n" +
		"- wait:\n    url: '" + waitURL + "'\n"
	if err := os.WriteFile(name, []byte(body), 0o600); err != nil {
		t.Fatal(err)
	}
	return name
}

// TestSessionThroughProxies: behind an HTTP proxy that wants credentials,
// and a SOCKS5 proxy, on a host name only the proxies resolve, render
// logs in in the browser, crawls the pages behind the login in auto mode
// (the HTTP path sends the browser's session cookie), sends a header to
// the crawl's host, Basic credentials to theirs, saves the session, and
// no output holds a credential.
func TestSessionThroughProxies(t *testing.T) {
	needChrome(t)
	site, direct := testsite.Serve(t)
	u, _ := url.Parse(direct)
	base := "http://site.test:" + u.Port()
	for _, tc := range []struct {
		name  string
		proxy *testsite.Proxy
	}{
		{"http", testsite.HTTPProxy(t, "proxy-user", "proxy-Pw-8812")},
		{"socks5", testsite.SOCKS5Proxy(t, "socks-user", "socks-Pw-3391")},
	} {
		t.Run(tc.name, func(t *testing.T) {
			dir := t.TempDir()
			out, warc, junit := filepath.Join(dir, "out.jsonl"), filepath.Join(dir, "out.warc.gz"), filepath.Join(dir, "junit.xml")
			wacz, har := filepath.Join(dir, "out.wacz"), filepath.Join(dir, "har")
			stats, saved := filepath.Join(dir, "stats.json"), filepath.Join(dir, "session.json")
			logins := site.Logins()
			code, _, stderr := runCLI(t, "",
				"--mode", "auto", "--crawl", "--depth", "1", "--quiet", "--log-level", "debug",
				"--chrome-flag", "host-resolver-rules=MAP *.invalid ~NOTFOUND",
				"--proxy", tc.proxy.URL.String(),
				"--login", loginFile(t, base, testsite.LoginPassword, "/app/$"),
				"--logged-out", "url=/login",
				"--header", testsite.HeaderName+": "+testsite.HeaderValue,
				"--auth", "site.test="+testsite.BasicUser+":"+testsite.BasicPassword,
				"--out", out, "--warc", warc, "--wacz", wacz, "--har", har, "--har-bodies", "--junit", junit, "--stats", stats, "--save-session", saved,
				base+"/app/", base+"/needs-header", base+"/basic/", direct+"/static/1")
			if code != 0 {
				t.Fatalf("exit %d: %s", code, stderr)
			}
			b, _ := os.ReadFile(out)
			recs := records(t, string(b))
			byURL := map[string]sink.Record{}
			for _, r := range recs {
				byURL[strings.TrimPrefix(r.URL, base)] = r
				if !r.OK() {
					t.Errorf("%s: %s (%s)", r.URL, r.Error, r.ErrorKind)
				}
			}
			for path, marker := range map[string]string{"/app/": "APP-HOME", "/app/1": "APP-PAGE-1", "/app/3": "APP-PAGE-3",
				"/needs-header": "HEADER-MARKER", "/basic/": "BASIC-MARKER"} {
				if r, ok := byURL[path]; !ok || !strings.Contains(r.Text, marker) {
					t.Errorf("%s: no record with %s (%+v)", path, marker, r.Text)
				}
			}
			if site.Logins() != logins+1 {
				t.Errorf("logins %d; want one", site.Logins()-logins)
			}
			// site.test resolves nowhere but at the proxies: every page
			// above went through them.
			if tc.proxy.Passed() == 0 {
				t.Errorf("the proxy passed %v", tc.proxy.Hosts())
			}
			// The session cookie went to site.test only.
			for _, c := range site.CookiesTo("127.0.0.1") {
				if strings.Contains(c, "session=") {
					t.Errorf("127.0.0.1 got the session cookie of site.test: %q", c)
				}
			}
			if len(site.CookiesTo("site.test")) == 0 {
				t.Error("site.test never got a cookie")
			}
			st, _ := os.ReadFile(saved)
			if !strings.Contains(string(st), `"name": "session"`) {
				t.Errorf("the saved session has no session cookie: %s", st)
			}
			for _, f := range []string{out, warc, junit, stats} {
				noSecrets(t, f, readMaybeGzip(t, f))
			}
			noSecrets(t, wacz, readWACZFile(t, wacz).warc)
			hars, _ := filepath.Glob(filepath.Join(har, "*", "*.har"))
			more, _ := filepath.Glob(filepath.Join(har, "*", "*", "*.har"))
			if hars = append(hars, more...); len(hars) == 0 {
				t.Error("no HAR file")
			}
			for _, f := range hars {
				noSecrets(t, f, readMaybeGzip(t, f))
			}
			noSecrets(t, "stderr", []byte(stderr))
		})
	}
}

// noSecrets fails when an output holds a credential.
func noSecrets(t *testing.T, name string, b []byte) {
	t.Helper()
	for _, s := range []string{testsite.LoginPassword, testsite.BasicPassword, testsite.HeaderValue, "proxy-Pw-8812", "socks-Pw-3391"} {
		if strings.Contains(string(b), s) {
			t.Errorf("%s holds the credential %q", name, s)
		}
	}
}

// TestSessionBadInput: a login whose element never comes, a wrong
// password, a proxy that refuses connections and a malformed cookies file
// each stop render with a clear error before any page is taken.
func TestSessionBadInput(t *testing.T) {
	needChrome(t)
	site, base := testsite.Serve(t)
	badCookies := filepath.Join(t.TempDir(), "cookies.txt")
	os.WriteFile(badCookies, []byte("example.com\tTRUE\t/\n"), 0o600)
	noField := filepath.Join(t.TempDir(), "login.yaml")
	os.WriteFile(noField, []byte("- goto: "+base+"/login\n- fill: '#nowhere'\n  value: x\n"), 0o600)
	for _, tc := range []struct {
		name string
		code int
		args []string
	}{
		{"selector never there", exitFailure, []string{"--login", noField}},
		{"wrong password", exitFailure, []string{"--login", loginFile(t, base, "wrong", "/app/$")}},
		{"proxy refuses", exitFailure, []string{"--proxy", "http://" + testsite.RefusedAddr(t)}},
		{"malformed cookies", exitUsage, []string{"--cookies", badCookies}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			apps := site.Count("app")
			args := append([]string{"--browser-url", browserURL, "--quiet", "--timeout", "3s", "--ignore-robots"}, tc.args...)
			code, stdout, stderr := runCLI(t, "", append(args, base+"/app/1")...)
			if code != tc.code {
				t.Errorf("exit %d, want %d: %s", code, tc.code, stderr)
			}
			if stdout != "" || site.Count("app") != apps {
				t.Errorf("a page was taken: %q, %d requests", stdout, site.Count("app")-apps)
			}
			if !strings.Contains(stderr, "render: ") {
				t.Errorf("no error said: %q", stderr)
			}
		})
	}
}

// readMaybeGzip reads a file, through its gzip members if it is gzipped
// (a WARC).
func readMaybeGzip(t *testing.T, name string) []byte {
	t.Helper()
	b, err := os.ReadFile(name)
	if err != nil {
		t.Fatal(err)
	}
	if len(b) < 2 || b[0] != 0x1f || b[1] != 0x8b {
		return b
	}
	zr, err := gzip.NewReader(bytes.NewReader(b))
	if err != nil {
		t.Fatal(err)
	}
	out, err := io.ReadAll(zr)
	if err != nil {
		t.Fatal(err)
	}
	return out
}

// TestLostSessionLogsInAgain: a page that logs the session out makes the
// next pages land on the login page; render logs in again and retries
// them, and every page behind the login is recorded with its content.
func TestLostSessionLogsInAgain(t *testing.T) {
	needChrome(t)
	site, base := testsite.Serve(t)
	logins := site.Logins()
	// The logout first: the app's pages are reached from it (each links
	// to the next), so every one of them comes after it.
	args := []string{"--browser-url", browserURL, "--quiet", "--ignore-robots", "--mode", "auto",
		"--login", loginFile(t, base, testsite.LoginPassword, "/app/$"), "--logged-out", "url=/login",
		"--crawl", "--max-pages", "4", base + "/app/logout"}
	code, stdout, stderr := runCLI(t, "", args...)
	if code != 0 {
		t.Fatalf("exit %d: %s", code, stderr)
	}
	recs := records(t, stdout)
	if len(recs) != 4 {
		t.Errorf("%d records, want 4: the logout and /app/1 to /app/3", len(recs))
	}
	for _, r := range recs {
		if !r.OK() {
			t.Errorf("%s: %s (%s)", r.URL, r.Error, r.ErrorKind)
		}
		if n := strings.TrimPrefix(r.URL, base+"/app/"); n != "logout" && !strings.Contains(r.Text, "APP-PAGE-"+n) {
			t.Errorf("%s: text %q", r.URL, r.Text)
		}
	}
	if site.Logins() != logins+2 {
		t.Errorf("logins %d; want 2: before the crawl, and once after the logout", site.Logins()-logins)
	}
}

// TestSessionLostForGood: pages that still show a lost session after
// logging in again are errors of kind logged-out, and the second stops
// render with exit 1.
func TestSessionLostForGood(t *testing.T) {
	needChrome(t)
	_, base := testsite.Serve(t)
	seeds := strings.Join([]string{base + "/app/1", base + "/app/2", base + "/app/3", base + "/app/4"}, "\n")
	code, stdout, stderr := runCLI(t, seeds, "--browser-url", browserURL, "--quiet", "--ignore-robots",
		"--mode", "browser", "--tabs", "1",
		"--login", loginFile(t, base, testsite.LoginPassword, "/app/$"), "--logged-out", "selector=#marker",
		"--urls", "-")
	if code != exitFailure {
		t.Errorf("exit %d, want %d: %s", code, exitFailure, stderr)
	}
	recs := records(t, stdout)
	if len(recs) == 0 {
		t.Fatal("no record")
	}
	lost := 0
	for _, r := range recs {
		switch {
		case r.ErrorKind == "logged-out":
			lost++
		case r.OK() || r.ErrorKind != "interrupted":
			// Pages in flight when the crawl stopped are cut short.
			t.Errorf("%s: ok %v, kind %q; want logged-out or interrupted", r.URL, r.OK(), r.ErrorKind)
		}
	}
	if lost != 2 {
		t.Errorf("%d pages of kind logged-out; want 2", lost)
	}
}

// TestInsecureOnBothPaths: a self-signed server fails with a TLS error on
// both paths, unless --insecure.
func TestInsecureOnBothPaths(t *testing.T) {
	needChrome(t)
	srv := httptest.NewTLSServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "text/html")
		w.Write([]byte("<!doctype html><title>tls</title><p>SELF-SIGNED</p>"))
	}))
	srv.Config.ErrorLog = log.New(io.Discard, "", 0)
	defer srv.Close()
	for _, mode := range []string{"http", "browser"} {
		for _, insecure := range []bool{false, true} {
			args := []string{"--mode", mode, "--quiet", "--ignore-robots", "--retries", "0",
				"--chrome-flag", "host-resolver-rules=MAP *.invalid ~NOTFOUND"}
			if insecure {
				args = append(args, "--insecure")
			}
			_, stdout, stderr := runCLI(t, "", append(args, srv.URL+"/")...)
			recs := records(t, stdout)
			if len(recs) != 1 {
				t.Fatalf("%s: %d records: %s", mode, len(recs), stderr)
			}
			r := recs[0]
			if insecure && (!r.OK() || !strings.Contains(r.Text, "SELF-SIGNED")) {
				t.Errorf("%s --insecure: %s (%s)", mode, r.Error, r.ErrorKind)
			}
			if !insecure && r.ErrorKind != "tls" {
				t.Errorf("%s without --insecure: kind %q (%s); want tls", mode, r.ErrorKind, r.Error)
			}
		}
	}
}

// TestDeviceLocaleAndEval: the --eval script's value is the record's data,
// and it sees the device, locale and time zone asked for; auto mode
// renders the page for it.
func TestDeviceLocaleAndEval(t *testing.T) {
	needChrome(t)
	_, base := testsite.Serve(t)
	script := filepath.Join(t.TempDir(), "extract.js")
	os.WriteFile(script, []byte(`({marker: document.querySelector("#marker").textContent, lang: navigator.language,
  tz: Intl.DateTimeFormat().resolvedOptions().timeZone, mobile: /iPhone/.test(navigator.userAgent), dpr: devicePixelRatio})`), 0o600)
	code, stdout, stderr := runCLI(t, "", "--browser-url", browserURL, "--quiet", "--ignore-robots",
		"--device", "iphone-se", "--locale", "fr-FR", "--timezone", "America/Chicago", "--eval", script,
		base+"/static/2")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, stderr)
	}
	recs := records(t, stdout)
	if len(recs) != 1 || recs[0].Mode != sink.ModeBrowser || recs[0].Reason != "eval" {
		t.Fatalf("records %+v", recs)
	}
	var data struct {
		Marker, Lang, Tz string
		Mobile           bool
		Dpr              float64
	}
	if err := json.Unmarshal(recs[0].Data, &data); err != nil {
		t.Fatalf("data %s: %v", recs[0].Data, err)
	}
	if data.Marker != "STATIC-MARKER-2" || data.Lang != "fr-FR" || data.Tz != "America/Chicago" || !data.Mobile || data.Dpr != 2 {
		t.Errorf("data %+v", data)
	}
}

// TestSavedSessionAndURLCredentials: a session saved by one run logs the
// next in over HTTP alone (--cookies); a seed's user:password@ reaches its
// host on both paths, and its record's url holds neither.
func TestSavedSessionAndURLCredentials(t *testing.T) {
	needChrome(t)
	site, base := testsite.Serve(t)
	saved := filepath.Join(t.TempDir(), "session.json")
	code, _, stderr := runCLI(t, "", "--browser-url", browserURL, "--quiet", "--ignore-robots",
		"--login", loginFile(t, base, testsite.LoginPassword, "/app/$"), "--save-session", saved, base+"/app/1")
	if code != 0 {
		t.Fatalf("first run: exit %d: %s", code, stderr)
	}
	logins := site.Logins()
	u, _ := url.Parse(base)
	withCreds := "http://" + testsite.BasicUser + ":" + testsite.BasicPassword + "@" + u.Host + "/basic/"
	for _, mode := range []string{"http", "browser"} {
		code, stdout, stderr := runCLI(t, "", "--browser-url", browserURL, "--quiet", "--ignore-robots", "--mode", mode,
			"--cookies", saved, base+"/app/2", withCreds)
		if code != 0 {
			t.Fatalf("%s: exit %d: %s", mode, code, stderr)
		}
		for _, r := range records(t, stdout) {
			if !r.OK() || !strings.Contains(r.Text, "APP-PAGE-2") && !strings.Contains(r.Text, "BASIC-MARKER") {
				t.Errorf("%s: %s: %q %s", mode, r.URL, r.Text, r.Error)
			}
		}
		if strings.Contains(stdout, testsite.BasicPassword) || !strings.Contains(stdout, `"url":"http://`+u.Host+`/basic/"`) {
			t.Errorf("%s: the record's url is not without its credentials", mode)
		}
	}
	if site.Logins() != logins {
		t.Errorf("the saved session logged in %d more times", site.Logins()-logins)
	}
}

// TestEnvironmentProxy: without --proxy, HTTP_PROXY carries both paths.
func TestEnvironmentProxy(t *testing.T) {
	needChrome(t)
	_, direct := testsite.Serve(t)
	u, _ := url.Parse(direct)
	proxy := testsite.HTTPProxy(t, "", "")
	t.Setenv("HTTP_PROXY", proxy.URL.String())
	t.Setenv("NO_PROXY", "")
	for _, mode := range []string{"http", "browser"} {
		before := proxy.Passed()
		code, stdout, stderr := runCLI(t, "", "--quiet", "--ignore-robots", "--mode", mode,
			"--chrome-flag", "host-resolver-rules=MAP *.invalid ~NOTFOUND",
			"http://site.test:"+u.Port()+"/static/4")
		if code != 0 || !strings.Contains(stdout, "STATIC-MARKER-4") {
			t.Errorf("%s: exit %d: %s", mode, code, stderr)
		}
		if proxy.Passed() == before {
			t.Errorf("%s: nothing went through the proxy", mode)
		}
	}
}
