package document

import (
	"strings"

	"github.com/ledongthuc/pdf"
)

// maxLinks bounds the links read from one PDF.
const maxLinks = 10000

// links are the URIs of a PDF's link annotations (§12.5.6.5, a URI
// action), in page order, deduped, as written: absolute or relative to
// the document, mailto: and the like included; the caller resolves them
// and keeps what it follows.
type links struct {
	seen map[string]bool
	out  []string
}

// page adds the links of one page. A malformed annotation is skipped.
func (l *links) page(p pdf.Page) {
	defer func() { _ = recover() }() // the library panics on malformed objects
	annots := p.V.Key("Annots")
	for i := 0; i < annots.Len() && len(l.out) < maxLinks; i++ {
		a := annots.Index(i)
		if a.Key("Subtype").Name() != "Link" {
			continue
		}
		act := a.Key("A")
		if act.Key("S").Name() != "URI" {
			continue
		}
		u := strings.TrimSpace(act.Key("URI").RawString())
		if u != "" && !l.seen[u] {
			l.seen[u] = true
			l.out = append(l.out, u)
		}
	}
}
