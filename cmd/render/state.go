package main

import (
	"bufio"
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"os"

	"github.com/rendercrawl/render/crawl"
)

// openFrontier opens the frontier the flags ask for: Redis (shared by
// many processes), bbolt in --state (resumable), or memory.
func openFrontier(ctx context.Context, o *options, log *slog.Logger) (crawl.Frontier, crawl.SharedBucket, error) {
	switch {
	case o.frontierURL != "":
		// The frontier renews leases for its whole life, through the grace
		// period after a first signal: not bound to ctx, which that signal
		// cancels. Close ends it.
		f, err := crawl.OpenRedisFrontier(context.WithoutCancel(ctx), o.frontierURL, crawl.RedisOptions{Prefix: o.crawlID, Lease: o.lease, Logger: log})
		if err != nil {
			return nil, nil, fmt.Errorf("--frontier: %w", err)
		}
		return f, f.Bucket(), nil
	case o.stateDir != "":
		f, err := crawl.OpenBoltFrontier(o.stateDir)
		if err != nil {
			return nil, nil, fmt.Errorf("--state: %w", err)
		}
		return f, nil, nil
	}
	return crawl.NewMemFrontier(), nil, nil
}

// resumeBatch records of --out are marked done per frontier call (one
// bbolt transaction).
const resumeBatch = 10000

// resumeOutput opens the output of a resumed crawl for appending: it drops
// a torn last line (the previous run was killed mid-write) and marks every
// URL that already has a record done in the frontier, so that no page is
// fetched again after its record was written. It returns how many records
// were there.
func resumeOutput(ctx context.Context, name string, f crawl.Frontier) (*os.File, int, error) {
	file, err := os.OpenFile(name, os.O_RDWR|os.O_CREATE, 0o644)
	if err != nil {
		return nil, 0, fmt.Errorf("--out: %w", err)
	}
	var whole int64 // bytes of complete lines
	n := 0
	var batch []crawl.Item
	flush := func() error {
		err := crawl.DoneAll(ctx, f, batch)
		n += len(batch)
		batch = batch[:0]
		return err
	}
	r := bufio.NewReaderSize(file, 1<<20)
	for {
		line, err := r.ReadBytes('\n')
		if errors.Is(err, io.EOF) {
			break // a last line without its newline is torn: dropped below
		}
		if err != nil {
			file.Close()
			return nil, 0, fmt.Errorf("--out: read %s: %w", name, err)
		}
		whole += int64(len(line))
		var rec struct {
			URL string `json:"url"`
		}
		if json.Unmarshal(bytes.TrimSpace(line), &rec) != nil || rec.URL == "" {
			continue
		}
		if batch = append(batch, crawl.Item{URL: rec.URL}); len(batch) == resumeBatch {
			if err := flush(); err != nil {
				file.Close()
				return nil, 0, fmt.Errorf("--state: %w", err)
			}
		}
	}
	if err := flush(); err != nil {
		file.Close()
		return nil, 0, fmt.Errorf("--state: %w", err)
	}
	if err := file.Truncate(whole); err != nil {
		file.Close()
		return nil, 0, fmt.Errorf("--out: %w", err)
	}
	if _, err := file.Seek(whole, io.SeekStart); err != nil {
		file.Close()
		return nil, 0, fmt.Errorf("--out: %w", err)
	}
	return file, n, nil
}
