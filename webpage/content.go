package webpage

import "encoding/json"

// Content is what a path saw of the document at a URL. The HTTP path
// fills the fields of a document (URL, status, type, size, title, text,
// links; HTML is the crawler's, from the decoded body); the browser path
// fills them from the rendered page, and what only a browser sees: its
// console, failed requests, blocked requests, how its wait ended, the
// data of its script.
type Content struct {
	// FinalURL is the document's URL after redirects (HTTP, and in a
	// browser a meta refresh or a script).
	FinalURL string `json:"final_url"`
	// Status is the HTTP status of the main document.
	Status int `json:"status"`
	// ContentType is the media type only, lowercased ("text/html").
	ContentType string `json:"content_type"`
	// Size is the number of body bytes received for the main document,
	// after content decoding (gzip, br, deflate) and before charset
	// decoding.
	Size  int64  `json:"size"`
	Title string `json:"title"`
	Text  string `json:"text"`
	HTML  string `json:"html"`
	// Links are the absolute http(s) URLs of the page's links, deduped, in
	// document order.
	Links []string `json:"links"`
	// Pages is the number of pages of a PDF, whose text is Text and
	// title Title; absent for another document.
	Pages int `json:"pages,omitempty"`
	// Console is what the browser's console reported; nil (JSON null) when
	// no browser saw the page, [] when one did and saw nothing.
	// ConsoleOmitted counts the messages past the browser's cap.
	Console        []ConsoleEntry  `json:"console"`
	ConsoleOmitted int             `json:"console_omitted"`
	FailedRequests []FailedRequest `json:"failed_requests"`
	// Blocked counts the sub-requests the browser was told not to make.
	Blocked int `json:"blocked"`
	// Settled says how the browser's wait for the page ended: "quiet",
	// "load", "selector", "js", or "timeout" when the page was taken at the
	// timeout without settling (Note then says what was pending); "" when
	// no browser rendered the page.
	Settled string `json:"settled"`
	// Note carries a non-fatal remark, such as a page that never settled and
	// was taken at the timeout.
	Note string `json:"note"`
	// Data is what the --eval script returned in the rendered page, as
	// JSON; null without a script, over HTTP, or when the script failed
	// (its error is then in Console).
	Data json.RawMessage `json:"data"`
	// Screenshot is a PNG of the rendered page, taken only when asked
	// for. Not part of the JSON record.
	Screenshot []byte `json:"-"`
}

// ConsoleEntry is a console error or an uncaught exception seen in a page.
type ConsoleEntry struct {
	// Type is "error" for console.error and friends, "exception" for an
	// uncaught exception or unhandled rejection.
	Type   string `json:"type"`
	Text   string `json:"text"`
	URL    string `json:"url"`
	Line   int    `json:"line"`
	Column int    `json:"column"`
}

// FailedRequest is a sub-request that got a status of 400 or more, or failed
// at the network level. Requests the crawler blocked on purpose are not
// failures.
type FailedRequest struct {
	URL    string `json:"url"`
	Type   string `json:"type"`
	Status int    `json:"status"`
	Error  string `json:"error"`
}
