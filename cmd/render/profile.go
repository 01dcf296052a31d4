package main

import (
	"fmt"
	"os"
	"runtime/pprof"
	"runtime/trace"
)

// profileEnv names a file that receives a CPU profile of the whole run
// (go tool pprof reads it); profileHeapEnv one that receives a heap
// profile at its end; traceEnv one that receives an execution trace (go
// tool trace reads it: where goroutines waited). All are for measuring
// render, not for users, so they are environment variables rather than
// flags.
const (
	profileEnv     = "RENDER_CPUPROFILE"
	profileHeapEnv = "RENDER_MEMPROFILE"
	traceEnv       = "RENDER_TRACE"
)

// startProfile starts the profiles the environment asks for and returns
// the function that writes them.
func startProfile() (stop func()) {
	cpu, heap := os.Getenv(profileEnv), os.Getenv(profileHeapEnv)
	var f *os.File
	if cpu != "" {
		var err error
		if f, err = os.Create(cpu); err != nil {
			fmt.Fprintf(os.Stderr, "render: %s: %v\n", profileEnv, err)
		} else if err := pprof.StartCPUProfile(f); err != nil {
			fmt.Fprintf(os.Stderr, "render: %s: %v\n", profileEnv, err)
			f.Close()
			f = nil
		}
	}
	var tf *os.File
	if name := os.Getenv(traceEnv); name != "" {
		var err error
		if tf, err = os.Create(name); err != nil {
			fmt.Fprintf(os.Stderr, "render: %s: %v\n", traceEnv, err)
		} else if err := trace.Start(tf); err != nil {
			fmt.Fprintf(os.Stderr, "render: %s: %v\n", traceEnv, err)
			tf.Close()
			tf = nil
		}
	}
	return func() {
		if tf != nil {
			trace.Stop()
			tf.Close()
		}
		if f != nil {
			pprof.StopCPUProfile()
			f.Close()
		}
		if heap == "" {
			return
		}
		h, err := os.Create(heap)
		if err != nil {
			fmt.Fprintf(os.Stderr, "render: %s: %v\n", profileHeapEnv, err)
			return
		}
		defer h.Close()
		if err := pprof.Lookup("allocs").WriteTo(h, 0); err != nil {
			fmt.Fprintf(os.Stderr, "render: %s: %v\n", profileHeapEnv, err)
		}
	}
}
