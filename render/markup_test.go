package render

import (
	"context"
	"testing"

	"github.com/rendercrawl/render/internal/testkit/testsite"
)

// TestMarkupNamedButNotRequested: what a page's markup names and the page
// never requested is among its requests, not requested, with where the
// markup names it; what it did request (or interception blocked) is
// listed once, as the network told it.
func TestMarkupNamedButNotRequested(t *testing.T) {
	pool := needChrome(t)
	_, base := testsite.ServeCatalog(t)
	tests := []struct {
		page, target, element string
		unrequested           bool
	}{
		{"track-src", "/t/track-src", "track[src]", true},
		{"a-ping", "/t/a-ping", "a[ping]", true},
		{"html-manifest", "/t/html-manifest", "html[manifest]", true},
		{"doctype-system", "/t/doctype-system", "doctype", true},
		{"form-post-action", "/t/form-post-action", "form[action]", true},
		{"img-src", "/t/img-src", "", false},       // blocked: in the log
		{"script-src", "/t/script-src", "", false}, // requested
	}
	for _, tc := range tests {
		t.Run(tc.page, func(t *testing.T) {
			p, err := pool.Render(context.Background(), Request{URL: base + "/p/" + tc.page, Requests: true, MaxRequests: DefaultMaxRequests})
			if err != nil {
				t.Fatal(err)
			}
			n := 0
			for _, r := range p.Requests {
				if r.URL != base+tc.target {
					continue
				}
				n++
				if r.Unrequested != tc.unrequested || r.Element != tc.element {
					t.Errorf("%+v; want unrequested %v, element %q", r, tc.unrequested, tc.element)
				}
				if r.Unrequested && r.Initiator != InitiatorMarkup {
					t.Errorf("initiator %q, want %q", r.Initiator, InitiatorMarkup)
				}
			}
			if n != 1 {
				t.Errorf("%s listed %d times in %+v; want once", tc.target, n, p.Requests)
			}
		})
	}
	// Without requests asked for, the markup is not read.
	p, err := pool.Render(context.Background(), Request{URL: base + "/p/track-src"})
	if err != nil {
		t.Fatal(err)
	}
	if p.Requests != nil || p.named != nil {
		t.Errorf("requests %+v, named %v; want none without Requests", p.Requests, p.named)
	}
}
