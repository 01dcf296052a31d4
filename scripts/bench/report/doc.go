// Command report turns the runs that scripts/bench.sh recorded with the
// shared benchmark harness (its runs.jsonl: one JSON object per measured
// whole-process run) into the Markdown tables that the harness's own
// report does not give:
//
//	report paired  -record runs.jsonl
//	report realweb -record runs.jsonl [-max-pages N] [-new NAME] [-base NAME]
//	report realweb-cells -base-url URL [-max-pages N]
//
// paired compares two builds of render run in one suite: every cell TAG
// with a twin TAG@base (the same cell on the base build, run right after
// it in each round) gets each build's median pages/s and the paired ratio
// new/base, taken per round and then summarised as median (min–max).
//
// realweb-cells lists the cells of the realweb suite, one per line
// (TAG, URL and render's flags, tab-separated), for the corpus served at
// URL; realweb tables their runs: each static site crawled in --mode http,
// in the default auto mode and in --mode browser (capped at -max-pages),
// with how many pages auto mode sent to the browser; each app rendered,
// with its render time and whether the record's text holds its marker.
//
// It reads files and writes tables; it starts nothing and reaches no
// network. It imports internal/testkit/realweb for the corpus' catalogue only.
package main
