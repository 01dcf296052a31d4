//go:build unix && !linux

package render

import (
	"os/exec"
	"syscall"
)

// setProcAttr starts Chrome in a process group of its own. Outside Linux
// there is no Pdeathsig: the guard process does that job.
func setProcAttr(cmd *exec.Cmd) {
	if cmd.SysProcAttr == nil {
		cmd.SysProcAttr = new(syscall.SysProcAttr)
	}
	cmd.SysProcAttr.Setpgid = true
}

func setGuardAttr(cmd *exec.Cmd) {
	cmd.SysProcAttr = &syscall.SysProcAttr{Setpgid: true}
}

func killGroup(pid int) {
	if pid > 0 {
		_ = syscall.Kill(-pid, syscall.SIGKILL)
	}
}

// groupMemory is not measured outside Linux.
func groupMemory(int, int64) int64 { return 0 }
