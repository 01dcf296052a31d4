//go:build unix && !linux

package procguard

import (
	"os/exec"
	"syscall"
)

// Own starts cmd in a process group of its own, so that a Ctrl-C in the
// terminal reaches only this program and KillGroup reaches every child of
// cmd. There is no Pdeathsig outside Linux: the guard does that job.
func Own(cmd *exec.Cmd) {
	if cmd.SysProcAttr == nil {
		cmd.SysProcAttr = new(syscall.SysProcAttr)
	}
	cmd.SysProcAttr.Setpgid = true
}
