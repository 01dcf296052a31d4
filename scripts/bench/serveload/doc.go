// Command serveload puts a rendering service under load for
// scripts/bench.sh's serve suite: C clients send N requests in all, in
// Prerender's form (BASE/URL), over the URLs of a list in a fixed shuffled
// order, and it prints one JSON line: the statuses, the 503s without a
// Retry-After, other failures, latency percentiles, throughput, the share
// answered from render serve's cache (X-Render-Cache: hit) and the peak
// resident memory of the service's process tree (-pid, sampled from /proc
// every 200 ms).
//
//	serveload -base http://127.0.0.1:8092 -urls urls.txt -c 100 -n 2000 -pid PID -tag SERVE/load
package main
