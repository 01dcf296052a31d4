package archive

import (
	"bytes"
	"net/http"
	"time"

	"github.com/rendercrawl/render/sink"
	"github.com/rendercrawl/render/webpage"
)

// The pages the tests archive, as a crawler gives them. Two pages of one
// single-page app: the first reached through a redirect, each with its
// script (the same bytes: the second is a revisit) and its API call; the
// second with a body over the response cap and one Chrome did not keep.
// Then a page over HTTP/2, a failed page, a page with its DOM only, and a
// PDF without an exchange.
const (
	site        = "http://127.0.0.1:8080"
	testMaxResp = 1000
)

var (
	at      = time.Date(2026, 3, 1, 12, 0, 0, 0, time.UTC)
	appJS   = []byte(`fetch("/api/1.json").then(r => r.json()).then(d => { document.getElementById("root").textContent = d.marker })`)
	shell   = []byte(`<html><body><div id="root"></div><script src="/app.js"></script></body></html>`)
	bigBody = bytes.Repeat([]byte("0123456789"), 500)
)

// testConfig caps responses at testMaxResp bytes.
func testConfig() Config {
	cfg := DefaultConfig()
	cfg.Software = "render/test"
	cfg.Limits.MaxResponse = testMaxResp
	return cfg
}

func fixturePages() []*sink.Record {
	html := http.Header{"Content-Type": {"text/html; charset=utf-8"}}
	return []*sink.Record{
		{
			URL: site + "/start", Content: webpage.Content{FinalURL: site + "/spa/1", Status: 200, Title: "One", HTML: `<html><head></head><body><div id="root">MARKER-1</div></body></html>`}, Mode: sink.ModeBrowser, FetchedAt: at,
			Exchanges: []*sink.Exchange{
				{URL: site + "/start", Type: "Document", Method: "GET", Status: 302, Proto: "HTTP/1.1", Start: at,
					RequestHeader:  http.Header{"User-Agent": {"render/1"}, "Cookie": {"sid=s3cret; theme=dark"}},
					ResponseHeader: http.Header{"Location": {"/spa/1"}, "Content-Type": {"text/html; charset=utf-8"}, "Content-Length": {"29"}}},
				{URL: site + "/spa/1", Type: "Document", Method: "GET", Status: 200, Proto: "http/1.1", Start: at.Add(time.Second),
					RequestHeader: http.Header{"User-Agent": {"render/1"}, "Accept-Encoding": {"gzip, br"}, "Authorization": {"Bearer t0ken"}, ":authority": {"127.0.0.1:8080"}},
					ResponseHeader: http.Header{
						"Content-Type":      {"text/html; charset=utf-8"},
						"Content-Encoding":  {"gzip"},
						"Transfer-Encoding": {"chunked"},
						"Content-Length":    {"12"},
						"Set-Cookie":        {"sid=s3cret; Path=/; HttpOnly", "theme=dark"},
					},
					Body: shell, EncodedSize: 60,
					Timings: &sink.Timings{Blocked: 1 * time.Millisecond, DNS: -1, Connect: -1, SSL: -1, Send: time.Millisecond, Wait: 5 * time.Millisecond, Receive: 2 * time.Millisecond}},
				{URL: site + "/app.js", Type: "Script", Status: 200, Proto: "HTTP/1.1", Start: at.Add(time.Second),
					ResponseHeader: http.Header{"Content-Type": {"application/javascript"}}, Body: appJS},
				{URL: site + "/api/1.json?lang=en&q=a%20b", Type: "Fetch", Status: 200, Proto: "h2", Start: at.Add(2 * time.Second),
					ResponseHeader: http.Header{"Content-Type": {"application/json"}}, Body: []byte(`{"marker":"MARKER-1"}`)},
				{URL: "data:image/png;base64,AAAA", Type: "Image", Status: 200, Body: []byte{0, 0, 0}},
			},
		},
		{
			URL: site + "/h2", Content: webpage.Content{FinalURL: site + "/h2", Status: 404, HTML: "<p>not found</p>"}, Mode: sink.ModeHTTP, FetchedAt: at,
			Exchanges: []*sink.Exchange{{URL: site + "/h2", Type: "Document", Proto: "HTTP/2.0", Status: 404,
				ResponseHeader: html, Body: []byte("<p>not found</p>")}},
		},
		{URL: site + "/down", Mode: sink.ModeBrowser, Error: "fetch: refused", FetchedAt: at},
		{URL: site + "/rendered-only", Content: webpage.Content{FinalURL: site + "/rendered-only", Status: 200, HTML: "<p>only the DOM</p>"}, Mode: sink.ModeBrowser, FetchedAt: at},
		{URL: site + "/file.pdf", Content: webpage.Content{FinalURL: site + "/file.pdf", Status: 200}, Mode: sink.ModeHTTP, FetchedAt: at},
		{
			URL: site + "/spa/2", Content: webpage.Content{FinalURL: site + "/spa/2", Status: 200, Title: "Two", HTML: `<html><head></head><body><div id="root">MARKER-2</div></body></html>`}, Mode: sink.ModeBrowser, FetchedAt: at.Add(time.Minute),
			Exchanges: []*sink.Exchange{
				{URL: site + "/spa/2", Type: "Document", Status: 200, Proto: "HTTP/1.1", ResponseHeader: html, Body: []byte(`<html><body>two</body></html>`)},
				{URL: site + "/app.js", Type: "Script", Status: 200, Proto: "HTTP/1.1", Start: at.Add(time.Minute),
					ResponseHeader: http.Header{"Content-Type": {"application/javascript"}}, Body: appJS, FromCache: true},
				{URL: site + "/big.bin", Type: "Fetch", Status: 200, Proto: "HTTP/1.1",
					ResponseHeader: http.Header{"Content-Type": {"application/octet-stream"}}, Body: bytes.Clone(bigBody)},
				{URL: site + "/gone.css", Type: "Stylesheet", Status: 200, Proto: "HTTP/1.1",
					// Not kept, though its length is known.
					ResponseHeader: http.Header{"Content-Type": {"text/css"}}, Truncated: true, Lost: true, Size: 1234},
			},
		},
	}
}
