package crawl

import (
	"context"
	"encoding/binary"
	"hash/fnv"
	"net/url"
	"slices"
	"strconv"
	"sync"

	"github.com/rendercrawl/render/fetch"
)

// What a page runs. Auto mode tells pages apart by the scripts they run
// (kindOf): the pages of one template run the same ones and, most
// likely, get the same from them. The HTML names an external script by
// its URL, and a site's build can name one script many ways: a bundle
// per page whose code is the same but for a comment, a source map's name
// or the page's own path (/assets/entry-3fa9c1.js, entry-b07d22.js,
// ...), a file stamped with the build that made it. Known by its path,
// each is a kind of its own, and the crawl renders every page to verify
// kinds of one page each. So auto mode reads each of a site's own
// scripts once (fetched as a page is, paced with its host, the query
// left off as the path is) and knows it by what it holds: its shape
// (fetch.ScriptShape, the names it uses, literals and comments left
// out), as an inline script is known. A script of another host, or one
// that could not be read (an error, a status other than 2xx, a body over
// the crawl's limit), is known by its path, as before; each script's
// identity is settled once, so all pages that run it agree.

// scriptShapes holds what the crawl read of each script, by host and
// path.
type scriptShapes struct {
	mu sync.Mutex
	m  map[string]*scriptShape
}

// scriptShape is one script's shape, 0 until read or when it could not
// be; done closes once it is settled.
type scriptShape struct {
	done  chan struct{}
	shape uint64
}

// scriptsOf is the identity of the scripts a page runs, for its kind:
// its fetch.Signals.ScriptSet, with each external script of the page's
// own host known by its shape rather than its path. hostKey is the
// page's host as the crawl paces it. 0 when no script runs.
func (c *Crawler) scriptsOf(ctx context.Context, p *Page, hostKey string) uint64 {
	s := p.Signals
	if len(p.Scripts) == 0 {
		return s.ScriptSet
	}
	page, err := url.Parse(p.FinalURL)
	if err != nil {
		return s.ScriptSet
	}
	ids := make([]string, len(p.Scripts))
	var wg sync.WaitGroup
	for i, src := range p.Scripts {
		u, err := url.Parse(src)
		if err != nil {
			continue
		}
		path := u.Host + u.EscapedPath()
		ids[i] = path
		if u.Host != page.Host || u.Scheme != page.Scheme {
			continue
		}
		wg.Go(func() {
			if sh := c.scripts.read(ctx, c, src, path, hostKey); sh != 0 {
				ids[i] = "shape " + strconv.FormatUint(sh, 16)
			}
		})
	}
	wg.Wait()
	slices.Sort(ids)
	ids = slices.Compact(ids)
	h := fnv.New64a()
	for _, id := range ids {
		h.Write([]byte(id))
		h.Write([]byte{0})
	}
	var n [8]byte
	binary.LittleEndian.PutUint64(n[:], s.InlineShape)
	h.Write(n[:])
	return h.Sum64() | 1 // never 0
}

// read returns the shape of the script at src, known as path, reading it
// (paced with hostKey's requests) if no page read it before, or waiting
// for the page that reads it; 0 when it could not be read.
func (ss *scriptShapes) read(ctx context.Context, c *Crawler, src, path, hostKey string) uint64 {
	ss.mu.Lock()
	if ss.m == nil {
		ss.m = make(map[string]*scriptShape)
	}
	e, ok := ss.m[path]
	if !ok {
		e = &scriptShape{done: make(chan struct{})}
		ss.m[path] = e
	}
	ss.mu.Unlock()
	if ok {
		select {
		case <-e.done:
			return e.shape
		case <-ctx.Done():
			return 0
		}
	}
	defer close(e.done)
	resp, err := c.fetchPaced(ctx, src, hostKey)
	if err != nil || resp.Status < 200 || resp.Status > 299 {
		return 0
	}
	e.shape = fetch.ScriptShape(resp.Raw)
	return e.shape
}
