// Package sink writes records where users' tools read them: JSON Lines by
// default (JSONL); rendered HTML snapshots with an index (HTMLDir); a WARC
// archive of the exchanges and rendered DOMs (WARC); PNG screenshots
// (Screenshots); a JUnit XML report for CI (JUnit); and several of these
// at once (Multi).
//
// A Record is the one result of a URL, with every field always present
// in its JSON (docs/record.md lists them). A record is written whole or
// not at all, and a sink that failed to write one says so on every later
// call, Close included: its first error is final.
//
// A sink that needs more of a page than the record's JSON fields says so
// with a Needs method (WARC needs the HTTP exchange, Screenshots a PNG);
// NeedsOf asks any sink, Multi the union of its sinks, so that the
// crawler keeps or makes those only when asked.
//
// ResumeJSONL reopens the JSON Lines output of a crawl that stopped: it
// drops a torn last line, positions the file at its end for the resumed
// crawl to append to, and yields the URLs the file already holds records
// of, so that they are not fetched again.
//
// A sink whose records become durable after Write returns (a database,
// sink/sqldb) is an Acker: it says when each record is safe, and the
// crawl counts a page done only then.
//
// sink imports no other package of this module: the crawler builds records,
// sinks only write them.
package sink
