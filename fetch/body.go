package fetch

import (
	"errors"
	"io"
	"time"
)

// errBodyTooLarge is returned inside the body pipeline; Fetch wraps it into
// ErrTooLarge with the URL.
var errBodyTooLarge = errors.New("body exceeds the cap")

// wireReader counts the bytes received from the network, refuses more than
// max of them, remembers the transport's own error, and tells the stall
// watchdog about progress.
type wireReader struct {
	r     io.Reader
	max   int64
	n     int64
	err   error // the last non-nil error from r
	stall *time.Timer
	idle  time.Duration
}

func (w *wireReader) Read(p []byte) (int, error) {
	if w.n > w.max {
		return 0, errBodyTooLarge
	}
	if rest := w.max + 1 - w.n; int64(len(p)) > rest {
		p = p[:rest]
	}
	n, err := w.r.Read(p)
	w.n += int64(n)
	if n > 0 && w.stall != nil {
		w.stall.Reset(w.idle)
	}
	if err != nil {
		w.err = err
	}
	if w.n > w.max {
		return n, errBodyTooLarge
	}
	return n, err
}

// readCapped reads r to EOF, failing with errBodyTooLarge as soon as it
// has more than max bytes. With a size hint (Content-Length) it reads into
// one buffer of that size; otherwise into chunks of growing size, joined at
// the end, so that an oversized body never costs more than about max bytes
// and no buffer is copied while growing.
func readCapped(r io.Reader, max, hint int64) ([]byte, error) {
	size := int64(8 << 10)
	if hint > 0 {
		size = hint + 1 // room to see EOF without another buffer
	}
	var chunks [][]byte
	var total int64
	for {
		size = min(size, max+1-total)
		if size <= 0 {
			return nil, errBodyTooLarge
		}
		buf := make([]byte, size)
		n, err := readFull(r, buf)
		total += int64(n)
		if n > 0 {
			chunks = append(chunks, buf[:n])
		}
		switch {
		case total > max:
			return nil, errBodyTooLarge
		case err == io.EOF:
			return join(chunks, total), nil
		case err != nil:
			return nil, err
		}
		size = min(2*size, 1<<20)
	}
}

// readFull reads into buf until it is full or r fails; unlike io.ReadFull it
// returns io.EOF as is, so that a transport's io.ErrUnexpectedEOF (body
// shorter than its Content-Length) stays distinguishable from a clean end.
func readFull(r io.Reader, buf []byte) (int, error) {
	n := 0
	for n < len(buf) {
		m, err := r.Read(buf[n:])
		n += m
		if err != nil {
			return n, err
		}
	}
	return n, nil
}

// join concatenates chunks of total length n, without copying a single
// chunk.
func join(chunks [][]byte, n int64) []byte {
	switch len(chunks) {
	case 0:
		return []byte{}
	case 1:
		return chunks[0]
	}
	out := make([]byte, 0, n)
	for _, c := range chunks {
		out = append(out, c...)
	}
	return out
}
