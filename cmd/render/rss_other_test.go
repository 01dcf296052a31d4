//go:build !linux

package main

// selfPeakRSS is 0 here: the parent reads the child's peak from
// getrusage (peakRSS) where the system gives it.
func selfPeakRSS() int64 { return 0 }
