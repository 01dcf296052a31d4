// Package content finds the main content of an HTML page (the article,
// the documentation, without navigation, footers and related links) and
// gives it as CommonMark and as plain text.
//
// Extract runs two extractors on the page, readeck's go-readability and
// go-domdistiller, and keeps one of their results by how far they agree
// (choose.go). domdistiller's result is mapped back to the page's own
// elements (project.go, restore.go), so that links, images, tables and
// code blocks are those of the page. The captions, credits, bylines and
// datelines inside the result are dropped by their markup (prune.go),
// and it becomes Markdown through html-to-markdown, with links and
// images made absolute. The same code serves both crawl paths: the HTTP
// path hands it the document as served, the browser path the rendered
// DOM.
//
// The extractors' packages cost a program that links them about 8 ms and
// 3 MB at start (go-domdistiller's regular expressions); a package whose
// initialisation costs more (go-trafilatura's date parser took 0.2-0.3 s
// of CPU and 50 MB at every start) is kept out of the module, and a test
// in cmd/render checks that it stays out.
//
// content imports nothing of this module.
package content
