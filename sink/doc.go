// Package sink writes records where users' tools read them: JSON Lines by
// default (JSONL); rendered HTML snapshots with an index (HTMLDir); a WARC
// archive of the exchanges and rendered DOMs (WARC); PNG screenshots
// (Screenshots); a JUnit XML report for CI (JUnit); and several of these
// at once (Multi). A record is written whole or not at all, and a sink
// that failed to write one says so on every later call. A sink whose
// records become durable after Write returns (a database, sink/sqldb) is
// an Acker: it says when each record is safe, and the crawl counts a page
// done only then.
//
// sink imports no other package of this module: the crawler builds records,
// sinks only write them.
package sink
