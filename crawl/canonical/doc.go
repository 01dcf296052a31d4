// Package canonical gives URLs the one form a crawl dedupes, paces and
// scopes them by: Canonicalize for the string, Parse for the string with
// the parts a crawl groups by (scheme, host, path), parsed once; Host is
// the key a pacer spaces a host's requests by.
//
// It is the vocabulary of URLs that crawl, crawl/pace and serve share.
// It imports, of this module, only internal/urlesc (percent-encoding):
// no crawl, no fetch, no render.
package canonical
