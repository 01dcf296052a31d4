package sink_test

import (
	"context"
	"errors"
	"iter"
	"os"
	"path/filepath"
	"slices"
	"testing"

	"github.com/rendercrawl/render/crawl/frontier"
	"github.com/rendercrawl/render/crawl/frontier/bolt"
	"github.com/rendercrawl/render/sink"
)

// Resume marks done, in the frontier, the URLs that the output holds whole
// records of, and leaves the file ready for the next record.
func TestResumeMarksRecordsDone(t *testing.T) {
	ctx := t.Context()
	f, err := bolt.Open(t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	if _, err := f.Push(ctx, frontier.Item{URL: "https://a.test/1"}, frontier.Item{URL: "https://a.test/torn"}, frontier.Item{URL: "https://a.test/left"}); err != nil {
		t.Fatal(err)
	}
	out := filepath.Join(t.TempDir(), "out.jsonl")
	whole := `{"url":"https://a.test/1","status":200}` + "\n" + `{"url":"https://a.test/old","status":200}` + "\n"
	if err := os.WriteFile(out, []byte(whole+`{"url":"https://a.test/torn","sta`), 0o644); err != nil {
		t.Fatal(err)
	}
	file, n, err := sink.Resume(ctx, out, sink.ResumeConfig{
		Batch: frontier.DoneBatch,
		Done: func(ctx context.Context, b iter.Seq2[[]string, error]) (int, error) {
			return frontier.MarkDone(ctx, f, b)
		},
	})
	if err != nil {
		t.Fatal(err)
	}
	if n != 2 {
		t.Errorf("Resume found %d records, want 2", n)
	}
	if _, err := file.WriteString(`{"url":"https://a.test/torn"}` + "\n"); err != nil {
		t.Fatal(err)
	}
	file.Close()
	if b, _ := os.ReadFile(out); string(b) != whole+`{"url":"https://a.test/torn"}`+"\n" {
		t.Errorf("the output after the resume:\n%s", b)
	}
	// 1 and old are done; the torn record's URL is still to do.
	if st, _ := f.Stats(ctx); st != (frontier.Stats{Queued: 2, Done: 2, Seen: 4}) {
		t.Errorf("Stats = %+v, want 2 queued, 2 done", st)
	}
	q, _ := f.Queued(ctx, 10)
	if len(q) != 2 || q[0].URL != "https://a.test/torn" || q[1].URL != "https://a.test/left" {
		t.Errorf("Queued = %+v", q)
	}
}

// Resume's order loses nothing: the other store catches up before a URL
// is marked done, and the pages that failed checks are handed over as
// the URLs are read; a failed step is named, and marks nothing done
// after it.
func TestResumeOrder(t *testing.T) {
	out := filepath.Join(t.TempDir(), "out.jsonl")
	lines := `{"url":"https://a.test/1"}` + "\n" +
		`{"url":"https://a.test/2","failed_checks":[{"check":"status","reason":"404"}]}` + "\n"
	if err := os.WriteFile(out, []byte(lines), 0o644); err != nil {
		t.Fatal(err)
	}
	errStore := errors.New("store gone")
	for _, tc := range []struct {
		name     string
		catchUp  error
		done     error
		wantStep sink.ResumeStep
		wantErr  error
		want     []string
	}{
		{name: "all well", want: []string{"catch up", "failed https://a.test/2", "done https://a.test/1 https://a.test/2"}},
		{name: "catch up fails", catchUp: errStore, wantStep: sink.ResumeCatchUp, wantErr: errStore, want: []string{"catch up"}},
		{name: "marking done fails", done: errStore, wantStep: sink.ResumeDone, wantErr: errStore,
			want: []string{"catch up", "failed https://a.test/2", "done https://a.test/1 https://a.test/2"}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			var steps []string
			cfg := sink.ResumeConfig{
				Batch: 10,
				CatchUp: func(context.Context, *sink.JSONLResume) error {
					steps = append(steps, "catch up")
					return tc.catchUp
				},
				Failed: func(r *sink.Record) { steps = append(steps, "failed "+r.URL) },
				Done: func(_ context.Context, b iter.Seq2[[]string, error]) (int, error) {
					n := 0
					for urls, err := range b {
						if err != nil {
							return n, err
						}
						steps = append(steps, "done "+urls[0]+" "+urls[1])
						n += len(urls)
					}
					return n, tc.done
				},
			}
			file, n, err := sink.Resume(t.Context(), out, cfg)
			if !slices.Equal(steps, tc.want) {
				t.Errorf("steps %q, want %q", steps, tc.want)
			}
			if tc.wantErr == nil {
				if err != nil || n != 2 {
					t.Fatalf("Resume = %d, %v; want 2 records", n, err)
				}
				file.Close()
				return
			}
			var rerr *sink.ResumeError
			if !errors.As(err, &rerr) || rerr.Step != tc.wantStep || !errors.Is(err, tc.wantErr) || file != nil {
				t.Errorf("Resume = %v, %v; want a ResumeError of step %d wrapping %v", file, err, tc.wantStep, tc.wantErr)
			}
		})
	}

	// Without Done it only counts; an output it cannot open is ResumeOpen.
	file, n, err := sink.Resume(t.Context(), out, sink.ResumeConfig{})
	if err != nil || n != 2 {
		t.Errorf("Resume without Done = %d, %v; want 2", n, err)
	}
	file.Close()
	_, _, err = sink.Resume(t.Context(), filepath.Join(out, "not-a-dir", "x"), sink.ResumeConfig{})
	if rerr := (*sink.ResumeError)(nil); !errors.As(err, &rerr) || rerr.Step != sink.ResumeOpen {
		t.Errorf("Resume of an output it cannot open = %v, want a ResumeError of ResumeOpen", err)
	}
}
