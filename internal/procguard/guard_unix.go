//go:build unix

package procguard

import (
	"fmt"
	"os"
	"os/exec"
	"strconv"
	"syscall"
)

// guardScript waits for its stdin to reach EOF: nothing is ever written to
// it, so that happens when the last writer, this program, is gone. It then
// kills the process group "$1" twice (a child may fork while the group
// dies) and removes the directory "$2", if one is named. It ignores the
// signals a terminal sends, so that a Ctrl-C does not stop it before it has
// done its work. (dash's kill takes no "--": "kill -KILL -- -PGID" fails
// there, and kills nothing.)
const guardScript = `trap '' INT TERM HUP
while read -r _; do :; done
kill -KILL -"$1" 2>/dev/null
sleep 0.2
kill -KILL -"$1" 2>/dev/null
[ -n "$2" ] && rm -rf -- "$2"
exit 0`

// Start starts a guard for the process group led by pid (a command started
// with Own) and, if dir is not empty, for the directory dir: when this
// program ends without calling Stop, however it ends, the guard kills the
// group and removes dir. Pdeathsig alone misses the children of a process
// started through a wrapper script, and cannot remove files.
func Start(pid int, dir string) (*Guard, error) {
	if pid <= 0 {
		return nil, fmt.Errorf("procguard: no process to guard (pid %d)", pid)
	}
	r, w, err := os.Pipe()
	if err != nil {
		return nil, fmt.Errorf("procguard: %w", err)
	}
	cmd := exec.Command("/bin/sh", "-c", guardScript, "procguard", strconv.Itoa(pid), dir)
	cmd.Stdin = r
	// Out of the terminal's process group, so that a Ctrl-C there does not
	// reach it.
	cmd.SysProcAttr = &syscall.SysProcAttr{Setpgid: true}
	err = cmd.Start()
	r.Close() // the guard has its own copy
	if err != nil {
		w.Close()
		return nil, fmt.Errorf("procguard: start guard: %w", err)
	}
	g := &Guard{cmd: cmd, stdin: w, done: make(chan struct{})}
	go g.reap()
	return g, nil
}
