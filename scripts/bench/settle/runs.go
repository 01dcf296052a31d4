package main

import (
	"bufio"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"syscall"
	"time"
)

// record is what the harness reads of a render record.
type record struct {
	URL       string `json:"url"`
	Text      string `json:"text"`
	Settled   string `json:"settled"`
	Note      string `json:"note"`
	ElapsedMS int64  `json:"elapsed_ms"`
	Attempts  int    `json:"attempts"`
	Error     string `json:"error"`
	ErrorKind string `json:"error_kind"`
}

// runner runs the render binary.
type runner struct {
	bin     string
	tabs    int
	extra   []string
	dir     string        // where the URL lists and outputs go
	timeout time.Duration // bound of one render run
	stderr  io.Writer
}

// errRun is a render run that did not give its records.
var errRun = errors.New("render run failed")

// run renders urls in one render process, with the page timeout given
// (0: render's default), and returns the records by URL.
func (r *runner) run(ctx context.Context, tag string, urls []string, pageTimeout time.Duration) (map[string]record, error) {
	list := filepath.Join(r.dir, tag+".urls")
	out := filepath.Join(r.dir, tag+".jsonl")
	if err := os.WriteFile(list, []byte(strings.Join(urls, "\n")+"\n"), 0o644); err != nil {
		return nil, err
	}
	args := []string{"--mode", "browser", "--retries", "0", "--quiet", "--log-level", "warn",
		"--tabs", fmt.Sprint(r.tabs), "--urls", list, "--out", out}
	if pageTimeout > 0 {
		args = append(args, "--timeout", pageTimeout.String())
	}
	args = append(args, r.extra...)
	ctx, cancel := context.WithTimeout(ctx, r.timeout)
	defer cancel()
	cmd := exec.CommandContext(ctx, r.bin, args...)
	// render stops its Chrome on SIGTERM; a run past its bound gets one.
	cmd.Cancel = func() error { return cmd.Process.Signal(syscall.SIGTERM) }
	cmd.WaitDelay = 30 * time.Second
	cmd.Stdout, cmd.Stderr = r.stderr, r.stderr
	runErr := cmd.Run()
	recs, err := readRecords(out)
	if err != nil {
		return nil, fmt.Errorf("%w: %s: %v (run: %v)", errRun, tag, err, runErr)
	}
	if ctx.Err() != nil {
		return recs, fmt.Errorf("%w: %s: not done within %v", errRun, tag, r.timeout)
	}
	// Exit status 3 (no page succeeded) still leaves records to count.
	return recs, nil
}

// readRecords reads a JSON Lines output, keyed by the record's URL.
func readRecords(path string) (map[string]record, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	recs := make(map[string]record)
	sc := bufio.NewScanner(f)
	sc.Buffer(make([]byte, 1<<20), 64<<20)
	for sc.Scan() {
		var rec record
		if err := json.Unmarshal(sc.Bytes(), &rec); err != nil {
			return nil, fmt.Errorf("%s: %w", path, err)
		}
		recs[rec.URL] = rec
	}
	return recs, sc.Err()
}
