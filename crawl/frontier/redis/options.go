package redis

import (
	"crypto/rand"
	"encoding/hex"
	"fmt"
	"io"
	"log/slog"
	"os"
	"time"
)

// Options configure a Frontier. The zero value is usable.
type Options struct {
	// Prefix starts every key of the crawl: workers that share a prefix
	// share the crawl. Default "render".
	Prefix string
	// Lease is the visibility timeout: an item a worker took and neither
	// finished nor renewed for this long goes back to the queue. Default 2m.
	Lease time.Duration
	// WorkerID names this process among the crawl's workers; two live
	// processes must not share one. Default hostname-pid-random.
	WorkerID string
	// Logger receives the background failures (a heartbeat or a renewal
	// that did not reach Redis). Nil discards them.
	Logger *slog.Logger

	// workerTTL is how long a worker's registration outlives its last
	// heartbeat: a worker that died while seeding blocks the end of the
	// crawl this long. Default 15s; tests shorten it.
	workerTTL time.Duration
	// backstop bounds every wait in Next, in case a wake-up message was
	// lost (pub/sub delivers at most once). Default 2s.
	backstop time.Duration
}

const (
	defaultPrefix    = "render"
	defaultLease     = 2 * time.Minute
	defaultWorkerTTL = 15 * time.Second
	defaultBackstop  = 2 * time.Second
	closeTimeout     = 5 * time.Second
	pushChunk        = 1000
	reclaimBatch     = 100
)

// OptionError says which field of Options is wrong, and why.
type OptionError struct {
	Field  string
	Reason string
}

func (e *OptionError) Error() string { return e.Field + ": " + e.Reason }

// withDefaults fills in the zero fields and checks the others.
func (o Options) withDefaults() (Options, error) {
	if o.Prefix == "" {
		o.Prefix = defaultPrefix
	}
	if o.Lease == 0 {
		o.Lease = defaultLease
	}
	if o.workerTTL == 0 {
		o.workerTTL = defaultWorkerTTL
	}
	if o.backstop == 0 {
		o.backstop = defaultBackstop
	}
	if o.Logger == nil {
		o.Logger = slog.New(slog.NewTextHandler(io.Discard, nil))
	}
	switch {
	case o.Lease < 30*time.Millisecond:
		return o, &OptionError{Field: "Lease", Reason: fmt.Sprintf("%v is below 30ms", o.Lease)}
	case o.workerTTL < 30*time.Millisecond:
		return o, &OptionError{Field: "workerTTL", Reason: fmt.Sprintf("%v is below 30ms", o.workerTTL)}
	case o.backstop <= 0:
		return o, &OptionError{Field: "backstop", Reason: fmt.Sprintf("%v is not positive", o.backstop)}
	}
	if o.WorkerID == "" {
		host, _ := os.Hostname()
		var b [4]byte
		rand.Read(b[:])
		o.WorkerID = fmt.Sprintf("%s-%d-%s", host, os.Getpid(), hex.EncodeToString(b[:]))
	}
	return o, nil
}

// keyNames are the names of a crawl's keys.
type keyNames struct {
	queue      string // list of items (JSON), pushed right, taken left
	state      string // hash url → its frontier.State: the shared seen-set
	leased     string // sorted set url → lease deadline (ms, server time)
	leaseItem  string // hash url → item (JSON) of a leased url
	leaseOwner string // hash url → worker id holding the lease
	done       string // counter of done urls
	aliases    string // counter of aliases: urls in state, no page (frontier.Aliaser)
	counters   string // hash name → crawl-wide counter
	workers    string // set of worker ids that joined
	workerPref string // + id: the worker's registration, with a TTL
	wake       string // pub/sub channel: something changed
}

func newKeyNames(prefix string) keyNames {
	p := prefix + ":"
	return keyNames{
		queue:      p + "queue",
		state:      p + "state",
		leased:     p + "leased",
		leaseItem:  p + "lease:item",
		leaseOwner: p + "lease:owner",
		done:       p + "done",
		aliases:    p + "aliases",
		counters:   p + "counters",
		workers:    p + "workers",
		workerPref: p + "worker:",
		wake:       p + "wake",
	}
}
