// Package procguard keeps the processes a program starts from outliving
// it: a browser, a test's redis-server.
//
// Own puts a command in a process group of its own (on Linux it also asks
// the kernel to kill it when the thread that started it ends), KillGroup
// kills that group (on Windows, the process tree), and Start runs a guard:
// a tiny /bin/sh that waits for its stdin to close, which happens when this
// program ends for any reason, SIGKILL included, and then kills the group
// and removes a directory. Windows has no guard.
//
// procguard imports no other package of this module.
package procguard
