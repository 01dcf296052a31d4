package archive

import (
	"encoding/base64"
	"fmt"
	"mime"
	"net/http"
	"net/url"
	"slices"
	"strings"
	"time"
	"unicode/utf8"

	"github.com/rendercrawl/render/sink"
)

// The HAR 1.2 document, as the specification names its fields. Fields
// whose names start with "_" are custom, as HAR allows: the resource
// type and whether the response came from the browser's cache, as Chrome
// writes them.
type (
	harDoc struct {
		Log harLog `json:"log"`
	}
	harLog struct {
		Version string     `json:"version"`
		Creator harCreator `json:"creator"`
		Pages   []harPage  `json:"pages"`
		Entries []harEntry `json:"entries"`
	}
	harCreator struct {
		Name    string `json:"name"`
		Version string `json:"version"`
	}
	harPage struct {
		StartedDateTime string         `json:"startedDateTime"`
		ID              string         `json:"id"`
		Title           string         `json:"title"`
		PageTimings     harPageTimings `json:"pageTimings"`
	}
	harPageTimings struct {
		OnContentLoad float64 `json:"onContentLoad"`
		OnLoad        float64 `json:"onLoad"`
	}
	harEntry struct {
		Pageref         string      `json:"pageref"`
		StartedDateTime string      `json:"startedDateTime"`
		Time            float64     `json:"time"`
		Request         harRequest  `json:"request"`
		Response        harResponse `json:"response"`
		Cache           struct{}    `json:"cache"`
		Timings         harTimings  `json:"timings"`
		ResourceType    string      `json:"_resourceType,omitempty"`
		FromCache       bool        `json:"_fromCache,omitempty"`
	}
	harRequest struct {
		Method      string       `json:"method"`
		URL         string       `json:"url"`
		HTTPVersion string       `json:"httpVersion"`
		Cookies     []harCookie  `json:"cookies"`
		Headers     []harNV      `json:"headers"`
		QueryString []harNV      `json:"queryString"`
		PostData    *harPostData `json:"postData,omitempty"`
		HeadersSize int64        `json:"headersSize"`
		BodySize    int64        `json:"bodySize"`
	}
	harResponse struct {
		Status      int         `json:"status"`
		StatusText  string      `json:"statusText"`
		HTTPVersion string      `json:"httpVersion"`
		Cookies     []harCookie `json:"cookies"`
		Headers     []harNV     `json:"headers"`
		Content     harContent  `json:"content"`
		RedirectURL string      `json:"redirectURL"`
		HeadersSize int64       `json:"headersSize"`
		BodySize    int64       `json:"bodySize"`
	}
	harNV struct {
		Name  string `json:"name"`
		Value string `json:"value"`
	}
	harCookie struct {
		Name     string `json:"name"`
		Value    string `json:"value"`
		Path     string `json:"path,omitempty"`
		Domain   string `json:"domain,omitempty"`
		Expires  string `json:"expires,omitempty"`
		HTTPOnly bool   `json:"httpOnly,omitempty"`
		Secure   bool   `json:"secure,omitempty"`
	}
	harPostData struct {
		MimeType string `json:"mimeType"`
		Text     string `json:"text"`
		Comment  string `json:"comment,omitempty"`
	}
	harContent struct {
		Size        int64  `json:"size"`
		Compression int64  `json:"compression,omitempty"`
		MimeType    string `json:"mimeType"`
		Text        string `json:"text,omitempty"`
		Encoding    string `json:"encoding,omitempty"`
		Comment     string `json:"comment,omitempty"`
	}
	harTimings struct {
		Blocked float64 `json:"blocked"`
		DNS     float64 `json:"dns"`
		Connect float64 `json:"connect"`
		Send    float64 `json:"send"`
		Wait    float64 `json:"wait"`
		Receive float64 `json:"receive"`
		SSL     float64 `json:"ssl"`
	}
)

// harPageID is the id of the one page of a page's HAR.
const harPageID = "page_1"

// harOf is the HAR of a page.
func harOf(r *sink.Record, cfg Config) harDoc {
	start := r.FetchedAt
	if len(r.Exchanges) > 0 && !r.Exchanges[0].Start.IsZero() {
		start = r.Exchanges[0].Start
	}
	if start.IsZero() {
		start = time.Now()
	}
	doc := harDoc{Log: harLog{
		Version: "1.2",
		Creator: harCreator{Name: "render", Version: cfg.software()},
		Pages: []harPage{{StartedDateTime: harTime(start), ID: harPageID, Title: r.Title,
			PageTimings: harPageTimings{OnContentLoad: -1, OnLoad: -1}}},
		Entries: make([]harEntry, 0, len(r.Exchanges)),
	}}
	for _, ex := range r.Exchanges {
		if u, err := url.Parse(ex.URL); err != nil || (u.Scheme != "http" && u.Scheme != "https") {
			continue // data:, blob: and the like were never on the wire
		}
		doc.Log.Entries = append(doc.Log.Entries, harEntryOf(ex, start, cfg.HARBodies))
	}
	return doc
}

// harTime is a HAR date: ISO 8601 with milliseconds.
func harTime(t time.Time) string { return t.UTC().Format("2006-01-02T15:04:05.000Z") }

// harEntryOf is the entry of one exchange.
func harEntryOf(ex *sink.Exchange, pageStart time.Time, bodies bool) harEntry {
	start := ex.Start
	if start.IsZero() {
		start = pageStart
	}
	t := harTimingsOf(ex.Timings)
	e := harEntry{
		Pageref:         harPageID,
		StartedDateTime: harTime(start),
		Time:            sumTimings(t),
		Request:         harRequestOf(ex),
		Response:        harResponseOf(ex, bodies),
		Timings:         t,
		ResourceType:    strings.ToLower(ex.Type),
		FromCache:       ex.FromCache,
	}
	return e
}

// ms is d in milliseconds, to the microsecond.
func ms(d time.Duration) float64 { return float64(d.Microseconds()) / 1000 }

// harTimingsOf is t in HAR's terms: -1 for a phase that did not happen
// or is unknown, except Send, Wait and Receive, which HAR wants as 0 or
// more.
func harTimingsOf(t *sink.Timings) harTimings {
	u := sink.UnknownTimings()
	if t != nil {
		u = *t
	}
	opt := func(d time.Duration) float64 {
		if d < 0 {
			return -1
		}
		return ms(d)
	}
	req := func(d time.Duration) float64 { return ms(max(d, 0)) }
	return harTimings{Blocked: opt(u.Blocked), DNS: opt(u.DNS), Connect: opt(u.Connect), SSL: opt(u.SSL),
		Send: req(u.Send), Wait: req(u.Wait), Receive: req(u.Receive)}
}

// sumTimings is an entry's time: the sum of its phases (SSL is part of
// Connect).
func sumTimings(t harTimings) float64 {
	sum := 0.0
	for _, v := range []float64{t.Blocked, t.DNS, t.Connect, t.Send, t.Wait, t.Receive} {
		sum += max(v, 0)
	}
	return sum
}

func harRequestOf(ex *sink.Exchange) harRequest {
	h := maskRequest(ex.RequestHeader)
	req := harRequest{Method: method(ex), URL: ex.URL, HTTPVersion: harVersion(ex.Proto),
		Cookies: harRequestCookies(h), Headers: harHeaders(h), QueryString: harQuery(ex.URL),
		HeadersSize: -1, BodySize: int64(len(ex.RequestBody))}
	if ex.RequestBody != nil {
		pd := &harPostData{MimeType: ex.RequestHeader.Get("Content-Type"), Text: string(ex.RequestBody)}
		if !utf8.Valid(ex.RequestBody) {
			pd.Text, pd.Comment = base64.StdEncoding.EncodeToString(ex.RequestBody), "base64"
		}
		req.PostData = pd
	}
	return req
}

func harResponseOf(ex *sink.Exchange, bodies bool) harResponse {
	h := maskResponse(ex.ResponseHeader)
	resp := harResponse{Status: ex.Status, StatusText: http.StatusText(ex.Status), HTTPVersion: harVersion(ex.Proto),
		Cookies: harSetCookies(h), Headers: harHeaders(h), Content: harContentOf(ex, bodies),
		RedirectURL: redirectURL(ex), HeadersSize: -1, BodySize: -1}
	switch {
	case ex.FromCache || ex.IsRedirect():
		resp.BodySize = 0
	case ex.EncodedSize > 0:
		resp.BodySize = ex.EncodedSize
	case ex.ResponseHeader.Get("Content-Encoding") == "" && !ex.Truncated:
		resp.BodySize = ex.BodySize()
	}
	return resp
}

// harContentOf describes the response body and, when asked, holds it.
func harContentOf(ex *sink.Exchange, bodies bool) harContent {
	c := harContent{Size: ex.BodySize(), MimeType: ex.ResponseHeader.Get("Content-Type")}
	if c.MimeType == "" {
		c.MimeType = "x-unknown"
	}
	if ex.EncodedSize > 0 && c.Size > ex.EncodedSize {
		c.Compression = c.Size - ex.EncodedSize
	}
	if ex.Truncated {
		c.Comment = "not kept"
		if !ex.Lost && (len(ex.Body) > 0 || ex.Size > 0) {
			c.Comment = fmt.Sprintf("truncated: %d of %d bytes kept", len(ex.Body), ex.BodySize())
		}
	}
	if bodies && len(ex.Body) > 0 {
		if isText(c.MimeType) && utf8.Valid(ex.Body) {
			c.Text = string(ex.Body)
		} else {
			c.Text, c.Encoding = base64.StdEncoding.EncodeToString(ex.Body), "base64"
		}
	}
	return c
}

// isText reports a media type whose body a HAR holds as text.
func isText(contentType string) bool {
	mt, _, err := mime.ParseMediaType(contentType)
	if err != nil {
		return false
	}
	switch {
	case strings.HasPrefix(mt, "text/"), strings.HasSuffix(mt, "+json"), strings.HasSuffix(mt, "+xml"):
		return true
	}
	switch mt {
	case "application/json", "application/javascript", "application/x-javascript", "application/ecmascript",
		"application/xml", "application/xhtml+xml", "application/x-www-form-urlencoded", "image/svg+xml":
		return true
	}
	return false
}

// harVersion is the protocol as HAR writes it; HTTP/1.1 when unknown.
func harVersion(proto string) string {
	if proto == "" {
		return "HTTP/1.1"
	}
	return proto
}

// harHeaders lists h by name, then in the order of its values.
func harHeaders(h http.Header) []harNV {
	names := make([]string, 0, len(h))
	for name := range h {
		names = append(names, name)
	}
	slices.Sort(names)
	out := []harNV{}
	for _, name := range names {
		for _, v := range h[name] {
			out = append(out, harNV{Name: name, Value: v})
		}
	}
	return out
}

// harQuery lists the query's arguments in the order of the URL.
func harQuery(raw string) []harNV {
	out := []harNV{}
	u, err := url.Parse(raw)
	if err != nil || u.RawQuery == "" {
		return out
	}
	for _, arg := range strings.Split(u.RawQuery, "&") {
		if arg == "" {
			continue
		}
		k, v, _ := strings.Cut(arg, "=")
		if uk, err := url.QueryUnescape(k); err == nil {
			k = uk
		}
		if uv, err := url.QueryUnescape(v); err == nil {
			v = uv
		}
		out = append(out, harNV{Name: k, Value: v})
	}
	return out
}

// harRequestCookies lists the cookies of the (masked) Cookie header.
func harRequestCookies(h http.Header) []harCookie {
	out := []harCookie{}
	for _, line := range h.Values("Cookie") {
		for _, pair := range strings.Split(line, ";") {
			name, value, ok := strings.Cut(strings.TrimSpace(pair), "=")
			if ok && name != "" {
				out = append(out, harCookie{Name: name, Value: value})
			}
		}
	}
	return out
}

// harSetCookies lists the cookies of the (masked) Set-Cookie headers.
func harSetCookies(h http.Header) []harCookie {
	out := []harCookie{}
	for _, line := range h.Values("Set-Cookie") {
		c, err := http.ParseSetCookie(line)
		if err != nil {
			continue
		}
		hc := harCookie{Name: c.Name, Value: c.Value, Path: c.Path, Domain: c.Domain, HTTPOnly: c.HttpOnly, Secure: c.Secure}
		if !c.Expires.IsZero() {
			hc.Expires = harTime(c.Expires)
		}
		out = append(out, hc)
	}
	return out
}

// redirectURL is the absolute URL a redirect names; "" for another
// response.
func redirectURL(ex *sink.Exchange) string {
	if !ex.IsRedirect() {
		return ""
	}
	loc := ex.ResponseHeader.Get("Location")
	base, err := url.Parse(ex.URL)
	if err != nil {
		return loc
	}
	ref, err := base.Parse(loc)
	if err != nil {
		return loc
	}
	return ref.String()
}
