//go:build linux

package render

import (
	"os"
	"os/exec"
	"strconv"
	"strings"
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

// groupMemory sums the proportional set size (PSS) of the processes in the
// process group pgid, from /proc/PID/smaps_rollup.
func groupMemory(pgid int) int64 {
	entries, err := os.ReadDir("/proc")
	if err != nil {
		return 0
	}
	var total int64
	for _, e := range entries {
		pid, err := strconv.Atoi(e.Name())
		if err != nil {
			continue
		}
		if g, err := syscall.Getpgid(pid); err != nil || g != pgid {
			continue
		}
		total += pss(pid)
	}
	return total
}

func pss(pid int) int64 {
	b, err := os.ReadFile("/proc/" + strconv.Itoa(pid) + "/smaps_rollup")
	if err != nil {
		return 0
	}
	for line := range strings.SplitSeq(string(b), "\n") {
		if rest, ok := strings.CutPrefix(line, "Pss:"); ok {
			kb, _ := strconv.ParseInt(strings.TrimSpace(strings.TrimSuffix(strings.TrimSpace(rest), "kB")), 10, 64)
			return kb << 10
		}
	}
	return 0
}
