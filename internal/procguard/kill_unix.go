//go:build unix

package procguard

import "syscall"

// KillGroup kills, with SIGKILL, the process group led by pid (a command
// started with Own).
func KillGroup(pid int) error {
	if pid <= 0 {
		return nil
	}
	return syscall.Kill(-pid, syscall.SIGKILL)
}
