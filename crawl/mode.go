package crawl

// BrowserNeed is what a crawl of a Mode does with a browser (Mode.Browser).
type BrowserNeed int

const (
	// BrowserNone: the crawl never starts one (ModeHTTP).
	BrowserNone BrowserNeed = iota
	// BrowserRequired: the crawl cannot start without one (ModeBrowser):
	// New fails without a Renderer.
	BrowserRequired
	// BrowserOptional: the crawl starts without one, which is not found
	// (ModeAuto): every page is fetched over HTTP first, and only the
	// pages that need a browser fail, each with its error record.
	BrowserOptional
)

// Browser says what a crawl of mode m does with a browser: a program
// that finds no Chrome goes on without a Renderer when it is
// BrowserOptional, and stops when it is BrowserRequired.
func (m Mode) Browser() BrowserNeed {
	switch m {
	case ModeBrowser:
		return BrowserRequired
	case ModeAuto:
		return BrowserOptional
	}
	return BrowserNone
}
