package crawl

import (
	"fmt"
	"testing"
)

// TestLinksAdded: the links a render adds are counted as the crawl tells
// pages apart, and a form exploring submitted is none of them.
func TestLinksAdded(t *testing.T) {
	html := []string{"https://www.gtk.org", "https://gitlab.gnome.org", "https://docs.gtk.org", "https://blog.gtk.org",
		"http://A.test:80/x#top", "https://docs.test/#/guide"}
	for i := range 4 {
		html = append(html, fmt.Sprintf("https://a.test/p%d.html", i))
	}
	h := &Page{Links: html}
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
			if got := linksAdded(h, &Page{Links: tc.links, Submitted: tc.submitted}); got != tc.want {
				t.Errorf("linksAdded = %v, want %v", got, tc.want)
			}
		})
	}
}
