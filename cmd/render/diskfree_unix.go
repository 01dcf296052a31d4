//go:build linux || darwin

package main

import "golang.org/x/sys/unix"

// diskFree is the space free to an unprivileged user on dir's file
// system.
func diskFree(dir string) (uint64, error) {
	var st unix.Statfs_t
	if err := unix.Statfs(dir, &st); err != nil {
		return 0, err
	}
	return uint64(st.Bavail) * uint64(st.Bsize), nil
}
