package extract

import (
	"bytes"
	"encoding/json"
	"net/url"
	"strings"

	"golang.org/x/net/html"
	"golang.org/x/net/html/atom"
)

// Meta is what a page says of itself in its markup.
type Meta struct {
	// Lang is the <html lang>; Description the meta description;
	// Canonical the absolute URL of <link rel=canonical>; Robots the
	// meta robots directives, lowercased (a meta named for a crawler,
	// such as googlebot, is not read).
	Lang, Description, Canonical, Robots string
	// OpenGraph and Twitter are the og:* and twitter:* meta tags by
	// property name (the first of each); nil when there are none.
	OpenGraph, Twitter map[string]string
	// JSONLD are the page's <script type="application/ld+json"> blocks
	// that parse as JSON, compacted.
	JSONLD []json.RawMessage
	// Published, Modified and Author are what the page says of them in
	// its meta tags (article:published_time, article:modified_time,
	// author, article:author) or, failing those, in its JSON-LD
	// (datePublished, dateModified, author.name), as written.
	Published, Modified, Author string
	// Nofollow are the absolute URLs of the page's links marked
	// rel=nofollow (or ugc, sponsored).
	Nofollow []string
}

// MetaParts is what a pass over a page's markup collects for its Meta,
// as written: a streaming extractor fills it as it goes (HTML does, in
// its one pass over a page), and Meta makes the page's Meta of it.
type MetaParts struct {
	// Lang is the first <html lang>.
	Lang string
	// Tags are the <meta> tags with a name (or, failing one, a
	// property), lowercased, and a content, in the page's order.
	Tags []MetaTag
	// Canonical is the href of the first <link rel=canonical>.
	Canonical    string
	hasCanonical bool
	// JSONLD are the texts of the <script type="application/ld+json">
	// blocks.
	JSONLD [][]byte
	// Nofollow are the hrefs of the links marked rel=nofollow, ugc or
	// sponsored.
	Nofollow []string
}

// MetaTag is one <meta>: its name or property, lowercased, and its
// content.
type MetaTag struct{ Name, Content string }

// AddTag adds a <meta> of name (or property) and content, as written.
func (p *MetaParts) AddTag(name, content string) {
	name, content = strings.ToLower(strings.TrimSpace(name)), strings.TrimSpace(content)
	if name != "" && content != "" {
		p.Tags = append(p.Tags, MetaTag{name, content})
	}
}

// AddLink notes a link element of tag (a, area or link), rel and href.
func (p *MetaParts) AddLink(tag, rel, href string) {
	switch tag {
	case "link":
		if !p.hasCanonical && hasToken(rel, "canonical") {
			p.Canonical, p.hasCanonical = href, true
		}
	case "a", "area":
		if hasToken(rel, "nofollow") || hasToken(rel, "ugc") || hasToken(rel, "sponsored") {
			p.Nofollow = append(p.Nofollow, href)
		}
	}
}

// IsJSONLD reports whether a <script> of type t holds JSON-LD.
func IsJSONLD(t []byte) bool {
	return bytes.EqualFold(bytes.TrimSpace(t), []byte("application/ld+json"))
}

// Meta is the page's Meta, its URLs made absolute against base (the
// document's base URL).
func (p *MetaParts) Meta(base *url.URL) Meta {
	m := Meta{Lang: strings.TrimSpace(p.Lang)}
	for _, t := range p.Tags {
		m.meta(t.Name, t.Content)
	}
	if base != nil {
		if p.hasCanonical {
			m.Canonical = metaURL(base, p.Canonical)
		}
		for _, h := range p.Nofollow {
			if u := metaURL(base, h); u != "" {
				m.Nofollow = append(m.Nofollow, u)
			}
		}
	}
	for _, j := range p.JSONLD {
		var buf bytes.Buffer
		if err := json.Compact(&buf, bytes.TrimSpace(j)); err == nil && buf.Len() > 0 {
			m.JSONLD = append(m.JSONLD, json.RawMessage(buf.Bytes()))
		}
	}
	m.fromJSONLD()
	return m
}

// ParseMeta reads the metadata of page, an HTML document at pageURL, in
// one tokenizer pass.
func ParseMeta(page []byte, pageURL string) Meta {
	base, err := url.Parse(pageURL)
	if err != nil {
		return Meta{}
	}
	var (
		p  MetaParts
		ld *bytes.Buffer // the JSON-LD block being read
		// baseDone: the base URL is settled, by a <base> or the body.
		baseDone bool
	)
	z := html.NewTokenizer(bytes.NewReader(page))
	for {
		tt := z.Next()
		switch tt {
		case html.ErrorToken:
			return p.Meta(base)
		case html.TextToken:
			if ld != nil {
				ld.Write(z.Text())
			}
			continue
		case html.EndTagToken:
			if ld != nil {
				p.JSONLD = append(p.JSONLD, ld.Bytes())
				ld = nil
			}
			continue
		case html.StartTagToken, html.SelfClosingTagToken:
		default:
			continue
		}
		name, hasAttr := z.TagName()
		tag := atom.Lookup(name)
		switch tag {
		case atom.Html, atom.Meta, atom.Link, atom.A, atom.Area, atom.Script, atom.Base:
		case atom.Body:
			baseDone = true // a <base> counts in the head only
			continue
		default:
			continue
		}
		var a struct{ lang, name, property, content, rel, href, typ string }
		for hasAttr {
			var k, v []byte
			k, v, hasAttr = z.TagAttr()
			switch string(k) {
			case "lang":
				a.lang = string(v)
			case "name":
				a.name = string(v)
			case "property":
				a.property = string(v)
			case "content":
				a.content = string(v)
			case "rel":
				a.rel = string(v)
			case "href":
				a.href = string(v)
			case "type":
				a.typ = string(v)
			}
		}
		switch tag {
		case atom.Html:
			if p.Lang == "" {
				p.Lang = a.lang
			}
		case atom.Meta:
			if a.name == "" {
				a.name = a.property
			}
			p.AddTag(a.name, a.content)
		case atom.Link, atom.A, atom.Area:
			p.AddLink(tag.String(), a.rel, a.href)
		case atom.Script:
			if tt == html.StartTagToken && IsJSONLD([]byte(a.typ)) {
				ld = &bytes.Buffer{}
			}
		case atom.Base:
			if !baseDone && a.href != "" {
				if b, err := base.Parse(strings.TrimSpace(a.href)); err == nil {
					base, baseDone = b, true // the first <base> counts
				}
			}
		}
	}
}

// meta reads one <meta> of name (or property, lowercased) and content.
func (m *Meta) meta(name, content string) {
	set := func(p *string) {
		if *p == "" {
			*p = content
		}
	}
	switch {
	case name == "description":
		set(&m.Description)
	case name == "robots":
		m.Robots = joinDirectives(m.Robots, strings.ToLower(content))
	case name == "author" || name == "article:author":
		set(&m.Author)
	case name == "article:published_time" || name == "date" || name == "dc.date.issued":
		set(&m.Published)
	case name == "article:modified_time" || name == "og:updated_time":
		set(&m.Modified)
	}
	switch {
	case strings.HasPrefix(name, "og:"):
		m.OpenGraph = firstOf(m.OpenGraph, name, content)
	case strings.HasPrefix(name, "twitter:"):
		m.Twitter = firstOf(m.Twitter, name, content)
	}
}

// fromJSONLD fills the dates and the author the meta tags did not give
// from the first JSON-LD object that has them.
func (m *Meta) fromJSONLD() {
	for _, raw := range m.JSONLD {
		var objs []map[string]any
		if json.Unmarshal(raw, &objs) != nil {
			var one map[string]any
			if json.Unmarshal(raw, &one) != nil {
				continue
			}
			objs = []map[string]any{one}
			if graph, ok := one["@graph"].([]any); ok {
				for _, g := range graph {
					if o, ok := g.(map[string]any); ok {
						objs = append(objs, o)
					}
				}
			}
		}
		for _, o := range objs {
			fillFrom(&m.Published, o["datePublished"])
			fillFrom(&m.Modified, o["dateModified"])
			fillFrom(&m.Author, o["author"])
		}
	}
}

// fill sets *p, when empty, from a JSON-LD value: a string, an object's
// name, or the first of a list.
func fillFrom(p *string, v any) {
	if *p != "" {
		return
	}
	switch v := v.(type) {
	case string:
		*p = strings.TrimSpace(v)
	case map[string]any:
		fillFrom(p, v["name"])
	case []any:
		if len(v) > 0 {
			fillFrom(p, v[0])
		}
	}
}

func firstOf(m map[string]string, k, v string) map[string]string {
	if m == nil {
		m = map[string]string{}
	}
	if _, ok := m[k]; !ok {
		m[k] = v
	}
	return m
}

func joinDirectives(a, b string) string {
	if a == "" {
		return b
	}
	return a + ", " + b
}

func hasToken(list, token string) bool {
	for _, f := range strings.Fields(strings.ToLower(list)) {
		if f == token {
			return true
		}
	}
	return false
}

// resolve is ref made absolute against base; "" for what is not an
// http(s) URL.
func metaURL(base *url.URL, ref string) string {
	u, err := base.Parse(strings.TrimSpace(ref))
	if err != nil || (u.Scheme != "http" && u.Scheme != "https") {
		return ""
	}
	u.Fragment = ""
	return u.String()
}

// Directives reports noindex and nofollow in robots directives (a meta
// robots content, an X-Robots-Tag value; "none" is both). A directive
// for a named crawler ("googlebot: noindex") is not read.
func Directives(values ...string) (noindex, nofollow bool) {
	for _, v := range values {
		for _, d := range strings.Split(strings.ToLower(v), ",") {
			d = strings.TrimSpace(d)
			if strings.Contains(d, ":") {
				continue
			}
			switch d {
			case "noindex":
				noindex = true
			case "nofollow":
				nofollow = true
			case "none":
				noindex, nofollow = true, true
			}
		}
	}
	return noindex, nofollow
}
