//go:build linux

package procguard

import (
	"os/exec"
	"syscall"
)

// Own starts cmd in a process group of its own, so that a Ctrl-C in the
// terminal reaches only this program (which may finish its work first) and
// KillGroup reaches every child of cmd, and asks the kernel to kill cmd
// when the OS thread that started it ends (Pdeathsig). A goroutine that
// starts cmd must therefore stay locked to its thread until cmd exits, as
// chromedp's allocator does; the guard covers what Pdeathsig misses.
func Own(cmd *exec.Cmd) {
	if cmd.SysProcAttr == nil {
		cmd.SysProcAttr = new(syscall.SysProcAttr)
	}
	cmd.SysProcAttr.Setpgid = true
	cmd.SysProcAttr.Pdeathsig = syscall.SIGKILL
}
