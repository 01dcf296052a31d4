package archive

import (
	"bufio"
	"bytes"
	"compress/gzip"
	"crypto/sha1"
	"encoding/base32"
	"encoding/json"
	"errors"
	"io"
	"os"
	"strconv"
	"strings"
	"testing"

	iawarc "github.com/internetarchive/gowarc"
	"github.com/nlnwa/gowarc/v3"
)

// readRecord is a record as read back by a reader that is not the writer.
type readRecord struct {
	Header  map[string]string // field names in canonical WARC case
	Content []byte
}

func (r readRecord) get(name string) string {
	for k, v := range r.Header {
		if strings.EqualFold(k, name) {
			return v
		}
	}
	return ""
}

// readWARCIA reads a WARC file with the Internet Archive's gowarc reader,
// a different implementation from the writer (nlnwa/gowarc).
func readWARCIA(t *testing.T, path string) []readRecord {
	t.Helper()
	f, err := os.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	rd, err := iawarc.NewReader(f)
	if err != nil {
		t.Fatal(err)
	}
	defer rd.Close()
	var out []readRecord
	for {
		rec, err := rd.ReadRecord()
		if errors.Is(err, io.EOF) {
			return out
		}
		if err != nil {
			t.Fatalf("record %d: %v", len(out), err)
		}
		if rec.Version != "WARC/1.1" {
			t.Errorf("record %d: version %q", len(out), rec.Version)
		}
		if _, err := rec.Content.Seek(0, io.SeekStart); err != nil {
			t.Fatal(err)
		}
		content, err := io.ReadAll(rec.Content)
		rec.Content.Close()
		if err != nil {
			t.Fatal(err)
		}
		out = append(out, readRecord{Header: rec.Header, Content: content})
	}
}

// gzipMembers splits a .warc.gz into its gzip members, one by one, and
// checks that each holds exactly one whole record: version line, header,
// Content-Length bytes of block, the closing CRLF CRLF, nothing more.
func gzipMembers(t *testing.T, path string) int {
	t.Helper()
	f, err := os.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	br := bufio.NewReader(f)
	zr, err := gzip.NewReader(br)
	if err != nil {
		t.Fatal(err)
	}
	n := 0
	for {
		zr.Multistream(false)
		member, err := io.ReadAll(zr)
		if err != nil {
			t.Fatalf("member %d: %v", n, err)
		}
		rest, ok := bytes.CutPrefix(member, []byte("WARC/1.1\r\n"))
		header, block, found := bytes.Cut(rest, []byte("\r\n\r\n"))
		if !ok || !found {
			t.Fatalf("member %d is not a WARC/1.1 record: %.80q", n, member)
		}
		length := -1
		for _, line := range strings.Split(string(header), "\r\n") {
			if k, v, _ := strings.Cut(line, ":"); strings.EqualFold(k, "Content-Length") {
				length, _ = strconv.Atoi(strings.TrimSpace(v))
			}
		}
		if length < 0 || len(block) != length+4 || !bytes.HasSuffix(block, []byte("\r\n\r\n")) {
			t.Fatalf("member %d: Content-Length %d, but %d bytes follow the header", n, length, len(block))
		}
		n++
		if err := zr.Reset(br); errors.Is(err, io.EOF) {
			return n
		} else if err != nil {
			t.Fatalf("member %d: %v", n, err)
		}
	}
}

// readWARCStrict reads the file with the writer's own library in strict
// mode, which checks every field, both digests and every length.
func readWARCStrict(t *testing.T, path string) int {
	t.Helper()
	rd, err := gowarc.NewWarcFileReader(path, 0, gowarc.WithStrictValidation())
	if err != nil {
		t.Fatal(err)
	}
	defer rd.Close()
	n := 0
	for {
		rec, err := rd.Next()
		if errors.Is(err, io.EOF) {
			return n
		}
		if err != nil {
			t.Fatalf("record %d: %v", n, err)
		}
		if len(rec.Validation) > 0 {
			t.Errorf("record %d: %v", n, rec.Validation)
		}
		rec.Close()
		n++
	}
}

func sha1Base32(b []byte) string {
	sum := sha1.Sum(b)
	return "sha1:" + base32.StdEncoding.EncodeToString(sum[:])
}

// cdxLine is a CDXJ line, read.
type cdxLine struct {
	Key, Timestamp string
	URL            string `json:"url"`
	Mime           string `json:"mime"`
	Status         string `json:"status"`
	Digest         string `json:"digest"`
	Length         string `json:"length"`
	Offset         string `json:"offset"`
	Filename       string `json:"filename"`
}

func parseCDXLine(t *testing.T, s string) cdxLine {
	t.Helper()
	f := strings.SplitN(s, " ", 3)
	if len(f) != 3 {
		t.Fatalf("CDXJ line %q", s)
	}
	l := cdxLine{Key: f[0], Timestamp: f[1]}
	if err := json.Unmarshal([]byte(f[2]), &l); err != nil {
		t.Fatalf("CDXJ line %q: %v", s, err)
	}
	return l
}
