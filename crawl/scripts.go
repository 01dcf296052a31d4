package crawl

import (
	"context"
	"net/url"
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
// page's host as the crawl paces it. 0 when no script runs. A script
// read before costs a map lookup; only those not yet read are read, side
// by side.
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
		e, mine := c.scripts.entry(path)
		select {
		case <-e.done:
			ids[i] = e.id(path)
			continue
		default:
		}
		wg.Go(func() {
			if mine {
				e.read(ctx, c, src, hostKey)
			} else {
				select {
				case <-e.done:
				case <-ctx.Done():
					return
				}
			}
			ids[i] = e.id(path)
		})
	}
	wg.Wait()
	return fetch.ScriptSetOf(ids, s.InlineShape)
}

// entry returns the script known as path, and mine when the caller is
// the first to ask for it and must read it (scriptShape.read).
func (ss *scriptShapes) entry(path string) (e *scriptShape, mine bool) {
	ss.mu.Lock()
	defer ss.mu.Unlock()
	if e = ss.m[path]; e != nil {
		return e, false
	}
	if ss.m == nil {
		ss.m = make(map[string]*scriptShape)
	}
	e = &scriptShape{done: make(chan struct{})}
	ss.m[path] = e
	return e, true
}

// read reads the script at src, paced with hostKey's requests, takes its
// shape (0 when it could not be read) and settles e.
func (e *scriptShape) read(ctx context.Context, c *Crawler, src, hostKey string) {
	defer close(e.done)
	resp, err := c.fetchPaced(ctx, src, hostKey)
	if err != nil || resp.Status < 200 || resp.Status > 299 {
		return
	}
	e.shape = fetch.ScriptShape(resp.Raw)
}

// id is how a settled script known as path counts in a page's script
// set: by its shape, or by path when it could not be read.
func (e *scriptShape) id(path string) string {
	if e.shape == 0 {
		return path
	}
	return "shape " + strconv.FormatUint(e.shape, 16)
}
