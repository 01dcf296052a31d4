package main

import (
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/rendercrawl/render/internal/testkit/testsite"
)

func writeConfig(t *testing.T, yaml string) string {
	t.Helper()
	p := filepath.Join(t.TempDir(), "crawl.yaml")
	if err := os.WriteFile(p, []byte(yaml), 0o644); err != nil {
		t.Fatal(err)
	}
	return p
}

// A --config file's keys are flags; the command line wins over them.
func TestConfigFile(t *testing.T) {
	cfg := writeConfig(t, `
crawl: true
depth: 3
include: ["/docs/", "/blog/"]
timeout: 20s
rate: 0.5
mode: http
`)
	o, err := parseArgs([]string{"--config", cfg, "--depth", "5", "https://example.org/"})
	if err != nil {
		t.Fatal(err)
	}
	f := o.crawl.Follow
	if !f.Links || f.MaxDepth != 5 || len(f.Include) != 2 || o.render.Timeout != 20*time.Second || o.crawl.Pace.Rate != 0.5 {
		t.Errorf("crawl %v depth %d (want the command line's 5) include %v timeout %v rate %v",
			f.Links, f.MaxDepth, f.Include, o.render.Timeout, o.crawl.Pace.Rate)
	}
	for _, tc := range []struct{ name, yaml, want string }{
		{"unknown key", "depht: 3\n", `"depht" is not a flag`},
		{"duration without a unit", "timeout: 30\n", "unit"},
		{"a map", "include: {a: b}\n", "include"},
		{"not YAML", "crawl: [\n", "--config"},
	} {
		_, err := parseArgs([]string{"--config", writeConfig(t, tc.yaml), "https://example.org/"})
		if err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%s: %v, want an error saying %q", tc.name, err, tc.want)
		}
	}
	if _, err := parseArgs([]string{"--config", writeConfig(t, "nope: 1\n"), "https://example.org/"}); !errors.Is(err, errConfig) {
		t.Errorf("an unknown key: %v, want errConfig", err)
	}
}

// Through the binary: a run set up by its --config file, and a usage
// error for a bad one.
func TestBinaryConfig(t *testing.T) {
	_, base := testsite.Serve(t)
	cfg := writeConfig(t, "mode: http\nquiet: true\nretries: 0\n")
	code, out, errOut, _ := runProcess(t, "--config", cfg, base+"/static.html")
	if code != exitOK || errOut != "" || len(records(t, out)) != 1 || records(t, out)[0].Mode != "http" {
		t.Errorf("exit %d, stderr %q, stdout %q", code, errOut, out)
	}
	code, _, errOut, _ = runProcess(t, "--config", writeConfig(t, "depth: 2\n"), base+"/static.html")
	if code != exitUsage || !strings.Contains(errOut, "--depth has no effect without --crawl") {
		t.Errorf("a config's flag without effect: exit %d, %q", code, errOut)
	}
}
