// Package cookies is the one cookie jar a crawl keeps: the HTTP path uses
// it as its http.CookieJar, and the browser path copies it into Chrome
// before a page and folds Chrome's cookies back after one, so that a
// cookie set on either path is sent by both. It reads cookies from
// Netscape cookies.txt files and from Playwright or Puppeteer storage-state
// JSON, and writes the storage-state format.
//
// The jar's rules (which cookie goes to which URL, the public suffix list)
// are net/http/cookiejar's; Jar keeps beside it what cookiejar does not
// tell, each cookie's domain, path, expiry and flags, so that the jar can
// be listed whole.
//
// cookies imports no other package of this module.
package cookies
