package crawl

import (
	"testing"

	"github.com/rendercrawl/render/webpage"
)

func TestAnchorsWithoutATarget(t *testing.T) {
	got := anchors(`<a href="/x" class="nav">X</a><a class="external" href="javascript:void(0)" data-link="a.html" data-namespace="GObject">A</a>
<A HREF='#' Data-Ref=7>B</A><a id="top"></a><a name="n"></a><a href="javascript:void(0)">bare</a><a data-href="/y">Y</a>`)
	type want struct {
		target bool
		shape  string
	}
	wants := []want{{true, "class=nav"}, {false, "class=external data-link data-namespace"}, {false, "data-ref"}, {false, "data-href"}}
	if len(got) != len(wants) {
		t.Fatalf("%d anchors %+v, want %d (an anchor with only an href, an id or a name tells nothing)", len(got), got, len(wants))
	}
	for i, w := range wants {
		if got[i].target != w.target || got[i].shape != w.shape {
			t.Errorf("anchor %d: %+v, want target %v, shape %q", i, got[i], w.target, w.shape)
		}
	}
	// A ">" inside a quoted value, an anchor in a script's string, and
	// a value escaped in the source that a browser writes unescaped.
	odd := anchors(`<a data-x="a>b" href="#">x</a><script>var s = '<a data-y="1" href="#">';</script><a data-l="a&amp;b" href="#">y</a>`)
	if len(odd) != 2 || odd[0].shape != "data-x" || odd[0].target || odd[1].ident != anchors(`<a data-l="a&b" href="#">`)[0].ident {
		t.Errorf("anchors %+v; want data-x without a target and data-l known unescaped, none from the script", odd)
	}
}

// A render that gave two of three references their targets (the third's
// library has no manual), and added a toggle without one: two thirds of
// the shape, the toggle none, and the two links are the ones resolved.
// A page of the kind with six references would gain four links: material
// on a page of 20 links, not on one of 60.
func TestResolvedAnchors(t *testing.T) {
	ref := func(ns, link, href string) string {
		return `<a class="external" href="` + href + `" data-namespace="` + ns + `" data-link="` + link + `">r</a>`
	}
	h := &Page{Content: webpage.Content{FinalURL: "http://docs.test/gtk/a.html", HTML: ref("GObject", "o.html", "javascript:void(0)") + ref("Gio", "l.html", "javascript:void(0)") + ref("Nope", "n.html", "javascript:void(0)") + `<a href="b.html" class="x">b</a>`}}
	b := &Page{Content: webpage.Content{FinalURL: h.FinalURL, HTML: ref("GObject", "o.html", "https://other.test/gobject/o.html") + ref("Gio", "l.html", "https://other.test/gio/l.html") + ref("Nope", "n.html", "javascript:void(0)") + `<a href="b.html" class="x">b</a><a href="javascript:void(0)" class="collapse-toggle">-</a>`}}
	added := []string{"https://other.test/gobject/o.html", "https://other.test/gio/l.html"}
	r := resolvedAnchors(h, b, added)
	if r == nil || len(r.shares) != 1 || r.shares["class=external data-link data-namespace"] < 0.66 || r.shares["class=external data-link data-namespace"] > 0.67 {
		t.Fatalf("resolved %+v, want two thirds of the references' shape", r)
	}
	if len(r.links) != 2 || !r.links["https://other.test/gobject/o.html"] || r.elements != 2 {
		t.Errorf("links %v, elements %d; want the two references' targets", r.links, r.elements)
	}
	if resolvedAnchors(h, b, nil) != nil {
		t.Error("a render that added no link resolved anchors")
	}
	// Anchors given an in-page fragment or a mail address add no page.
	perma := &Page{Content: webpage.Content{FinalURL: h.FinalURL, HTML: `<a class="permalink" href="#" data-to="a">¶</a><a class="mail" href="javascript:void(0)" data-u="x">mail</a>`}}
	permaB := &Page{Content: webpage.Content{FinalURL: h.FinalURL, HTML: `<a class="permalink" href="#a" data-to="a">¶</a><a class="mail" href="mailto:x@docs.test" data-u="x">mail</a>`}}
	if got := resolvedAnchors(perma, permaB, []string{"https://other.test/x"}); got != nil {
		t.Errorf("a fragment and a mail address resolved %+v; want none", got)
	}
	page := func(refs, links int) *Page {
		p := &Page{}
		for range refs {
			p.HTML += ref("Gio", "x.html", "javascript:void(0)")
		}
		for range links {
			p.Links = append(p.Links, "http://docs.test/gtk/p.html")
		}
		return p
	}
	for _, c := range []struct {
		refs, links int
		want        bool
	}{{6, 20, true}, {6, 60, false}, {3, 0, false}, {9, 0, true}} {
		if got := placeholdersMaterial(page(c.refs, c.links), r.shares); got != c.want {
			t.Errorf("%d references on a page of %d links: material %v, want %v", c.refs, c.links, got, c.want)
		}
	}
	// Targets on the page's own host are weighed as its own links: more
	// than three are material however many links the page has.
	own := &Page{Content: webpage.Content{FinalURL: h.FinalURL, HTML: ref("GObject", "o.html", "/gtk/o.html") + ref("Gio", "l.html", "/gtk/l.html") + ref("Nope", "n.html", "javascript:void(0)")}}
	ro := resolvedAnchors(h, own, []string{"http://docs.test/gtk/o.html", "http://docs.test/gtk/l.html"})
	if ro == nil || ro.shares["class=external data-link data-namespace"+ownShape] == 0 || !placeholdersMaterial(page(6, 60), ro.shares) {
		t.Errorf("own-host targets %+v: want them keyed as the host's own, material on a page of 60 links", ro)
	}
}
