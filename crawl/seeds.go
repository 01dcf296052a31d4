package crawl

import (
	"bufio"
	"context"
	"io"
	"strings"
	"sync"
)

// Seeds is where a crawl's seeds come from. Next returns the next seed,
// io.EOF once the input is over, or ctx's error: it must return when ctx
// ends, so that a crawl that is stopped never waits on an input that does
// not end (a terminal, a pipe kept open).
type Seeds interface {
	Next(ctx context.Context) (string, error)
}

// SeedList yields urls, in order.
func SeedList(urls ...string) Seeds { return &seedList{urls: urls} }

type seedList struct {
	mu   sync.Mutex
	urls []string
}

func (s *seedList) Next(ctx context.Context) (string, error) {
	if err := ctx.Err(); err != nil {
		return "", err
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	if len(s.urls) == 0 {
		return "", io.EOF
	}
	u := s.urls[0]
	s.urls = s.urls[1:]
	return u, nil
}

// SeedLines yields the lines of r, trimmed, skipping blank lines and
// # comments. A goroutine of its own reads r, so that Next can return when
// its context ends even while a read blocks; it ends with the input, or
// after Close at its next line (a read that blocks ends when the owner of
// r closes it).
func SeedLines(r io.Reader) *LineSeeds {
	s := &LineSeeds{lines: make(chan string), done: make(chan struct{}), quit: make(chan struct{})}
	go s.read(r)
	return s
}

// LineSeeds are the seeds of SeedLines.
type LineSeeds struct {
	lines     chan string
	done      chan struct{} // closed when the input is over; err says why
	err       error
	quit      chan struct{}
	closeOnce sync.Once
}

func (s *LineSeeds) read(r io.Reader) {
	defer close(s.done)
	sc := bufio.NewScanner(r)
	sc.Buffer(make([]byte, 64<<10), 1<<20)
	for sc.Scan() {
		line := strings.TrimSpace(sc.Text())
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		select {
		case s.lines <- line:
		case <-s.quit:
			return
		}
	}
	s.err = sc.Err()
}

// Close stops the reading goroutine at its next line.
func (s *LineSeeds) Close() { s.closeOnce.Do(func() { close(s.quit) }) }

// Next implements Seeds.
func (s *LineSeeds) Next(ctx context.Context) (string, error) {
	select {
	case <-ctx.Done():
		return "", ctx.Err()
	case l := <-s.lines:
		return l, nil
	case <-s.done:
		if s.err != nil {
			return "", s.err
		}
		return "", io.EOF
	}
}

// SeedChain yields the seeds of each source in turn.
func SeedChain(sources ...Seeds) Seeds { return &seedChain{sources: sources} }

type seedChain struct {
	mu      sync.Mutex
	sources []Seeds
}

func (s *seedChain) Next(ctx context.Context) (string, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	for len(s.sources) > 0 {
		u, err := s.sources[0].Next(ctx)
		if err != io.EOF {
			return u, err
		}
		s.sources = s.sources[1:]
	}
	return "", io.EOF
}
