// Package webpage holds what a page showed, in the one shape both crawl
// paths give it: Content, which fetch.Response (the HTTP path) and
// render.Page (the browser path) embed and fill, which the crawler's
// page carries, and which sink.Record embeds, so that a field of a page
// is declared once and reaches the record without being copied field by
// field. The console entries and failed requests a browser reports are
// its types too.
//
// The JSON names of Content's fields are the record's keys
// (docs/record.md); where a key sits in the record is sink's to say.
//
// webpage imports no other package of this module, so that fetch, render
// and sink can all import it.
package webpage
