//go:build unix && !darwin && !linux

package main

import (
	"os"
	"syscall"
)

// peakRSS is the peak resident set size of an exited process, in bytes
// (getrusage gives KiB here).
func peakRSS(ps *os.ProcessState) int64 {
	ru, ok := ps.SysUsage().(*syscall.Rusage)
	if !ok {
		return 0
	}
	return int64(ru.Maxrss) * 1024
}
