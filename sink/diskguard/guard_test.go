package diskguard

import (
	"errors"
	"log/slog"
	"sync/atomic"
	"testing"
	"time"
)

const mib = 1 << 20

// TestGuard: the guard stops the run once, when a disk it watches goes
// under the minimum; at once when it is under it from the start; on a
// disk under twenty times a relative minimum, under a twentieth of its
// size, and under the minimum itself when it is not relative; never with
// a minimum of 0; and a disk it cannot read, or a pseudo file system with
// no size, is not low.
func TestGuard(t *testing.T) {
	var free atomic.Int64
	free.Store(1 << 30)
	fake := func(dir string) (uint64, uint64, error) {
		switch dir {
		case "/unreadable":
			return 0, 0, errors.New("no such file system")
		case "/proc":
			return 0, 0, nil // a pseudo file system: no size, nothing free
		case "/small":
			return 4 * mib, 100 * mib, nil // 4 MiB free of 100: under a twentieth
		case "/smallok":
			return 6 * mib, 100 * mib, nil
		}
		return uint64(free.Load()), 1 << 40, nil
	}
	var stops atomic.Int32
	stopped := make(chan struct{}, 1)
	stop := func() {
		stops.Add(1)
		select {
		case stopped <- struct{}{}:
		default: // a second stop: counted, and the test fails on it
		}
	}
	cfg := Config{Dirs: []string{"/unreadable", "/proc", "/smallok", "/data"}, MinFree: 256 * mib, Relative: true,
		Every: time.Millisecond, Free: fake, Logger: slog.New(slog.DiscardHandler)}
	g, err := Watch(cfg, stop)
	if err != nil {
		t.Fatal(err)
	}
	if g.check() || stops.Load() != 0 || g.Err() != nil {
		t.Fatalf("stopped with 1 GiB free: %d stops, %v", stops.Load(), g.Err())
	}
	free.Store(100 * mib)
	select {
	case <-stopped:
	case <-time.After(5 * time.Second):
		t.Fatal("not stopped within 5 s of the disk going under the minimum")
	}
	g.Close()
	var low *LowError
	if err := g.Err(); stops.Load() != 1 || !errors.Is(err, ErrLow) || !errors.As(err, &low) ||
		*low != (LowError{Dir: "/data", Free: 100 * mib, Min: 256 * mib, MinFree: 256 * mib}) {
		t.Errorf("with 100 MiB free: %d stops, %v; want one, naming the disk and the minimum", stops.Load(), err)
	}

	// Looked at once, at the start (/data has 100 MiB free).
	for _, tc := range []struct {
		name     string
		dir      string
		min      uint64
		relative bool
		want     *LowError // nil: no stop
	}{
		{"low from the start", "/data", 256 * mib, true, &LowError{Dir: "/data", Free: 100 * mib, Min: 256 * mib, MinFree: 256 * mib}},
		{"a 100 MiB disk with 4 MiB free", "/small", 256 * mib, true, &LowError{Dir: "/small", Free: 4 * mib, Min: 5 * mib, MinFree: 256 * mib}},
		{"a 100 MiB disk with 6 MiB free and a minimum chosen", "/smallok", 256 * mib, false, &LowError{Dir: "/smallok", Free: 6 * mib, Min: 256 * mib, MinFree: 256 * mib}},
		{"a minimum of 0", "/data", 0, false, nil},
	} {
		t.Run(tc.name, func(t *testing.T) {
			stops.Store(0)
			c := cfg
			c.Dirs, c.MinFree, c.Relative, c.Every = []string{tc.dir}, tc.min, tc.relative, time.Hour
			g, err := Watch(c, func() { stops.Add(1) })
			if err != nil {
				t.Fatal(err)
			}
			g.Close()
			var low *LowError
			errors.As(g.Err(), &low)
			switch {
			case tc.want == nil && (stops.Load() != 0 || g.Err() != nil):
				t.Errorf("%d stops, %v; want no check", stops.Load(), g.Err())
			case tc.want != nil && (stops.Load() != 1 || low == nil || *low != *tc.want):
				t.Errorf("%d stops, %+v; want one, %+v", stops.Load(), low, tc.want)
			}
		})
	}
}

// An Every that is not positive is a ConfigError.
func TestConfigValidate(t *testing.T) {
	c := DefaultConfig()
	if err := c.Validate(); err != nil {
		t.Errorf("DefaultConfig: %v", err)
	}
	c.Every = 0
	var ce *ConfigError
	if _, err := Watch(c, func() {}); !errors.As(err, &ce) || ce.Field != "Every" {
		t.Errorf("Watch with Every 0 = %v, want a ConfigError of Every", err)
	}
}
