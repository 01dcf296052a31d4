package render

import (
	"context"
	_ "embed"
	"strings"
)

// What the markup names. The browser lists the requests a page made; the
// HTTP path, every resource its markup names (fetch.Subresource). So
// that each path reports what the other does, a page whose requests are
// asked for is read once more after its content (js/markup.js): what its
// markup names and it never requested (an image interception blocked, a
// track no video played, a ping no click sent, a form never submitted)
// is listed too, as not requested, with where the markup names it.

//go:embed js/markup.js
var markupSrc string

var markupJS = withLinks(markupSrc)

// InitiatorMarkup: a resource the page's markup names and the page did
// not request (NetworkRequest.Unrequested).
const InitiatorMarkup = "markup"

// markupRef is a resource the markup names: URL, type, element, method.
type markupRef [4]string

// readMarkup reads what the page's markup names into p. An error leaves
// the page without them: the requests it made stand.
func (t *tab) readMarkup(ctx context.Context, p *Page) {
	ctx, cancel := context.WithTimeout(ctx, callTimeout)
	defer cancel()
	var refs []markupRef
	if err := t.evaluate(ctx, markupJS, &refs); err != nil {
		t.log.Debug("markup not read", "url", p.URL, "err", err)
		return
	}
	p.named = refs
}

// addUnrequested adds to p's requests what its markup names that no
// request of its log asked for, within the list's cap.
func addUnrequested(p *Page, opts pageOptions) {
	if len(p.named) == 0 {
		return
	}
	have := make(map[string]bool, len(p.Requests))
	for _, r := range p.Requests {
		have[withoutFragment(r.URL)] = true
	}
	for _, n := range p.named {
		u := withoutFragment(n[0])
		if have[u] {
			continue
		}
		have[u] = true
		if len(p.Requests) >= opts.maxRequests {
			p.RequestsOmitted++
			continue
		}
		p.Requests = append(p.Requests, NetworkRequest{URL: u, Method: n[3], Type: n[1], Element: n[2],
			Unrequested: true, Initiator: InitiatorMarkup})
	}
	p.named = nil
}

func withoutFragment(u string) string {
	u, _, _ = strings.Cut(u, "#")
	return u
}
