package main

import (
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

// setupScript is the README's first step, run by scripts/demo.sh.
const setupScript = "../../scripts/setup.sh"

// setupMachine is a machine scripts/setup.sh runs on: a PATH of the
// commands it may call, each a fake that logs how it was called, so that
// what the script would install is seen without installing it.
type setupMachine struct {
	t   *testing.T
	bin string // the only directory on PATH
	log string // where the fakes log their arguments
	env []string
}

func newSetupMachine(t *testing.T) *setupMachine {
	t.Helper()
	m := &setupMachine{t: t, bin: t.TempDir(), log: filepath.Join(t.TempDir(), "calls")}
	for _, real := range []string{"bash", "grep"} {
		p, err := exec.LookPath(real)
		if err != nil {
			t.Fatal(err)
		}
		if err := os.Symlink(p, filepath.Join(m.bin, real)); err != nil {
			t.Fatal(err)
		}
	}
	m.fake("apt-get", "")
	m.env = []string{"PATH=" + m.bin, "SETUP_GO_DIR=" + filepath.Join(m.bin, "no-go-here"), "HOME=" + t.TempDir()}
	return m
}

// fake adds a command that logs its name and arguments, then runs body.
func (m *setupMachine) fake(name, body string) {
	m.t.Helper()
	script := "#!" + filepath.Join(m.bin, "bash") + "\necho \"" + name + " $*\" >> '" + m.log + "'\n" + body + "\n"
	if err := os.WriteFile(filepath.Join(m.bin, name), []byte(script), 0o755); err != nil {
		m.t.Fatal(err)
	}
}

// run runs the script and returns its exit status, its stderr and the
// commands it called.
func (m *setupMachine) run(args ...string) (int, string, string) {
	m.t.Helper()
	cmd := exec.Command(filepath.Join(m.bin, "bash"), append([]string{setupScript}, args...)...)
	cmd.Env = m.env
	var errOut strings.Builder
	cmd.Stderr = &errOut
	cmd.Run()
	calls, _ := os.ReadFile(m.log)
	return cmd.ProcessState.ExitCode(), errOut.String(), string(calls)
}

func TestSetupScript(t *testing.T) {
	const goOK = `[ "$1" = env ] && echo go1.26.0`
	const debian = `echo "  Candidate: 1.0-1"`
	for _, tc := range []struct {
		name     string
		fakes    map[string]string
		env      []string
		exit     int
		stderr   []string
		calls    []string // substrings of the calls made
		notCalls []string
	}{
		{"no Go: says where to get it, installs nothing", nil, nil, 1,
			[]string{"no go command", "https://go.dev/dl/"}, nil, []string{"apt-get"}},
		{"Go too old", map[string]string{"go": `echo go1.19.2`}, nil, 1,
			[]string{"go1.19.2 is too old"}, nil, []string{"apt-get"}},
		{"as root: the headless shell, nothing else", map[string]string{"go": goOK, "id": "echo 0", "apt-cache": debian}, nil, 0,
			nil, []string{"apt-get install -y -qq chromium-headless-shell\n"}, []string{"sudo"}},
		{"not root: through sudo", map[string]string{"go": goOK, "id": "echo 1000", "apt-cache": debian, "sudo": `"$@"`}, nil, 0,
			nil, []string{"sudo apt-get install -y -qq chromium-headless-shell\n"}, nil},
		{"not root, no sudo: says what to run as root", map[string]string{"go": goOK, "id": "echo 1000"}, nil, 1,
			[]string{"needs root", "apt-get install -y chromium-headless-shell"}, nil, []string{"apt-get"}},
		{"no such package (Ubuntu): --chrome or CHROME_PATH", map[string]string{"go": goOK, "id": "echo 0", "apt-cache": `echo "  Candidate: (none)"`}, nil, 1,
			[]string{"no chromium-headless-shell", "Ubuntu", "CHROME_PATH"}, nil, []string{"apt-get install"}},
		{"a Chrome of one's own", map[string]string{"go": goOK, "id": "echo 0", "my-chrome": ""}, []string{"CHROME_PATH=my-chrome"}, 0,
			nil, nil, []string{"apt-get"}},
		// (The fake apt-get fails the install, which ends the script
		// before it fetches the corpus.)
		{"--test: the full browser and the servers too", map[string]string{"go": goOK, "id": "echo 0", "apt-cache": debian,
			"apt-get": `[ "$1" != install ]`}, nil, 1,
			nil, []string{"chromium-headless-shell chromium redis-server libxml2-utils postgresql npm"}, nil},
	} {
		t.Run(tc.name, func(t *testing.T) {
			m := newSetupMachine(t)
			for name, body := range tc.fakes {
				m.fake(name, body)
			}
			for _, e := range tc.env {
				if strings.HasPrefix(e, "CHROME_PATH=") {
					e = "CHROME_PATH=" + filepath.Join(m.bin, strings.TrimPrefix(e, "CHROME_PATH="))
				}
				m.env = append(m.env, e)
			}
			code, stderr, calls := m.run(map[bool][]string{true: {"--test"}}[strings.HasPrefix(tc.name, "--test")]...)
			if tc.exit >= 0 && code != tc.exit {
				t.Errorf("exit %d, want %d; stderr:\n%s", code, tc.exit, stderr)
			}
			for _, w := range tc.stderr {
				if !strings.Contains(stderr, w) {
					t.Errorf("stderr does not say %q:\n%s", w, stderr)
				}
			}
			for _, w := range tc.calls {
				if !strings.Contains(calls, w) {
					t.Errorf("no call %q among:\n%s", w, calls)
				}
			}
			for _, w := range tc.notCalls {
				if strings.Contains(calls, w) {
					t.Errorf("a call %q among:\n%s", w, calls)
				}
			}
		})
	}
}
