package main

import (
	"bufio"
	"os"
	"strconv"
	"strings"
)

// peakRSS is 0 on Linux, where the child reports its own peak
// (selfPeakRSS): getrusage's figure for a child counts the memory of the
// parent it was forked from (the mm a vfork child shares until exec), so
// that in a test binary grown to hundreds of MiB every child seemed as big.
func peakRSS(*os.ProcessState) int64 { return 0 }

// selfPeakRSS is this process's peak resident set size since its exec, in
// bytes: VmHWM of /proc/self/status.
func selfPeakRSS() int64 {
	f, err := os.Open("/proc/self/status")
	if err != nil {
		return 0
	}
	defer f.Close()
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		if v, ok := strings.CutPrefix(sc.Text(), "VmHWM:"); ok {
			kb, err := strconv.ParseInt(strings.TrimSpace(strings.TrimSuffix(strings.TrimSpace(v), "kB")), 10, 64)
			if err != nil {
				return 0
			}
			return kb << 10
		}
	}
	return 0
}
