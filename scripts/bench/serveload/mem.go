package main

import (
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"sync"
	"time"
)

// sampleMemory samples the resident memory of pid and its descendants
// every 200 ms until the returned function is called, which returns the
// peak in bytes (0 without a pid, or outside Linux).
func sampleMemory(pid int) func() int64 {
	if pid == 0 {
		return func() int64 { return 0 }
	}
	var mu sync.Mutex
	var peak int64
	done := make(chan struct{})
	var wg sync.WaitGroup
	sample := func() {
		n := treeRSS(pid)
		mu.Lock()
		peak = max(peak, n)
		mu.Unlock()
	}
	wg.Go(func() {
		t := time.NewTicker(200 * time.Millisecond)
		defer t.Stop()
		for {
			sample()
			select {
			case <-done:
				return
			case <-t.C:
			}
		}
	})
	return func() int64 {
		sample()
		close(done)
		wg.Wait()
		mu.Lock()
		defer mu.Unlock()
		return peak
	}
}

// treeRSS sums VmRSS over pid and every process descending from it.
func treeRSS(root int) int64 {
	parent := map[int]int{}
	stats, _ := filepath.Glob("/proc/[0-9]*/stat")
	for _, p := range stats {
		b, err := os.ReadFile(p)
		if err != nil {
			continue
		}
		// pid (comm) state ppid ...: comm may hold spaces; read after ')'.
		s := string(b)
		i := strings.LastIndexByte(s, ')')
		if i < 0 {
			continue
		}
		f := strings.Fields(s[i+1:])
		pid, _ := strconv.Atoi(filepath.Base(filepath.Dir(p)))
		if len(f) > 1 {
			parent[pid], _ = strconv.Atoi(f[1])
		}
	}
	var total int64
	for pid := range parent {
		for q := pid; q > 1; q = parent[q] {
			if q == root {
				total += rss(pid)
				break
			}
		}
	}
	return total
}

func rss(pid int) int64 {
	b, err := os.ReadFile("/proc/" + strconv.Itoa(pid) + "/status")
	if err != nil {
		return 0
	}
	for l := range strings.SplitSeq(string(b), "\n") {
		if v, ok := strings.CutPrefix(l, "VmRSS:"); ok {
			kb, _ := strconv.ParseInt(strings.TrimSuffix(strings.TrimSpace(v), " kB"), 10, 64)
			return kb << 10
		}
	}
	return 0
}
