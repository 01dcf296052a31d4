// Package diskguard stops a run before a disk its outputs go to fills up.
// A Guard looks at the free space of the outputs' directories (Dirs) at
// the start and then every Config.Every; the first disk found under its
// minimum calls the run's stop function once, as a first signal would:
// pages in flight finish and every output is closed with whole records.
// Err then says which disk, with how much free (a *LowError, ErrLow).
// A crawl that ran out of space mid-write would stop too, with the page
// lost.
//
// A disk is low when it has less free than Config.MinFree; with
// Config.Relative (the minimum was not chosen), or than a twentieth of
// its size for a disk smaller than twenty times it (a 100 MiB volume is
// low under 5 MiB, not 256). A file system that reports no size (procfs,
// where /dev/stdout leads) is not a disk.
//
// diskguard imports internal/cfgerr only of this module.
package diskguard
