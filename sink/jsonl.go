package sink

import (
	"bytes"
	"encoding/json"
	"fmt"
	"io"
	"os"
	"sync"

	"github.com/rendercrawl/render/sink/internal/output"
)

// JSONL writes one JSON object per line. Each line goes to the underlying
// writer in a single Write call under a lock, so lines are never
// interleaved, and a process killed between two writes leaves only whole
// lines behind. A write that fails part way (a full disk) is taken back
// from a file, which then ends with the last whole line. Lines are
// encoded outside the lock, so that writers encode side by side.
type JSONL struct {
	st output.State // guards w and n
	w  io.Writer
	n  int64
	// fields are the keys written (WithFields).
	fields Fields
	// sync: Close syncs a file to disk (WithSync).
	sync bool
	// lines holds the encoders, each with its buffer and the record
	// being encoded, reused so that a line costs no copy of a record on
	// the heap.
	lines sync.Pool
}

// line is one encoding of a record: the buffer it goes to, the encoder
// writing there and the wire form of the record, zeroed after, so that
// it keeps no page alive; out is the line when its text and HTML were
// written apart, tail what followed them.
type line struct {
	buf       bytes.Buffer
	enc       *json.Encoder
	wire      recordWire
	out, tail []byte
}

// blankTextHTML is where an encoding of a record with no text and no
// HTML has them. It cannot occur earlier in the line: the keys before
// it are fixed and a quote within a string is escaped.
var blankTextHTML = []byte(`,"text":"","html":"",`)

// NewJSONL returns a sink writing to w. Close never closes w.
func NewJSONL(w io.Writer) *JSONL {
	j := &JSONL{w: w}
	j.lines.New = func() any {
		l := &line{}
		l.enc = json.NewEncoder(&l.buf)
		l.enc.SetEscapeHTML(false)
		return l
	}
	return j
}

// WithSync makes Close sync what j writes to (an *os.File, or any writer
// with a Sync method) to disk, and returns j: for a crawl that keeps its
// state, so that what its state calls done is on disk when the run ends. Without
// it the lines are in the file when Write returns, and reach the disk
// when the system writes them back. Call it before the first Write.
func (j *JSONL) WithSync() *JSONL {
	j.sync = true
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
	l := j.lines.Get().(*line)
	defer j.lines.Put(l)
	l.buf.Reset()
	if err := j.encode(l, r); err != nil {
		return fmt.Errorf("sink: encode %s: %w", r.URL, err) // this record only
	}
	j.st.Lock()
	defer j.st.Unlock()
	if err := j.st.CheckLocked(); err != nil {
		return err
	}
	if _, err := output.WriteRecord(j.w, l.out); err != nil {
		return j.st.FailLocked(fmt.Errorf("sink: write: %w", err))
	}
	j.n++
	return nil
}

// encode sets l.out to r's line, its newline included. The page's text
// and HTML, most of a line's bytes, are written by appendJSONString
// (several times quicker than encoding/json's reflection) into the line
// encoding/json writes without them; the line is byte for byte the one
// encoding/json writes of the whole record.
func (j *JSONL) encode(l *line, r *Record) error {
	if !j.fields.All() {
		b, err := j.fields.Marshal(r)
		if err != nil {
			return err
		}
		l.buf.Write(b)
		l.buf.WriteByte('\n')
		l.out = l.buf.Bytes()
		return nil
	}
	r.fillWire(&l.wire)
	defer func() { l.wire = recordWire{} }()
	text, html := l.wire.Text, l.wire.HTML
	l.wire.Text, l.wire.HTML = "", ""
	if err := l.enc.Encode(&l.wire); err != nil {
		return err
	}
	b := l.buf.Bytes()
	at := bytes.Index(b, blankTextHTML)
	if at < 0 { // not reached; the whole record through encoding/json
		l.buf.Reset()
		l.wire.Text, l.wire.HTML = text, html
		err := l.enc.Encode(&l.wire)
		l.out = l.buf.Bytes()
		return err
	}
	l.tail = append(l.tail[:0], b[at+len(blankTextHTML)-1:]...)
	out := append(l.out[:0], b[:at]...)
	out = append(out, `,"text":`...)
	out = appendJSONString(out, text)
	out = append(out, `,"html":`...)
	out = appendJSONString(out, html)
	l.out = append(out, l.tail...)
	return nil
}

// Lines returns the number of lines written.
func (j *JSONL) Lines() int64 {
	j.st.Lock()
	defer j.st.Unlock()
	return j.n
}

// Close reports the first write error, and syncs a file to disk when
// WithSync asked for it.
func (j *JSONL) Close() error {
	return j.st.Close(func() error {
		if !j.sync || j.st.ErrLocked() != nil {
			return nil
		}
		var err error
		switch w := j.w.(type) {
		case *os.File:
			err = output.SyncFile(w) // a pipe or a terminal has nothing to sync
		case interface{ Sync() error }:
			err = w.Sync()
		}
		if err != nil {
			return fmt.Errorf("sink: sync: %w", err)
		}
		return nil
	})
}
