package main

import (
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"net/url"
	"os"
	"path"
	"regexp"
	"slices"
	"strings"
	"testing"

	"go.yaml.in/yaml/v3"
)

// Without a Docker engine the container files can be neither built nor
// run, so these tests hold them to what render accepts: the Dockerfile's
// ENTRYPOINT is the binary its build stage builds, and every render
// command line in compose.yaml parses with render's own flag parser and
// shares its crawl through the compose file's Redis.

const (
	dockerfilePath = "../../Dockerfile"
	composePath    = "../../compose.yaml"
	goModPath      = "../../go.mod"
)

// composeEnv stands for the variables a user sets before `docker compose
// up`; those with defaults in compose.yaml are left to them.
var composeEnv = map[string]string{"SEED": "https://docs.example.test/"}

// dockerInstr is one Dockerfile instruction: its keyword and the rest of
// its line, continuation lines joined.
type dockerInstr struct {
	cmd, args string
}

// dockerStage is a FROM and the instructions that follow it.
type dockerStage struct {
	image, name string
	instrs      []dockerInstr
}

func readDockerfile(t *testing.T) []dockerStage {
	t.Helper()
	b, err := os.ReadFile(dockerfilePath)
	if err != nil {
		t.Fatal(err)
	}
	var stages []dockerStage
	var line string
	for raw := range strings.Lines(string(b)) {
		raw = strings.TrimSpace(raw)
		if raw == "" || strings.HasPrefix(raw, "#") {
			continue
		}
		if cont, ok := strings.CutSuffix(raw, `\`); ok {
			line += cont + " "
			continue
		}
		line += raw
		cmd, args, _ := strings.Cut(line, " ")
		line = ""
		in := dockerInstr{strings.ToUpper(cmd), strings.TrimSpace(args)}
		if in.cmd == "FROM" {
			f := strings.Fields(in.args)
			for len(f) > 1 && strings.HasPrefix(f[0], "--") { // --platform=...
				f = f[1:]
			}
			st := dockerStage{image: f[0]}
			if len(f) == 3 && strings.EqualFold(f[1], "AS") {
				st.name = f[2]
			}
			stages = append(stages, st)
			continue
		}
		if len(stages) == 0 {
			t.Fatalf("Dockerfile: %s before FROM", in.cmd)
		}
		stages[len(stages)-1].instrs = append(stages[len(stages)-1].instrs, in)
	}
	if len(stages) < 2 {
		t.Fatalf("Dockerfile has %d stages, want a build stage and a runtime stage", len(stages))
	}
	return stages
}

// last is the arguments of the stage's last instruction named cmd.
func (s dockerStage) last(cmd string) (string, bool) {
	for _, in := range slices.Backward(s.instrs) {
		if in.cmd == cmd {
			return in.args, true
		}
	}
	return "", false
}

// execForm decodes an instruction in exec form (a JSON array), the only
// form that runs the binary itself rather than under a shell.
func execForm(t *testing.T, cmd, args string) []string {
	t.Helper()
	var argv []string
	if err := json.Unmarshal([]byte(args), &argv); err != nil || len(argv) == 0 {
		t.Fatalf("Dockerfile %s %s: want the exec form, a JSON array (%v)", cmd, args, err)
	}
	return argv
}

// goBuildOutput finds the stage's `go build -o OUT ./cmd/render`.
func goBuildOutput(st dockerStage) (string, bool) {
	for _, in := range st.instrs {
		f := strings.Fields(in.args)
		i := slices.Index(f, "build")
		if in.cmd != "RUN" || i < 1 || f[i-1] != "go" || !slices.Contains(f[i:], "./cmd/render") {
			continue
		}
		if o := slices.Index(f[i:], "-o"); o > 0 && i+o+1 < len(f) {
			return f[i+o+1], true
		}
	}
	return "", false
}

// dockerEntrypoint checks that the Dockerfile's ENTRYPOINT runs the
// binary its build stage builds, and returns that binary's path in the
// runtime image.
func dockerEntrypoint(t *testing.T, stages []dockerStage) string {
	t.Helper()
	build, run := stages[0], stages[len(stages)-1]
	if want := "golang:" + goMinor(t) + "-bookworm"; build.image != want {
		t.Errorf("build stage FROM %s, want %s (go.mod's Go on Debian bookworm)", build.image, want)
	}
	if run.image != "debian:bookworm-slim" {
		t.Errorf("runtime stage FROM %s, want debian:bookworm-slim", run.image)
	}
	built, ok := goBuildOutput(build)
	if !ok {
		t.Fatalf("build stage %q has no `go build -o FILE ./cmd/render`", build.name)
	}
	bin := ""
	for _, in := range run.instrs {
		f := strings.Fields(in.args)
		if in.cmd == "COPY" && len(f) == 3 && f[0] == "--from="+build.name && f[1] == built {
			bin = f[2]
			if strings.HasSuffix(bin, "/") {
				bin += path.Base(built)
			}
		}
	}
	if bin == "" {
		t.Fatalf("runtime stage does not COPY --from=%s %s", build.name, built)
	}
	ep, ok := run.last("ENTRYPOINT")
	if !ok {
		t.Fatal("runtime stage has no ENTRYPOINT")
	}
	if argv := execForm(t, "ENTRYPOINT", ep); len(argv) != 1 || argv[0] != bin {
		t.Errorf("ENTRYPOINT %v, want [%q], the binary the build stage builds", argv, bin)
	}
	return bin
}

func goMinor(t *testing.T) string {
	t.Helper()
	b, err := os.ReadFile(goModPath)
	if err != nil {
		t.Fatal(err)
	}
	m := regexp.MustCompile(`(?m)^go (\d+\.\d+)`).FindSubmatch(b)
	if m == nil {
		t.Fatal("go.mod has no go directive")
	}
	return string(m[1])
}

func TestDockerfileRunsTheBuiltBinary(t *testing.T) {
	stages := readDockerfile(t)
	dockerEntrypoint(t, stages)
	final := stages[len(stages)-1]
	if c, ok := final.last("CMD"); ok {
		args := execForm(t, "CMD", c)
		if _, err := parseArgs(args); err != nil && !errors.Is(err, flag.ErrHelp) {
			t.Errorf("CMD %v: render rejects it: %v", args, err)
		}
		if hasFlag(args, "no-sandbox") {
			t.Errorf("CMD %v turns Chrome's sandbox off", args)
		}
	}
	user, ok := final.last("USER")
	if name, _, _ := strings.Cut(user, ":"); !ok || name == "root" || name == "0" {
		t.Errorf("runtime stage USER %q: want an unprivileged user, so that Chrome keeps its sandbox", user)
	}
	install := ""
	for _, in := range final.instrs {
		if in.cmd == "RUN" && strings.Contains(in.args, "apt-get install") {
			install = in.args
		}
	}
	for _, pkg := range []string{"chromium-headless-shell", "ca-certificates"} {
		if !slices.Contains(strings.Fields(install), pkg) {
			t.Errorf("runtime stage does not apt-get install %s", pkg)
		}
	}
}

// composeFile is the part of compose.yaml these tests read.
type composeFile struct {
	Services map[string]composeService `yaml:"services"`
	Volumes  map[string]any            `yaml:"volumes"`
}

type composeService struct {
	Image      string   `yaml:"image"`
	Build      any      `yaml:"build"`
	Entrypoint []string `yaml:"entrypoint"`
	Command    []string `yaml:"command"`
	Volumes    []string `yaml:"volumes"`
	DependsOn  any      `yaml:"depends_on"`
}

// dependsOn reports whether the service waits for name; depends_on is a
// list of names or a map from name to condition.
func (s composeService) dependsOn(name string) bool {
	switch d := s.DependsOn.(type) {
	case []any:
		return slices.Contains(d, any(name))
	case map[string]any:
		_, ok := d[name]
		return ok
	}
	return false
}

// composeVar is one of compose's interpolations: $$, ${NAME}, ${NAME:-x},
// ${NAME-x}, ${NAME:?msg}, ${NAME?msg} or $NAME.
var composeVar = regexp.MustCompile(`\$\$|\$\{([A-Za-z_][A-Za-z0-9_]*)(?:(:?[-?])([^}]*))?\}|\$([A-Za-z_][A-Za-z0-9_]*)`)

// interpolate does what compose does to the file's values before
// anything runs, with env as the environment.
func interpolate(s string, env map[string]string) (string, error) {
	var err error
	out := composeVar.ReplaceAllStringFunc(s, func(m string) string {
		sm := composeVar.FindStringSubmatch(m)
		if m == "$$" {
			return "$"
		}
		name, op, arg := sm[1]+sm[4], sm[2], sm[3]
		v, set := env[name]
		switch {
		case op == "" || (set && (v != "" || op[0] != ':')):
			return v
		case strings.HasSuffix(op, "?"):
			err = fmt.Errorf("${%s} is required: %s", name, arg)
		}
		return arg
	})
	if strings.Contains(strings.ReplaceAll(out, "$(", ""), "${") {
		return "", fmt.Errorf("%q: an interpolation this test does not know", s)
	}
	return out, err
}

func readCompose(t *testing.T) composeFile {
	t.Helper()
	b, err := os.ReadFile(composePath)
	if err != nil {
		t.Fatal(err)
	}
	var cf composeFile
	if err := yaml.Unmarshal(b, &cf); err != nil {
		t.Fatalf("compose.yaml: %v", err)
	}
	for name, s := range cf.Services {
		for _, list := range []*[]string{&s.Entrypoint, &s.Command, &s.Volumes} {
			for i, v := range *list {
				if (*list)[i], err = interpolate(v, composeEnv); err != nil {
					t.Fatalf("compose.yaml, service %s: %v", name, err)
				}
			}
		}
		cf.Services[name] = s
	}
	return cf
}

// substitution stands for the output of the command substitution
// $(cmd): "<cmd>".
func substitution(cmd string) string { return "<" + cmd + ">" }

// shellWords splits a one-line sh script into the words sh would run,
// for the few constructs a compose entrypoint needs: words, double
// quotes, "$@" (the positional parameters) and $(...) (see
// substitution). Anything else is refused, so that the script cannot
// outgrow what this test reads.
func shellWords(script string, positional []string) ([]string, error) {
	var raw []string
	var cur strings.Builder
	quoted := false
	for i := 0; i < len(script); i++ {
		c := script[i]
		switch {
		case strings.HasPrefix(script[i:], "$("):
			end := strings.IndexByte(script[i:], ')')
			if end < 0 {
				return nil, fmt.Errorf("sh %q: unclosed $(", script)
			}
			cur.WriteString(script[i : i+end+1])
			i += end
			continue
		case c == '"':
			quoted = !quoted
		case !quoted && (c == ' ' || c == '\t'):
			if cur.Len() > 0 {
				raw = append(raw, cur.String())
				cur.Reset()
			}
			continue
		}
		cur.WriteByte(c)
	}
	if quoted {
		return nil, fmt.Errorf("sh %q: unclosed quote", script)
	}
	if cur.Len() > 0 {
		raw = append(raw, cur.String())
	}
	var words []string
	for _, w := range raw {
		if w == `"$@"` {
			words = append(words, positional...)
			continue
		}
		var b strings.Builder
		for i := 0; i < len(w); i++ {
			switch c := w[i]; {
			case c == '"':
			case strings.HasPrefix(w[i:], "$("):
				end := i + strings.IndexByte(w[i:], ')')
				b.WriteString(substitution(w[i+2 : end]))
				i = end
			case strings.IndexByte("'`\\$;&|<>(){}*?[]~#", c) >= 0:
				return nil, fmt.Errorf("sh %q: %q is beyond what this test reads of sh", script, w)
			default:
				b.WriteByte(c)
			}
		}
		words = append(words, b.String())
	}
	return words, nil
}

// renderArgs returns the arguments render gets in the service's
// container: the entrypoint (the image's, bin, unless the service sets
// one) followed by the command. A shell entrypoint must be
// `sh -c 'exec BIN ...' NAME`, with the command as its "$@".
func renderArgs(s composeService, bin string) ([]string, error) {
	argv := s.Entrypoint
	if len(argv) == 0 {
		argv = []string{bin}
	}
	argv = append(slices.Clone(argv), s.Command...)
	if argv[0] == bin {
		return argv[1:], nil
	}
	if (argv[0] == "/bin/sh" || argv[0] == "sh") && len(argv) >= 4 && argv[1] == "-c" {
		words, err := shellWords(argv[2], argv[4:])
		if err != nil {
			return nil, err
		}
		if len(words) < 2 || words[0] != "exec" || words[1] != bin {
			return nil, fmt.Errorf("entrypoint script %q: want `exec %s ...`, the image's render", argv[2], bin)
		}
		return words[2:], nil
	}
	return nil, fmt.Errorf("entrypoint %q runs neither %s nor a shell that execs it", argv, bin)
}

// runsRender reports whether the service runs this repository's image.
func runsRender(s composeService) bool {
	switch b := s.Build.(type) {
	case string:
		return path.Clean(b) == "."
	case map[string]any:
		return b["context"] == nil || path.Clean(fmt.Sprint(b["context"])) == "."
	}
	return strings.HasPrefix(path.Base(s.Image), "render")
}

// hasFlag reports whether args set the flag name, in any of the forms
// the flag package takes.
func hasFlag(args []string, name string) bool {
	for _, a := range args {
		a = strings.TrimPrefix(strings.TrimPrefix(a, "-"), "-")
		if a == name || strings.HasPrefix(a, name+"=") {
			return true
		}
	}
	return false
}

// volumeAt returns the source of the service's volume that holds dir,
// or "".
func volumeAt(s composeService, dir string) string {
	for _, v := range s.Volumes {
		parts := strings.Split(v, ":")
		if len(parts) < 2 {
			continue
		}
		if rel := strings.TrimPrefix(dir, parts[1]); rel == "" || (rel != dir && strings.HasPrefix(rel, "/")) {
			return parts[0]
		}
	}
	return ""
}

func TestComposeWorkersShareOneCrawl(t *testing.T) {
	bin := dockerEntrypoint(t, readDockerfile(t))
	cf := readCompose(t)
	redis := ""
	for name, s := range cf.Services {
		if strings.HasPrefix(path.Base(s.Image), "redis") {
			redis = name
		}
	}
	if redis == "" {
		t.Fatal("compose.yaml has no Redis service")
	}
	workers := 0
	for name, s := range cf.Services {
		if !runsRender(s) {
			continue
		}
		workers++
		t.Run(name, func(t *testing.T) { checkWorker(t, cf, s, bin, redis) })
	}
	if workers == 0 {
		t.Fatal("compose.yaml runs no render service")
	}
}

// checkWorker holds one render service to what a scaled-out worker needs.
func checkWorker(t *testing.T, cf composeFile, s composeService, bin, redis string) {
	args, err := renderArgs(s, bin)
	if err != nil {
		t.Fatal(err)
	}
	o, err := parseArgs(args)
	if err != nil {
		t.Fatalf("render %s: %v", strings.Join(args, " "), err)
	}
	if u, err := url.Parse(o.frontierURL); err != nil || u.Scheme != "redis" || u.Hostname() != redis || (u.Port() != "" && u.Port() != "6379") {
		t.Errorf("--frontier %q: want redis://%s:6379/DB, the compose file's Redis", o.frontierURL, redis)
	}
	if !s.dependsOn(redis) {
		t.Errorf("does not depend on %s: workers may start before the frontier", redis)
	}
	if !o.crawl.Follow.Links || !hasFlag(args, "crawl-id") {
		t.Errorf("render %s: want --crawl and --crawl-id NAME", strings.Join(args, " "))
	}
	if hasFlag(args, "no-sandbox") {
		t.Error("--no-sandbox: Chrome's sandbox is off")
	}
	if !strings.Contains(o.out, substitution("hostname")) {
		t.Errorf("--out %q names the same file in every replica: want $(hostname) in it", o.out)
	}
	switch vol := volumeAt(s, path.Dir(o.out)); {
	case vol == "":
		t.Errorf("--out %q is on no volume: the records go with the container", o.out)
	case !strings.HasPrefix(vol, ".") && !strings.HasPrefix(vol, "/"):
		if _, ok := cf.Volumes[vol]; !ok {
			t.Errorf("volume %q is not declared under volumes:", vol)
		}
	}
}

func TestComposeShellWords(t *testing.T) {
	for _, tc := range []struct {
		name, script string
		want         []string
		ok           bool
	}{
		{"args", `exec /bin/x "$@" --out "/d/$(hostname).jsonl"`, []string{"exec", "/bin/x", "a b", "c", "--out", "/d/<hostname>.jsonl"}, true},
		{"spaces in a substitution", `exec x "$(date -u +%Y)"`, []string{"exec", "x", "<date -u +%Y>"}, true},
		{"a variable", `exec x "$HOME"`, nil, false},
		{"two commands", `cd /d; exec x`, nil, false},
		{"single quotes", `exec x 'y'`, nil, false},
		{"unclosed quote", `exec x "y`, nil, false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			got, err := shellWords(tc.script, []string{"a b", "c"})
			if (err == nil) != tc.ok || !slices.Equal(got, tc.want) {
				t.Errorf("shellWords(%q) = %q, %v; want %q, ok=%v", tc.script, got, err, tc.want, tc.ok)
			}
		})
	}
}

func TestComposeInterpolation(t *testing.T) {
	env := map[string]string{"SET": "v", "EMPTY": ""}
	for _, tc := range []struct {
		in, want string
		ok       bool
	}{
		{"a$$b", "a$b", true},
		{"${SET}-$SET", "v-v", true},
		{"${EMPTY:-d}|${EMPTY-d}|${UNSET-d}", "d||d", true},
		{"${SET:?msg}", "v", true},
		{"${UNSET:?msg}", "", false},
		{"${EMPTY:?msg}", "", false},
		{"${SET:+alt}", "", false},
	} {
		got, err := interpolate(tc.in, env)
		if (err == nil) != tc.ok || (tc.ok && got != tc.want) {
			t.Errorf("interpolate(%q) = %q, %v; want %q, ok=%v", tc.in, got, err, tc.want, tc.ok)
		}
	}
}
