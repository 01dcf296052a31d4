package cookies

import (
	"errors"
	"net/http"
	"net/url"
	"path/filepath"
	"testing"
	"time"
)

func mustURL(s string) *url.URL {
	u, err := url.Parse(s)
	if err != nil {
		panic(err)
	}
	return u
}

func names(cs []*http.Cookie) map[string]string {
	m := map[string]string{}
	for _, c := range cs {
		m[c.Name] = c.Value
	}
	return m
}

func TestJarListsWhatItSends(t *testing.T) {
	j := New()
	j.SetCookies(mustURL("http://www.example.com/app/login"), []*http.Cookie{
		{Name: "host", Value: "1"},                                  // host-only, default path /app
		{Name: "dom", Value: "2", Domain: "example.com", Path: "/"}, // the domain and its subdomains
		{Name: "psl", Value: "3", Domain: "com", Path: "/"},         // a public suffix: refused
		{Name: "old", Value: "4", MaxAge: 60},
	})
	all, v := j.All()
	if v != 3 || len(all) != 3 {
		t.Fatalf("version %d, %d cookies: %v; want 3 and 3", v, len(all), all)
	}
	byName := map[string]*http.Cookie{}
	for _, c := range all {
		byName[c.Name] = c
	}
	if c := byName["host"]; c == nil || c.Domain != "www.example.com" || c.Path != "/app" {
		t.Errorf("host-only cookie listed as %+v", c)
	}
	if c := byName["dom"]; c == nil || c.Domain != ".example.com" {
		t.Errorf("domain cookie listed as %+v", c)
	}
	if c := byName["old"]; c == nil || c.Expires.Before(time.Now().Add(50*time.Second)) {
		t.Errorf("Max-Age cookie listed as %+v", c)
	}
	if got := names(j.Cookies(mustURL("http://api.example.com/"))); got["dom"] != "2" || got["host"] != "" {
		t.Errorf("a subdomain gets %v; want dom only", got)
	}
	if got := names(j.Cookies(mustURL("http://evil.com/"))); len(got) != 0 {
		t.Errorf("another domain gets %v", got)
	}
	j.SetCookies(mustURL("http://www.example.com/"), []*http.Cookie{{Name: "dom", Domain: "example.com", Path: "/", MaxAge: -1}})
	if all, _ := j.All(); len(all) != 2 {
		t.Errorf("after a removal, %d cookies listed; want 2", len(all))
	}
}

// TestJarMerge: a browser's new and changed cookies are taken, the ones it
// removed are gone, and the ones the jar got after the browser's copy stay.
func TestJarMerge(t *testing.T) {
	j := New()
	refused := j.Add(&http.Cookie{Name: "a", Value: "1", Domain: "site.test", Path: "/"},
		&http.Cookie{Name: "b", Value: "1", Domain: "site.test", Path: "/"})
	if len(refused) != 0 {
		t.Fatalf("refused %v", refused)
	}
	_, seen := j.All() // the browser copies the jar
	j.SetCookies(mustURL("http://site.test/"), []*http.Cookie{{Name: "late", Value: "1"}})
	// The page changed a, removed b and set c.
	j.Merge([]*http.Cookie{
		{Name: "a", Value: "2", Domain: "site.test", Path: "/"},
		{Name: "c", Value: "3", Domain: ".site.test", Path: "/"},
	}, seen)
	got := names(j.Cookies(mustURL("http://www.site.test/")))
	if len(got) != 1 || got["c"] != "3" {
		t.Errorf("a subdomain gets %v; want c=3", got)
	}
	got = names(j.Cookies(mustURL("http://site.test/")))
	want := map[string]string{"a": "2", "c": "3", "late": "1"}
	if len(got) != len(want) || got["a"] != "2" || got["c"] != "3" || got["late"] != "1" {
		t.Errorf("the host gets %v; want %v", got, want)
	}
	if j.Version() != seen+1 {
		t.Errorf("version %d; the browser's changes should not count (want %d)", j.Version(), seen+1)
	}
}

func TestParse(t *testing.T) {
	netscape := "# Netscape HTTP Cookie File\n.example.com\tTRUE\t/\tFALSE\t0\tsid\tabc\n#HttpOnly_www.example.com\tFALSE\t/a\tTRUE\t4102444800\ttok\txyz\n"
	st, err := Parse([]byte(netscape))
	if err != nil || len(st.Cookies) != 2 {
		t.Fatalf("netscape: %v, %+v", err, st)
	}
	cs := st.HTTPCookies()
	if cs[0].Domain != ".example.com" || !cs[0].Expires.IsZero() || !cs[1].HttpOnly || !cs[1].Secure || cs[1].Domain != "www.example.com" {
		t.Errorf("netscape cookies read as %+v %+v", cs[0], cs[1])
	}
	state := `{"cookies":[{"name":"sid","value":"v","domain":"site.test","path":"/","expires":-1,"httpOnly":true,"secure":false,"sameSite":"Lax"}],"origins":[{"origin":"http://site.test","localStorage":[{"name":"k","value":"v"}]}]}`
	if st, err := Parse([]byte(state)); err != nil || len(st.Cookies) != 1 || len(st.Origins) != 1 {
		t.Errorf("storage state: %v %+v", err, st)
	}
	if st, err := Parse([]byte(`[{"name":"a","value":"b","domain":".x.test","path":"/","expires":-1}]`)); err != nil || len(st.Cookies) != 1 {
		t.Errorf("cookie list: %v %+v", err, st)
	}
	for name, bad := range map[string]string{
		"empty":       "  ",
		"short line":  "example.com\tTRUE\t/\n",
		"bad flag":    "example.com\tYES\t/\tFALSE\t0\ta\tb\n",
		"broken json": `{"cookies": [`,
		"no domain":   `[{"name":"a","value":"b"}]`,
	} {
		if _, err := Parse([]byte(bad)); !errors.Is(err, ErrFormat) {
			t.Errorf("%s: %v; want ErrFormat", name, err)
		}
	}
}

func TestStateRoundTrip(t *testing.T) {
	j := New()
	exp := time.Now().Add(time.Hour).Truncate(time.Second)
	j.Add(&http.Cookie{Name: "a", Value: "1", Domain: ".site.test", Path: "/", Expires: exp, HttpOnly: true})
	all, _ := j.All()
	name := filepath.Join(t.TempDir(), "state.json")
	if err := StateOf(all, nil).WriteFile(name); err != nil {
		t.Fatal(err)
	}
	st, err := ReadFile(name)
	if err != nil {
		t.Fatal(err)
	}
	back := st.HTTPCookies()
	if len(back) != 1 || back[0].Domain != ".site.test" || !back[0].Expires.Equal(exp) || !back[0].HttpOnly {
		t.Errorf("read back %+v", back)
	}
}
