package output

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"syscall"
)

// WriteFileAtomic writes data to path through a temporary file in the same
// directory and a rename, so a reader (or a crawl killed half way) sees
// the old file or the new one, never a torn one. The temporary name
// starts with a dot, which no name from sink.PagePath does, so it can never
// clash with a real file. Files are not synced one by one: a snapshot
// costs a rename, not a disk flush, and losing the last few to a power
// cut loses pages, not consistency.
func WriteFileAtomic(path string, data []byte) (err error) {
	dir := filepath.Dir(path)
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return err
	}
	f, err := os.CreateTemp(dir, ".tmp-*")
	if err != nil {
		return err
	}
	defer func() {
		if err != nil {
			_ = os.Remove(f.Name())
		}
	}()
	_, err = f.Write(data)
	if cerr := f.Close(); err == nil {
		err = cerr
	}
	if err != nil {
		return err
	}
	// CreateTemp makes the file 0600; a snapshot or report is for reading
	// by a web server, a CI job or another user.
	if err := os.Chmod(f.Name(), 0o644); err != nil {
		return err
	}
	return os.Rename(f.Name(), path)
}

// CloseFile syncs f to disk and closes it, the way a sink ends its
// output: the first error, wrapped with what, or nil.
func CloseFile(f *os.File, what string) error {
	err := SyncFile(f)
	if cerr := f.Close(); err == nil {
		err = cerr
	}
	if err != nil {
		return fmt.Errorf("%s: %w", what, err)
	}
	return nil
}

// SyncFile flushes f to disk, ignoring files that cannot be synced (a
// pipe, /dev/stdout), for which there is nothing to flush.
func SyncFile(f *os.File) error {
	if err := f.Sync(); err != nil && !errors.Is(err, syscall.EINVAL) && !errors.Is(err, syscall.ENOTSUP) {
		return err
	}
	return nil
}

// OpenFile opens name for writing, creating it if missing: at its end
// when appending (a resumed crawl extends what the run it resumes wrote),
// emptied otherwise (a fresh run replaces it).
func OpenFile(name string, appending bool) (*os.File, error) {
	flags := os.O_WRONLY | os.O_CREATE | os.O_TRUNC
	if appending {
		flags = os.O_WRONLY | os.O_CREATE | os.O_APPEND
	}
	return os.OpenFile(name, flags, 0o644)
}
