package main

import (
	"os"
	"os/exec"
	"regexp"
	"strings"
	"testing"
)

// The runtime image has fonts for CJK text in screenshots, and a
// HEALTHCHECK that runs the image's own binary's healthcheck; and no
// file of the repository advises a seccomp profile that is not in it.
func TestImageFontsHealthcheckAndNoMissingProfile(t *testing.T) {
	stages := readDockerfile(t)
	bin := dockerEntrypoint(t, stages)
	run := stages[len(stages)-1]
	installs := ""
	for _, in := range run.instrs {
		if in.cmd == "RUN" && strings.Contains(in.args, "apt-get install") {
			installs += in.args
		}
	}
	if !regexp.MustCompile(`\bfonts-(noto-cjk|wqy-\w+|ipafont\S*)\b`).MatchString(installs) {
		t.Errorf("the runtime stage installs no CJK font: %s", installs)
	}
	hc, ok := run.last("HEALTHCHECK")
	if !ok {
		t.Fatal("the runtime stage has no HEALTHCHECK")
	}
	_, cmd, ok := strings.Cut(hc, "CMD ")
	if !ok {
		t.Fatalf("HEALTHCHECK %s has no CMD", hc)
	}
	if argv := execForm(t, "HEALTHCHECK CMD", cmd); len(argv) < 2 || argv[0] != bin || argv[1] != "healthcheck" {
		t.Errorf("HEALTHCHECK CMD %v, want [%q healthcheck ...]", argv, bin)
	}

	files, err := exec.Command("git", "-C", "../..", "ls-files").Output()
	if err != nil {
		t.Skipf("git ls-files: %v", err) // a tree without git (an export) has no history to check
	}
	shipped := map[string]bool{}
	for f := range strings.Lines(string(files)) {
		shipped[strings.TrimSpace(f)] = true
	}
	profile := regexp.MustCompile(`seccomp=\.?/?([\w.-]+\.json)`)
	for _, f := range []string{dockerfilePath, composePath, "../../README.md", "../../docs/crawling.md"} {
		b, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		for _, m := range profile.FindAllStringSubmatch(string(b), -1) {
			if !shipped[m[1]] {
				t.Errorf("%s advises seccomp=%s, which the repository does not hold", f, m[1])
			}
		}
	}
}
