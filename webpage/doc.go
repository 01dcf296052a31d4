// Package webpage holds what a page showed, in the one shape both crawl
// paths give it: Content. render.Page (the browser path) embeds it and
// fills it; the crawler fills it from a fetch.Response (the HTTP path);
// crawl.Page carries it and sink.Record embeds it, so that a field of a
// page is declared once and reaches the record without being copied
// field by field. The console entries and failed requests a browser
// reports are its types too.
//
// The JSON names of Content's fields are the record's keys
// (docs/record.md); where a key sits in the record is sink's to say.
//
// webpage imports no other package of this module, so that fetch,
// render and sink can all import it.
package webpage
