package main

import (
	"bufio"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"os"
	"os/exec"
	"strings"

	"github.com/rendercrawl/render/internal/realweb"
)

// record is the part of a render record the tables use.
type record struct {
	URL       string `json:"url"`
	Mode      string `json:"mode"`
	Reason    string `json:"reason"`
	Text      string `json:"text"`
	ElapsedMS int64  `json:"elapsed_ms"`
	Note      string `json:"note"`
	Error     string `json:"error"`
}

func (b *bench) appTables(ctx context.Context, w io.Writer, apps []realweb.App, runs int) error {
	fmt.Fprintln(w, "| app | run | marker in text | elapsed | note |")
	fmt.Fprintln(w, "| --- | ---: | --- | ---: | --- |")
	for _, a := range apps {
		for i := 1; i <= runs; i++ {
			rec, err := b.renderOne(ctx, a.Name, a.URL)
			if err != nil {
				return err
			}
			fmt.Fprintf(w, "| %s | %d | %s | %dms | %s |\n", a.Name, i, yesNo(strings.Contains(rec.Text, a.Marker)), rec.ElapsedMS, noteOf(rec))
		}
	}
	fmt.Fprintln(w)
	fmt.Fprintln(w, "| app (auto mode) | mode | reason | marker in text | elapsed | note |")
	fmt.Fprintln(w, "| --- | --- | --- | --- | ---: | --- |")
	for _, a := range apps {
		rec, err := b.renderOne(ctx, a.Name, a.URL, "--mode", "auto")
		if err != nil {
			return err
		}
		fmt.Fprintf(w, "| %s | %s | %s | %s | %dms | %s |\n", a.Name, rec.Mode, rec.Reason, yesNo(strings.Contains(rec.Text, a.Marker)), rec.ElapsedMS, noteOf(rec))
	}
	fmt.Fprintln(w)
	fmt.Fprintln(w, "| route (--keep-fragment) | marker in text | elapsed | note |")
	fmt.Fprintln(w, "| --- | --- | ---: | --- |")
	for _, a := range apps {
		for _, r := range a.Routes {
			rec, err := b.renderOne(ctx, a.Name, r.URL, "--keep-fragment")
			if err != nil {
				return err
			}
			frag := r.URL[strings.Index(r.URL, "#"):]
			fmt.Fprintf(w, "| %s %s | %s | %dms | %s |\n", a.Name, frag, yesNo(strings.Contains(rec.Text, r.Marker)), rec.ElapsedMS, noteOf(rec))
		}
	}
	return nil
}

// renderOne renders u with render --mode browser (unless extra names
// another mode) and returns its record.
func (b *bench) renderOne(ctx context.Context, name, u string, extra ...string) (record, error) {
	out := b.out(name + ".jsonl")
	args := append([]string{"--mode", "browser", "--quiet", "--out", out}, extra...)
	cmd := exec.CommandContext(ctx, b.render, append(args, u)...)
	cmd.Stderr = b.log
	if err := cmd.Run(); err != nil && cmd.ProcessState.ExitCode() < 0 {
		return record{}, fmt.Errorf("%s: %w", u, err)
	}
	recs, err := readRecords(out)
	if err != nil {
		return record{}, err
	}
	if len(recs) != 1 {
		return record{}, fmt.Errorf("%s: %d records, want 1", u, len(recs))
	}
	return recs[0], nil
}

func readRecords(path string) ([]record, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	var recs []record
	sc := bufio.NewScanner(f)
	sc.Buffer(make([]byte, 1<<20), 64<<20)
	for sc.Scan() {
		var r record
		if err := json.Unmarshal(sc.Bytes(), &r); err != nil {
			return nil, fmt.Errorf("%s: %w", path, err)
		}
		recs = append(recs, r)
	}
	return recs, sc.Err()
}

func noteOf(r record) string {
	s := r.Note
	if r.Error != "" {
		s = strings.TrimSpace(s + " error: " + r.Error)
	}
	if s == "" {
		return "–"
	}
	return strings.ReplaceAll(s, "|", `\|`)
}

func yesNo(b bool) string {
	if b {
		return "yes"
	}
	return "**no**"
}
