//go:build !linux && !darwin && !windows

package main

import "errors"

// diskFree is not known on this platform: the guard watches nothing.
func diskFree(string) (uint64, error) {
	return 0, errors.New("free disk space is not known on this platform")
}
