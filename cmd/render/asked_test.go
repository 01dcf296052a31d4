package main

import (
	"errors"
	"flag"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/rendercrawl/render/internal/testkit/testsite"
)

// What the command cannot do as asked is a usage error, through the
// binary as a user runs it: exit 2, nothing on stdout, and stderr names
// the flag to change (and, for a duration, the unit it wants).
func TestBinaryRefusesWhatItCannotDo(t *testing.T) {
	for _, tc := range []struct {
		name string
		args []string
		want []string // in stderr
	}{
		{"duration without a unit", []string{"--timeout", "5"}, []string{"--timeout", "unit", "5s"}},
		{"duration misspelt", []string{"--grace", "5 sec"}, []string{"--grace", "30s"}},
		{"short timeout blames --timeout", []string{"--timeout", "1ms"}, []string{"--timeout (1ms) must be longer"}},
		{"--depth without --crawl", []string{"--depth", "2"}, []string{"--depth", "--crawl"}},
		{"--include without --crawl", []string{"--include", "x"}, []string{"--include", "--crawl"}},
		{"--scope without --crawl", []string{"--scope", "domain"}, []string{"--scope", "--crawl"}},
		{"--eval over HTTP", []string{"--mode", "http", "--eval", "x.js"}, []string{"--eval", "--mode http"}},
		{"--wait over HTTP", []string{"--mode", "http", "--wait", "selector=#app"}, []string{"--wait", "--mode http"}},
		{"--scroll over HTTP", []string{"--mode", "http", "--scroll"}, []string{"--scroll", "--mode http"}},
		{"--har-bodies without --har", []string{"--har-bodies"}, []string{"--har-bodies", "--har"}},
		{"--full-page without --screenshot", []string{"--full-page"}, []string{"--full-page", "--screenshot"}},
		{"--requests and --no-requests", []string{"--requests", "--no-requests"}, []string{"--requests and --no-requests"}},
		{"--rollover-size without --warc", []string{"--rollover-size", "1GB"}, []string{"--rollover-size", "--warc"}},
		{"--lease without --frontier", []string{"--lease", "1m"}, []string{"--lease", "--frontier"}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			code, out, errOut, _ := runProcess(t, append(tc.args, "http://127.0.0.1:1/")...)
			if code != exitUsage {
				t.Errorf("exit %d, want %d; stderr:\n%s", code, exitUsage, errOut)
			}
			if out != "" {
				t.Errorf("stdout = %q, want nothing", out)
			}
			for _, w := range tc.want {
				if !strings.Contains(errOut, w) {
					t.Errorf("stderr = %q, want it to say %q", errOut, w)
				}
			}
		})
	}
}

// A flag that sets up Chrome in --mode http is a warning of one line, and
// the run goes on: one command line serves every mode.
func TestBinaryWarnsOfChromeFlagsOverHTTP(t *testing.T) {
	_, base := testsite.Serve(t)
	code, out, errOut, _ := runProcess(t, "--mode", "http", "--quiet", "--browser-url", "ws://127.0.0.1:1/", "--tabs", "2", base+"/static.html")
	if code != exitOK || len(records(t, out)) != 1 {
		t.Fatalf("exit %d, stdout %q, stderr %q", code, out, errOut)
	}
	for _, name := range []string{"--browser-url", "--tabs"} {
		if !strings.Contains(errOut, "warning: "+name+" has no effect with --mode http") {
			t.Errorf("stderr = %q, want a warning of %s", errOut, name)
		}
	}
}

// A flag the run has a use for is no error: --timeout shorter than the
// quiet window's default in --mode http, where no page waits for quiet.
func TestShortTimeoutOverHTTP(t *testing.T) {
	o, err := parseArgs([]string{"--mode", "http", "--timeout", "100ms", "http://127.0.0.1:1/"})
	if err != nil {
		t.Fatal(err)
	}
	if o.fetch.Timeout != o.render.Timeout || o.render.QuietWindow >= o.render.Timeout {
		t.Errorf("timeout %v, quiet window %v", o.render.Timeout, o.render.QuietWindow)
	}
}

// A host without a scheme is rendered over https:// (http:// on
// loopback), and stderr says so; a file is not taken for a host.
func TestBareHosts(t *testing.T) {
	for _, tc := range []struct{ in, want string }{
		{"example.org", "https://example.org/"},
		{"example.org/docs?x=1", "https://example.org/docs?x=1"},
		{"sub.example.co.uk:8443", "https://sub.example.co.uk:8443/"},
		{"localhost:8080/app", "http://localhost:8080/app"},
		{"127.0.0.1:3000", "http://127.0.0.1:3000/"},
		{"[::1]:3000", "http://[::1]:3000/"},
		{"https://example.org", "https://example.org"},
		{"mailto:a@example.org", "mailto:a@example.org"},
		{"example", "example"},
		{"example.org:http", "example.org:http"},
	} {
		urls := []string{tc.in}
		notes, err := bareHosts(urls)
		if err != nil {
			t.Fatalf("%s: %v", tc.in, err)
		}
		if urls[0] != tc.want {
			t.Errorf("%s became %s, want %s", tc.in, urls[0], tc.want)
		}
		if changed := tc.in != tc.want; changed != (len(notes) == 1) {
			t.Errorf("%s: notes %q", tc.in, notes)
		}
	}
	file := filepath.Join(t.TempDir(), "urls.txt")
	os.WriteFile(file, []byte("https://example.org/\n"), 0o644)
	if _, err := bareHosts([]string{file}); !errors.Is(err, errNotURL) {
		t.Errorf("a file given as a URL: %v, want errNotURL", err)
	}
}

func TestBinaryRendersABareHost(t *testing.T) {
	_, base := testsite.Serve(t)
	bare := strings.TrimPrefix(base, "http://") + "/static.html"
	code, out, errOut, _ := runProcess(t, "--mode", "http", "--quiet", bare)
	if code != exitOK {
		t.Fatalf("exit %d; stderr:\n%s", code, errOut)
	}
	recs := records(t, out)
	if len(recs) != 1 || recs[0].URL != base+"/static.html" || recs[0].Status != 200 {
		t.Fatalf("records %+v, want one of %s/static.html with status 200", recs, base)
	}
	if !strings.Contains(errOut, "rendering "+base+"/static.html") {
		t.Errorf("stderr = %q, want a note of the URL rendered", errOut)
	}
}

// `render help` is --help, and every help fits in helpWidthPlain
// columns when it does not go to a terminal.
func TestBinaryHelp(t *testing.T) {
	for _, tc := range []struct {
		args  []string
		first string
	}{
		{[]string{"help"}, "render renders"},
		{[]string{"--help"}, "render renders"},
		{[]string{"help", "serve"}, "render serve renders"},
		{[]string{"serve", "--help"}, "render serve renders"},
		{[]string{"help", "export"}, "render export turns"},
	} {
		t.Run(strings.Join(tc.args, " "), func(t *testing.T) {
			code, out, errOut, _ := runProcess(t, tc.args...)
			if code != exitOK || !strings.HasPrefix(out, tc.first) {
				t.Fatalf("exit %d, stdout %.60q, stderr %q", code, out, errOut)
			}
			for i, line := range strings.Split(out, "\n") {
				if len(line) > helpWidthPlain {
					t.Errorf("line %d has %d characters: %s", i+1, len(line), line)
				}
			}
		})
	}
}

// render serve --help and render export --help speak only of flags that
// they take, and every flag is in a group.
func TestSubcommandHelpNamesItsOwnFlags(t *testing.T) {
	for _, tc := range []struct {
		name  string
		fs    *flag.FlagSet
		usage func(*flag.FlagSet, *strings.Builder)
	}{
		{"serve", newServeFlagSet(&serveOptions{}), func(fs *flag.FlagSet, b *strings.Builder) { serveUsage(fs, b) }},
		{"export", newExportFlagSet(&exportOptions{}), func(fs *flag.FlagSet, b *strings.Builder) { exportUsage(fs, b) }},
	} {
		t.Run(tc.name, func(t *testing.T) {
			var help strings.Builder
			tc.usage(tc.fs, &help)
			for _, m := range regexp.MustCompile(`--([a-z][a-z-]*)`).FindAllStringSubmatch(help.String(), -1) {
				if tc.fs.Lookup(m[1]) == nil {
					t.Errorf("the help speaks of --%s, which render %s does not take", m[1], tc.name)
				}
			}
			tc.fs.VisitAll(func(f *flag.Flag) {
				if !strings.Contains(help.String(), "  --"+f.Name+" ") {
					t.Errorf("--%s is not in the help", f.Name)
				}
			})
		})
	}
}
