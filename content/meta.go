package content

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

// ParseMeta reads the metadata of page, an HTML document at pageURL.
func ParseMeta(page []byte, pageURL string) Meta {
	var m Meta
	base, _ := url.Parse(pageURL)
	doc, err := html.Parse(bytes.NewReader(page))
	if err != nil || base == nil {
		return m
	}
	base = baseURL(page, base)
	walk(doc, func(n *html.Node) bool {
		switch tag(n) {
		case atom.Html:
			m.Lang = strings.TrimSpace(attr(n, "lang"))
		case atom.Meta:
			m.meta(n)
		case atom.Link:
			if hasToken(attr(n, "rel"), "canonical") && m.Canonical == "" {
				m.Canonical = resolve(base, attr(n, "href"))
			}
		case atom.Script:
			if strings.EqualFold(strings.TrimSpace(attr(n, "type")), "application/ld+json") {
				m.jsonLD(n)
			}
			return false
		case atom.A, atom.Area:
			if rel := attr(n, "rel"); hasToken(rel, "nofollow") || hasToken(rel, "ugc") || hasToken(rel, "sponsored") {
				if u := resolve(base, attr(n, "href")); u != "" {
					m.Nofollow = append(m.Nofollow, u)
				}
			}
		}
		return true
	})
	m.fromJSONLD()
	return m
}

// meta reads one <meta>.
func (m *Meta) meta(n *html.Node) {
	name := strings.ToLower(strings.TrimSpace(attr(n, "name")))
	if name == "" {
		name = strings.ToLower(strings.TrimSpace(attr(n, "property")))
	}
	content := strings.TrimSpace(attr(n, "content"))
	if name == "" || content == "" {
		return
	}
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
		m.OpenGraph = first(m.OpenGraph, name, content)
	case strings.HasPrefix(name, "twitter:"):
		m.Twitter = first(m.Twitter, name, content)
	}
}

func (m *Meta) jsonLD(n *html.Node) {
	var text strings.Builder
	for c := n.FirstChild; c != nil; c = c.NextSibling {
		text.WriteString(c.Data)
	}
	var buf bytes.Buffer
	if err := json.Compact(&buf, []byte(strings.TrimSpace(text.String()))); err == nil && buf.Len() > 0 {
		m.JSONLD = append(m.JSONLD, json.RawMessage(buf.Bytes()))
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
			fill(&m.Published, o["datePublished"])
			fill(&m.Modified, o["dateModified"])
			fill(&m.Author, o["author"])
		}
	}
}

// fill sets *p, when empty, from a JSON-LD value: a string, an object's
// name, or the first of a list.
func fill(p *string, v any) {
	if *p != "" {
		return
	}
	switch v := v.(type) {
	case string:
		*p = strings.TrimSpace(v)
	case map[string]any:
		fill(p, v["name"])
	case []any:
		if len(v) > 0 {
			fill(p, v[0])
		}
	}
}

func first(m map[string]string, k, v string) map[string]string {
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

func attr(n *html.Node, key string) string {
	for _, a := range n.Attr {
		if a.Key == key {
			return a.Val
		}
	}
	return ""
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
func resolve(base *url.URL, ref string) string {
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
