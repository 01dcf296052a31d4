package diskguard

import (
	"errors"
	"fmt"
	"log/slog"
	"sync"
	"sync/atomic"
	"time"

	"github.com/rendercrawl/render/internal/cfgerr"
)

// ErrLow is the error of a run that a Guard stopped.
var ErrLow = errors.New("stopped before the disk filled up")

// LowError is the first disk found under its minimum: Free bytes free on
// the disk of Dir, under Min (MinFree, or a twentieth of the disk's
// size, when Relative and that is less).
type LowError struct {
	Dir       string
	Free, Min uint64
	// MinFree is Config.MinFree, which Min may be less than.
	MinFree uint64
}

func (e *LowError) Error() string {
	return fmt.Sprintf("diskguard: %d MiB free on the disk of %s, under %d MiB", e.Free>>20, e.Dir, e.Min>>20)
}

func (e *LowError) Unwrap() error { return ErrLow }

// Config is what a Guard watches.
type Config struct {
	// Dirs are the directories looked at (Dirs); none watches nothing.
	Dirs []string
	// MinFree is the least a disk may have free, in bytes; 0 watches
	// nothing. Relative lowers it to a twentieth of a disk's size for a
	// disk smaller than twenty times it (the minimum was not chosen: a
	// small volume is not full at 256 MiB free).
	MinFree  uint64
	Relative bool
	// Every is how often the disks are looked at after the start.
	Every time.Duration
	// Free tells a directory's free space and its disk's size (Free,
	// when nil).
	Free func(dir string) (free, total uint64, err error)
	// Logger gets the stop, and the disks that cannot be read (Debug).
	Logger *slog.Logger
}

// DefaultMinFree is Config.MinFree by default: at a crawl's highest write
// rate (about 400 MB/s of records and snapshots), it lasts more than
// twice DefaultConfig's Every.
const DefaultMinFree = 256 << 20

// DefaultConfig watches no directory, with DefaultMinFree, relative,
// every 250 ms.
func DefaultConfig() Config {
	return Config{MinFree: DefaultMinFree, Relative: true, Every: 250 * time.Millisecond, Free: Free}
}

// ConfigError is an invalid field of a Config.
type ConfigError = cfgerr.Error

// Validate reports an invalid field as a *ConfigError.
func (c Config) Validate() error {
	if c.Every <= 0 {
		return &ConfigError{Pkg: "diskguard", Field: "Every", Problem: "must be positive"}
	}
	return nil
}

// Guard watches the disks of a run's outputs (Watch).
type Guard struct {
	cfg  Config
	log  *slog.Logger
	stop func()

	low  atomic.Pointer[LowError]
	done chan struct{}
	once sync.Once
	wg   sync.WaitGroup
}

// Watch looks at the disks of cfg.Dirs at once, and then every cfg.Every
// until Close: the first with less than its minimum free calls stop,
// once. With no directory or a MinFree of 0 it watches nothing.
func Watch(cfg Config, stop func()) (*Guard, error) {
	if err := cfg.Validate(); err != nil {
		return nil, err
	}
	if cfg.Free == nil {
		cfg.Free = Free
	}
	log := cfg.Logger
	if log == nil {
		log = slog.New(slog.DiscardHandler)
	}
	g := &Guard{cfg: cfg, log: log, stop: stop, done: make(chan struct{})}
	if len(cfg.Dirs) == 0 || cfg.MinFree == 0 {
		return g, nil
	}
	if g.check() {
		return g, nil
	}
	g.wg.Go(func() {
		t := time.NewTicker(cfg.Every)
		defer t.Stop()
		for {
			select {
			case <-g.done:
				return
			case <-t.C:
				if g.check() {
					return
				}
			}
		}
	})
	return g, nil
}

// check looks at each disk once and reports whether one is low (and the
// run told to stop).
func (g *Guard) check() bool {
	for _, d := range g.cfg.Dirs {
		n, total, err := g.cfg.Free(d)
		if err != nil || total == 0 {
			g.log.Debug("free disk space unknown", "dir", d, "err", err)
			continue
		}
		least := g.cfg.MinFree
		if g.cfg.Relative {
			least = min(least, total/20)
		}
		if n < least {
			g.low.Store(&LowError{Dir: d, Free: n, Min: least, MinFree: g.cfg.MinFree})
			g.log.Error("stopping: the disk is nearly full; finishing pages in flight", "dir", d, "free_mib", n>>20, "min_free_mib", least>>20)
			g.stop()
			return true
		}
	}
	return false
}

// Stopped reports whether the guard stopped the run.
func (g *Guard) Stopped() bool { return g.low.Load() != nil }

// Err is a *LowError (ErrLow) once the guard stopped the run; nil
// otherwise.
func (g *Guard) Err() error {
	if l := g.low.Load(); l != nil {
		return l
	}
	return nil
}

// Close stops the watching; it may be called more than once.
func (g *Guard) Close() {
	g.once.Do(func() { close(g.done) })
	g.wg.Wait()
}
