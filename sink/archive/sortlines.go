package archive

import (
	"bufio"
	"bytes"
	"container/heap"
	"errors"
	"fmt"
	"io"
	"os"
	"slices"
)

// sortChunk is how many bytes of lines are sorted in memory at once (about
// twice that in the heap, with the slices' own cost);
// more lines are sorted in runs of that size on disk and merged.
const sortChunk = 8 << 20

// lineSorter sorts lines (each with its newline) bytewise, as `LC_ALL=C
// sort` does, in bounded memory: at most about chunk bytes of lines are
// held at once; the rest wait in sorted runs in dir.
type lineSorter struct {
	dir   string
	chunk int
	lines [][]byte
	held  int
	runs  []string
}

func newLineSorter(dir string, chunk int) *lineSorter {
	return &lineSorter{dir: dir, chunk: chunk}
}

// add adds a line; line is copied.
func (s *lineSorter) add(line []byte) error {
	s.lines = append(s.lines, bytes.Clone(line))
	s.held += len(line)
	if s.held >= s.chunk {
		return s.spill()
	}
	return nil
}

// spill writes the lines held, sorted, to a run file of their own.
func (s *lineSorter) spill() error {
	slices.SortFunc(s.lines, bytes.Compare)
	f, err := os.CreateTemp(s.dir, "run-*")
	if err != nil {
		return err
	}
	s.runs = append(s.runs, f.Name())
	bw := bufio.NewWriterSize(f, 1<<16)
	for _, l := range s.lines {
		bw.Write(l)
	}
	err = bw.Flush()
	if cerr := f.Close(); err == nil {
		err = cerr
	}
	s.lines, s.held = s.lines[:0], 0
	return err
}

// finish writes every line added, sorted, to w and removes the runs.
func (s *lineSorter) finish(w io.Writer) error {
	defer func() {
		for _, r := range s.runs {
			os.Remove(r)
		}
	}()
	if len(s.runs) == 0 {
		slices.SortFunc(s.lines, bytes.Compare)
		for _, l := range s.lines {
			if _, err := w.Write(l); err != nil {
				return err
			}
		}
		return nil
	}
	if len(s.lines) > 0 {
		if err := s.spill(); err != nil {
			return err
		}
	}
	return s.merge(w)
}

// merge writes the runs' lines to w in order, reading each run once.
func (s *lineSorter) merge(w io.Writer) error {
	h := &runHeap{}
	for _, name := range s.runs {
		f, err := os.Open(name)
		if err != nil {
			return err
		}
		defer f.Close()
		r := &run{r: bufio.NewReaderSize(f, 1<<16)}
		if err := r.next(); err != nil {
			return fmt.Errorf("run %s: %w", name, err)
		}
		if r.line != nil {
			h.items = append(h.items, r)
		}
	}
	heap.Init(h)
	for h.Len() > 0 {
		r := h.items[0]
		if _, err := w.Write(r.line); err != nil {
			return err
		}
		if err := r.next(); err != nil {
			return err
		}
		if r.line == nil {
			heap.Pop(h)
		} else {
			heap.Fix(h, 0)
		}
	}
	return nil
}

// run is a sorted run being merged: its reader and its next line (nil
// once read to the end).
type run struct {
	r    *bufio.Reader
	line []byte
}

func (r *run) next() error {
	line, err := r.r.ReadBytes('\n')
	switch {
	case errors.Is(err, io.EOF) && len(line) == 0:
		r.line = nil
		return nil
	case errors.Is(err, io.EOF):
		r.line = append(line, '\n') // a last line without its newline
		return nil
	case err != nil:
		return err
	}
	r.line = line
	return nil
}

// runHeap orders runs by their next line.
type runHeap struct{ items []*run }

func (h *runHeap) Len() int           { return len(h.items) }
func (h *runHeap) Less(i, j int) bool { return bytes.Compare(h.items[i].line, h.items[j].line) < 0 }
func (h *runHeap) Swap(i, j int)      { h.items[i], h.items[j] = h.items[j], h.items[i] }
func (h *runHeap) Push(x any)         { h.items = append(h.items, x.(*run)) }
func (h *runHeap) Pop() any {
	x := h.items[len(h.items)-1]
	h.items = h.items[:len(h.items)-1]
	return x
}
