package crawl

import (
	"net/url"
	"slices"
	"strings"

	"golang.org/x/net/html"
)

// Links without a target: an <a> whose href goes nowhere
// (javascript:void(0), "#", empty) or that has none. A script may give
// such an anchor its target as the page runs: gi-docgen's references to
// other libraries' manuals are javascript:void(0) links with the library
// and page in data attributes, which its script turns into
// https://docs.gtk.org/gobject/class.Object.html. An anchor is known
// across the HTML and the render by its other attributes, and a kind of
// them by its shape: the names of those attributes, with its class
// (`class=external data-link data-namespace`). A render that gave such
// anchors their targets shows which share of each shape its kind's
// scripts resolve (learn.Sample.Resolved), and a later page's HTML how
// many of each it holds: the links its render would add, before any
// render of it. An anchor with no other attribute, or only an id or a
// name (a place in the page), tells nothing of what a script did to it.

// anchor is an <a> of markup: whether its href goes somewhere, its
// shape, and its other attributes with their values (what knows it again
// in a render), "" when it has none that tell.
type anchor struct {
	target             bool
	href, shape, ident string
}

// anchors lists the <a> tags of markup that have attributes other than
// href, id, name and title, as an HTML tokenizer reads them (values
// unescaped; none inside a script or a comment).
func anchors(markup string) []anchor {
	if !strings.Contains(markup, "<a") && !strings.Contains(markup, "<A") {
		return nil
	}
	var out []anchor
	z := html.NewTokenizer(strings.NewReader(markup))
	for {
		tt := z.Next()
		if tt == html.ErrorToken {
			return out
		}
		if tt != html.StartTagToken && tt != html.SelfClosingTagToken {
			continue
		}
		name, more := z.TagName()
		if len(name) != 1 || name[0] != 'a' {
			continue
		}
		var a anchor
		var names, pairs []string
		for more {
			var k, v []byte
			k, v, more = z.TagAttr()
			key, val := string(k), string(v)
			switch key {
			case "href":
				a.href = strings.TrimSpace(val)
				low := strings.ToLower(a.href)
				a.target = low != "" && low != "#" && !strings.HasPrefix(low, "javascript:")
				continue
			case "id", "name", "title":
				// A place, or a note a script may add (gi-docgen's
				// "No reference to the ... namespace").
				continue
			case "class":
				names = append(names, "class="+strings.Join(strings.Fields(val), "."))
			default:
				names = append(names, key)
			}
			pairs = append(pairs, key+"="+val)
		}
		if len(names) == 0 {
			continue
		}
		slices.Sort(names)
		slices.Sort(pairs)
		a.shape, a.ident = strings.Join(names, " "), strings.Join(pairs, "\x00")
		out = append(out, a)
	}
}

// resolved is what a render did to the HTML's anchors without a target
// (resolvedAnchors): for each shape of them it gave some of a target, the
// share it did (a shape whose targets were pages of the page's own host
// is keyed with ownShape after it); and the pages those links name, as
// addedLinks does.
type resolved struct {
	shares map[string]float64
	links  map[string]bool
	// elements counts the anchors given a target, repeats included.
	elements int
}

// ownShape marks a shape in resolved.shares whose anchors were given
// targets on the page's own host: links that decide what a crawl finds,
// material beyond materialLinks however many links the page has.
const ownShape = " @own"

// resolvedAnchors finds the anchors of the rendered page that the HTML
// holds without a target, known by their other attributes, beyond those
// the HTML holds with one, whose targets are among the pages the render
// added links to (added: addedLinks'; an anchor given an in-page
// fragment, a mail address or a page the HTML links to already adds no
// page): nil when there are none.
func resolvedAnchors(h, b *Page, added []string) *resolved {
	if len(added) == 0 {
		return nil
	}
	isAdded := make(map[string]bool, len(added))
	for _, l := range added {
		isAdded[l] = true
	}
	type count struct{ none, with int }
	inHTML := map[string]*count{}
	shapes := map[string]string{}
	held := map[string]int{}
	for _, a := range anchors(h.HTML) {
		c := inHTML[a.ident]
		if c == nil {
			c = &count{}
			inHTML[a.ident] = c
		}
		if a.target {
			c.with++
		} else {
			c.none++
			held[a.shape]++
		}
		shapes[a.ident] = a.shape
	}
	if len(held) == 0 {
		return nil
	}
	base, err := url.Parse(b.FinalURL)
	if err != nil {
		return nil
	}
	host := hostOf(h.FinalURL)
	seen := map[string]int{}
	counts := map[string]int{}
	r := &resolved{links: map[string]bool{}}
	for _, a := range anchors(b.HTML) {
		c := inHTML[a.ident]
		if !a.target || c == nil {
			continue
		}
		seen[a.ident]++
		if n := seen[a.ident]; n <= c.with || n > c.with+c.none {
			continue // one the HTML has with a target, or one more
		}
		u, err := base.Parse(a.href)
		if err != nil {
			continue
		}
		k := linkKey(u.String())
		if !isAdded[k] {
			continue
		}
		r.links[k] = true
		shape := a.shape
		if hostOf(k) == host {
			shape += ownShape
		}
		counts[shape]++
		r.elements++
	}
	if len(counts) == 0 {
		return nil
	}
	r.shares = make(map[string]float64, len(counts))
	for shape, n := range counts {
		r.shares[shape] = float64(n) / float64(held[strings.TrimSuffix(shape, ownShape)])
	}
	return r
}

// placeholdersMaterial reports whether the links a page's kind's scripts
// would give its anchors without a target, the share of each shape a
// render of the kind gave (learn.Learner.Resolves), are material on the
// page, as linksAdded weighs links: to more than materialLinks pages of
// its own host, or more than that and a tenth of the links its HTML has.
func placeholdersMaterial(hp *Page, shares map[string]float64) bool {
	if len(shares) == 0 {
		return false
	}
	var all, own float64
	for _, a := range anchors(hp.HTML) {
		if !a.target {
			all += shares[a.shape] + shares[a.shape+ownShape]
			own += shares[a.shape+ownShape]
		}
	}
	return own > materialLinks || all > float64(max(materialLinks, len(hp.Links)/10))
}
