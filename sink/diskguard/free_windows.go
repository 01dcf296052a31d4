//go:build windows

package diskguard

import "golang.org/x/sys/windows"

// Free is the space free to this user on dir's volume, and the
// volume's size.
func Free(dir string) (free, total uint64, err error) {
	p, err := windows.UTF16PtrFromString(dir)
	if err != nil {
		return 0, 0, err
	}
	if err := windows.GetDiskFreeSpaceEx(p, &free, &total, nil); err != nil {
		return 0, 0, err
	}
	return free, total, nil
}
