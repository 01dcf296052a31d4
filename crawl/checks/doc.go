// Package checks holds the CI checks of a crawl (--fail-on, --expect): a
// decorator of records that lists, in each record's failed_checks, the
// conditions the page did not meet.
//
// checks imports sink (the record) and no other package of this module.
package checks
