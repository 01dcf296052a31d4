package extract

import (
	"os"
	"path/filepath"
	"reflect"
	"slices"
	"strings"
	"testing"
)

func TestNavTargets(t *testing.T) {
	tests := []struct {
		code string
		want []string
	}{
		{`location='/a'; return false`, []string{"/a"}},
		{`window.location.href = "/b/" + 'c'`, []string{"/b/c"}},
		{`top . location . href="/d"`, []string{"/d"}},
		{`document.location = ` + "`/e`", []string{"/e"}},
		{`location.assign( "/f" )`, []string{"/f"}},
		{`self.location.replace('/g?x=1&y=2')`, []string{"/g?x=1&y=2"}},
		{`window.open('/h', '_blank')`, []string{"/h"}},
		{`open("/i")`, []string{"/i"}},
		{`location = 'it\'s'`, []string{"it's"}},
		{`if (x) location='/j'; else location.href='/k'`, []string{"/j", "/k"}},
		// Not a navigation, or no literal target.
		{`if (location == '/x') go()`, nil},
		{`xhr.open('GET', '/x')`, nil},
		{`mylocation = '/x'`, nil},
		{`$location = '/x'`, nil},
		{`location.href = '/x/' + id`, nil},
		{`location = base`, nil},
		{"location = `/x/${id}`", nil},
		{`location = '/unclosed`, nil},
		{`location = ''`, nil},
		{`location = '/x` + strings.Repeat(" ", maxNavCode) + `'`, nil},
	}
	for _, tc := range tests {
		if got := navTargets([]byte(tc.code)); !reflect.DeepEqual(got, tc.want) {
			t.Errorf("navTargets(%.60q) = %q, want %q", tc.code, got, tc.want)
		}
	}
}

// TestExtractLinksWithoutHref reads the fixture pages the browser path
// reads the same links from (render's TestLinksWithoutHref): a page kept
// over HTTP leads where its rendered self would.
func TestExtractLinksWithoutHref(t *testing.T) {
	base := "http://site.test"
	tests := []struct {
		page     string
		want, no []string
	}{
		{"onclick.html",
			[]string{"/discover/target/one", "/discover/target/two", "/discover/target/three", "/discover/target/four", "/discover/target/five"},
			[]string{"/discover/target/6", "/discover/not-a-link"}},
		{"router.html",
			[]string{"/discover/target/router-one", "/discover/target/router-two", "/discover/target/router-three", "/discover/target/router-four", "/discover/target/router-five"},
			[]string{"/discover/not-a-router-link", "/discover/not-a-page-container"}},
	}
	for _, tc := range tests {
		doc, err := os.ReadFile(filepath.Join("..", "..", "testdata", "site", "discover", tc.page))
		if err != nil {
			t.Fatal(err)
		}
		x := extract(doc, mustURL(t, base+"/discover/"+tc.page))
		for _, w := range tc.want {
			if !slices.Contains(x.Links, base+w) {
				t.Errorf("%s: links %q lack %s", tc.page, x.Links, w)
			}
		}
		for _, n := range tc.no {
			if slices.Contains(x.Links, base+n) {
				t.Errorf("%s: links have %s, which the page does not lead to", tc.page, n)
			}
		}
		if x.Signals.Links != len(x.Links) {
			t.Errorf("%s: Signals.Links = %d, links %d", tc.page, x.Signals.Links, len(x.Links))
		}
	}
	// A role of link makes a "to" a target; on a plain element it is not.
	// Minified markup has no space before an attribute's name; a template
	// not filled in ({{id}}) names no page.
	x := extract([]byte(`<span to="/x/role" role="link">x</span><div to="/x/plain">y</div>`+
		`<div class="r"onclick="location='/x/minified'">z</div><li ng-href="/x/{{item.id}}">t</li>`), mustURL(t, base+"/"))
	if want := []string{base + "/x/role", base + "/x/minified"}; !reflect.DeepEqual(x.Links, want) {
		t.Errorf("links = %q, want %q", x.Links, want)
	}
}
