// Package learn is auto mode's learner: from the pages a crawl fetched
// over HTTP and the renders it compared with them, it decides which
// pages need the browser. It groups a host's pages by kind (the scripts
// they run, fetch.Signals.ScriptSet, and the places they leave empty,
// fetch.Signals.Slots: Kind), by URL pattern (PatternKey) and by
// section (SectionKey); it advises a route before a page is fetched
// (Advise), judges a page once its HTML is in (Judge), hears what the
// page taught (Tell), and reports what it learned (Kinds, KindReport).
//
// The learner compares nothing itself: crawl renders a page, compares
// the render with its HTML and tells the learner the Sample. So the
// package knows no page type, no fetcher and no browser. Of this module
// it imports crawl/canonical (the URLs it groups) and crawl/frontier
// (the items it keeps for a sink that can replace stale pages), and
// nothing else: not crawl, which imports it.
package learn
