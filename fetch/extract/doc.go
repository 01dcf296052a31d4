// Package extract reads what a crawler needs from an HTML document in
// one streaming pass of a tokenizer, without building a tree: [HTML]
// gives the title, the visible text laid out as a browser's innerText,
// the links and frames resolved as a browser resolves them, a meta
// refresh, the page's metadata ([Meta]: lang, description, canonical,
// robots, Open Graph, JSON-LD, dates, author), the [Signals] that tell
// a page a person sees from a shell that needs a browser, and, when
// asked, the sub-resources the markup names ([Subresource]).
//
// [ParseMeta] reads the same metadata of any HTML (a rendered page's) in
// a pass of its own; [PlainText] and [XMLText] are the text of a
// document that is text but not HTML; [Directives] and [RefreshTarget]
// read a robots directive and a Refresh header.
//
// [HTML] reads the document through a lexer of its own (lexer.go), which
// gives the tokens golang.org/x/net/html's Tokenizer gives, token for
// token, at about 0.67 of the extraction's time: it indexes the document
// held in memory and finds the next '<', quote or '>' with
// bytes.IndexByte instead of reading it a byte at a time. Its tests hold
// it to the Tokenizer's tokens and to the same extraction on every page
// of the realweb corpus (8,423 pages), on random documents made of the
// pieces the rules turn on, and under fuzzing.
//
// The document is UTF-8 already (package charset decodes it). extract
// imports no package of this module but the helpers internal/word8 (its
// text read eight bytes at a time) and internal/jslit (whether a
// <script> type names JSON, as render asks of a module): fetch fills its Response with it,
// and crawl reads a rendered page's metadata with it.
package extract
