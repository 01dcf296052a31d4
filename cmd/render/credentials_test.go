package main

import (
	"archive/zip"
	"context"
	"fmt"
	"io"
	"io/fs"
	"net/http"
	"net/http/httptest"
	"net/url"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	goredis "github.com/redis/go-redis/v9"

	"github.com/rendercrawl/render/crawl"
	"github.com/rendercrawl/render/internal/testkit/archivetest"
	"github.com/rendercrawl/render/internal/testkit/testsite"
)

// TestSeedCredentialsStayOutOfTheFrontier: a seed's user:password@ is a
// credential of the session, not part of its URL: the page is fetched
// with it, and neither the bolt frontier of --state nor the Redis
// frontier of --frontier, nor the record, holds the password.
func TestSeedCredentialsStayOutOfTheFrontier(t *testing.T) {
	_, base := testsite.Serve(t)
	u, _ := url.Parse(base)
	withCreds := "http://" + testsite.BasicUser + ":" + testsite.BasicPassword + "@" + u.Host + "/basic/"
	check := func(t *testing.T, code int, stdout, stderr string) {
		t.Helper()
		if code != exitOK {
			t.Fatalf("exit %d: %s", code, stderr)
		}
		recs := records(t, stdout)
		if len(recs) != 1 || !recs[0].OK() || !strings.Contains(recs[0].Text, "BASIC-MARKER") {
			t.Fatalf("records %+v: want the page fetched with the seed's credentials", recs)
		}
		if recs[0].URL != base+"/basic/" {
			t.Errorf("the record's url is %q, want %q", recs[0].URL, base+"/basic/")
		}
	}

	t.Run("bolt", func(t *testing.T) {
		state := t.TempDir()
		code, stdout, stderr := runCLI(t, "", "--mode", "http", "--quiet", "--ignore-robots", "--state", state, withCreds)
		check(t, code, stdout, stderr)
		files := 0
		err := filepath.Walk(state, func(p string, fi os.FileInfo, err error) error {
			if err != nil || fi.IsDir() {
				return err
			}
			b, err := os.ReadFile(p)
			if err != nil {
				return err
			}
			files++
			if strings.Contains(string(b), testsite.BasicPassword) {
				t.Errorf("%s holds the seed's password", p)
			}
			return nil
		})
		if err != nil || files == 0 {
			t.Fatalf("--state holds %d files: %v", files, err)
		}
	})

	t.Run("redis", func(t *testing.T) {
		redisURL := testsite.Redis(t)
		id := fmt.Sprintf("creds-%d", time.Now().UnixNano())
		code, stdout, stderr := runCLI(t, "", "--mode", "http", "--quiet", "--ignore-robots", "--frontier", redisURL, "--crawl-id", id, withCreds)
		check(t, code, stdout, stderr)
		held := redisText(t, redisURL, id)
		if !strings.Contains(held, "/basic/") {
			t.Fatalf("the crawl's keys hold no URL: the test does not look where the frontier writes")
		}
		if strings.Contains(held, testsite.BasicPassword) {
			t.Errorf("Redis holds the seed's password")
		}
	})
}

// redisText is everything the keys of a crawl hold in Redis, as text.
func redisText(t *testing.T, rawURL, prefix string) string {
	t.Helper()
	opt, err := goredis.ParseURL(rawURL)
	if err != nil {
		t.Fatal(err)
	}
	rdb := goredis.NewClient(opt)
	defer rdb.Close()
	ctx := context.Background()
	keys, err := rdb.Keys(ctx, prefix+"*").Result()
	if err != nil {
		t.Fatal(err)
	}
	var b strings.Builder
	for _, k := range keys {
		kind, err := rdb.Type(ctx, k).Result()
		if err != nil {
			t.Fatal(err)
		}
		var v any
		switch kind {
		case "string":
			v, err = rdb.Get(ctx, k).Result()
		case "hash":
			v, err = rdb.HGetAll(ctx, k).Result()
		case "set":
			v, err = rdb.SMembers(ctx, k).Result()
		case "zset":
			v, err = rdb.ZRangeWithScores(ctx, k, 0, -1).Result()
		case "list":
			v, err = rdb.LRange(ctx, k, 0, -1).Result()
		case "stream":
			v, err = rdb.XRange(ctx, k, "-", "+").Result()
		default:
			t.Fatalf("key %s of type %s", k, kind)
		}
		if err != nil {
			t.Fatal(err)
		}
		fmt.Fprintf(&b, "%s %v\n", k, v)
	}
	return b.String()
}

// TestCredentialsStayOnHTTPS: credentials given for an https site are not
// sent when a page of it leads to plain http on the same host (here a
// redirect to another port of 127.0.0.1, as http://host/ is to
// https://host/), on either path; a seed that is http:// itself gets
// them.
func TestCredentialsStayOnHTTPS(t *testing.T) {
	needChrome(t)
	var mu sync.Mutex
	seen := map[string]string{} // path: Authorization
	plain := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		mu.Lock()
		seen[r.URL.Path] = r.Header.Get("Authorization")
		mu.Unlock()
		fmt.Fprint(w, "<!doctype html><title>plain</title><p>PLAIN-PAGE")
	}))
	defer plain.Close()
	secure := httptest.NewTLSServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		mu.Lock()
		seen["secure"+r.URL.Path] = r.Header.Get("Authorization")
		mu.Unlock()
		http.Redirect(w, r, plain.URL+"/landing-"+strings.TrimPrefix(r.URL.Path, "/"), http.StatusFound)
	}))
	defer secure.Close()
	const auth = "Bearer tok-98765"
	for _, mode := range []string{"http", "browser"} {
		// One run each: the http seed opens its host:port to the
		// credentials for the whole run.
		for _, seed := range []string{secure.URL + "/" + mode, plain.URL + "/seed-" + mode} {
			code, stdout, stderr := runCLI(t, "", "--browser-url", browserURL, "--mode", mode, "--quiet", "--ignore-robots", "--insecure",
				"--auth", "127.0.0.1=bearer:tok-98765", seed)
			if code != exitOK {
				t.Fatalf("%s: exit %d: %s", mode, code, stderr)
			}
			for _, r := range records(t, stdout) {
				if !r.OK() || r.Text != "PLAIN-PAGE" {
					t.Errorf("%s: %s: %q %s", mode, r.URL, r.Text, r.Error)
				}
			}
		}
		mu.Lock()
		if got := seen["secure/"+mode]; got != auth {
			t.Errorf("%s: the https seed got Authorization %q, want %q", mode, got, auth)
		}
		if got, ok := seen["/landing-"+mode]; !ok || got != "" {
			t.Errorf("%s: the http page it redirected to got Authorization %q (asked: %v), want none", mode, got, ok)
		}
		if got := seen["/seed-"+mode]; got != auth {
			t.Errorf("%s: an http seed got Authorization %q, want %q", mode, got, auth)
		}
		mu.Unlock()
	}
}

// TestArchivesMaskSecretsInBodies: a token given with --auth and a
// session id loaded from a --cookies file, posted by a page's script and
// echoed in responses, are masked in the WARC's records, the WACZ's CDXJ
// index (whose key holds a POST's body) and the HAR's bodies; warcio and
// har-validator still accept the files.
func TestArchivesMaskSecretsInBodies(t *testing.T) {
	needChrome(t)
	archivetest.Modules(t)
	const token, sid = "tok-ARCH-5150", "sid-0123456789xyz"
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		switch r.URL.Path {
		case "/api":
			body, _ := io.ReadAll(r.Body)
			fmt.Fprintf(w, "echo %s", body)
		default:
			w.Header().Set("Content-Type", "text/html")
			fmt.Fprintf(w, `<!doctype html><title>app</title><p>token %s, session %s</p><script>
fetch('/api', {method: 'POST', headers: {'Content-Type': 'application/x-www-form-urlencoded'},
  body: 'token=%s&sid=%s'}).then(r => r.text()).then(t => { document.body.append(t) })
</script>`, token, sid, token, sid)
		}
	}))
	defer srv.Close()
	u, _ := url.Parse(srv.URL)
	dir := t.TempDir()
	jar := filepath.Join(dir, "cookies.txt")
	if err := os.WriteFile(jar, []byte("# Netscape HTTP Cookie File\n"+u.Hostname()+"\tFALSE\t/\tFALSE\t0\tsid\t"+sid+"\n"), 0o600); err != nil {
		t.Fatal(err)
	}
	warc, wacz, har := filepath.Join(dir, "a.warc.gz"), filepath.Join(dir, "a.wacz"), filepath.Join(dir, "har")
	code, stdout, stderr := runCLI(t, "", "--browser-url", browserURL, "--mode", "browser", "--quiet", "--ignore-robots",
		"--auth", u.Hostname()+"=bearer:"+token, "--cookies", jar,
		"--warc", warc, "--wacz", wacz, "--har", har, "--har-bodies", srv.URL+"/")
	if code != exitOK {
		t.Fatalf("exit %d: %s", code, stderr)
	}
	recs := records(t, stdout)
	if len(recs) != 1 || !strings.Contains(recs[0].Text, "echo token=") {
		t.Fatalf("records %+v: want the page with its call's answer", recs)
	}
	var hars []string
	filepath.WalkDir(har, func(p string, d fs.DirEntry, err error) error {
		if err == nil && strings.HasSuffix(p, ".har") {
			hars = append(hars, p)
		}
		return nil
	})
	harText := ""
	for _, p := range hars {
		b, _ := os.ReadFile(p)
		harText += string(b)
	}
	c := readWACZFile(t, wacz)
	var cdxj []byte
	zr, err := zip.OpenReader(wacz)
	if err != nil {
		t.Fatal(err)
	}
	for _, f := range zr.File {
		if strings.HasPrefix(f.Name, "indexes/") {
			rc, _ := f.Open()
			b, _ := io.ReadAll(rc)
			rc.Close()
			cdxj = append(cdxj, b...)
		}
	}
	zr.Close()
	for name, text := range map[string]string{"WARC": string(c.warc), "CDXJ": string(cdxj), "HAR": harText} {
		for _, secret := range []string{token, sid} {
			if strings.Contains(text, secret) {
				t.Errorf("the %s holds %s", name, secret)
			}
		}
		if !strings.Contains(text, "token="+crawl.Mask) && !strings.Contains(text, "token=%2a%2a%2a") {
			t.Errorf("the %s holds no masked token: the test does not look where the POST is", name)
		}
	}
	if s := archivetest.CheckWARC(t, warc); len(s.Problems) > 0 {
		t.Errorf("warcio: %+v", s)
	}
	if n := archivetest.CheckHAR(t, hars...); n < 2 {
		t.Errorf("%d HAR entries, want the page and its call", n)
	}
}
