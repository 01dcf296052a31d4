// Package redis keeps a crawl in Redis, for the worker processes that
// share it on any number of machines: a frontier.Frontier that leases
// items with a visibility timeout (Frontier), and the per-host token
// buckets that pace all the workers together (Bucket).
//
// redis imports crawl/frontier and go-redis only (as goredis: this
// package has its name). It does not import crawl: crawl.SharedBucket is
// crawl's own small interface, which Bucket satisfies.
package redis
