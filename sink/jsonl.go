package sink

import (
	"bytes"
	"encoding/json"
	"fmt"
	"io"
	"os"

	"github.com/rendercrawl/render/sink/internal/output"
)

// JSONL writes one JSON object per line. Each line goes to the underlying
// writer in a single Write call under a lock, so lines are never
// interleaved, and a process killed between two writes leaves only whole
// lines behind. A write that fails part way (a full disk) is taken back
// from a file, which then ends with the last whole line.
type JSONL struct {
	st  output.State // guards the fields below
	w   io.Writer
	buf bytes.Buffer
	enc *json.Encoder
	n   int64
	// fields are the keys written (WithFields).
	fields Fields
	// wire is the record being encoded, reused so that a line costs no
	// copy of a record on the heap; zeroed after, so that it keeps no
	// page alive.
	wire recordWire
}

// NewJSONL returns a sink writing to w. If w is an *os.File, Close syncs
// it to disk; Close never closes w.
func NewJSONL(w io.Writer) *JSONL {
	j := &JSONL{w: w}
	j.enc = json.NewEncoder(&j.buf)
	j.enc.SetEscapeHTML(false)
	return j
}

// WithFields makes j write only the keys f keeps, and returns j. Call
// it before the first Write.
func (j *JSONL) WithFields(f Fields) *JSONL {
	j.fields = f
	return j
}

// Write encodes r and writes it as one line.
func (j *JSONL) Write(r *Record) error {
	j.st.Lock()
	defer j.st.Unlock()
	if err := j.st.CheckLocked(); err != nil {
		return err
	}
	j.buf.Reset()
	if !j.fields.All() {
		line, err := j.fields.Marshal(r)
		if err != nil {
			return fmt.Errorf("sink: encode %s: %w", r.URL, err) // this record only
		}
		j.buf.Write(line)
		j.buf.WriteByte('\n')
	} else if err := j.encode(r); err != nil {
		return fmt.Errorf("sink: encode %s: %w", r.URL, err) // this record only
	}
	if _, err := output.WriteRecord(j.w, j.buf.Bytes()); err != nil {
		return j.st.FailLocked(fmt.Errorf("sink: write: %w", err))
	}
	j.n++
	return nil
}

// encode appends r's line to the buffer, its newline included.
func (j *JSONL) encode(r *Record) error {
	r.fillWire(&j.wire)
	defer func() { j.wire = recordWire{} }()
	return j.enc.Encode(&j.wire)
}

// Lines returns the number of lines written.
func (j *JSONL) Lines() int64 {
	j.st.Lock()
	defer j.st.Unlock()
	return j.n
}

// Close syncs a file to disk and reports the first write error.
func (j *JSONL) Close() error {
	return j.st.Close(func() error {
		if f, ok := j.w.(*os.File); ok && j.st.ErrLocked() == nil {
			if err := output.SyncFile(f); err != nil {
				return fmt.Errorf("sink: sync: %w", err)
			}
		}
		return nil
	})
}
