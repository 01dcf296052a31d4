package sink_test

import (
	"bytes"
	"encoding/json"
	"errors"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"syscall"
	"testing"

	"github.com/rendercrawl/render/internal/testkit/testsite"
	"github.com/rendercrawl/render/sink"
	"github.com/rendercrawl/render/webpage"
)

// TestJSONLOnAFullDisk writes records to a small disk until a write
// fails for want of space: the file ends with the last whole line, and
// holds every line the sink counted.
func TestJSONLOnAFullDisk(t *testing.T) {
	path := filepath.Join(testsite.SmallDisk(t, 64<<10), "out.jsonl")
	f, err := os.Create(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	j := sink.NewJSONL(f)
	text := strings.Repeat("words of a page ", 300)
	var werr error
	for i := 0; werr == nil && i < 1000; i++ {
		werr = j.Write(&sink.Record{URL: "https://a.test/" + strconv.Itoa(i), Content: webpage.Content{Status: 200, Text: text}})
	}
	if !errors.Is(werr, syscall.ENOSPC) {
		t.Fatalf("the writes ended with %v, want ENOSPC", werr)
	}
	if err := j.Close(); !errors.Is(err, syscall.ENOSPC) {
		t.Errorf("Close = %v, want the write's error", err)
	}
	b, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	if len(b) == 0 || b[len(b)-1] != '\n' {
		t.Fatalf("the file (%d bytes) does not end with a whole line", len(b))
	}
	lines := bytes.Split(bytes.TrimSuffix(b, []byte("\n")), []byte("\n"))
	for i, l := range lines {
		var r sink.Record
		if err := json.Unmarshal(l, &r); err != nil || r.URL != "https://a.test/"+strconv.Itoa(i) {
			t.Fatalf("line %d: %v (%q)", i+1, err, r.URL)
		}
	}
	if int64(len(lines)) != j.Lines() || len(lines) < 2 {
		t.Errorf("%d lines in the file, %d written", len(lines), j.Lines())
	}
}
