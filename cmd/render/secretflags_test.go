package main

import (
	"errors"
	"net/url"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestCredentialsFromFilesAndEnvironment: every flag of a credential
// takes its values from --NAME-file or $RENDER_NAME as from the command
// line, so that they need not show in ps.
func TestCredentialsFromFilesAndEnvironment(t *testing.T) {
	dir := t.TempDir()
	file := func(name, text string) string {
		p := filepath.Join(dir, name)
		if err := os.WriteFile(p, []byte(text), 0o600); err != nil {
			t.Fatal(err)
		}
		return p
	}
	headers := file("headers", "# the API's key\nX-Api-Key: key-from-file\n\nX-Team: blue\n")
	auths := file("auths", "api.site.test=bearer:tok-from-file\n")
	cookies := file("cookies", "sid=cookie-from-file\n")
	proxy := file("proxy", "# the office proxy\nhttp://u:proxy-pw@127.0.0.1:3128\n")
	db := file("db", "postgres://u:db-pw@127.0.0.1/crawl\n")
	frontier := file("frontier", "redis://:fr-pw@127.0.0.1:6379/0\n")
	for _, name := range []string{"RENDER_AUTH", "RENDER_HEADER", "RENDER_COOKIE", "RENDER_PROXY", "RENDER_DB", "RENDER_FRONTIER"} {
		t.Setenv(name, "")
	}

	t.Run("files", func(t *testing.T) {
		o, err := parseArgs([]string{"--header", "X-Cli: english", "--header", "X-Cli-Key: key-on-cli", "--header-file", headers, "--auth-file", auths,
			"--cookie-file", cookies, "--proxy-file", proxy, "--db-file", db, "--frontier-file", frontier, "https://site.test/"})
		if err != nil {
			t.Fatal(err)
		}
		h := o.sess.Header
		if h.Get("X-Cli") != "english" || h.Get("X-Api-Key") != "key-from-file" || h.Get("X-Team") != "blue" {
			t.Errorf("headers %v: want the command line's and the file's", h)
		}
		if got := o.sess.For(mustURL(t, "https://api.site.test/")).Get("Authorization"); got != "Bearer tok-from-file" {
			t.Errorf("the file's --auth gives %q", got)
		}
		if len(o.sess.SeedCookies) != 1 || o.sess.SeedCookies[0].Value != "cookie-from-file" {
			t.Errorf("seed cookies %v", o.sess.SeedCookies)
		}
		if o.proxyURL == nil || o.proxyURL.Host != "127.0.0.1:3128" {
			t.Errorf("proxy %v", o.proxyURL)
		}
		if o.db.url != "postgres://u:db-pw@127.0.0.1/crawl" || o.frontierURL != "redis://:fr-pw@127.0.0.1:6379/0" {
			t.Errorf("db %q, frontier %q", o.db.url, o.frontierURL)
		}
		masked := o.sess.Secrets.String("key-from-file blue tok-from-file proxy-pw db-pw fr-pw key-on-cli english")
		if masked != "*** *** *** *** *** *** *** english" {
			t.Errorf("masked as %q: the values of a file of headers and of a --header named as a credential, the token and the URLs' passwords are masked, not the rest", masked)
		}
	})

	t.Run("environment", func(t *testing.T) {
		t.Setenv("RENDER_AUTH", "api.site.test=bearer:tok-from-env\nother.test=u:pw-from-env")
		t.Setenv("RENDER_HEADER", "X-Api-Key: key-from-env")
		t.Setenv("RENDER_PROXY", "http://127.0.0.1:3129")
		t.Setenv("RENDER_DB", "sqlite:"+filepath.Join(dir, "crawl.db"))
		t.Setenv("RENDER_FRONTIER", "redis://127.0.0.1:6379/1")
		o, err := parseArgs([]string{"https://site.test/"})
		if err != nil {
			t.Fatal(err)
		}
		if got := o.sess.For(mustURL(t, "https://api.site.test/")).Get("Authorization"); got != "Bearer tok-from-env" {
			t.Errorf("$RENDER_AUTH gives %q", got)
		}
		if got := o.sess.For(mustURL(t, "https://other.test/")).Get("Authorization"); !strings.HasPrefix(got, "Basic ") {
			t.Errorf("the second line of $RENDER_AUTH gives %q", got)
		}
		if o.sess.Header.Get("X-Api-Key") != "key-from-env" || o.proxyURL == nil || o.proxyURL.Host != "127.0.0.1:3129" {
			t.Errorf("header %v, proxy %v", o.sess.Header, o.proxyURL)
		}
		if !strings.HasPrefix(o.db.url, "sqlite:") || o.frontierURL != "redis://127.0.0.1:6379/1" {
			t.Errorf("db %q, frontier %q", o.db.url, o.frontierURL)
		}
		// The command line wins over the environment.
		o, err = parseArgs([]string{"--frontier", "redis://127.0.0.1:6379/2", "--auth", "api.site.test=bearer:tok-cli", "https://site.test/"})
		if err != nil {
			t.Fatal(err)
		}
		if o.frontierURL != "redis://127.0.0.1:6379/2" || o.sess.For(mustURL(t, "https://api.site.test/")).Get("Authorization") != "Bearer tok-cli" {
			t.Errorf("frontier %q: the flag should win over $RENDER_FRONTIER and $RENDER_AUTH", o.frontierURL)
		}
	})

	t.Run("both forms of one value", func(t *testing.T) {
		_, err := parseArgs([]string{"--db", "sqlite:x.db", "--db-file", db, "https://site.test/"})
		if !errors.Is(err, errSecretSource) {
			t.Errorf("--db with --db-file: %v, want errSecretSource", err)
		}
		two := file("two", "http://127.0.0.1:1\nhttp://127.0.0.1:2\n")
		if _, err := parseArgs([]string{"--proxy-file", two, "https://site.test/"}); !errors.Is(err, errSecretSource) {
			t.Errorf("a --proxy-file of two URLs: %v, want errSecretSource", err)
		}
	})

	t.Run("a file others can read is warned of", func(t *testing.T) {
		open := file("open", "X-Api-Key: k\n")
		if err := os.Chmod(open, 0o644); err != nil {
			t.Fatal(err)
		}
		o, err := parseArgs([]string{"--header-file", open, "https://site.test/"})
		if err != nil {
			t.Fatal(err)
		}
		if !strings.Contains(strings.Join(o.notes, "\n"), "chmod 600") {
			t.Errorf("notes %q: want a warning", o.notes)
		}
	})
}

func mustURL(t *testing.T, raw string) *url.URL {
	t.Helper()
	u, err := url.Parse(raw)
	if err != nil {
		t.Fatal(err)
	}
	return u
}
