package sink

import (
	"context"
	"iter"
	"os"
)

// ResumeConfig is what a crawl that resumes does with the records its
// earlier runs wrote to its JSON Lines output, besides appending to them
// (Resume).
type ResumeConfig struct {
	// CatchUp, when not nil, is given the output first: another store of
	// the records (a database: sqldb.Sink.CatchUp) writes those it lacks,
	// so that every URL the output holds has its record there too before
	// it counts as done.
	CatchUp func(context.Context, *JSONLResume) error
	// Failed, when not nil, is given each record of the output that failed
	// checks, with its URL and FailedChecks only (JSONLResume.URLs): a
	// crawl that resumes fails on what its earlier part found.
	Failed func(*Record)
	// Done is given the URLs of the output's records, in batches of up to
	// Batch: the frontier marks them done, so that no page is fetched again
	// after its record was written, and returns how many there were
	// (frontier.MarkDone). Nil only counts them.
	Done  func(context.Context, iter.Seq2[[]string, error]) (int, error)
	Batch int
}

// ResumeStep is the step of Resume that failed.
type ResumeStep int

const (
	ResumeOpen    ResumeStep = iota // opening the output (ResumeJSONL)
	ResumeCatchUp                   // ResumeConfig.CatchUp
	ResumeDone                      // reading the URLs, or ResumeConfig.Done
)

// ResumeError is an error of Resume, with the step that failed.
type ResumeError struct {
	Step ResumeStep
	Err  error
}

func (e *ResumeError) Error() string { return e.Err.Error() }
func (e *ResumeError) Unwrap() error { return e.Err }

// Resume opens the JSON Lines output name of a crawl that resumes
// (ResumeJSONL: a torn last line dropped) and settles what it holds, in
// the order that loses no record: first the other store catches up
// (CatchUp), then the records that failed checks are handed over
// (Failed) as the URLs are marked done (Done). It returns the file,
// positioned at its end for the crawl to append to (closing it is the
// caller's), and how many records were there. On error the file is
// closed and the error is a *ResumeError.
func Resume(ctx context.Context, name string, cfg ResumeConfig) (*os.File, int, error) {
	out, err := ResumeJSONL(name)
	if err != nil {
		return nil, 0, &ResumeError{Step: ResumeOpen, Err: err}
	}
	if cfg.CatchUp != nil {
		if err := cfg.CatchUp(ctx, out); err != nil {
			out.File().Close()
			return nil, 0, &ResumeError{Step: ResumeCatchUp, Err: err}
		}
	}
	done := cfg.Done
	if done == nil {
		done = countURLs
	}
	n, err := done(ctx, out.URLs(cfg.Batch, cfg.Failed))
	if err != nil {
		out.File().Close()
		return nil, 0, &ResumeError{Step: ResumeDone, Err: err}
	}
	return out.File(), n, nil
}

// countURLs is ResumeConfig.Done when none is given: it only counts.
func countURLs(_ context.Context, batches iter.Seq2[[]string, error]) (int, error) {
	n := 0
	for urls, err := range batches {
		if err != nil {
			return n, err
		}
		n += len(urls)
	}
	return n, nil
}
