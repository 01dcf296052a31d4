package archive

import "sync"

// maxPayloadsBytes bounds the memory of the payloads seen in a run: past
// it, new payloads are no longer remembered (those remembered still make
// revisits), so that a crawl of millions of pages stays bounded.
const maxPayloadsBytes = 8 << 20

// payloadEntryCost is the memory of one entry besides its strings.
const payloadEntryCost = 96

// original is the response record that first archived a payload.
type original struct {
	target, date, id string
}

// payloads remembers the payloads archived in a run, by digest, so that
// the next response with the same payload is a revisit record. It is
// safe for concurrent use.
type payloads struct {
	mu    sync.Mutex
	seen  map[string]original
	bytes int
}

func newPayloads() *payloads { return &payloads{seen: make(map[string]original)} }

// claim returns the original of digest if one was archived, else records
// o as it (when there is room) and returns false: the caller writes a
// response record.
func (p *payloads) claim(digest string, o original) (original, bool) {
	p.mu.Lock()
	defer p.mu.Unlock()
	if first, ok := p.seen[digest]; ok {
		return first, true
	}
	cost := payloadEntryCost + len(digest) + len(o.target) + len(o.date) + len(o.id)
	if p.bytes+cost <= maxPayloadsBytes {
		p.seen[digest] = o
		p.bytes += cost
	}
	return original{}, false
}
