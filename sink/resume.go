package sink

import (
	"bufio"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"iter"
	"os"

	"github.com/rendercrawl/render/sink/internal/output"
)

// JSONLResume is the JSON Lines output of a crawl that stopped, open for
// the crawl that resumes it to append its records.
type JSONLResume struct {
	file  *os.File
	name  string
	whole int64 // bytes of complete lines
}

// ResumeJSONL opens the JSON Lines file name, creating it if missing, for
// a resumed crawl to append to it. A torn last line (the process was
// killed mid-write: a line without its newline) is dropped, so that the
// next record starts a line of its own; the file is positioned at its
// end. URLs then yields the URLs the file holds records of.
func ResumeJSONL(name string) (*JSONLResume, error) {
	file, err := os.OpenFile(name, os.O_RDWR|os.O_CREATE, 0o644)
	if err != nil {
		return nil, fmt.Errorf("sink: resume: %w", err)
	}
	if fi, err := file.Stat(); err == nil && !fi.Mode().IsRegular() {
		// A device or a pipe (/dev/null, a FIFO) holds no records to
		// resume from, and cannot be cut.
		return &JSONLResume{file: file, name: name}, nil
	}
	whole, err := output.WholeLines(file)
	if err == nil {
		err = file.Truncate(whole)
	}
	if err == nil {
		_, err = file.Seek(whole, io.SeekStart)
	}
	if err != nil {
		file.Close()
		return nil, fmt.Errorf("sink: resume %s: %w", name, err)
	}
	return &JSONLResume{file: file, name: name, whole: whole}, nil
}

// File returns the file, positioned at its end, for a sink to write to.
// Closing it is the caller's.
func (r *JSONLResume) File() *os.File { return r.file }

// URLs yields the URLs of the records the file held when it was opened,
// in batches of up to n (at least 1), in file order; then an error if one stopped the
// reading. A line that is not a JSON object with a "url" is skipped. It
// does not move the file's position, so the file stays positioned for
// appending. failed, when not nil, is given each record that failed
// checks, with its URL and FailedChecks only, as the same reading meets
// it: a crawl that resumes judges its run by them too (a failure its
// earlier part found still fails it).
func (r *JSONLResume) URLs(n int, failed func(*Record)) iter.Seq2[[]string, error] {
	n = max(n, 1)
	return func(yield func([]string, error) bool) {
		batch := make([]string, 0, n)
		for rec, err := range decodeLines[struct {
			URL          string         `json:"url"` // Record.URL
			FailedChecks []CheckFailure `json:"failed_checks"`
		}](r) {
			if err != nil {
				yield(nil, err)
				return
			}
			if rec.URL == "" {
				continue
			}
			if failed != nil && len(rec.FailedChecks) > 0 {
				failed(&Record{URL: rec.URL, FailedChecks: rec.FailedChecks})
			}
			if batch = append(batch, rec.URL); len(batch) == n {
				if !yield(batch, nil) {
					return
				}
				batch = batch[:0]
			}
		}
		if len(batch) > 0 {
			yield(batch, nil)
		}
	}
}

// Records yields the records the file held when it was opened, in file
// order; then an error if one stopped the reading. A line that is not a
// JSON record with a "url" is skipped. Like URLs, it does not move the
// file's position. A crawl that also keeps its records elsewhere (a
// database) replays from here those that did not reach it.
func (r *JSONLResume) Records() iter.Seq2[*Record, error] {
	return func(yield func(*Record, error) bool) {
		for rec, err := range decodeLines[Record](r) {
			if err != nil || rec.URL != "" {
				if !yield(rec, err) || err != nil {
					return
				}
			}
		}
	}
}

// decodeLines yields each whole line of the file as it was opened,
// decoded into a new T, skipping the lines that are not JSON objects;
// then an error if one stopped the reading. It reads through its own
// section of the file, so the file's position does not move.
func decodeLines[T any](r *JSONLResume) iter.Seq2[*T, error] {
	return func(yield func(*T, error) bool) {
		lines := bufio.NewReaderSize(io.NewSectionReader(r.file, 0, r.whole), 1<<20)
		for {
			line, err := lines.ReadBytes('\n')
			if errors.Is(err, io.EOF) {
				return // whole lines only: nothing after the last newline
			}
			if err != nil {
				yield(nil, fmt.Errorf("sink: resume %s: read: %w", r.name, err))
				return
			}
			v := new(T)
			if json.Unmarshal(line, v) != nil {
				continue
			}
			if !yield(v, nil) {
				return
			}
		}
	}
}
