// Package bolt is a frontier.Frontier kept on disk in a bbolt database,
// for a crawl that must survive a stop, a crash or kill -9 and resume
// where it was.
//
// bolt imports crawl/frontier and go.etcd.io/bbolt only.
package bolt
