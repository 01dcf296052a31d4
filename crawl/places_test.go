package crawl

import "testing"

// hasPlace finds an id or a class as the markup writes it, quoted or
// not, and not in another attribute or as part of another class.
func TestHasPlace(t *testing.T) {
	const html = `<section id="products" class="grid wide"><div id=cart class='mini cart-count'></div><p data-id="related" classname="teasers"></p>`
	for place, want := range map[string]bool{
		"#products": true, "#cart": true, ".grid": true, ".wide": true, ".cart-count": true, ".mini": true,
		"#related": false, ".teasers": false, ".cart": false, "#grid": false, ".products": false, "#": false,
	} {
		if got := hasPlace(html, place); got != want {
			t.Errorf("hasPlace(%q) = %v, want %v", place, got, want)
		}
	}
}
