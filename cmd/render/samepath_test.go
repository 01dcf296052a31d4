package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestTwoOutputsOnOnePathAreAUsageError: two outputs that name one path
// (however spelled: relative or absolute, with ./ or .., through a
// symbolic link, a sqlite: URL) exit 2 naming both flags, before
// anything is written; the file already there is left as it was.
func TestTwoOutputsOnOnePathAreAUsageError(t *testing.T) {
	dir := t.TempDir()
	t.Chdir(dir)
	const kept = "kept\n"
	if err := os.WriteFile("x", []byte(kept), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := os.Mkdir("d", 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.Symlink("x", "link"); err != nil {
		t.Fatal(err)
	}
	abs := filepath.Join(dir, "x")
	for _, tc := range []struct {
		name string
		args []string
		a, b string // the flags the error names
	}{
		{"out and warc", []string{"--out", "x", "--warc", "x"}, "--out", "--warc"},
		{"out and stats", []string{"--out", "x", "--stats", "x"}, "--out", "--stats"},
		{"out and junit", []string{"--out", "x", "--junit", "x"}, "--out", "--junit"},
		{"wacz and save-session", []string{"--wacz", "x", "--save-session", "./x"}, "--wacz", "--save-session"},
		{"absolute and relative", []string{"--out", abs, "--stats", "d/../x"}, "--out", "--stats"},
		{"through a link", []string{"--out", "link", "--warc", "x"}, "--out", "--warc"},
		{"sqlite db", []string{"--db", "sqlite:x", "--junit", "x"}, "--db", "--junit"},
		{"html and har dirs", []string{"--html-dir", "d", "--har", "d/"}, "--html-dir", "--har"},
		{"state and screenshots", []string{"--state", "d", "--screenshot", "d"}, "--state", "--screenshot"},
		{"urls read and written", []string{"--urls", "x", "--out", "x"}, "--urls", "--out"},
		{"a new file", []string{"--warc", "new.warc.gz", "--wacz", "new.warc.gz"}, "--warc", "--wacz"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			args := append(tc.args, "http://127.0.0.1:1/")
			code, out, errOut := runCLI(t, "", args...)
			if code != exitUsage || out != "" {
				t.Errorf("exit %d, stdout %q; want %d and nothing", code, out, exitUsage)
			}
			if !strings.Contains(errOut, tc.a) || !strings.Contains(errOut, tc.b) {
				t.Errorf("stderr %q: want it to name %s and %s", errOut, tc.a, tc.b)
			}
			if b, err := os.ReadFile("x"); err != nil || string(b) != kept {
				t.Errorf("x is now %q, %v; want it untouched", b, err)
			}
			if _, err := os.Stat("new.warc.gz"); !os.IsNotExist(err) {
				t.Errorf("new.warc.gz: %v; want it not created", err)
			}
		})
	}
}

// TestOutputsOnTheirOwnPathsAreAccepted: outputs on distinct paths, any
// number of them on a device (/dev/null), stdout for the records, and a
// session read from and saved to one file are not a conflict.
func TestOutputsOnTheirOwnPathsAreAccepted(t *testing.T) {
	dir := t.TempDir()
	cookies := filepath.Join(dir, "session.json")
	if err := os.WriteFile(cookies, []byte(`{"cookies":[],"origins":[]}`), 0o644); err != nil {
		t.Fatal(err)
	}
	for _, args := range [][]string{
		{"--out", filepath.Join(dir, "a"), "--warc", filepath.Join(dir, "b"), "--stats", filepath.Join(dir, "c"), "--html-dir", filepath.Join(dir, "h"), "--har", filepath.Join(dir, "har")},
		{"--out", os.DevNull, "--stats", os.DevNull, "--junit", os.DevNull},
		{"--out", "-", "--stats", filepath.Join(dir, "-")},
		{"--cookies", cookies, "--save-session", cookies},
		{"--urls", "-", "--out", "-"},
	} {
		if _, err := parseArgs(append(args, "http://127.0.0.1:1/")); err != nil {
			t.Errorf("render %s: %v", strings.Join(args, " "), err)
		}
	}
}
