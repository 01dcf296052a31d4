//go:build unix

package sqlite

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
	"syscall"

	"github.com/rendercrawl/render/sink/sqldb"
)

// lockFile opens path (creating it) and takes an exclusive flock on it,
// without waiting: another writer holds it, ErrLocked. The lock goes with
// the file's close, or the process's death however it dies.
func lockFile(path string) (*os.File, error) {
	f, err := os.OpenFile(path, os.O_RDWR|os.O_CREATE, 0o644)
	if err != nil {
		if errors.Is(err, fs.ErrPermission) || errors.Is(err, syscall.EROFS) {
			return nil, fmt.Errorf("%w: %s: %w", sqldb.ErrReadOnly, path, err)
		}
		return nil, fmt.Errorf("sqlite: lock: %w", err)
	}
	if err := syscall.Flock(int(f.Fd()), syscall.LOCK_EX|syscall.LOCK_NB); err != nil {
		f.Close()
		if errors.Is(err, syscall.EWOULDBLOCK) {
			return nil, fmt.Errorf("%w: %s is held", sqldb.ErrLocked, path)
		}
		return nil, fmt.Errorf("sqlite: lock %s: %w", path, err)
	}
	return f, nil
}
