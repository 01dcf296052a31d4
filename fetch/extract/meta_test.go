package extract

import (
	"net/url"
	"reflect"
	"testing"
)

// The metadata read in the extractor's one pass is what ParseMeta
// reads of the same page (the browser path's way).
func TestExtractedMetaIsParseMetas(t *testing.T) {
	const page = `<!doctype html><html lang="en-GB"><head>
<base href="/docs/">
<title>T</title>
<meta name="description" content=" A page. ">
<meta name="robots" content="NoIndex"><meta name="robots" content="nofollow">
<meta name="googlebot" content="noarchive">
<meta property="og:title" content="OG title"><meta property="og:title" content="second">
<meta name="twitter:card" content="summary">
<meta name="author" property="og:author" content="Ann">
<meta property="article:published_time" content="2026-01-02">
<link rel="Canonical" href="guide.html#top">
<link rel="canonical" href="other.html">
<script type="application/ld+json">{ "@graph": [ {"dateModified": "2026-02-03"} ] }</script>
<script>var x = "<meta name=description content=no>";</script>
</head><body>
<a href="ad.html" rel="sponsored nofollow">ad</a> <a href="ok.html">ok</a>
<map><area href="/zone" rel="ugc"></map>
<script type="application/ld+json">[{"author": {"name": "Bo"}}]</script>
<script type="application/ld+json">not json</script>
</body></html>`
	u, _ := url.Parse("https://example.org/a/page.html")
	got := extract([]byte(page), u).Meta
	want := ParseMeta([]byte(page), u.String())
	if !reflect.DeepEqual(got, want) {
		t.Errorf("one pass:\n%+v\nParseMeta:\n%+v", got, want)
	}
	if got.Lang != "en-GB" || got.Canonical != "https://example.org/docs/guide.html" || got.Robots != "noindex, nofollow" ||
		got.Author != "Ann" || got.Modified != "2026-02-03" || got.OpenGraph["og:title"] != "OG title" ||
		len(got.JSONLD) != 2 || len(got.Nofollow) != 2 || got.Nofollow[1] != "https://example.org/zone" {
		t.Errorf("meta: %+v", got)
	}
}
