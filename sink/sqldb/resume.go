package sqldb

import (
	"context"

	"github.com/rendercrawl/render/sink"
)

// catchUpBatch is how many URLs of the output CatchUp asks the database
// about at once.
const catchUpBatch = 10_000

// CatchUp writes to the database the records of a resumed JSON Lines
// output that it does not hold, and waits until they are committed. A
// crawl killed after a record's line was written and before its
// transaction committed left such records; a resumed crawl marks every
// URL of the output done, so that each must have its row first
// (sink.ResumeConfig.CatchUp).
func (s *Sink) CatchUp(ctx context.Context, out *sink.JSONLResume) error {
	missing := map[string]bool{}
	for urls, err := range out.URLs(catchUpBatch, nil) {
		if err != nil {
			return err
		}
		known, err := s.Known(ctx, urls)
		if err != nil {
			return err
		}
		have := make(map[string]bool, len(known))
		for _, u := range known {
			have[u] = true
		}
		for _, u := range urls {
			if !have[u] {
				missing[u] = true
			}
		}
	}
	if len(missing) == 0 {
		return nil
	}
	for rec, err := range out.Records() {
		if err != nil {
			return err
		}
		if missing[rec.URL] {
			delete(missing, rec.URL)
			if err := s.Write(rec); err != nil {
				return err
			}
		}
	}
	return s.Flush(ctx)
}
