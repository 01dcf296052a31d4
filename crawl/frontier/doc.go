// Package frontier says what a crawl's to-do list is: the Frontier
// interface, the Item it holds and its Stats, and the few things its
// backends share: the stored form of an item, the states a URL goes
// through, the URLs a persistent backend refuses (stored.go); the Signal
// a waiting Next wakes on and its wait loop (signal.go); the counters and
// seal of a frontier that lives in one process (Local); and marking the
// URLs of a resumed crawl's output done (MarkDone).
//
// The backends are packages of their own, one per dependency, so that a
// program links only the one it uses: memory (the default), bolt (on disk,
// for resume; bbolt) and redis (shared by many processes; go-redis). Each
// passes the contract test of frontiertest.
//
// frontier imports no other package of this module but crawl/canonical
// (an item carries its URL parsed), and no driver; the backends import
// frontier alone.
package frontier
