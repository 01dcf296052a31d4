package extract

// The page's metadata (Meta) is read in the extractor's one pass:
// a second parse of the page for it cost as much as the extraction.

// maxJSONLD bounds the JSON-LD text a page's metadata keeps.
const maxJSONLD = 1 << 20

// onMetaTag notes what a start tag says of the page's metadata, once its
// attributes are read.
func (e *extractor) onMetaTag(tag string, a *tagAttrs) {
	switch tag {
	case "html":
		if e.meta.Lang == "" {
			e.meta.Lang = a.lang
		}
	case "meta":
		if a.metaName != "" {
			e.meta.AddTag(a.metaName, a.content)
		}
	case "a", "area":
		if a.rel != "" {
			e.meta.AddLink(tag, a.rel, a.aHref)
		}
	case "link":
		e.meta.AddLink(tag, a.rel, a.href)
	}
}

// metaText adds the text of a <script> to the JSON-LD block being read.
func (e *extractor) metaText(t []byte) {
	if e.ldjson && len(e.ldBuf)+len(t) <= maxJSONLD {
		e.ldBuf = append(e.ldBuf, t...)
	}
}

// endJSONLD ends the JSON-LD block being read, if any.
func (e *extractor) endJSONLD() {
	if e.ldjson {
		e.meta.JSONLD = append(e.meta.JSONLD, e.ldBuf)
		e.ldjson, e.ldBuf = false, nil
	}
}

// metaAttr reads an attribute of a start tag that the page's metadata
// uses, and reports whether it was one.
func metaAttr(tag string, k, v []byte, a *tagAttrs) bool {
	switch string(k) {
	case "lang":
		if tag == "html" {
			a.lang = string(v)
		}
		return true
	case "name":
		if tag == "meta" {
			a.metaName = string(v) // a name wins over a property
			a.hasName = true
		}
	case "property":
		if tag == "meta" && !a.hasName {
			a.metaName = string(v)
		}
	}
	return false
}
