package render

import (
	"net/url"
	"slices"
	"strings"
	"sync"

	"github.com/chromedp/cdproto/network"
)

// Blocking by file name.
//
// A request of a blocked type (Config.Block) that interception refuses
// costs a round trip: the renderer asks the network service, which asks
// the browser, which pauses it and tells us, and we answer. On the
// bench's SPA pages (three images and a font each) those round trips
// were a sixth of the CPU of a page. Before each page a tab therefore
// also gives Chrome URL patterns (Network.setBlockedURLs) for the file
// names on the page's host that only the blocked types carry: the
// renderer refuses a request of such a name before it leaves, with the
// same error a refused request gets (the page's onerror fires, a font
// falls back), and no round trip.
//
// Only the page's own host: the renderer checks the patterns before the
// page's own policy (its Content-Security-Policy, mixed content), so a
// request of another origin that the page's policy refuses, which the
// record lists among the page's failed requests and its console tells
// of, would count as merely blocked. A page's policy seldom refuses its
// own origin.
//
// A name is only a guess at a type, so every request refused by name is
// checked against its type when its failure comes in:
//   - of a blocked type, it counts as blocked, as interception's do;
//   - of any other type (a script's fetch of an image, to read its
//     bytes), it is a mistake: the page is rendered again, and its host
//     is exempt from blocking by name from then on, so only interception
//     (by type) refuses its requests.
//
// Requests that match no pattern (an image of another host, one served
// by a path without an extension, a name in capitals) still meet
// interception, by type.

// blockedNames are the file name endings that requests of each blocked
// type carry, and those of no other type in ordinary use. SVG is not
// among them: scripts often fetch SVG icons to inline them.
var blockedNames = map[network.ResourceType][]string{
	network.ResourceTypeImage: {"png", "jpg", "jpeg", "gif", "webp", "avif", "ico", "bmp", "apng", "jxl"},
	network.ResourceTypeFont:  {"woff2", "woff", "ttf", "otf", "eot"},
	network.ResourceTypeMedia: {"mp4", "webm", "mp3", "m4a", "m4v", "ogg", "ogv", "oga", "opus", "wav", "flac", "aac", "mov"},
}

// maxNameExempt bounds the hosts exempt from blocking by name; past it, a
// run blocks by type only.
const maxNameExempt = 64

// maxNamePasses bounds the renders of one page: one that blocking by name
// got wrong is rendered again with its host exempt, and if that is wrong
// too, once more with blocking by name off.
const maxNamePasses = 3

// nameBlock is what a pool's tabs block by file name: the hosts exempt
// from it, and a version that changes when they do. Nil blocks nothing by
// name.
type nameBlock struct {
	mu      sync.Mutex
	on      bool
	exempt  []string
	version uint64
}

func newNameBlock() *nameBlock { return &nameBlock{on: true} }

// patterns returns the URL patterns for a page of host in a tab that
// blocks the types of block (a pattern for each name of each type, on
// host only), and their version; none for a host that is exempt or that
// a pattern cannot name.
func (n *nameBlock) patterns(block []network.ResourceType, host string) ([]*network.BlockPattern, uint64) {
	if n == nil {
		return nil, 0
	}
	n.mu.Lock()
	defer n.mu.Unlock()
	if !n.on || host == "" || slices.Contains(n.exempt, host) {
		return nil, n.version
	}
	var out []*network.BlockPattern
	for _, rt := range block {
		for _, ext := range blockedNames[rt] {
			out = append(out, &network.BlockPattern{URLPattern: "*://" + host + ":*/*." + ext, Block: true})
		}
	}
	return out, n.version
}

// current is the version of the patterns.
func (n *nameBlock) current() uint64 {
	if n == nil {
		return 0
	}
	n.mu.Lock()
	defer n.mu.Unlock()
	return n.version
}

// exemptHosts takes the hosts of urls, requests that blocking by name got
// wrong, out of it; past maxNameExempt hosts it turns it off.
func (n *nameBlock) exemptHosts(urls []string) {
	if n == nil {
		return
	}
	n.mu.Lock()
	defer n.mu.Unlock()
	n.version++
	for _, raw := range urls {
		h := patternHost(raw)
		switch {
		case !n.on || h == "" || slices.Contains(n.exempt, h):
		case len(n.exempt) >= maxNameExempt:
			n.on = false
		default:
			n.exempt = append(n.exempt, h)
		}
	}
}

// stop turns blocking by name off.
func (n *nameBlock) stop() {
	if n == nil {
		return
	}
	n.mu.Lock()
	defer n.mu.Unlock()
	n.on = false
	n.version++
}

// patternHost is the host of raw as a URLPattern hostname, or "" when it
// has none or holds a character the pattern syntax gives a meaning to (an
// IPv6 address's colons).
func patternHost(raw string) string {
	u, err := url.Parse(raw)
	if err != nil || u.Hostname() == "" {
		return ""
	}
	h := u.Hostname()
	if strings.ContainsAny(h, `:*?+(){}[]\/#@`) {
		return ""
	}
	return h
}
