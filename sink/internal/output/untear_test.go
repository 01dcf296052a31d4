package output

import (
	"bytes"
	"io"
	"os"
	"path/filepath"
	"testing"
)

// wrapped is a writer around a file, as the CLI's stdout is.
type wrapped struct{ w io.Writer }

func (w wrapped) Write(b []byte) (int, error) { return w.w.Write(b) }
func (w wrapped) Unwrap() io.Writer           { return w.w }

// TestUntear takes back the end of a torn write from a plain file, a
// file opened to append and a file behind a wrapper: the file ends with
// the last whole record, and the next write follows it. A pipe keeps
// what went out.
func TestUntear(t *testing.T) {
	for _, tc := range []struct {
		name string
		open func(path string) (*os.File, error)
		wrap bool
	}{
		{"plain", func(p string) (*os.File, error) { return os.Create(p) }, false},
		{"append", func(p string) (*os.File, error) { return OpenFile(p, true) }, false},
		{"wrapped", func(p string) (*os.File, error) { return os.Create(p) }, true},
	} {
		t.Run(tc.name, func(t *testing.T) {
			path := filepath.Join(t.TempDir(), "out")
			f, err := tc.open(path)
			if err != nil {
				t.Fatal(err)
			}
			defer f.Close()
			var w io.Writer = f
			if tc.wrap {
				w = wrapped{f}
			}
			w.Write([]byte("one\ntwo\n"))
			n, _ := w.Write([]byte("thr")) // the first bytes of a record a full disk cut short
			if !untear(w, n) {
				t.Fatal("untear failed on a file")
			}
			w.Write([]byte("four\n"))
			if b, _ := os.ReadFile(path); !bytes.Equal(b, []byte("one\ntwo\nfour\n")) {
				t.Errorf("the file is %q", b)
			}
		})
	}
	r, pw, err := os.Pipe()
	if err != nil {
		t.Fatal(err)
	}
	defer r.Close()
	defer pw.Close()
	pw.Write([]byte("x"))
	if untear(pw, 1) {
		t.Error("untear reported a pipe's bytes taken back")
	}
	if !untear(pw, 0) {
		t.Error("nothing to take back is a whole record")
	}
}
