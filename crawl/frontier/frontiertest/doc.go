// Package frontiertest checks that a frontier.Frontier keeps the
// interface's promises: every backend's tests call Run with a function
// that opens a new, empty frontier. It also holds the benchmarks the
// backends share, so their numbers compare.
//
// frontiertest imports crawl/frontier only.
package frontiertest
