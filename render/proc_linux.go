//go:build linux

package render

import (
	"os/exec"
	"syscall"
)

// setProcAttr starts Chrome in a process group of its own, so that a Ctrl-C
// in the terminal reaches only us (we finish in-flight pages first) and so
// that killGroup reaches every Chrome child, and asks the kernel to kill
// Chrome if we die. chromedp starts the process from a goroutine locked to
// its thread, as Pdeathsig requires.
func setProcAttr(cmd *exec.Cmd) {
	if cmd.SysProcAttr == nil {
		cmd.SysProcAttr = new(syscall.SysProcAttr)
	}
	cmd.SysProcAttr.Setpgid = true
	cmd.SysProcAttr.Pdeathsig = syscall.SIGKILL
}

// setGuardAttr keeps the guard out of the terminal's process group, so that
// Ctrl-C does not stop it before it has done its work.
func setGuardAttr(cmd *exec.Cmd) {
	cmd.SysProcAttr = &syscall.SysProcAttr{Setpgid: true}
}

// killGroup kills the process group led by pid.
func killGroup(pid int) {
	if pid > 0 {
		_ = syscall.Kill(-pid, syscall.SIGKILL)
	}
}
