package crawl

import (
	"bytes"
	"encoding/json"
	"net/http"
	"net/url"
	"regexp"
	"slices"
	"strings"
	"sync"

	"github.com/rendercrawl/render/sink"
)

// Mask is what a credential is replaced with in every output.
const Mask = "***"

// minSecret: shorter values are not masked as text, where they would
// mask common words.
const minSecret = 4

// userinfo is the user:password@ part of a URL in text.
var userinfo = regexp.MustCompile(`([A-Za-z][A-Za-z0-9+.-]*://)[^/?#@\s"'<>]+@`)

// Secrets masks credentials in what a crawl writes: the user:password@ of
// any URL, and the values it was given (passwords, tokens, the values of
// a login). Headers that carry credentials are masked by name. It is safe
// for concurrent use; the zero value masks URLs' credentials only.
type Secrets struct {
	mu      sync.RWMutex
	values  []string
	headers map[string]bool
}

// sensitiveHeaders are masked in every recorded request.
var sensitiveHeaders = []string{"Authorization", "Proxy-Authorization", "Cookie"}

// Add adds values to mask wherever they appear.
func (s *Secrets) Add(values ...string) {
	s.mu.Lock()
	defer s.mu.Unlock()
	for _, v := range values {
		if len(v) >= minSecret && !contains(s.values, v) {
			s.values = append(s.values, v)
		}
	}
}

// minCookieSecret: a cookie value from a file of cookies is masked as a
// credential when it is at least this long and holds a digit (a session
// id, a token), not when it is a word (a consent flag, a theme's name)
// that masking would cut out of every page's text.
const minCookieSecret = 10

// AddCookieValue adds the value of a cookie a crawl was given in a jar
// (a file of cookies) when it looks like a credential (minCookieSecret).
func (s *Secrets) AddCookieValue(v string) {
	if len(v) >= minCookieSecret && strings.ContainsAny(v, "0123456789") {
		s.Add(v)
	}
}

// AddHeader adds a request header whose value is masked in recorded
// requests.
func (s *Secrets) AddHeader(name string) {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.headers == nil {
		s.headers = map[string]bool{}
	}
	s.headers[http.CanonicalHeaderKey(name)] = true
}

func contains(list []string, v string) bool {
	for _, x := range list {
		if x == v {
			return true
		}
	}
	return false
}

// String masks credentials in text: URLs' user:password@ and the values
// added.
func (s *Secrets) String(text string) string {
	if strings.Contains(text, "@") {
		text = userinfo.ReplaceAllString(text, "${1}"+Mask+"@")
	}
	return s.maskValues(text)
}

// maskValues masks the values added.
func (s *Secrets) maskValues(text string) string {
	if s == nil {
		return text
	}
	s.mu.RLock()
	defer s.mu.RUnlock()
	for _, v := range s.values {
		if strings.Contains(text, v) {
			text = strings.ReplaceAll(text, v, Mask)
		}
	}
	return text
}

// Record masks credentials in every field of a record, and in its
// recorded request's headers.
func (s *Secrets) Record(rec *sink.Record) {
	rec.URL, rec.FinalURL, rec.Referrer = s.String(rec.URL), s.String(rec.FinalURL), s.String(rec.Referrer)
	rec.Error, rec.Note = s.String(rec.Error), s.String(rec.Note)
	rec.Title, rec.Text, rec.HTML = s.maskValues(rec.Title), s.maskValues(rec.Text), s.maskValues(rec.HTML)
	rec.Markdown, rec.MainText = s.maskValues(rec.Markdown), s.maskValues(rec.MainText)
	for i, l := range rec.Links {
		rec.Links[i] = s.String(l)
	}
	for i := range rec.Console {
		c := &rec.Console[i]
		c.Text, c.URL = s.String(c.Text), s.String(c.URL)
	}
	for i := range rec.FailedRequests {
		f := &rec.FailedRequests[i]
		f.URL, f.Error = s.String(f.URL), s.String(f.Error)
	}
	for i := range rec.Requests {
		r := &rec.Requests[i]
		r.URL, r.Error = s.String(r.URL), s.String(r.Error)
	}
	for i := range rec.FailedChecks {
		rec.FailedChecks[i].Reason = s.String(rec.FailedChecks[i].Reason)
	}
	if len(rec.Data) > 0 {
		rec.Data = s.json(rec.Data)
	}
	for i, ex := range rec.Exchanges {
		rec.Exchanges[i] = s.exchange(ex)
	}
}

// exchange masks credentials in a recorded exchange: its URL, the
// request headers that carry them, and the values added wherever they
// appear in its headers and bodies (a token a page posts, or a server
// echoes), as they are and in the forms a URL, a form body or JSON
// writes them. The exchange is copied, not changed.
func (s *Secrets) exchange(ex *sink.Exchange) *sink.Exchange {
	masked := *ex
	masked.URL = s.String(ex.URL)
	forms := s.forms()
	if ex.RequestHeader != nil {
		h := s.header(ex.RequestHeader, forms)
		s.mu.RLock()
		for name := range h {
			if contains(sensitiveHeaders, http.CanonicalHeaderKey(name)) || s.headers[http.CanonicalHeaderKey(name)] {
				h[name] = []string{Mask}
			}
		}
		s.mu.RUnlock()
		masked.RequestHeader = h
	}
	if ex.ResponseHeader != nil {
		masked.ResponseHeader = s.header(ex.ResponseHeader, forms)
	}
	masked.RequestBody = maskBytes(ex.RequestBody, forms)
	masked.Body = maskBytes(ex.Body, forms)
	return &masked
}

// forms are the values added, each as it is and as a URL's query, a
// URL's path and JSON escape it, where those differ.
func (s *Secrets) forms() [][]byte {
	if s == nil {
		return nil
	}
	s.mu.RLock()
	defer s.mu.RUnlock()
	var out [][]byte
	for _, v := range s.values {
		js, _ := json.Marshal(v)
		for _, f := range []string{v, url.QueryEscape(v), url.PathEscape(v), string(js[1 : len(js)-1])} {
			if !slices.ContainsFunc(out, func(b []byte) bool { return string(b) == f }) {
				out = append(out, []byte(f))
			}
		}
	}
	return out
}

// header is a copy of h with forms masked in its values.
func (s *Secrets) header(h http.Header, forms [][]byte) http.Header {
	out := h.Clone()
	if len(forms) == 0 {
		return out
	}
	for _, values := range out {
		for i, v := range values {
			values[i] = string(maskBytes([]byte(v), forms))
		}
	}
	return out
}

// maskBytes is b with every form masked: b itself when none is in it,
// else a copy.
func maskBytes(b []byte, forms [][]byte) []byte {
	mask := []byte(Mask)
	for _, f := range forms {
		if bytes.Contains(b, f) {
			b = bytes.ReplaceAll(b, f, mask)
		}
	}
	return b
}

// json masks the values added inside JSON strings.
func (s *Secrets) json(raw json.RawMessage) json.RawMessage {
	text := string(raw)
	s.mu.RLock()
	defer s.mu.RUnlock()
	for _, v := range s.values {
		b, _ := json.Marshal(v)
		inner := string(b[1 : len(b)-1])
		text = strings.ReplaceAll(text, inner, Mask)
	}
	text = userinfo.ReplaceAllString(text, "${1}"+Mask+"@")
	return json.RawMessage(text)
}

// Strings masks a list in place.
func (s *Secrets) Strings(list []string) {
	for i, v := range list {
		list[i] = s.String(v)
	}
}
