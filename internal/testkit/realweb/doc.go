// Package realweb gives tests and benchmarks a corpus of real web content,
// taken unchanged from package registries by package name: documentation
// sites of thousands of static pages from Debian's documentation packages
// (PostgreSQL, CMake, Boost: untidy file names such as "Ninja
// Multi-Config.html" and "operator%.html", links that lead nowhere), and
// single-page apps shipped as ready bundles in npm packages (API
// references, a docs app, a slide deck), each rendering documents written
// by others.
//
// scripts/realweb/assemble.sh builds the corpus in a cache directory
// outside the repository (DefaultDir); Open assembles it when needed and
// serves it on 127.0.0.1 for one test; Handler serves it for the
// realweb/serve command. Each site lives under its own path prefix,
// /postgresql/, /scalar/, and every response carries a
// Content-Security-Policy that keeps a browser's requests on the server's
// own origin.
//
// Every app has a marker, a text that only a rendered page shows, and a
// hash-routed app lists routes with markers of their own.
//
// The library zoo (ZooPages, scripts/realweb/zoo.sh) is pages of prose of
// ours in which a real JavaScript library either builds a list of books
// (with markers: the titles) or changes nothing a person reads, served at
// /zoo/ and, every file renamed, at /zoo-renamed/.
//
// The corpus has two parts (Corpus): the documentation sites and apps are
// the tuning part, on which auto mode's thresholds were set; the library
// zoo is held out, and its test decides.
//
// realweb imports nothing of this module but internal/testkit/testenv (to tell
// CI) and, in its tests, render (to find Chrome); nothing outside tests,
// benchmarks and scripts imports it.
package realweb
