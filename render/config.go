package render

import (
	"fmt"
	"log/slog"
	"os"
	"slices"
	"strconv"
	"strings"
	"time"

	"github.com/chromedp/cdproto/network"

	"github.com/rendercrawl/render/internal/cfgerr"
)

// Config configures a Pool. The zero value is not usable; start from
// DefaultConfig.
type Config struct {
	// Chrome is the browser binary. Empty means CHROME_PATH, then the
	// lightest build found on PATH (see FindChrome).
	Chrome string
	// BrowserURL, when set, connects to a Chrome that already runs (its
	// DevTools websocket, ws://host:port/devtools/browser/...) instead of
	// starting one. Chrome, ChromeFlags and NoSandbox are then ignored.
	BrowserURL string
	// ChromeFlags are extra command-line flags, "name" or "name=value",
	// without the leading dashes.
	ChromeFlags []string
	// WebRTCPolicy is Chrome's WebRTC IP handling policy (default,
	// default_public_and_private_interfaces, default_public_interface_only
	// or disable_non_proxied_udp, which keeps WebRTC off any UDP a proxy
	// does not carry); empty leaves Chrome's own. It is given both ways
	// Chrome reads it: a flag for the headless shell and a profile
	// preference for full Chrome (see webrtc.go).
	WebRTCPolicy string
	// GPUProcess runs Chrome's GPU work (software compositing, WebGL) in
	// a process of its own, sandboxed apart, rather than in the browser
	// process, which saves a process and about 5% of CPU per page but
	// puts code a page drives in the process that holds everything.
	GPUProcess bool
	// NoSandbox passes --no-sandbox. It is forced on when running as root,
	// where Chrome refuses to start with its sandbox.
	NoSandbox bool

	// Tabs is the number of pages rendered at once; the weight of the
	// semaphore that gates the tabs.
	Tabs int
	// TabWait is how long a render that checks a page (Request.Check)
	// and finds every open tab busy waits for one of them to be handed
	// back before it opens another (up to Tabs), unless twice as many
	// other pages as there are tabs want one too (waiting for a tab or for
	// the semaphore): pages keep coming, and it opens one at once. 0 opens
	// one at once, so that the pool grows as fast as pages come. A tab is
	// a renderer process (about 0.13 s of CPU to start here), so that a
	// crawl that renders a page now and then, as auto mode does on a
	// mostly static site, need not open a tab for each few pages that
	// meet. Other renders open a tab at once.
	TabWait time.Duration
	// RecycleAfter closes a tab after it rendered this many pages; a tab is
	// also closed after an error, but for a document that was not HTML or
	// got no answer (the tab is as good as any then).
	RecycleAfter int
	// Isolate renders each page in a browser context of its own, made for
	// it and disposed of after it: no cookie, storage, cache or service
	// worker of one page is seen by another (see isolate.go). The pool
	// keeps up to Tabs fresh contexts ready, so a page rarely waits for
	// one. It cannot go with a cookie jar or kept localStorage, which
	// share state between pages on purpose.
	Isolate bool
	// RecycleBrowserAfter replaces Chrome after this many pages, and
	// MaxBrowserMemory when the proportional set size of its process tree
	// grows past it (bytes; 0: no limit). A replaced Chrome finishes its
	// pages first.
	RecycleBrowserAfter int
	MaxBrowserMemory    int64
	// JSHeapMB caps each page's JavaScript heap (MiB; 0: V8's default); a
	// page that allocates without bound then crashes its tab, which is an
	// error, instead of exhausting the machine.
	JSHeapMB int
	// Block lists the resource types that are never fetched. Requests of
	// other types are not intercepted at all.
	Block []network.ResourceType
	// ScreenshotBlock is Block for a page taken with a screenshot, which
	// should show what a person sees: nil blocks nothing, so images, fonts
	// and media load.
	ScreenshotBlock []network.ResourceType
	// Viewport is the size of every page's window, in CSS pixels, and so
	// of a screenshot of the viewport.
	Viewport Viewport

	// Timeout caps one page: navigation, waiting and extraction.
	Timeout time.Duration
	// Wait says when a page counts as rendered.
	Wait Wait
	// QuietWindow is how long a page must stay quiet (no requests in flight,
	// no DOM mutations, no long tasks) to count as rendered.
	QuietWindow time.Duration
	// MaxBody caps the bytes of the main document's body after content
	// decoding (Page.Size); a larger one is an error wrapping ErrTooLarge.
	MaxBody int64
	// UserAgent overrides the browser's user agent when not empty.
	UserAgent string

	// What pages carry as a user's: headers, cookies, a proxy, a device
	// (see session.go).
	Session Session

	// Eval is a script run in every page once it is rendered; its value,
	// JSON-encoded, is the page's Data (see eval.go).
	Eval string

	// Scroll and Explore are how every page is scrolled before it is
	// read and explored after (scroll.go, explore.go); their zero values
	// do neither.
	Scroll  Scroll
	Explore Explore

	// Pacer, when not nil, spaces the pages' requests to each host with
	// every other request to it (see Pacer).
	Pacer Pacer

	// Logger receives the pool's logs. Nil discards them.
	Logger *slog.Logger

	// names is what the pool's tabs block by file name (blocknames.go),
	// set by New.
	names *nameBlock
}

// DefaultConfig returns the configuration the CLI starts from.
func DefaultConfig() Config {
	return Config{
		Tabs:         4,
		RecycleAfter: 100,
		// Chrome grows over a long run; starting it afresh now and then
		// costs a few hundred milliseconds.
		RecycleBrowserAfter: 2000,
		MaxBrowserMemory:    2 << 30,
		JSHeapMB:            1024,
		Block:               []network.ResourceType{network.ResourceTypeImage, network.ResourceTypeFont, network.ResourceTypeMedia},
		Viewport:            Viewport{Width: 1280, Height: 800},
		Timeout:             30 * time.Second,
		Wait:                Wait{Kind: WaitQuiet},
		QuietWindow:         300 * time.Millisecond,
		MaxBody:             10 << 20,
		NoSandbox:           os.Geteuid() == 0,
		Scroll:              DefaultScroll(),
		Explore:             DefaultExplore(),
	}
}

// ConfigError is an invalid field of a Config, named as in Go, so that a
// CLI can name its own flag instead.
type ConfigError = cfgerr.Error

// Validate reports the first invalid field as a *ConfigError.
func (c Config) Validate() error {
	bad := cfgerr.For("render")
	switch {
	case c.Tabs < 1:
		return bad("Tabs", "must be at least 1, got %d", c.Tabs)
	case c.TabWait < 0:
		return bad("TabWait", "must not be negative, got %v", c.TabWait)
	case c.RecycleAfter < 1:
		return bad("RecycleAfter", "must be at least 1, got %d", c.RecycleAfter)
	case c.RecycleBrowserAfter < 1:
		return bad("RecycleBrowserAfter", "must be at least 1, got %d", c.RecycleBrowserAfter)
	case c.MaxBrowserMemory < 0:
		return bad("MaxBrowserMemory", "must not be negative, got %d", c.MaxBrowserMemory)
	case c.JSHeapMB < 0:
		return bad("JSHeapMB", "must not be negative, got %d", c.JSHeapMB)
	case c.Timeout <= 0:
		return bad("Timeout", "must be positive, got %v", c.Timeout)
	case c.QuietWindow <= 0:
		return bad("QuietWindow", "must be positive, got %v", c.QuietWindow)
	case c.QuietWindow >= c.Timeout:
		return bad("QuietWindow", "(%v) must be shorter than the page timeout (%v)", c.QuietWindow, c.Timeout)
	case c.MaxBody <= 0:
		return bad("MaxBody", "must be positive, got %d", c.MaxBody)
	case c.WebRTCPolicy != "" && !webRTCPolicies[c.WebRTCPolicy]:
		return bad("WebRTCPolicy", "is not a policy Chrome knows: %q", c.WebRTCPolicy)
	case c.Isolate && (c.Session.Cookies != nil || c.Session.KeepLocalStorage):
		return bad("Isolate", "cannot go with Session.Cookies or Session.KeepLocalStorage, which share state between pages")
	}
	if err := c.Wait.validate(); err != nil {
		return &ConfigError{Pkg: "render", Field: "Wait", Problem: err.Error()}
	}
	if err := c.Viewport.validate(); err != nil {
		return &ConfigError{Pkg: "render", Field: "Viewport", Problem: err.Error()}
	}
	if err := c.Session.validate(); err != nil {
		return err
	}
	if err := c.Scroll.validate(); err != nil {
		return err
	}
	if err := c.Explore.validate(); err != nil {
		return err
	}
	for _, field := range []struct {
		name  string
		types []network.ResourceType
	}{{"Block", c.Block}, {"ScreenshotBlock", c.ScreenshotBlock}} {
		if slices.Contains(field.types, network.ResourceTypeDocument) {
			return bad(field.name, "cannot hold the document type")
		}
	}
	for _, f := range c.ChromeFlags {
		if f == "" || strings.HasPrefix(f, "-") {
			return bad("ChromeFlags", "%q must be NAME or NAME=VALUE without dashes", f)
		}
	}
	return nil
}

// blockable maps the names accepted by ParseBlock to CDP resource types.
var blockable = map[string]network.ResourceType{
	"image":      network.ResourceTypeImage,
	"font":       network.ResourceTypeFont,
	"media":      network.ResourceTypeMedia,
	"stylesheet": network.ResourceTypeStylesheet,
	"script":     network.ResourceTypeScript,
	"xhr":        network.ResourceTypeXHR,
	"fetch":      network.ResourceTypeFetch,
	"texttrack":  network.ResourceTypeTextTrack,
	"manifest":   network.ResourceTypeManifest,
	"ping":       network.ResourceTypePing,
	"prefetch":   network.ResourceTypePrefetch,
	"other":      network.ResourceTypeOther,
}

// ParseBlock parses a comma-separated list of resource types such as
// "image,font,media". "none" or "" blocks nothing.
func ParseBlock(s string) ([]network.ResourceType, error) {
	s = strings.TrimSpace(strings.ToLower(s))
	if s == "" || s == "none" {
		return nil, nil
	}
	var out []network.ResourceType
	seen := map[network.ResourceType]bool{}
	for name := range strings.SplitSeq(s, ",") {
		name = strings.TrimSpace(name)
		t, ok := blockable[name]
		if !ok {
			return nil, fmt.Errorf("unknown resource type %q (want none or a list of image, font, media, stylesheet, script, xhr, fetch, texttrack, manifest, ping, prefetch, other)", name)
		}
		if !seen[t] {
			seen[t] = true
			out = append(out, t)
		}
	}
	return out, nil
}

// Viewport is a window size in CSS pixels.
type Viewport struct {
	Width, Height int
}

// maxViewport bounds each side of a viewport.
const maxViewport = 10000

func (v Viewport) String() string { return strconv.Itoa(v.Width) + "x" + strconv.Itoa(v.Height) }

func (v Viewport) validate() error {
	if v.Width < 1 || v.Height < 1 || v.Width > maxViewport || v.Height > maxViewport {
		return fmt.Errorf("each side must be between 1 and %d pixels, got %s", maxViewport, v)
	}
	return nil
}

// ParseViewport parses a size such as "1280x800" (width x height).
func ParseViewport(s string) (Viewport, error) {
	ws, hs, ok := strings.Cut(strings.ToLower(strings.TrimSpace(s)), "x")
	w, werr := strconv.Atoi(ws)
	h, herr := strconv.Atoi(hs)
	if !ok || werr != nil || herr != nil {
		return Viewport{}, fmt.Errorf("viewport %q is not WIDTHxHEIGHT (e.g. 1280x800)", s)
	}
	v := Viewport{Width: w, Height: h}
	return v, v.validate()
}
