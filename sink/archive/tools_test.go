package archive

import (
	"bufio"
	"bytes"
	"path/filepath"
	"strings"
	"testing"

	"github.com/rendercrawl/render/internal/testkit/archivetest"
	"github.com/rendercrawl/render/sink"
)

// TestWARCReadByWarcio: warcio, the Webrecorder tools' reader, reads
// every record and finds every block and payload digest right; its own
// CDXJ index of the file finds the records at the offsets and lengths
// this package's index gives, under the same keys.
func TestWARCReadByWarcio(t *testing.T) {
	archivetest.Modules(t)
	path := filepath.Join(t.TempDir(), "crawl.warc.gz")
	w, err := NewWARC(path, testConfig())
	if err != nil {
		t.Fatal(err)
	}
	var index [][]byte
	w.w.after = func(_ *sink.Record, p *encodedPage, offset int64) error {
		for _, m := range p.members {
			if m.index != nil {
				m.index.offset, m.index.length = offset+int64(m.start), int64(m.end-m.start)
				index = append(index, m.index.line())
			}
		}
		return nil
	}
	for _, r := range fixturePages() {
		if err := w.Write(r); err != nil {
			t.Fatal(err)
		}
	}
	if err := w.Close(); err != nil {
		t.Fatal(err)
	}
	s := archivetest.CheckWARC(t, path)
	if len(s.Problems) > 0 || s.Records != 22 || s.Types["revisit"] != 1 || s.PayloadDigests != 20 {
		t.Errorf("warcio: %+v", s)
	}

	theirs := map[string]cdxLine{}
	lines := bufio.NewScanner(bytes.NewReader(archivetest.CDXIndex(t, path)))
	for lines.Scan() {
		l := parseCDXLine(t, lines.Text())
		theirs[l.Offset] = l
	}
	if len(index) != 10 {
		t.Fatalf("%d index lines, want 10 (8 responses, a revisit, a resource)", len(index))
	}
	for _, raw := range index {
		ours := parseCDXLine(t, string(bytes.TrimSuffix(raw, []byte("\n"))))
		their, ok := theirs[ours.Offset]
		if !ok {
			t.Errorf("warcio has no record at offset %s (%s)", ours.Offset, ours.URL)
			continue
		}
		if ours.Key != their.Key || ours.Timestamp != their.Timestamp || ours.URL != their.URL || ours.Length != their.Length ||
			ours.Status != their.Status || ours.Mime != their.Mime || strings.TrimPrefix(ours.Digest, "sha1:") != their.Digest {
			t.Errorf("index line\n ours   %+v\n warcio %+v", ours, their)
		}
	}
}
