// Package sink writes records where users' tools read them: JSON Lines by
// default (JSONL); rendered HTML snapshots with an index (HTMLDir); PNG
// screenshots (Screenshots); a JUnit XML report for CI (JUnit); and
// several of these at once (Multi). Web archives (WARC, WACZ, HAR) are
// written by its package archive, so that a program writing JSON Lines
// does not link them.
//
// A Record is the one result of a URL, with every field always present
// in its JSON (docs/record.md lists them). What the page showed is its
// webpage.Content, the value both crawl paths fill; the order of the
// keys is recordOrder's, and record_wire.go, made from Record by a test,
// is the struct encoded in that order. A record is written whole or
// not at all, and a sink that failed to write one says so on every later
// call, Close included: its first error is final.
//
// A sink that needs more of a page than the record's JSON fields says so
// with a Needs method (an archive needs the page's HTTP exchanges,
// Screenshots a PNG); NeedsOf asks any sink, Multi the union of its sinks,
// so that the crawler keeps or makes those only when asked. The exchanges
// (Record.Exchanges, Exchange) are the data model the crawler's paths
// fill and the archives write; Limits bound what an archive keeps of a
// page, and Limited applies them before any sink sees the record, so that
// its archive_truncated field says what the archives hold.
//
// Every output follows one rule (Start): a Fresh run replaces what an
// earlier run left, a Resumed crawl extends it.
//
// OpenChain opens a run's outputs in the one order that keeps them agreeing
// when a crawl resumes (Chain): a database first, the other outputs, and
// the JSON Lines last, opened last and written last, all behind Limited
// when one of them is an archive.
//
// ResumeJSONL reopens the JSON Lines output of a crawl that stopped: it
// drops a torn last line, positions the file at its end for the resumed
// crawl to append to, and yields the URLs the file already holds records
// of, so that they are not fetched again. Resume is the protocol of a
// crawl that resumes, in the order that loses no record: another store of
// the records (a database) catches up on the output first, then the
// pages that failed checks are handed over and every URL of a record is
// marked done (the frontier's, given as a function: sink does not import
// it).
//
// A sink whose records become durable after Write returns (a database,
// sink/sqldb) is an Acker: it says when each record is safe, and the
// crawl counts a page done only then.
//
// sink imports no other package of this module but webpage, whose
// Content a Record embeds, and the helper internal/word8 (a line's text
// escaped eight bytes at a time): the crawler builds records, sinks only
// write them.
package sink
