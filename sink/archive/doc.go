// Package archive writes the pages of a crawl as web archives that replay
// tools open: a WARC 1.1 file (WARC), a WACZ 1.1.1 package (WACZ) and one
// HAR 1.2 file per page (HAR). Each is a sink.Sink.
//
// An archive holds every HTTP exchange of a page that the crawler kept
// (sink.Record.Exchanges): the main document's redirects, the main
// document, and the scripts, styles and API responses a single-page app
// needs to run again in a replay tool; and, for a page the browser
// rendered, the rendered DOM. A payload already archived in the run is
// written again as a revisit record that points to the first one.
// Bodies are cut at sink.Limits, and a cut is stated in the record (WARC
// WARC-Truncated, HAR comment, sink.Record.ArchiveTruncated). Credentials
// are never written: the Cookie, Authorization and Proxy-Authorization
// request headers are masked, and so are the values of Set-Cookie.
//
// Outputs follow sink.Start: a Fresh run replaces them, a Resumed crawl
// extends them.
//
// archive imports package sink (and internal/cfgerr, its ConfigError)
// and nothing else of this module; sink
// does not import it, so a program that writes JSON Lines only does not
// link the archive writers.
package archive
