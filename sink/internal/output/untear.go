package output

import (
	"io"
	"os"
)

// WriteRecord writes one record (a line, a gzip member) to w in one
// Write. When a write fails part way (a full disk), the part written is
// taken back from a file (untear); written is what of the record stays
// in w: 0 once taken back, else what went out.
func WriteRecord(w io.Writer, record []byte) (written int, err error) {
	n, err := w.Write(record)
	if err != nil && untear(w, n) {
		n = 0
	}
	return n, err
}

// untear takes back the n bytes a failed write of one record (a line, a
// gzip member) left at the end of w, when w is a file, so that the file
// still ends with the last whole record: a disk that fills up in the
// middle of a write leaves no torn record behind. It reports whether the
// file ends with a whole record (true when nothing was left to take
// back); a pipe or a socket keeps what went out. A writer with an Unwrap
// method is looked through.
func untear(w io.Writer, n int) bool {
	if n <= 0 {
		return true
	}
	for {
		u, ok := w.(interface{ Unwrap() io.Writer })
		if !ok {
			break
		}
		w = u.Unwrap() // a writer that wraps a file (stdout redirected to one)
	}
	f, ok := w.(*os.File)
	if !ok {
		return false
	}
	off, err := f.Seek(0, io.SeekCurrent)
	if err != nil || off < int64(n) {
		return false
	}
	if err := f.Truncate(off - int64(n)); err != nil {
		return false
	}
	_, err = f.Seek(off-int64(n), io.SeekStart)
	return err == nil
}
