//go:build !linux

package render

// groupMemory is not measured outside Linux, which alone gives every
// process's proportional set size cheaply (/proc/PID/smaps_rollup): a
// browser there is replaced after RecycleBrowserAfter pages only, never
// for its memory.
func groupMemory(int, int64) int64 { return 0 }
