package pace

import (
	"context"
	"fmt"
	"testing"
	"time"
)

// TestPacerForgetsIdleHosts meets 10,000 hosts one after another, as a
// long-running service does: the hosts kept stay within a bound, while a
// host slowed down by a 429 and one with a request in flight are kept,
// with their state, and an idle host is dropped.
func TestPacerForgetsIdleHosts(t *testing.T) {
	c := newStepClock()
	p := newPacer(2, 1, 1, c)
	ctx := context.Background()
	p.Observe(ctx, "paused.test", 429, time.Hour)
	held, err := p.Acquire(ctx, "busy.test")
	if err != nil {
		t.Fatal(err)
	}
	release, err := p.Acquire(ctx, "idle.test")
	if err != nil {
		t.Fatal(err)
	}
	release()
	most := 0
	for i := range 10000 {
		release, err := p.Acquire(ctx, fmt.Sprintf("h%d.test", i))
		if err != nil {
			t.Fatal(err)
		}
		release()
		c.advance(time.Second) // refills a bucket: the host is idle again
		p.mu.Lock()
		most = max(most, len(p.hosts))
		p.mu.Unlock()
		if i == 5000 {
			p.mu.Lock()
			_, ok := p.hosts["idle.test"]
			p.mu.Unlock()
			if ok {
				t.Error("idle.test, idle for 5,000 s, was kept")
			}
		}
	}
	if most > 2*minSweep+1 {
		t.Errorf("kept up to %d hosts, want at most %d", most, 2*minSweep+1)
	}
	p.mu.Lock()
	paused, busy := p.hosts["paused.test"], p.hosts["busy.test"]
	p.mu.Unlock()
	if paused == nil || paused.slow == 0 {
		t.Errorf("the host a 429 slowed down lost its slowdown: %+v", paused)
	}
	if busy == nil || len(busy.slots) != 1 {
		t.Errorf("the host with a request in flight was dropped: %+v", busy)
	}
	held()
}
