package main

import (
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"

	"github.com/santhosh-tekuri/jsonschema/v6"
)

// Records of every kind render writes (over HTTP with metadata and
// requests, with --markdown, in the browser, errors of several kinds)
// are valid against docs/record.schema.json.
func TestRecordsMatchTheSchema(t *testing.T) {
	needChrome(t)
	sch, err := jsonschema.NewCompiler().Compile("../../docs/record.schema.json")
	if err != nil {
		t.Fatal(err)
	}
	site := metaSite(false)
	defer site.Close()
	page := spaArticle(t)
	spa := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "text/html; charset=utf-8")
		w.Write(page)
	}))
	defer spa.Close()
	var lines []string
	for _, args := range [][]string{
		{"--mode", "http", "--markdown", "--requests", "--crawl", site.URL + "/"},
		{"--mode", "http", site.URL + "/missing", "http://127.0.0.1:1/", "not a url"},
		{"--browser-url", browserURL, "--mode", "browser", "--markdown", "--requests", spa.URL + "/story"},
	} {
		_, out, stderr := runCLI(t, "", append([]string{"--quiet", "--ignore-robots", "--retries", "0"}, args...)...)
		if out == "" {
			t.Fatalf("%q: no records: %s", args, stderr)
		}
		lines = append(lines, strings.Split(strings.TrimSpace(out), "\n")...)
	}
	if len(lines) < 9 {
		t.Fatalf("%d records, want 9 at least", len(lines))
	}
	for _, line := range lines {
		inst, err := jsonschema.UnmarshalJSON(strings.NewReader(line))
		if err != nil {
			t.Fatal(err)
		}
		if err := sch.Validate(inst); err != nil {
			t.Errorf("record does not match the schema: %v\n%.300s", err, line)
		}
	}
}
