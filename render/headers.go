package render

import (
	"context"
	"net/http"
	"net/url"
	"slices"
	"strings"

	"github.com/chromedp/cdproto/cdp"
	cdpfetch "github.com/chromedp/cdproto/fetch"
	"github.com/chromedp/cdproto/network"
)

// Headers gives the extra headers of a request by its host, so that what
// is meant for a site (a token, a key) reaches that site only.
//
// The browser keeps them to their hosts through interception: Patterns
// are Fetch URL patterns that cover every host For gives headers to, and
// only requests that match them pause, to be sent on with For's headers
// when their host has some. Chrome does not carry headers set this way
// over a redirect: each hop is asked again. Network.setExtraHTTPHeaders,
// by contrast, sends its headers with every request of a tab, whatever
// its host, sub-requests to other sites included.
type Headers interface {
	// For returns the headers of a request to u (by its host, and its
	// scheme), nil for none.
	For(u *url.URL) http.Header
	// Patterns returns URL patterns (Fetch's, * and ? wildcards) matching
	// at least every URL whose host For gives headers to, and a version
	// that changes when they change.
	Patterns() (patterns []string, version uint64)
}

// headerCalls sets the headers every request carries.
func (t *tab) headerCalls(ctx context.Context) []func() error {
	h := t.cfg.Session.Header
	if len(h) == 0 {
		return nil
	}
	hs := make(network.Headers, len(h))
	for k, v := range h {
		hs[k] = strings.Join(v, ", ")
	}
	return []func() error{func() error {
		_, err := cdp.Call(ctx, t.t, network.SetExtraHTTPHeaders, network.SetExtraHTTPHeadersParams{Headers: hs})
		return err
	}}
}

// patterns are the Fetch patterns of the tab: every request while an
// exploration is guarded (explore_guard.go); else its blocked types, with
// docs the documents, and the session's (hosts that get headers, every request
// when a proxy may ask for credentials). The version is the host
// patterns'.
func (t *tab) patterns(block []network.ResourceType, docs bool) ([]*cdpfetch.RequestPattern, uint64) {
	t.mu.Lock()
	guarding := t.guarding
	t.mu.Unlock()
	if guarding {
		// Every request pauses: one pattern covers the others.
		return []*cdpfetch.RequestPattern{guardPattern()}, t.headerVersion
	}
	out := make([]*cdpfetch.RequestPattern, 0, len(block)+2)
	for _, rt := range block {
		out = append(out, &cdpfetch.RequestPattern{URLPattern: "*", ResourceType: rt, RequestStage: cdpfetch.RequestStageRequest})
	}
	if docs {
		out = append(out, &cdpfetch.RequestPattern{URLPattern: "*", ResourceType: network.ResourceTypeDocument, RequestStage: cdpfetch.RequestStageRequest})
	}
	s := t.cfg.Session
	if s.proxyAuth() != nil {
		// Chrome asks for credentials only for requests it pauses.
		return append(out, &cdpfetch.RequestPattern{URLPattern: "*", RequestStage: cdpfetch.RequestStageRequest}), 0
	}
	var version uint64
	if s.HostHeaders != nil {
		var ps []string
		ps, version = s.HostHeaders.Patterns()
		for _, p := range ps {
			out = append(out, &cdpfetch.RequestPattern{URLPattern: p, RequestStage: cdpfetch.RequestStageRequest})
		}
	}
	return out, version
}

// refreshInterception re-enables interception when the hosts that get
// headers changed since the tab last did.
func (t *tab) refreshInterception(ctx context.Context) error {
	if t.cfg.Session.HostHeaders == nil {
		return nil
	}
	if _, v := t.cfg.Session.HostHeaders.Patterns(); v == t.headerVersion {
		return nil
	}
	return t.intercept(ctx, t.block, t.docs)
}

// onPaused sends on a paused request that is not blocked, with its host's
// headers. It runs on its own goroutine.
func (t *tab) onPaused(ev *cdpfetch.EventRequestPaused) {
	params := cdpfetch.ContinueRequestParams{RequestID: ev.RequestID}
	if hh := t.cfg.Session.HostHeaders; hh != nil && ev.Request != nil {
		if u, err := url.Parse(ev.Request.URL); err == nil {
			if extra := hh.For(u); len(extra) > 0 {
				params.Headers = withHeaders(ev.Request.Headers, extra)
			}
		}
	}
	call(t, cdpfetch.ContinueRequest, params)
}

// blocks reports whether a paused request is of a type the tab refuses.
func (t *tab) blocks(ev *cdpfetch.EventRequestPaused) bool {
	t.mu.Lock()
	defer t.mu.Unlock()
	return slices.Contains(t.block, ev.ResourceType)
}

// withHeaders is a request's headers with extra ones set over them.
func withHeaders(have network.Headers, extra http.Header) []*cdpfetch.HeaderEntry {
	out := make([]*cdpfetch.HeaderEntry, 0, len(have)+len(extra))
	for k, v := range have {
		if _, over := extra[http.CanonicalHeaderKey(k)]; over {
			continue
		}
		if s, ok := v.(string); ok {
			out = append(out, &cdpfetch.HeaderEntry{Name: k, Value: s})
		}
	}
	for k, vs := range extra {
		for _, v := range vs {
			out = append(out, &cdpfetch.HeaderEntry{Name: k, Value: v})
		}
	}
	return out
}

// onAuth answers a challenge: a proxy's with the proxy's credentials, a
// server's with the default (the request's own Authorization header, if
// its host has one, was sent already).
func (t *tab) onAuth(ev *cdpfetch.EventAuthRequired) {
	resp := &cdpfetch.AuthChallengeResponse{Response: cdpfetch.AuthChallengeResponseResponseDefault}
	if ev.AuthChallenge != nil && ev.AuthChallenge.Source == cdpfetch.AuthChallengeSourceProxy {
		if u := t.cfg.Session.proxyAuth(); u != nil {
			pass, _ := u.Password()
			resp = &cdpfetch.AuthChallengeResponse{Response: cdpfetch.AuthChallengeResponseResponseProvideCredentials,
				Username: u.Username(), Password: pass}
		} else {
			resp.Response = cdpfetch.AuthChallengeResponseResponseCancelAuth
		}
	}
	call(t, cdpfetch.ContinueWithAuth, cdpfetch.ContinueWithAuthParams{RequestID: ev.RequestID, AuthChallengeResponse: resp})
}
