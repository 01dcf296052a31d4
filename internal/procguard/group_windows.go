//go:build windows

package procguard

import (
	"context"
	"os/exec"
	"strconv"
	"syscall"
	"time"
)

// Own starts cmd in a process group of its own, so that a Ctrl-C in the
// console reaches only this program. Windows has neither Pdeathsig nor a
// guard: a program killed outright leaves cmd running.
func Own(cmd *exec.Cmd) {
	if cmd.SysProcAttr == nil {
		cmd.SysProcAttr = new(syscall.SysProcAttr)
	}
	cmd.SysProcAttr.CreationFlags |= syscall.CREATE_NEW_PROCESS_GROUP
}

// killTimeout bounds taskkill, so that a stuck one cannot hang a close.
const killTimeout = 5 * time.Second

// KillGroup kills the process pid and every process it started (the
// process tree), with taskkill /T /F.
func KillGroup(pid int) error {
	if pid <= 0 {
		return nil
	}
	ctx, cancel := context.WithTimeout(context.Background(), killTimeout)
	defer cancel()
	return exec.CommandContext(ctx, "taskkill", "/T", "/F", "/PID", strconv.Itoa(pid)).Run()
}
