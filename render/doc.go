// Package render is the browser path: it renders pages in one headless
// Chrome with a bounded pool of reused tabs and returns what a person would
// see, the final URL, status, title, visible text, rendered HTML, links,
// console errors and failed sub-requests.
//
// A Pool owns one Chrome (started with the first page, restarted if it
// dies) and never lets it outlive the program: Chrome runs in its own
// process group with Pdeathsig, and a guard process kills that group and
// removes the profile dir if the program dies without closing the pool
// (Pdeathsig on Linux only; on Windows, which has neither, Close kills
// Chrome's process tree, and a program killed outright leaves it).
// StartChrome starts the same Chrome for other pools and programs to share.
// Interception pauses only the blocked resource types (and the requests a
// Session must see: those to hosts that get headers); dialogs are
// dismissed and popups closed. Config.Session carries what a user's
// browser would: headers kept to their hosts, a cookie jar shared with
// other clients, a proxy, a device, locale and time zone; Pool.RunSteps
// runs a login; Config.Eval extracts data from each page. Config.Pacer
// (a small interface; crawl/pace's Pacer satisfies it) paces each page's
// document requests with every other request to its host.
//
// render imports no other package of this module but internal/procguard
// (the process group and the guard), internal/tunnel (the proxy relay
// to an authenticating proxy), internal/neterr (the network failures
// it shares with fetch), internal/cfgerr (its ConfigError),
// internal/jslit (scripts that are data) and webpage
// (the content a Page shares with the HTTP path and the record): it
// knows nothing of crawling, HTTP fetching or sinks.
package render
