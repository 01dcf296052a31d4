// Package checks holds the CI checks of a crawl (--fail-on, --expect): a
// decorator of records that lists, in each record's failed_checks, the
// conditions the page did not meet. A Report is the same decorator for
// one run, keeping what the end of a CI log says: the first pages that
// failed, and the --expect patterns that matched no page; UnmatchedIn
// says what those do to a run (fail it only when it judged its whole
// crawl), and Report.Earlier takes the failures of the part of a resumed
// crawl that ran before.
//
// checks imports sink (the record) and no other package of this module.
package checks
