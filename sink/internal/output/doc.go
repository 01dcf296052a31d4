// Package output holds what every sink of package sink and of its
// archive package keeps beside its output: the first error that lost a
// record, final from then on (State); files written whole by rename
// (WriteFileAtomic); files synced and closed the one way (CloseFile); and
// files left by an earlier run, replaced or extended by one rule (Open).
//
// It imports nothing of this module.
package output
