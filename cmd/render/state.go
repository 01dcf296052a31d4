package main

import (
	"context"
	"fmt"
	"log/slog"
	"os"

	"github.com/rendercrawl/render/crawl"
	"github.com/rendercrawl/render/crawl/checks"
	"github.com/rendercrawl/render/crawl/frontier"
	"github.com/rendercrawl/render/crawl/frontier/bolt"
	"github.com/rendercrawl/render/crawl/frontier/memory"
	"github.com/rendercrawl/render/crawl/frontier/redis"
	"github.com/rendercrawl/render/sink"
	"github.com/rendercrawl/render/sink/sqldb"
)

// The redis frontier's bucket paces the workers of a shared crawl.
var _ crawl.SharedBucket = (*redis.Bucket)(nil)

// openFrontier opens the frontier the flags ask for: Redis (shared by
// many processes), bbolt in --state (resumable), or memory.
func openFrontier(ctx context.Context, o *options, log *slog.Logger) (frontier.Frontier, crawl.SharedBucket, error) {
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

// resumeOutput opens --out of a resumed crawl for appending, without a
// torn last line, and marks done in f every URL it holds a record of, so
// that no page is fetched again after its record was written. It returns
// how many records were there.
func resumeOutput(ctx context.Context, name string, f frontier.Frontier) (*os.File, int, error) {
	return resumeOutputWith(ctx, name, f, nil, nil)
}

// resumeOutputWith is resumeOutput for a crawl that also keeps its
// records in db (when not nil): first the records of --out that db lacks
// are written to it (the crawl was killed after their line was written and
// before their transaction committed), so that every URL marked done has
// its row. With rep (CI checks), the pages of --out that failed checks
// are given to it (Report.Earlier): the resumed run fails on them.
func resumeOutputWith(ctx context.Context, name string, f frontier.Frontier, db *sqldb.Sink, rep *checks.Report) (*os.File, int, error) {
	out, err := sink.ResumeJSONL(name)
	if err != nil {
		return nil, 0, fmt.Errorf("--out: %w", err)
	}
	if db != nil {
		if err := catchUp(ctx, out, db); err != nil {
			out.File().Close()
			return nil, 0, fmt.Errorf("--db: resume from --out %s: %w", name, err)
		}
	}
	var earlier func(*sink.Record)
	if rep != nil {
		earlier = rep.Earlier
	}
	n, err := frontier.MarkDone(ctx, f, out.URLs(frontier.DoneBatch, earlier))
	if err != nil {
		out.File().Close()
		return nil, 0, fmt.Errorf("--state: resume from --out %s: %w", name, err)
	}
	return out.File(), n, nil
}
