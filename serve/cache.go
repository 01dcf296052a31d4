package serve

import (
	"container/list"
	"io"
	"net/http"
	"os"
	"sync"
	"time"
)

// entry is a rendered result as the service answers it: the status, the
// headers of its own (Content-Type, and those a page set with
// prerender-header meta tags), the body, and when it was rendered.
type entry struct {
	status   int
	header   http.Header
	body     []byte
	rendered time.Time

	// An answer's own copy of a result (never one the memory cache
	// holds) may carry the share of the byte budget its body holds, or,
	// for a result of the disk cache too large to read into memory, its
	// file, at the body's start, of fileSize bytes: to be sent from there.
	// finish lets go of both.
	lease    *lease
	file     *os.File
	fileSize int64
}

// length is the body's length in bytes.
func (e *entry) length() int64 {
	if e.file != nil {
		return e.fileSize
	}
	return int64(len(e.body))
}

// writeBody sends the body to w.
func (e *entry) writeBody(w io.Writer) error {
	if e.file != nil {
		_, err := io.CopyN(w, e.file, e.fileSize)
		return err
	}
	_, err := w.Write(e.body)
	return err
}

// finish lets go of what the answer held: its share of the budget, its
// file.
func (e *entry) finish() {
	e.lease.done()
	if e.file != nil {
		e.file.Close()
	}
}

// entryOverhead is what an entry costs beyond its body and headers: the
// struct, the list element, the map slot and the key's header.
const entryOverhead = 256

func (e *entry) size(key string) int64 {
	n := int64(len(e.body)+len(key)) + entryOverhead
	for k, vs := range e.header {
		n += int64(len(k))
		for _, v := range vs {
			n += int64(len(v))
		}
	}
	return n
}

// cache keeps rendered results for ttl, in memory up to max bytes (the
// least recently used go first), and on disk too when it has one. A
// result larger than a quarter of max is not kept in memory. It is safe
// for concurrent use.
type cache struct {
	ttl  time.Duration
	max  int64
	disk *diskCache // nil: memory only
	// answers, when set, is the budget a file of the disk cache read into
	// memory takes from until it has been sent; without room, or when it
	// is too large to keep in memory, the file is sent as it is read.
	answers *budget
	now     func() time.Time

	mu    sync.Mutex
	size  int64
	order *list.List // of *cached, most recently used first
	byKey map[string]*list.Element
}

type cached struct {
	key  string
	e    *entry
	size int64
}

func newCache(ttl time.Duration, max int64, disk *diskCache) *cache {
	return &cache{ttl: ttl, max: max, disk: disk, now: time.Now, order: list.New(), byKey: make(map[string]*list.Element)}
}

// get returns the result kept under key, if it is fresh: from memory,
// else from disk (and then into memory, if it may be kept there). The
// caller calls finish on it once it has been sent.
func (c *cache) get(key string) (*entry, bool) {
	now := c.now()
	c.mu.Lock()
	if el, ok := c.byKey[key]; ok {
		ce := el.Value.(*cached)
		if now.Sub(ce.e.rendered) < c.ttl {
			c.order.MoveToFront(el)
			c.mu.Unlock()
			return ce.e, true
		}
		c.removeLocked(el)
	}
	c.mu.Unlock()
	if c.disk == nil {
		return nil, false
	}
	e, ok := c.disk.get(key, now, c.ttl, c.readFile)
	if ok && e.file == nil {
		kept := *e
		kept.lease = nil
		c.putMemory(key, &kept)
	}
	return e, ok
}

// readFile says whether a file of the disk cache whose body is n bytes is
// read into memory, with the share of the budget it takes: only if the
// memory cache may keep it, and the budget has room.
func (c *cache) readFile(n int64) (*lease, bool) {
	if n+entryOverhead > c.max/4 {
		return nil, false
	}
	if c.answers == nil {
		return nil, true
	}
	l := c.answers.take(n)
	return l, l != nil
}

// put keeps e under key, in memory and on disk.
func (c *cache) put(key string, e *entry) {
	if c.ttl <= 0 {
		return
	}
	c.putMemory(key, e)
	if c.disk != nil {
		c.disk.put(key, e)
	}
}

func (c *cache) putMemory(key string, e *entry) {
	n := e.size(key)
	if n > c.max/4 {
		return
	}
	c.mu.Lock()
	defer c.mu.Unlock()
	if el, ok := c.byKey[key]; ok {
		c.removeLocked(el)
	}
	c.byKey[key] = c.order.PushFront(&cached{key: key, e: e, size: n})
	c.size += n
	for c.size > c.max {
		c.removeLocked(c.order.Back())
	}
}

func (c *cache) removeLocked(el *list.Element) {
	ce := c.order.Remove(el).(*cached)
	delete(c.byKey, ce.key)
	c.size -= ce.size
}

// stats returns the entries and bytes held in memory.
func (c *cache) stats() (entries int, bytes int64) {
	c.mu.Lock()
	defer c.mu.Unlock()
	return len(c.byKey), c.size
}
