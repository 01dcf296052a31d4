package sink_test

import (
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/rendercrawl/render/sink"
)

// resumeCase is a JSON Lines file a resumed crawl finds.
type resumeCase struct {
	name    string
	content *string // nil: no file
	batch   int
	want    [][]string // the batches
	kept    string     // the file after the open
}

func TestResumeJSONL(t *testing.T) {
	rec := func(u string) string { return `{"url":"` + u + `","status":200,"text":"a \"url\": inside"}` + "\n" }
	long := strings.Repeat("x", 200<<10) // a torn line longer than the tail chunk
	for _, tc := range []resumeCase{
		{name: "missing file", batch: 10, kept: ""},
		{name: "empty file", content: new(""), batch: 10, kept: ""},
		{
			name:    "whole lines",
			content: new(rec("https://a.test/1") + rec("https://a.test/2")),
			batch:   10,
			want:    [][]string{{"https://a.test/1", "https://a.test/2"}},
			kept:    rec("https://a.test/1") + rec("https://a.test/2"),
		},
		{
			name:    "a torn last line is dropped",
			content: new(rec("https://a.test/1") + `{"url":"https://a.test/torn","sta`),
			batch:   10,
			want:    [][]string{{"https://a.test/1"}},
			kept:    rec("https://a.test/1"),
		},
		{
			name:    "a torn last line that is whole JSON is dropped too",
			content: new(rec("https://a.test/1") + strings.TrimSuffix(rec("https://a.test/2"), "\n")),
			batch:   10,
			want:    [][]string{{"https://a.test/1"}},
			kept:    rec("https://a.test/1"),
		},
		{
			name:    "only a long torn line",
			content: new(`{"url":"https://a.test/torn","text":"` + long),
			batch:   10,
			kept:    "",
		},
		{
			name:    "a long torn line after records",
			content: new(rec("https://a.test/1") + `{"url":"https://a.test/torn","text":"` + long),
			batch:   10,
			want:    [][]string{{"https://a.test/1"}},
			kept:    rec("https://a.test/1"),
		},
		{
			name:    "lines that are not records are kept and skipped",
			content: new("\n" + "not json\n" + `{"status":200}` + "\n" + `{"url":""}` + "\n" + rec("https://a.test/1")),
			batch:   10,
			want:    [][]string{{"https://a.test/1"}},
			kept:    "\n" + "not json\n" + `{"status":200}` + "\n" + `{"url":""}` + "\n" + rec("https://a.test/1"),
		},
		{
			name:    "batches",
			content: new(rec("https://a.test/1") + rec("https://a.test/2") + rec("https://a.test/3") + rec("https://a.test/4") + rec("https://a.test/5")),
			batch:   2,
			want:    [][]string{{"https://a.test/1", "https://a.test/2"}, {"https://a.test/3", "https://a.test/4"}, {"https://a.test/5"}},
			kept:    rec("https://a.test/1") + rec("https://a.test/2") + rec("https://a.test/3") + rec("https://a.test/4") + rec("https://a.test/5"),
		},
	} {
		t.Run(tc.name, func(t *testing.T) { checkResume(t, tc) })
	}
}

// checkResume opens tc's file for a resume, reads its URLs, appends a
// record and checks what the file then holds.
func checkResume(t *testing.T, tc resumeCase) {
	name := filepath.Join(t.TempDir(), "out.jsonl")
	if tc.content != nil {
		if err := os.WriteFile(name, []byte(*tc.content), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	r, err := sink.ResumeJSONL(name)
	if err != nil {
		t.Fatal(err)
	}
	var got [][]string
	for urls, err := range r.URLs(tc.batch, nil) {
		if err != nil {
			t.Fatal(err)
		}
		got = append(got, slices.Clone(urls))
	}
	if !slices.EqualFunc(got, tc.want, slices.Equal) {
		t.Errorf("URLs(%d) = %q, want %q", tc.batch, got, tc.want)
	}
	// The next record is appended after the whole lines.
	j := sink.NewJSONL(r.File())
	if err := j.Write(&sink.Record{URL: "https://a.test/next"}); err != nil {
		t.Fatal(err)
	}
	if err := j.Close(); err != nil {
		t.Fatal(err)
	}
	if err := r.File().Close(); err != nil {
		t.Fatal(err)
	}
	b, err := os.ReadFile(name)
	if err != nil {
		t.Fatal(err)
	}
	kept, next, ok := strings.Cut(string(b), `{"url":"https://a.test/next"`)
	if !ok || kept != tc.kept || !strings.HasSuffix(next, "}\n") || strings.Contains(next, "\n{") {
		t.Errorf("file after resume and one record:\n%q\nwant %q and the new record", b, tc.kept)
	}
}

// A loop that stops early stops the reading.
func TestResumeJSONLStopEarly(t *testing.T) {
	name := filepath.Join(t.TempDir(), "out.jsonl")
	var b strings.Builder
	for range 10 {
		b.WriteString(`{"url":"https://a.test/"}` + "\n")
	}
	if err := os.WriteFile(name, []byte(b.String()), 0o644); err != nil {
		t.Fatal(err)
	}
	r, err := sink.ResumeJSONL(name)
	if err != nil {
		t.Fatal(err)
	}
	defer r.File().Close()
	batches := 0
	for range r.URLs(3, nil) {
		batches++
		break
	}
	if batches != 1 {
		t.Fatalf("%d batches after a break, want 1", batches)
	}
}

// The same reading that yields the URLs gives the records that failed
// checks, with what they failed.
func TestResumeJSONLFailedChecks(t *testing.T) {
	name := filepath.Join(t.TempDir(), "out.jsonl")
	lines := `{"url":"https://a.test/1","failed_checks":[]}
{"url":"https://a.test/2","failed_checks":[{"check":"http-error","reason":"status 404"}]}
{"url":"https://a.test/3"}
`
	if err := os.WriteFile(name, []byte(lines), 0o644); err != nil {
		t.Fatal(err)
	}
	r, err := sink.ResumeJSONL(name)
	if err != nil {
		t.Fatal(err)
	}
	defer r.File().Close()
	var failed []*sink.Record
	urls := 0
	for batch, err := range r.URLs(2, func(rec *sink.Record) { failed = append(failed, rec) }) {
		if err != nil {
			t.Fatal(err)
		}
		urls += len(batch)
	}
	if urls != 3 || len(failed) != 1 || failed[0].URL != "https://a.test/2" || len(failed[0].FailedChecks) != 1 || failed[0].FailedChecks[0].Check != "http-error" {
		t.Errorf("%d URLs, failed %+v: want 3 URLs and the one record that failed http-error", urls, failed)
	}
}

func TestResumeJSONLUnopenable(t *testing.T) {
	if _, err := sink.ResumeJSONL(filepath.Join(t.TempDir(), "missing-dir", "out.jsonl")); err == nil {
		t.Fatal("ResumeJSONL in a missing directory succeeded")
	}
}

func TestResumeRecordsYieldsTheWholeRecords(t *testing.T) {
	name := filepath.Join(t.TempDir(), "out.jsonl")
	os.WriteFile(name, []byte(`{"url":"https://a.test/1","status":200,"title":"one"}`+"\n"+`not json`+"\n"+`{"url":"https://a.test/2","sta`), 0o644)
	r, err := sink.ResumeJSONL(name)
	if err != nil {
		t.Fatal(err)
	}
	defer r.File().Close()
	var got []*sink.Record
	for rec, err := range r.Records() {
		if err != nil {
			t.Fatal(err)
		}
		got = append(got, rec)
	}
	if len(got) != 1 || got[0].URL != "https://a.test/1" || got[0].Title != "one" || got[0].Status != 200 {
		t.Errorf("Records = %+v, want the one whole record", got)
	}
}

// A device holds no records to resume from: --state with --out /dev/null
// resumes from nothing, and writes go to the device.
func TestResumeJSONLOnADevice(t *testing.T) {
	r, err := sink.ResumeJSONL(os.DevNull)
	if err != nil {
		t.Fatal(err)
	}
	defer r.File().Close()
	for urls, err := range r.URLs(10, nil) {
		if err != nil || len(urls) > 0 {
			t.Fatalf("URLs of %s: %v, %v", os.DevNull, urls, err)
		}
	}
	if _, err := r.File().Write([]byte("{}\n")); err != nil {
		t.Fatal(err)
	}
}
