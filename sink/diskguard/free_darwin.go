//go:build darwin

package diskguard

import "golang.org/x/sys/unix"

// Free is the space free to an unprivileged user on dir's file
// system, and the file system's size.
func Free(dir string) (free, total uint64, err error) {
	var st unix.Statfs_t
	if err := unix.Statfs(dir, &st); err != nil {
		return 0, 0, err
	}
	return st.Bavail * uint64(st.Bsize), st.Blocks * uint64(st.Bsize), nil
}
