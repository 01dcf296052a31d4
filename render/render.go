package render

import (
	"bytes"
	"compress/gzip"
	"context"
	"errors"
	"fmt"
	"io"
	"log/slog"
	neturl "net/url"
	"strconv"
	"strings"
	"time"
	"unicode/utf8"

	"github.com/chromedp/cdproto/cdp"
	cdpio "github.com/chromedp/cdproto/io"
	"github.com/chromedp/cdproto/network"
	"github.com/chromedp/cdproto/page"
	"github.com/chromedp/cdproto/runtime"

	"github.com/rendercrawl/render/internal/jslit"
	"github.com/rendercrawl/render/webpage"
)

// extractTimeout bounds the final read of a page; a page whose main
// thread is stuck gets its script terminated and one more try.
// readyExtractTimeout is the bound for a page that settled quiet: its main
// thread answered the wait's last check just before, so a slow read is a
// large document on a busy machine (measured: over 3 s for OpenAPI
// reference apps at a load of 30 on 2 cores), not an endless script.
//
// Neither goes past the attempt's deadline, the page's timeout plus
// attemptSlack: the read gets what is left of it, and at least readFloor
// (a page whose wait took all its time is still read, briefly).
const (
	extractTimeout      = 3 * time.Second
	readyExtractTimeout = 15 * time.Second
	attemptSlack        = 2 * time.Second
	readFloor           = time.Second
)

// readBound is how long the read of a page may take at now, when the
// attempt ends at deadline; quiet says the page settled quiet.
func readBound(deadline, now time.Time, quiet bool) time.Duration {
	bound := extractTimeout
	if quiet {
		bound = readyExtractTimeout
	}
	return max(readFloor, min(bound, deadline.Sub(now)))
}

// pageOptions are the settings of one page.
type pageOptions struct {
	wait                 Wait
	timeout              time.Duration
	screenshot, fullPage bool
	exchange             bool
	// requests lists the page's requests, at most maxRequests; bodies
	// reads every response's body for the exchanges, within limits.
	requests       bool
	maxRequests    int
	bodies         bool
	limits         BodyLimits
	explore        Explore
	exploreActions func(*Page) int
	scroll         Scroll
	navigate       func(ctx context.Context, url string) error // Config.Pacer's, or nil
	lookups        bool                                        // Request.Lookups
	fetches        bool                                        // Request.Fetches
}

// render loads url in the tab and returns the page once rendered.
func (t *tab) render(ctx context.Context, url string, opts pageOptions) (*Page, error) {
	start := time.Now()
	// The page's context ends at its timeout, or at once when the page
	// fails (a crash): calls waiting on it return.
	actx, cancelAbort := context.WithCancelCause(ctx)
	defer cancelAbort(nil)
	st := newPageState(t.cfg.MaxBody, cancelAbort)
	if opts.requests || opts.exchange {
		keep := max(opts.maxRequests, 1)
		if opts.exchange {
			keep = max(keep, maxExchanges)
		}
		st.net = newNetLog(keep, opts.exchange)
	}
	if opts.exchange {
		st.bodies = newBodyReader(t, actx, opts.limits, opts.bodies)
	}
	pctx, cancel := context.WithTimeout(actx, opts.timeout)
	defer cancel()
	st.paceWith(pctx, opts.navigate)
	t.setState(st)
	defer t.setState(nil)
	defer func() { t.misnamed = st.takeMisnamed() }()
	defer t.leaveSharedWorkers()

	var p *Page
	// js/lookups.js goes in first, so that the browser's own lookups it
	// keeps for its reads are not js/compare.js's, which would note
	// what those reads did not find as the page's scripts' misses.
	if opts.lookups {
		unwatch := t.watchScript(pctx, lookupsJS, "lookups")
		defer func() {
			if !unwatch() && p != nil {
				p.retire = true // its next page would run with the lookups watched
			}
		}()
	}
	if opts.fetches {
		st.fetched, st.fetchIDs = make(map[string]*fetchNote), make(map[network.RequestID]string)
		unwatch := t.watchScript(pctx, compareJS, "compare")
		defer func() {
			if !unwatch() && p != nil {
				p.retire = true // its next page would run with js/compare.js
			}
		}()
	}
	end, err := t.load(pctx, st, url, opts)
	tWait := time.Now()
	if err != nil || st.err() != nil {
		// A crash or a refused document ended the wait, whatever the wait
		// made of its cancelled context.
		return nil, t.failure(ctx, st, err)
	}
	// Scrolling, the reads and exploring use actx: a crash of the page
	// ends them at once, rather than after their own time bounds.
	// Scrolling and exploring have budgets of their own, and skip a page
	// that never settled.
	settled := end.settled != SettledTimeout
	// The places the page's scripts left as they were, taken as the wait
	// ends: what the crawler's own reads look up next is not the page's.
	var unfilled []string
	if opts.lookups {
		unfilled = t.unfilled(actx)
	}
	var cmp compared
	if opts.fetches {
		cmp = t.compared(actx)
	}
	// A document scrolled or explored is not the one a route of it would
	// show: the tab loads it afresh for its next page.
	touched := settled && opts.scrolling().Steps > 0
	var scrolled *scrolled
	var scrollTime time.Duration
	if touched {
		scrolled, scrollTime = t.scroll(actx, opts.scrolling())
	}
	if st.navigating() {
		// The wait is over: the page is the document it shows, and a
		// navigation the page started since would hold the read up.
		_, _ = call(t, page.StopLoading, cdp.Empty{})
	}
	deadline := start.Add(opts.timeout + attemptSlack)
	p, err = t.read(actx, st, url, opts, readBound(deadline, time.Now(), end.settled == SettledQuiet))
	if err != nil {
		return nil, t.failure(ctx, st, err)
	}
	p.Unfilled = unfilled
	p.Fetched, p.Removed, p.Missed, p.Read, p.Rewrote = t.fetchedBodies(actx, st), cmp.Removed, cmp.Missed, cmp.Read, cmp.Rewrote
	p.Clock = cmp.Clock
	scrolled.merge(p)
	p.Scrolled.Elapsed = scrollTime
	doc := st.response()
	if opts.requests {
		t.readMarkup(actx, p)
	}
	if settled && t.exploreAsked(actx, st, p, opts) {
		touched = true
	}
	// The requests and the archive's exchanges are read once the clicks
	// are done: the requests a click started are the page's too.
	t.readNetwork(actx, st, p, opts, doc)
	if t.log.Enabled(ctx, slog.LevelDebug) {
		t.log.Debug("page timings", "url", url, "within_document", end.withinDoc, "load", tWait.Sub(start),
			"settled", end.settled, "read", time.Since(tWait))
	}
	if end.withinDoc {
		t.withinDoc++
	}
	p.Settled = end.settled
	p.noteFirst(end.note) // how the wait ended, then what the read noted
	if touched || opts.lookups {
		// A document whose lookups were watched keeps them wrapped: the
		// tab loads it afresh for a route of it.
		t.forgetDocument()
	} else {
		t.keepResponse(st)
	}
	p.Elapsed = time.Since(start)
	return p, nil
}

// navigate starts loading url and returns the loader of its document once
// it commits. A document Chrome could not load is a NavigationError.
func (t *tab) navigate(ctx context.Context, url string, timeout time.Duration) (cdp.LoaderID, error) {
	nav, err := cdp.Call(ctx, t.t, page.Navigate, page.NavigateParams{URL: url})
	switch {
	case err != nil && ctx.Err() != nil:
		return "", fmt.Errorf("%w: no response within %v", ErrTimeout, timeout)
	case err != nil:
		return "", t.classify(err)
	case nav.ErrorText != "":
		return "", &NavigationError{Reason: nav.ErrorText}
	}
	return nav.LoaderID, nil
}

// failure is the error a page ends with when err (or nothing) went wrong:
// the reason the page failed if it did, else the end of the caller's
// context, else err.
func (t *tab) failure(ctx context.Context, st *pageState, err error) error {
	if abort := st.err(); abort != nil {
		t.stopLoading(abort)
		return abort
	}
	if ctx.Err() != nil {
		return ctx.Err()
	}
	return err
}

// read reads the rendered page: its content, the screenshot if asked
// for, and what the page's events told (its requests and exchanges are
// read later, after its clicks: readNetwork). bound is how long the
// content's read may take.
func (t *tab) read(ctx context.Context, st *pageState, url string, opts pageOptions, bound time.Duration) (*Page, error) {
	p, err := t.extract(ctx, bound)
	if err != nil {
		return nil, err
	}
	if opts.screenshot {
		if err := t.capture(ctx, st, p, opts); err != nil {
			return nil, err
		}
	}
	p.URL = url
	st.fill(p)
	return p, nil
}

// stopLoading stops a document we gave up on (too large, not HTML) from
// downloading on while the tab is being closed. A tab that crashed or a
// document that failed to load has nothing left to stop.
func (t *tab) stopLoading(abort error) {
	if errors.Is(abort, ErrTooLarge) || errors.Is(abort, ErrNotHTML) {
		_, _ = call(t, page.StopLoading, cdp.Empty{})
	}
}

// checkURL refuses a URL Chrome would not navigate to at all (it answers
// the command with an error rather than a net:: reason).
func checkURL(rawURL string) error {
	u, err := neturl.Parse(rawURL)
	switch {
	case err != nil:
		return fmt.Errorf("%w: %w", ErrInvalidURL, err)
	case !u.IsAbs():
		return fmt.Errorf("%w: %q is not absolute", ErrInvalidURL, rawURL)
	}
	return nil
}

// extracted is what js/extract.js returns.
type extracted struct {
	URL     string   `json:"url"`
	Frames  []string `json:"frames"`
	Refresh string   `json:"refresh"`
	Title   string   `json:"title"`
	HTML    string   `json:"html"`
	Text    string   `json:"text"`
	TextCut bool     `json:"textCut"`
	// HTMLOver and TextOver: the page's HTML or text was longer than the
	// cap (capJS) and was cut in the page.
	HTMLOver bool     `json:"htmlOver"`
	TextOver bool     `json:"textOver"`
	Links    []string `json:"links"`
	// LinkElements: see Page.LinkElements.
	LinkElements int `json:"linkElements"`
}

// textCutNote is a page's note when its text was read through its shadow
// roots and frames and stopped at the read's bounds.
const textCutNote = "text cut short: the page's shadow roots and frames held more than one read takes (300,000 nodes or 2 s)"

// extract reads the page in one evaluation. If the main thread is stuck (an
// endless script), the script is terminated and the page is ErrHung.
func (t *tab) extract(ctx context.Context, bound time.Duration) (*Page, error) {
	read := func() (*extracted, error) {
		ectx, cancel := context.WithTimeout(ctx, bound)
		defer cancel()
		var e extracted
		err := t.evaluate(ectx, capJS(extractJS, t.cfg.MaxBody), &e)
		if err != nil && ectx.Err() != nil && ctx.Err() == nil {
			return nil, ErrHung
		}
		return &e, err
	}
	e, err := read()
	if errors.Is(err, ErrHung) {
		// Stop the script, so that the tab can be closed cleanly; the page
		// is an error all the same (and worth a retry on a fresh tab).
		// Within readFloor: a page stuck in the DOM's own work
		// (parsing a huge innerHTML) does not stop at once, and a tab
		// whose page failed is not reused.
		tctx, cancel := context.WithTimeout(ctx, readFloor)
		_, _ = cdp.Call(tctx, t.t, runtime.TerminateExecution, cdp.Empty{})
		cancel()
		return nil, fmt.Errorf("%w: its main thread stayed busy (an endless script?)", ErrHung)
	}
	if err != nil {
		if ctx.Err() != nil {
			return nil, ctx.Err()
		}
		return nil, fmt.Errorf("extract: %w", t.classify(err))
	}
	links := e.Links
	if links == nil {
		links = []string{}
	}
	p := &Page{Content: webpage.Content{FinalURL: e.URL, Title: e.Title, HTML: e.HTML, Text: e.Text, Links: links}, LinkElements: e.LinkElements,
		Frames: e.Frames, MetaRefresh: e.Refresh}
	if e.TextCut {
		p.Note = textCutNote
	}
	if e.HTMLOver || e.TextOver {
		p.noteFirst(fmt.Sprintf("%s cut short at %d characters (the size cap)", overWhat(e.HTMLOver, e.TextOver), t.cfg.MaxBody))
	}
	return p, nil
}

// capJS wraps extract, an expression whose value has html and text, so
// that each is cut to max characters in the page: a page that builds a
// DOM of hundreds of megabytes sends no more than that over the wire,
// and the program holds no more (a page's document is capped by
// MaxBody as it arrives; what its scripts build, here).
func capJS(extract string, max int64) string {
	return `((r) => { const max = ` + strconv.FormatInt(max, 10) + `;
  if (r.html.length > max) { r.html = r.html.slice(0, max); r.htmlOver = true; }
  if (r.text.length > max) { r.text = r.text.slice(0, max); r.textOver = true; }
  return r; })(` + extract + `)`
}

func overWhat(html, text bool) string {
	switch {
	case html && text:
		return "HTML and text"
	case html:
		return "HTML"
	}
	return "text"
}

// watchScript installs src (js/lookups.js for Request.Lookups,
// js/compare.js for Request.Fetches) for the documents of the page about
// to load, and returns the function that takes it away again, so that
// the tab's next page runs without it; that function reports false when
// the script stays installed (the tab is then not to be reused). A tab
// that refuses the script renders the page without it (what it notes is
// then empty): a page that fails to be compared is the worse outcome.
func (t *tab) watchScript(ctx context.Context, src, what string) (remove func() bool) {
	r, err := cdp.Call(ctx, t.t, page.AddScriptToEvaluateOnNewDocument, page.AddScriptToEvaluateOnNewDocumentParams{Source: src})
	if err != nil {
		t.log.Debug(what+" not watched", "err", err)
		return func() bool { return true }
	}
	return func() bool {
		rctx, cancel := context.WithTimeout(context.WithoutCancel(ctx), readFloor)
		defer cancel()
		if _, err := cdp.Call(rctx, t.t, page.RemoveScriptToEvaluateOnNewDocument, page.RemoveScriptToEvaluateOnNewDocumentParams{Identifier: r.Identifier}); err != nil {
			t.log.Debug(what+" left installed", "err", err)
			return false
		}
		return true
	}
}

// compared is what js/compare.js noted of a page (Page.Removed,
// Page.Missed, Page.Read, Page.Rewrote, Page.Clock).
type compared struct {
	Removed int      `json:"removed"`
	Missed  []string `json:"missed"`
	Read    []string `json:"read"`
	Rewrote []string `json:"rewrote"`
	Clock   []int    `json:"clock"`
}

// compared asks js/compare.js what it noted, within readFloor; nothing
// when it cannot tell.
func (t *tab) compared(ctx context.Context) compared {
	ctx, cancel := context.WithTimeout(ctx, readFloor)
	defer cancel()
	var c compared
	if err := t.evaluate(ctx, `window.__renderCompare ? window.__renderCompare() : {removed: 0, missed: []}`, &c); err != nil {
		t.log.Debug("compare not read", "err", err)
	}
	return c
}

// Bounds of the bodies of the data a page's scripts fetched that a page
// rendered to be compared reads (Fetch.Body): each at most
// maxFetchedBody bytes, all together at most maxFetchedBodies.
const (
	maxFetchedBody   = 1 << 20
	maxFetchedBodies = 4 << 20
)

// fetchedBodies is the data the page's scripts fetched (Page.Fetched),
// with the bodies Chrome kept of it (Fetch.Body): within maxFetchedBody each and
// maxFetchedBodies together, all read within callTimeout (a tab that
// stopped answering costs the page that once, not once a body).
func (t *tab) fetchedBodies(pctx context.Context, st *pageState) []Fetch {
	out, ids := st.fetchedData()
	ctx, cancel := context.WithTimeout(pctx, callTimeout)
	defer cancel()
	left := maxFetchedBodies
	// read returns the body of request id, if Chrome kept it, of at most
	// most bytes, within what is left (gzip past the bound is none).
	read := func(id network.RequestID, most int) ([]byte, bool) {
		if ctx.Err() != nil {
			return nil, false
		}
		res, err := cdp.Call(ctx, t.t, network.GetResponseBody, network.GetResponseBodyParams{RequestID: id})
		if err != nil {
			// A worker's request: its session keeps the body.
			if res, err = t.workerBody(ctx, id); err != nil {
				return nil, false
			}
		}
		body := res.Body
		if res.Base64encoded {
			// Bytes that are text (data served as
			// application/octet-stream) are read as they are, data
			// gzipped (a menu.json.gz a script inflates itself) as what
			// it holds; other bytes (a zip archive, a SQLite database
			// sql.js opens) as they are: the crawler tells them apart.
			if (!utf8.Valid(body) || bytes.IndexByte(body, 0) >= 0) && !bytes.HasPrefix(body, zipMagic) {
				switch gz := gunzipped(body, min(most, left)); {
				case gz != nil:
					body = gz
				case isGzip(body):
					return nil, false // past the bound
				}
			}
		}
		if len(body) > min(most, left) {
			return nil, false
		}
		left -= len(body)
		return body, true
	}
	kept := out[:0]
	var blobs []int // the data taken as a blob, by its place in kept
	for i, f := range out {
		switch {
		case f.script:
			// A script is data only if its body says so: one that was
			// not read, or is code, is left out.
			if f.size > maxDataScript || f.Bytes > maxDataScript {
				continue
			}
			body, ok := read(ids[i], maxDataScript)
			if !ok {
				continue
			}
			lit, data := jslit.Literal(string(body))
			if !data {
				continue
			}
			f.Bytes, f.Body = len(body), []byte(lit)
		case f.Status < 400 && f.Bytes > 0 && f.Bytes <= min(maxFetchedBody, left) && !f.media:
			// An image's, a font's, a sound's or a video's bytes are
			// no data a page shows as text: not read.
			f.Body, _ = read(ids[i], maxFetchedBody)
			if f.wire {
				if len(f.Body) == 0 {
					// Taken as a blob: Chrome kept none of it, loaded
					// again once the bodies it kept are read.
					blobs = append(blobs, len(kept))
				}
				f.Bytes = len(f.Body)
			}
		}
		kept = append(kept, f)
	}
	for n, i := range blobs {
		f := &kept[i]
		if n >= maxBlobBodies || pctx.Err() != nil {
			break
		}
		if body, ok := t.blobBody(pctx, f.URL, f.mime, min(maxFetchedBody, left)); ok {
			f.Bytes, f.Body, left = len(body), body, left-len(body)
		}
	}
	return kept
}

// maxBlobBodies bounds the bodies of data a page took as blobs loaded
// again (blobBody), each within blobTimeout. A load that answers later,
// within lateBlobBound, still has its stream closed.
const (
	maxBlobBodies = 4
	blobTimeout   = 2 * time.Second
	lateBlobBound = 30 * time.Second
)

// blobBody is the body of the data at url, which the page's scripts
// took as a blob (Fetch.wire): Chrome keeps no body of such a response
// to read (Network.getResponseBody answers none), so it is loaded again
// for the page's frame, with its cookies and from the cache when it may,
// as DevTools loads a source map: no request of the page's, which its
// record and archive would list. None when it is refused, of another
// MIME type than mime (the page's answer; a login page in place of the
// data), over most bytes or slower than blobTimeout.
//
// The load is not cut off at blobTimeout but left to answer on its own
// goroutine, within lateBlobBound and the tab's life: Chrome opens a
// stream for an answer that comes late too, and only its handle can
// close it (a tab keeps the streams it was not told to close).
func (t *tab) blobBody(ctx context.Context, url, mime string, most int) ([]byte, bool) {
	lctx, lcancel := context.WithTimeout(context.WithoutCancel(ctx), lateBlobBound)
	stop := context.AfterFunc(t.ctx, lcancel)
	answer := make(chan *network.LoadNetworkResourcePageResult) // taken while blobBody waits
	abandoned := make(chan struct{})                            // closed when it waits no more
	go func() {
		defer lcancel()
		defer stop()
		res, err := cdp.Call(lctx, t.t, network.LoadNetworkResource, network.LoadNetworkResourceParams{
			FrameID: cdp.FrameID(t.t.TargetID), URL: url,
			Options: &network.LoadNetworkResourceOptions{IncludeCredentials: true}})
		var r *network.LoadNetworkResourcePageResult
		if err == nil {
			r = res.Resource
		}
		select {
		case answer <- r:
		case <-abandoned:
			if r != nil && r.Stream != "" {
				t.closeStream(lctx, r.Stream)
				t.lateStreams.Add(1)
			}
		}
	}()
	ctx, cancel := context.WithTimeout(ctx, blobTimeout)
	defer cancel()
	var r *network.LoadNetworkResourcePageResult
	select {
	case r = <-answer:
	case <-ctx.Done():
		close(abandoned)
		return nil, false
	}
	if r == nil || !r.Success || r.Stream == "" {
		return nil, false
	}
	if r.HTTPStatusCode >= 400 || mime != "" && !strings.EqualFold(mediaOf(toHeader(r.Headers).Get("Content-Type")), mime) {
		t.closeStream(ctx, r.Stream)
		return nil, false
	}
	body, err := t.readStream(ctx, r.Stream, int64(most))
	if err != nil {
		return nil, false
	}
	return body, true
}

// closeStream closes the stream h, within callTimeout even when ctx has
// ended.
func (t *tab) closeStream(ctx context.Context, h cdpio.StreamHandle) {
	cctx, cancel := context.WithTimeout(context.WithoutCancel(ctx), callTimeout)
	defer cancel()
	_, _ = cdp.Call(cctx, t.t, cdpio.Close, cdpio.CloseParams{Handle: h})
}

// zipMagic starts a zip archive, kept as it is: the crawler reads the
// names of its files (a produce.zip of broad-beans.txt, carrots.txt, a
// script unpacks with JSZip).
var zipMagic = []byte("PK\x03\x04")

// isGzip reports whether raw starts as gzip does.
func isGzip(raw []byte) bool { return len(raw) >= 2 && raw[0] == 0x1f && raw[1] == 0x8b }

// gunzipped is the content of raw when it is gzip of at most most
// bytes; nil otherwise.
func gunzipped(raw []byte, most int) []byte {
	if !isGzip(raw) {
		return nil
	}
	z, err := gzip.NewReader(bytes.NewReader(raw))
	if err != nil {
		return nil
	}
	out, err := io.ReadAll(io.LimitReader(z, int64(most)+1))
	if err != nil || len(out) > most {
		return nil
	}
	return out
}

// maxDataScript is the largest script read to tell whether it is data:
// one larger is a library, or data that names too much to name a page.
const maxDataScript = 64 << 10

// unfilled asks js/lookups.js for the places the page's scripts looked up
// and left as they were, within readFloor; none when it cannot tell (an
// empty list: the page was watched).
func (t *tab) unfilled(ctx context.Context) []string {
	ctx, cancel := context.WithTimeout(ctx, readFloor)
	defer cancel()
	var names []string
	if err := t.evaluate(ctx, `window.__renderLookups ? window.__renderLookups() : []`, &names); err != nil {
		t.log.Debug("lookups not read", "err", err)
	}
	if names == nil {
		names = []string{}
	}
	return names
}
