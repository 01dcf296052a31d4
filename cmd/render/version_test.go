package main

import (
	"net/http"
	"net/http/httptest"
	"os"
	"regexp"
	"strings"
	"sync"
	"testing"
)

// A stamped version is what render version prints and what the HTTP path
// sends as its User-Agent.
func TestStampedVersion(t *testing.T) {
	defer func(v string) { version = v }(version)
	version = "v1.2.3-4-gabcdef0"
	var mu sync.Mutex
	var agents []string
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		mu.Lock()
		agents = append(agents, r.UserAgent())
		mu.Unlock()
		w.Header().Set("Content-Type", "text/html")
		w.Write([]byte("<!doctype html><title>t</title><p>text"))
	}))
	defer srv.Close()

	code, out, _ := runCLI(t, "", "version")
	if code != exitOK || !strings.HasPrefix(out, "render v1.2.3-4-gabcdef0 ") {
		t.Errorf("render version: exit %d, %q", code, out)
	}
	code, _, errOut := runCLI(t, "", "--mode", "http", "--quiet", srv.URL+"/")
	if code != exitOK {
		t.Fatalf("exit %d: %s", code, errOut)
	}
	mu.Lock()
	defer mu.Unlock()
	want := "render/1.2.3-4-gabcdef0 (+https://github.com/rendercrawl/render)"
	if len(agents) == 0 {
		t.Fatal("no request")
	}
	for _, ua := range agents {
		if ua != want {
			t.Errorf("User-Agent %q, want %q", ua, want)
		}
	}
}

// Every build of a release binary stamps the version: scripts/build.sh
// (and so scripts/demo.sh) from git describe, the Dockerfile from its
// VERSION argument.
func TestBuildsStampTheVersion(t *testing.T) {
	stamp := regexp.MustCompile(`go build [^\n]*-ldflags[ =]["'][^"']*-X main\.version=\$\{?\w+`)
	for _, f := range []string{"../../scripts/build.sh", dockerfilePath} {
		b, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		if !stamp.Match(b) {
			t.Errorf("%s builds render without -X main.version", f)
		}
	}
	demo, err := os.ReadFile("../../scripts/demo.sh")
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(string(demo), "scripts/build.sh") {
		t.Error("scripts/demo.sh does not build with scripts/build.sh")
	}
}
