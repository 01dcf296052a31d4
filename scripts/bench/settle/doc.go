// Command settle measures how the browser's default wait ends on pages
// whose last change the page's own thread, DOM and network do not show (a
// worker at work, a blob: worker, a loading indicator up after the network
// went quiet, a WebSocket) and on the realweb corpus' single-page apps and
// hash routes.
//
//	go run ./scripts/bench/settle -render BIN [-runs 20] [-tabs 4] [-cpu-load 2]
//
// It serves the test site (internal/testkit/testsite) and the realweb corpus
// (internal/testkit/realweb, assembled when needed) on 127.0.0.1, then runs the
// render binary BIN once per round with every page as a URL, --mode
// browser, the default wait and timeout and no retries, and reads the
// records. Pages built never to settle run in rounds of their own with a
// short --timeout (-never-runs, -never-timeout); they are expected to end
// by it.
//
// The report is a Markdown table with, per page: runs, runs whose record
// has the page's final content (its marker in the text, no error), runs
// ended by the timeout, the settled values seen, and the median and
// largest elapsed_ms; then every run that missed. A corpus app renders a
// fixed document: a run whose text differs from the text most runs show
// (a search box still "Loading...", a list half built) missed too, with
// the words that differ. It exits 1 when a page expected to settle
// missed its final content or ended by the timeout in any run, 2 on a
// usage error. With -cpu-load N, N busy loops keep N cores busy while
// the rounds run, as a shared CI runner is.
//
// Everything stays on loopback, and every render run is bounded
// (-run-timeout).
package main
