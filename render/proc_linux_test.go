package render

import (
	"math"
	"syscall"
	"testing"
)

func TestGroupMemoryChecksRSSBeforePSS(t *testing.T) {
	g := syscall.Getpgrp()
	under := groupMemory(g, math.MaxInt64) // the RSS sum: under the limit
	pss := groupMemory(g, 0)               // over a limit of 0: the PSS sum
	if pss <= 0 || under <= 0 {
		t.Fatalf("group %d: rss sum %d, pss sum %d; want both above 0", g, under, pss)
	}
	if under < pss {
		t.Fatalf("rss sum %d below pss sum %d: a group under the limit by RSS could be over it", under, pss)
	}
}
