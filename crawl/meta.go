package crawl

import (
	"crypto/sha256"
	"encoding/hex"
	"net/http"
	"slices"
	"strings"

	"github.com/rendercrawl/render/fetch/extract"
	"github.com/rendercrawl/render/sink"
)

// pageMeta is what the page's markup says of itself, read once (a PDF's
// document information, readDocument); nil for another document that
// is not HTML.
func (p *Page) pageMeta() *extract.Meta {
	if p.meta != nil {
		return p.meta
	}
	if !p.IsHTML || p.HTML == "" {
		return nil
	}
	if p.meta == nil {
		m := extract.ParseMeta([]byte(p.HTML), p.FinalURL)
		p.meta = &m
	}
	return p.meta
}

// robots are the page's noindex and nofollow, from its meta robots and
// its X-Robots-Tag headers.
func (p *Page) robots() (noindex, nofollow bool) {
	values := slices.Clone(p.Header.Values("X-Robots-Tag"))
	if m := p.pageMeta(); m != nil {
		values = append(values, m.Robots)
	}
	return extract.Directives(values...)
}

// fillMeta adds a page's metadata, headers, content hash and noindex to
// its record.
func (c *Crawler) fillMeta(rec *sink.Record, p *Page) {
	fillMeta(rec, p, c.cfg.Capture.Markdown, c.cfg.Follow.IgnoreRobotsMeta)
}

// fillMeta is Crawler.fillMeta for a crawl that makes Markdown (hashing
// main_text rather than text) or not, and obeys robots meta or not.
func fillMeta(rec *sink.Record, p *Page, markdown, ignoreRobotsMeta bool) {
	rec.Headers = recordHeaders(p.Header)
	text := rec.Text
	if markdown {
		text = rec.MainText
	}
	rec.ContentHash = contentHash(text)
	if m := p.pageMeta(); m != nil {
		rec.Meta = &sink.Meta{Lang: m.Lang, Description: m.Description, Canonical: m.Canonical, Robots: m.Robots,
			OpenGraph: m.OpenGraph, Twitter: m.Twitter, JSONLD: m.JSONLD, Published: m.Published, Modified: m.Modified, Author: m.Author}
	}
	if !ignoreRobotsMeta {
		rec.Noindex, _ = p.robots()
	}
}

func contentHash(text string) string {
	if text == "" {
		return ""
	}
	// Hashed through a buffer on the stack: a copy of the text on the
	// heap was a seventh of what an HTTP crawl allocated.
	var buf [4096]byte
	h := sha256.New()
	for len(text) > 0 {
		n := copy(buf[:], text)
		h.Write(buf[:n])
		text = text[n:]
	}
	return "sha256:" + hex.EncodeToString(h.Sum(buf[:0]))
}

// recordHeaders are the response headers a record keeps: those that say
// something of the document, not of the connection or the client.
var recordHeaders = func() func(http.Header) map[string]string {
	allowed := map[string]bool{}
	for _, h := range []string{"Age", "Cache-Control", "Content-Disposition", "Content-Encoding", "Content-Language",
		"Content-Length", "Content-Location", "Content-Security-Policy", "Content-Type", "Date", "Etag", "Expires",
		"Last-Modified", "Link", "Location", "Refresh", "Retry-After", "Server", "Set-Cookie",
		"Strict-Transport-Security", "Vary", "X-Content-Type-Options", "X-Frame-Options", "X-Powered-By", "X-Robots-Tag"} {
		allowed[h] = true
	}
	return func(h http.Header) map[string]string {
		if len(h) == 0 {
			return nil
		}
		out := map[string]string{}
		for k, vs := range h {
			k = http.CanonicalHeaderKey(k)
			if !allowed[k] {
				continue
			}
			if k == "Set-Cookie" {
				vs = maskCookies(vs)
			}
			out[strings.ToLower(k)] = strings.Join(vs, ", ")
		}
		return out
	}
}()

// maskCookies keeps a cookie's name and attributes, and masks its value.
func maskCookies(vs []string) []string {
	out := make([]string, len(vs))
	for i, v := range vs {
		pair, attrs, _ := strings.Cut(v, ";")
		name, _, _ := strings.Cut(pair, "=")
		out[i] = strings.TrimSpace(name) + "=" + Mask
		if attrs != "" {
			out[i] += ";" + attrs
		}
	}
	return out
}

// follows is what a crawl follows from a page: what it points to, less
// its links when its meta robots or X-Robots-Tag says nofollow, and
// less its links marked rel=nofollow (both unless IgnoreRobotsMeta).
func (c *Crawler) follows(r result) []string {
	urls := r.follows()
	if r.page == nil || c.cfg.Follow.IgnoreRobotsMeta || len(urls) == 0 {
		return urls
	}
	p := r.page
	if _, nofollow := p.robots(); nofollow {
		// What the page names besides its links (frames, a refresh) is
		// part of the page, not a link it vouches for or not.
		return slices.DeleteFunc(urls, func(u string) bool { return slices.Contains(p.Links, u) })
	}
	if m := p.pageMeta(); m != nil && len(m.Nofollow) > 0 {
		skip := map[string]bool{}
		for _, u := range m.Nofollow {
			skip[u] = true
		}
		return slices.DeleteFunc(urls, func(u string) bool {
			u, _, _ = strings.Cut(u, "#")
			return skip[u]
		})
	}
	return urls
}
