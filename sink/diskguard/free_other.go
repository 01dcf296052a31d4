//go:build !linux && !darwin && !windows

package diskguard

import "errors"

// Free is not known on this platform: the guard watches nothing.
func Free(string) (free, total uint64, err error) {
	return 0, 0, errors.New("free disk space is not known on this platform")
}
