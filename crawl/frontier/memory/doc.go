// Package memory is the in-memory frontier.Frontier, a crawl's default:
// nothing to set up, nothing kept after the process.
//
// memory imports crawl/frontier only.
package memory
