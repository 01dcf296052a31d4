package output

import (
	"bufio"
	"bytes"
	"encoding/json"
	"errors"
	"io"
	"io/fs"
	"os"
	"path/filepath"
)

// OpenIndex opens the index file name of a directory output dir (one
// JSON object per line, the file it lists in "file", relative to dir,
// with forward slashes). Appending, it is opened at its end. Otherwise
// the files it lists are removed first (the output's own files: nothing
// else of the directory is touched) and it is emptied, so that the
// directory holds what the new run writes.
func OpenIndex(dir, name string, appending bool) (*os.File, error) {
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return nil, err
	}
	path := filepath.Join(dir, name)
	if !appending {
		if err := removeListed(dir, path); err != nil {
			return nil, err
		}
	}
	if !appending {
		return OpenFile(path, false)
	}
	return OpenLines(path)
}

// OpenLines opens the JSON Lines file name at its end, creating it if
// missing. A torn last line (the process was killed mid-write) is
// dropped, so that the next line starts a line of its own.
func OpenLines(name string) (*os.File, error) {
	f, err := os.OpenFile(name, os.O_RDWR|os.O_CREATE, 0o644)
	if err != nil {
		return nil, err
	}
	whole, err := WholeLines(f)
	if err == nil {
		err = f.Truncate(whole)
	}
	if err == nil {
		_, err = f.Seek(whole, io.SeekStart)
	}
	if err != nil {
		f.Close()
		return nil, err
	}
	return f, nil
}

// tailChunk is how much of a file's end is read at a time, looking for
// its last newline.
const tailChunk = 64 << 10

// WholeLines returns the length of f up to its last newline included.
func WholeLines(f *os.File) (int64, error) {
	fi, err := f.Stat()
	if err != nil {
		return 0, err
	}
	buf := make([]byte, tailChunk)
	for end := fi.Size(); end > 0; {
		start := max(end-tailChunk, 0)
		chunk := buf[:end-start]
		if _, err := f.ReadAt(chunk, start); err != nil {
			return 0, err
		}
		if i := bytes.LastIndexByte(chunk, '\n'); i >= 0 {
			return start + int64(i) + 1, nil
		}
		end = start
	}
	return 0, nil
}

// removeListed removes the files the index at path lists. A line that is
// not JSON, or a name that would leave dir, is skipped.
func removeListed(dir, path string) error {
	f, err := os.Open(path)
	if errors.Is(err, fs.ErrNotExist) {
		return nil
	}
	if err != nil {
		return err
	}
	defer f.Close()
	lines := bufio.NewScanner(f)
	lines.Buffer(make([]byte, 64<<10), 16<<20)
	for lines.Scan() {
		var e struct {
			File string `json:"file"`
		}
		if json.Unmarshal(lines.Bytes(), &e) != nil || e.File == "" {
			continue
		}
		rel := filepath.FromSlash(e.File)
		if !filepath.IsLocal(rel) {
			continue
		}
		if err := os.Remove(filepath.Join(dir, rel)); err != nil && !errors.Is(err, fs.ErrNotExist) {
			return err
		}
	}
	return lines.Err()
}
