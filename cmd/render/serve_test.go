package main

import (
	"bytes"
	"encoding/json"
	"errors"
	"flag"
	"io"
	"net/http"
	"net/url"
	"os"
	"os/exec"
	"regexp"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/rendercrawl/render/internal/testkit/testsite"
)

const serveDoc = "../../docs/serve.md"

// TestServeDocIsTheHelp holds the help block of docs/serve.md to render
// serve --help (regenerate with -update-flags-doc).
func TestServeDocIsTheHelp(t *testing.T) {
	fs := newServeFlagSet(&serveOptions{})
	fs.Lookup("no-sandbox").DefValue = "false" // as a user who is not root sees it
	var help strings.Builder
	serveUsage(fs, &help)
	doc, err := os.ReadFile(serveDoc)
	if err != nil {
		t.Fatal(err)
	}
	m := regexp.MustCompile("(?s)```text\n(.*?)```").FindSubmatchIndex(doc)
	if m == nil {
		t.Fatalf("%s has no ```text block for the help", serveDoc)
	}
	if string(doc[m[2]:m[3]]) == help.String() {
		return
	}
	if *updateFlagsDoc {
		out := append(append(bytes.Clone(doc[:m[2]]), help.String()...), doc[m[3]:]...)
		if err := os.WriteFile(serveDoc, out, 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	t.Errorf("%s is not what render serve --help prints; run go test ./cmd/render/ -run ServeDoc -update-flags-doc", serveDoc)
}

func TestEveryServeFlagIsInTheHelp(t *testing.T) {
	grouped := map[string]bool{}
	for _, g := range serveFlagGroups {
		for _, n := range g.names {
			grouped[n] = true
		}
	}
	newServeFlagSet(&serveOptions{}).VisitAll(func(f *flag.Flag) {
		if !grouped[f.Name] {
			t.Errorf("--%s is in no group of render serve --help", f.Name)
		}
		delete(grouped, f.Name)
	})
	for n := range grouped {
		t.Errorf("render serve --help groups --%s, which does not exist", n)
	}
}

func TestServeUsageErrors(t *testing.T) {
	tokenFile := t.TempDir() + "/token"
	os.WriteFile(tokenFile, []byte("\n"), 0o600)
	for _, args := range [][]string{
		{"serve", "http://x.test/"},
		{"serve", "--timeout", "10ms"},
		{"serve", "--queue", "-1"},
		{"serve", "--allow-private", "10.0.0.0/99"},
		{"serve", "--allow-host", "a/b"},
		{"serve", "--token", "x", "--token-file", tokenFile},
		{"serve", "--token-file", tokenFile},
		{"serve", "--addr", "nope"},
		{"serve", "--tabs", "0"},
		{"serve", "--log-format", "xml"},
		{"serve", "--cache-dir-size", "-1"},
		{"serve", "--answer-size", "-1"},
		{"serve", "--answer-size", "0"},
		{"serve", "--cache-dir", t.TempDir(), "--cache-dir-size", "0"},
	} {
		code, out, errOut := runCLI(t, "", args...)
		if code != exitUsage || out != "" || !strings.Contains(errOut, "render serve --help") {
			t.Errorf("%v: exit %d, stdout %q, stderr %q; want a usage error", args, code, out, errOut)
		}
	}
	if code, out, _ := runCLI(t, "", "serve", "--help"); code != exitOK || !strings.Contains(out, "--allow-private") {
		t.Errorf("serve --help: exit %d", code)
	}
}

// TestServeDrainsOnSIGTERM runs render serve as a process: it answers
// Prerender's form, and on SIGTERM it finishes the render in flight,
// stops listening and exits 0 within --grace.
func TestServeDrainsOnSIGTERM(t *testing.T) {
	needChrome(t)
	_, base := testsite.Serve(t)
	host := strings.TrimPrefix(base, "http://")
	var stderr syncBuffer
	args := []string{"serve", "--addr", "127.0.0.1:0", "--tabs", "2", "--grace", "20s", "--allow-host", host, "--allow-private", host}
	if os.Geteuid() == 0 {
		args = append(args, "--no-sandbox") // as root, said or refused
	}
	cmd := exec.Command(os.Args[0], args...)
	cmd.Env = append(os.Environ(), mainEnv+"=1", "TMPDIR="+t.TempDir())
	cmd.Stderr = &stderr
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	done := make(chan error, 1)
	go func() { done <- cmd.Wait() }()
	t.Cleanup(func() {
		if cmd.ProcessState == nil {
			cmd.Process.Kill()
			<-done
		}
	})
	addr := listening(t, &stderr)

	resp, err := http.Get("http://" + addr + "/" + base + "/serve/app/product/9")
	if err != nil {
		t.Fatal(err)
	}
	body, _ := io.ReadAll(resp.Body)
	resp.Body.Close()
	if resp.StatusCode != http.StatusOK || !bytes.Contains(body, []byte("SHOP-MARKER-9")) {
		t.Fatalf("status %d, body %.300q", resp.StatusCode, body)
	}
	// The image's HEALTHCHECK finds the service healthy.
	if code, out, errOut, _ := runProcess(t, "healthcheck", "--addr", addr); code != exitOK || !strings.HasPrefix(out, "200 OK") {
		t.Errorf("render healthcheck: exit %d, %q %q", code, out, errOut)
	}

	// A page that takes 2s is in flight when SIGTERM comes.
	type result struct {
		status int
		err    error
	}
	slow := make(chan result, 1)
	go func() {
		resp, err := http.Get("http://" + addr + "/render?url=" + url.QueryEscape(base+"/slow?ms=2000"))
		if err != nil {
			slow <- result{err: err}
			return
		}
		io.Copy(io.Discard, resp.Body)
		resp.Body.Close()
		slow <- result{status: resp.StatusCode}
	}()
	time.Sleep(500 * time.Millisecond)
	start := time.Now()
	cmd.Process.Signal(syscall.SIGTERM)
	select {
	case err := <-done:
		if err != nil {
			t.Fatalf("exit: %v\n%s", err, stderr.String())
		}
	case <-time.After(60 * time.Second):
		t.Fatalf("still running 60s after SIGTERM\n%s", stderr.String())
	}
	if r := <-slow; r.err != nil || r.status != http.StatusOK {
		t.Errorf("the render in flight at SIGTERM: status %d, %v; want 200", r.status, r.err)
	}
	t.Logf("drained and exited %v after SIGTERM", time.Since(start).Round(time.Millisecond))
	if _, err := http.Get("http://" + addr + "/healthz"); err == nil {
		t.Error("still answering after exit")
	}
}

// listening waits for the service's "listening" log line and returns its
// address.
func listening(t *testing.T, stderr *syncBuffer) string {
	t.Helper()
	for deadline := time.Now().Add(30 * time.Second); time.Now().Before(deadline); time.Sleep(20 * time.Millisecond) {
		for line := range strings.SplitSeq(stderr.String(), "\n") {
			var l struct{ Msg, Addr string }
			if json.Unmarshal([]byte(line), &l) == nil && l.Msg == "serve: listening" {
				return l.Addr
			}
		}
	}
	t.Fatalf("no listening line\n%s", stderr.String())
	return ""
}

// TestServeAsRootWantsNoSandboxSaid: as root, render serve starts only
// with --no-sandbox given on the command line (a crawl as root turns it
// on by itself); as another user, it needs nothing.
func TestServeAsRootWantsNoSandboxSaid(t *testing.T) {
	for _, tc := range []struct {
		name string
		args []string
		root bool
		ok   bool
	}{
		{"root, not said", nil, true, false},
		{"root, said", []string{"--no-sandbox"}, true, true},
		{"root, said false", []string{"--no-sandbox=false"}, true, false},
		{"user", nil, false, true},
	} {
		t.Run(tc.name, func(t *testing.T) {
			o := &serveOptions{}
			fs := newServeFlagSet(o)
			if err := fs.Parse(tc.args); err != nil {
				t.Fatal(err)
			}
			err := sandboxSaid(fs, o.base.render.NoSandbox, tc.root)
			if (err == nil) != tc.ok || err != nil && !errors.Is(err, errRootSandbox) {
				t.Errorf("err = %v, want ok %v", err, tc.ok)
			}
		})
	}
}
