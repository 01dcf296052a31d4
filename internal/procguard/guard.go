package procguard

import (
	"errors"
	"os/exec"
	"time"
)

// ErrGuardStuck is returned by Stop when the guard did not exit in time.
var ErrGuardStuck = errors.New("procguard: guard did not exit")

// stopTimeout bounds Stop.
const stopTimeout = 2 * time.Second

// Guard is a running guard process; see Start. A nil *Guard is valid and
// guards nothing.
type Guard struct {
	cmd   *exec.Cmd
	stdin interface{ Close() error } // our end of the guard's stdin
	done  chan struct{}              // closed when the guard exited
}

// reap waits for the guard. The goroutine running it also keeps g, and so
// our end of the pipe, reachable for as long as the guard runs: an
// unreachable *os.File is closed by the garbage collector, which would set
// the guard off while its owner still lives.
func (g *Guard) reap() {
	_ = g.cmd.Wait()
	close(g.done)
}

// Stop disarms the guard once its owner cleaned up itself: the guard is
// killed rather than left to run its now pointless cleanup. Stop waits for
// it to exit, at most a couple of seconds, and may be called more than once.
func (g *Guard) Stop() error {
	if g == nil {
		return nil
	}
	_ = g.cmd.Process.Kill() // before its stdin closes, which would set it off
	_ = g.stdin.Close()
	t := time.NewTimer(stopTimeout)
	defer t.Stop()
	select {
	case <-g.done:
		return nil
	case <-t.C:
		return ErrGuardStuck
	}
}
