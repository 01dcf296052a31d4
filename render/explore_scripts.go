package render

import (
	_ "embed"
	"strings"
)

// The scripts of discovery. hooks.js is installed in every new document
// with quiet.js, before the page's own scripts; links.js, the reading of
// the places an element names, is shared by the scripts that read a page
// (extract.js, explore.js, scroll.js), which include it where they say
// "/* links.js */"; text.js, the reading of the visible text of a page
// built of shadow roots or frames, is extract.js's, at "/* text.js */".
var (
	//go:embed js/hooks.js
	hooksJS string
	// lookupsJS is installed for a page rendered with Request.Lookups
	// only.
	//go:embed js/lookups.js
	lookupsJS string
	// compareJS is installed for a page rendered with Request.Fetches
	// only.
	//go:embed js/compare.js
	compareJS string
	//go:embed js/links.js
	linksJS string
	//go:embed js/text.js
	textJS string
	//go:embed js/extract.js
	extractSrc string
	//go:embed js/explore.js
	exploreSrc string
	//go:embed js/scroll.js
	scrollSrc string

	extractJS = withLinks(strings.Replace(extractSrc, "/* text.js */", textJS, 1))
	exploreJS = withLinks(exploreSrc)
	scrollJS  = withLinks(scrollSrc)

	// newDocumentJS is installed in every new document of a tab, before
	// the document's own scripts.
	newDocumentJS = quietJS + "\n" + hooksJS
)

// withLinks includes links.js in a script at its marker.
func withLinks(src string) string {
	return strings.Replace(src, "/* links.js */", linksJS, 1)
}
