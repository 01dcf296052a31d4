package main

import (
	"os"
	"syscall"
)

// peakRSS is the peak resident set size of an exited process, in bytes
// (getrusage gives bytes on macOS).
func peakRSS(ps *os.ProcessState) int64 {
	ru, ok := ps.SysUsage().(*syscall.Rusage)
	if !ok {
		return 0
	}
	return ru.Maxrss
}
