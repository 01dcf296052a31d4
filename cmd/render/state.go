package main

import (
	"context"
	"errors"
	"fmt"
	"iter"
	"log/slog"
	"os"

	"github.com/rendercrawl/render/crawl/checks"
	"github.com/rendercrawl/render/crawl/frontier"
	"github.com/rendercrawl/render/crawl/frontier/bolt"
	"github.com/rendercrawl/render/crawl/frontier/memory"
	"github.com/rendercrawl/render/crawl/frontier/redis"
	"github.com/rendercrawl/render/crawl/pace"
	"github.com/rendercrawl/render/sink"
	"github.com/rendercrawl/render/sink/sqldb"
)

// The redis frontier's bucket paces the workers of a shared crawl.
var _ pace.SharedBucket = (*redis.Bucket)(nil)

// openFrontier opens the frontier the flags ask for: Redis (shared by
// many processes), bbolt in --state (resumable), or memory.
func openFrontier(ctx context.Context, o *options, log *slog.Logger) (frontier.Frontier, pace.SharedBucket, error) {
	switch {
	case o.frontierURL != "":
		// The frontier renews leases for its whole life, through the grace
		// period after a first signal: not bound to ctx, which that signal
		// cancels. Close ends it.
		f, err := redis.Open(context.WithoutCancel(ctx), o.frontierURL, redis.Options{Prefix: o.crawlID, Lease: o.lease, Logger: log})
		if err != nil {
			return nil, nil, fmt.Errorf("--frontier: %w", err)
		}
		return f, f.Bucket(), nil
	case o.stateDir != "":
		f, err := bolt.Open(o.stateDir)
		if err != nil {
			return nil, nil, fmt.Errorf("--state: %w", err)
		}
		return f, nil, nil
	}
	return memory.New(), nil, nil
}

// resumeOutputWith opens --out of a resumed crawl for appending and
// settles what it holds (sink.Resume): db, when not nil, first writes the
// records it lacks (sqldb.Sink.CatchUp); rep, when not nil, is given the
// pages that failed checks (Report.Earlier); f marks done every URL of a
// record. It returns how many records were there.
func resumeOutputWith(ctx context.Context, name string, f frontier.Frontier, db *sqldb.Sink, rep *checks.Report) (*os.File, int, error) {
	cfg := sink.ResumeConfig{
		Batch: frontier.DoneBatch,
		Done: func(ctx context.Context, batches iter.Seq2[[]string, error]) (int, error) {
			return frontier.MarkDone(ctx, f, batches)
		},
	}
	if db != nil {
		cfg.CatchUp = db.CatchUp
	}
	if rep != nil {
		cfg.Failed = rep.Earlier
	}
	file, n, err := sink.Resume(ctx, name, cfg)
	var rerr *sink.ResumeError
	if errors.As(err, &rerr) {
		switch rerr.Step {
		case sink.ResumeOpen:
			return nil, 0, fmt.Errorf("--out: %w", rerr.Err)
		case sink.ResumeCatchUp:
			return nil, 0, fmt.Errorf("--db: resume from --out %s: %w", name, rerr.Err)
		}
		return nil, 0, fmt.Errorf("--state: resume from --out %s: %w", name, rerr.Err)
	}
	return file, n, err
}
