package crawl

import (
	"fmt"
	"slices"
	"strings"
	"testing"

	"github.com/rendercrawl/render/crawl/learn"
	"github.com/rendercrawl/render/webpage"
)

// TestLinksAdded: the links a render adds are counted as the crawl tells
// pages apart, and a form exploring submitted is none of them.
func TestLinksAdded(t *testing.T) {
	html := []string{"https://www.gtk.org", "https://gitlab.gnome.org", "https://docs.gtk.org", "https://blog.gtk.org",
		"http://A.test:80/x#top", "https://docs.test/#/guide"}
	for i := range 4 {
		html = append(html, fmt.Sprintf("https://a.test/p%d.html", i))
	}
	h := &Page{Content: webpage.Content{Links: html}}
	extra := []string{"https://a.test/new1", "https://a.test/new2", "https://a.test/new3", "https://a.test/search?q="}
	for _, tc := range []struct {
		name      string
		links     []string
		submitted []string
		want      bool
	}{
		{"the same pages spelled as a browser does", []string{"https://www.gtk.org/", "https://gitlab.gnome.org/", "https://docs.gtk.org/", "https://blog.gtk.org/",
			"http://a.test/x", "http://a.test/x#other", "https://docs.test/#/guide"}, nil, false},
		{"a route is a page of its own", append([]string{"https://docs.test/#/a", "https://docs.test/#/b", "https://docs.test/#/c", "https://docs.test/#/d"}, html...), nil, true},
		{"four pages more", append(append([]string{}, html...), extra...), nil, true},
		{"three pages and a submitted form more", append(append([]string{}, html...), extra...), []string{"https://a.test/search?q="}, false},
		{"repeats count once", append(append([]string{}, html...), extra[0], extra[0], extra[1], extra[1], extra[2]), nil, false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			if got := linksAdded(h, &Page{Content: webpage.Content{Links: tc.links}, Submitted: tc.submitted}); got != tc.want {
				t.Errorf("linksAdded = %v, want %v", got, tc.want)
			}
		})
	}
}

// TestRouted: a route's URL, or a page linking to routes of its own
// document, belongs to an app that routes by the fragment; anchors and
// other documents' routes do not make one.
func TestRouted(t *testing.T) {
	const doc = "http://a.test/slides/demo.html"
	for _, tc := range []struct {
		name, url string
		links     []string
		want      bool
	}{
		{"a route", doc + "#/2/1", nil, true},
		{"a hashbang route", doc + "#!intro", nil, true},
		{"links to its own routes", doc, []string{"http://a.test/about.html", doc + "#/2/1"}, true},
		{"anchors", doc, []string{doc + "#install", "http://a.test/x.html#top"}, false},
		{"another document's routes", doc, []string{"http://a.test/app/#/home", doc + "?theme=dark#/home"}, false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			final, _, _ := strings.Cut(tc.url, "#")
			if got := routed(tc.url, &Page{Content: webpage.Content{FinalURL: final, Links: tc.links}}); got != tc.want {
				t.Errorf("routed = %v, want %v", got, tc.want)
			}
		})
	}
}

// A sample keeps the texts its scripts wrote again as they were, with
// their text in the HTML, after the data attributes they read.
func TestComparedKeepsTheTextsWrittenAgain(t *testing.T) {
	html := `<html><body data-isbn="9780000000001"><p>Posted <time datetime="2025-04-28">28 April 2025</time>.</p>
<pre><span class="nf">get_queryset</span>(<span class="mi">42</span>)</pre></body></html>`
	text := "Posted 28 April 2025. get_queryset(42)"
	h := &Page{IsHTML: true, Content: webpage.Content{HTML: html, Text: text}}
	b := &Page{IsHTML: true, Content: webpage.Content{HTML: html, Text: text, Settled: settledQuiet},
		Read: []string{"body[data-isbn]"}, Rewrote: []string{"span.nf", "time[datetime]"}}
	s := compared(h, b)
	if want := []string{"body[data-isbn]", learn.TextOf("span.nf"), learn.TextOf("time[datetime]")}; !slices.Equal(s.Read, want) {
		t.Errorf("Read = %q, want %q", s.Read, want)
	}
	if want := []string{"9780000000001", "get_queryset", "28 April 2025"}; !slices.Equal(s.Values, want) {
		t.Errorf("Values = %q, want %q", s.Values, want)
	}
}

// The times of day a rendered page shows that are the browser's own as
// it was compared (a clock a script keeps) are not compared; other times,
// and times with no clock to hold them to, are.
func TestClockless(t *testing.T) {
	at := func(h, m, s int) int { return h*3600 + m*60 + s }
	clock := []int{at(6, 49, 33), at(5, 49, 33)} // its own, UTC
	for _, c := range []struct{ text, want string }{
		{"Studio time 06:49:33 on air", "Studio time   on air"},
		{"Studio time 06:49:40 on air", "Studio time   on air"},          // read a few seconds later
		{"Now 5:49:31 UTC", "Now   UTC"},                                 // the UTC clock
		{"Now 6:49 am, or 06.49.35", "Now  , or  "},                      // no seconds, or dots
		{"Departs 06:55, arrives 07:40", "Departs 06:55, arrives 07:40"}, // a timetable
		{"Tea at 6:49 pm", "Tea at 6:49 pm"},                             // twelve hours off
		{"Price 06.49, ratio 6:49:33:12", "Price 06.49, ratio 6:49:33:12"},
		{"Now 6:49:33AM.", "Now  "},                                // am stuck on
		{"Now 6:49:33\u202fAM and 5:49:40\u00a0am", "Now   and  "}, // ICU's spaces
		{"Code 6:495 and 6:49x", "Code 6:495 and 6:49x"},
		{"Late 6:49:33 PM", "Late 6:49:33 PM"},
	} {
		if got := clockless(c.text, clock, ""); got != c.want {
			t.Errorf("clockless(%q) = %q, want %q", c.text, got, c.want)
		}
	}
	if got := clockless("06:49:33", nil, ""); got != "06:49:33" {
		t.Errorf("without a clock: %q", got)
	}
	// A countdown reads as the minute it counts to: the same on two
	// renders seconds apart, and across midnight.
	one, two := clockless("Next train in 03:21:43, concert in 6d 17:14:47", []int{at(6, 49, 33)}, ""), clockless("Next train in 03:21:38, concert in 6d 17:14:42", []int{at(6, 49, 38)}, "")
	if one != two || strings.Contains(one, "21") {
		t.Errorf("countdowns read %q and %q; want the same words, without the moving digits", one, two)
	}
	if a, b := clockless("Doors in 00:00:20", []int{at(23, 59, 50)}, ""), clockless("Doors in 00:00:05", []int{at(0, 0, 5)}, ""); a != b {
		t.Errorf("countdown across midnight: %q and %q", a, b)
	}
	// A time the HTML holds is the page's own, clock or not.
	if got, want := clockless("Last modified 2024-01-30 14:12:53 and 06:49:33", clock, "Last modified 2024-01-30 14:12:53"), "Last modified 2024-01-30 14:12:53 and  "; got != want {
		t.Errorf("with the HTML's time: %q, want %q", got, want)
	}
	// Across midnight.
	if got := clockless("23:59:30 and 00:00:10", []int{at(0, 0, 5)}, ""); got != "  and  " {
		t.Errorf("across midnight: %q", got)
	}
}
