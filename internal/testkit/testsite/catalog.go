package testsite

import (
	"fmt"
	"html"
	"net/http"
	"net/http/httptest"
	"path"
	"strings"
	"sync"
	"testing"
)

// The discovery catalogue: one page per way a page can name a URL (an
// attribute, a header, a style sheet, a script, an event handler, a
// router, a known file), each naming a target of its own that nothing
// else names. It is a site of its own, served apart from the test site
// (ServeCatalog), so that its /sitemap.xml and its crawl stay its own:
//
//	/              the index: a link to every page
//	/p/NAME        the page of mechanism NAME
//	/t/...         targets: a small HTML page, or CSS or JavaScript by
//	               the extension, for any path; each request counted
//	/sitemap.xml   lists the known-file mechanism's target
//	/robots.txt    allows everything

// Mechanism is one way a page names a URL, with the page that uses it.
type Mechanism struct {
	// Group is the area: html, head, header, script, event, router,
	// known.
	Group, Name string
	// The page's parts: markup in the head and the body, attributes of
	// <html> and <body>, a doctype, a frameset instead of a body, a
	// response header (a Location one makes the page a redirect).
	Head, Body, HTMLAttrs, BodyAttrs, Doctype, Frameset string
	Header                                              [2]string
	// Sitemap: the target is named by /sitemap.xml, not by a page.
	Sitemap bool
	// Target is the target's path under /t/ when it is not Name.
	Target string
	// Page: the target is a page (a link), else a resource a page loads
	// or sends (a request). Either: a page a page loads (a frame) or
	// sends (a GET form), found in either list.
	Page, Either bool
	// HTTP and Browser say which path finds it in the page: the HTTP
	// path reads markup and headers (and string literals of inline
	// scripts), the browser also runs the page's scripts and explores.
	HTTP, Browser bool
}

// TargetPath is the path of the mechanism's target.
func (m Mechanism) TargetPath() string {
	if m.Target != "" {
		return "/t/" + m.Target
	}
	return "/t/" + m.Name
}

// PagePath is the path of the mechanism's page.
func (m Mechanism) PagePath() string { return "/p/" + m.Name }

// Mechanisms returns the catalogue.
func Mechanisms() []Mechanism { return mechanisms }

// Catalog serves the discovery catalogue.
type Catalog struct {
	mu     sync.Mutex
	counts map[string]int
}

// ServeCatalog starts the catalogue on a loopback httptest server for the
// duration of a test and returns it with its base URL.
func ServeCatalog(tb testing.TB) (*Catalog, string) {
	tb.Helper()
	c := &Catalog{counts: make(map[string]int)}
	srv := httptest.NewServer(c)
	tb.Cleanup(func() {
		srv.CloseClientConnections()
		srv.Close()
	})
	return c, srv.URL
}

// Requests returns how many requests a target's path got, by any method.
func (c *Catalog) Requests(targetPath string) int {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.counts[targetPath]
}

func (c *Catalog) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	p := r.URL.Path
	switch {
	case p == "/":
		c.index(w)
	case p == "/robots.txt":
		w.Header().Set("Content-Type", "text/plain")
		fmt.Fprint(w, "User-agent: *\nAllow: /\n")
	case p == "/sitemap.xml":
		c.sitemap(w, r)
	case strings.HasPrefix(p, "/p/"):
		m, ok := mechanism(strings.TrimPrefix(p, "/p/"))
		if !ok {
			http.NotFound(w, r)
			return
		}
		c.page(w, r, m)
	case strings.HasPrefix(p, "/t/"):
		c.target(w, r)
	default:
		http.NotFound(w, r)
	}
}

func mechanism(name string) (Mechanism, bool) {
	for _, m := range mechanisms {
		if m.Name == name {
			return m, true
		}
	}
	return Mechanism{}, false
}

func (c *Catalog) index(w http.ResponseWriter) {
	w.Header().Set("Content-Type", "text/html; charset=utf-8")
	var b strings.Builder
	b.WriteString("<!doctype html>\n<html lang=\"en\"><head><meta charset=\"utf-8\"><title>Discovery catalogue</title></head><body><h1>Discovery catalogue</h1><ul>\n")
	for _, m := range mechanisms {
		if !m.Sitemap {
			fmt.Fprintf(&b, "<li><a href=\"%s\">%s: %s</a></li>\n", m.PagePath(), m.Group, html.EscapeString(m.Name))
		}
	}
	b.WriteString("</ul></body></html>\n")
	fmt.Fprint(w, b.String())
}

func (c *Catalog) sitemap(w http.ResponseWriter, r *http.Request) {
	w.Header().Set("Content-Type", "application/xml")
	fmt.Fprint(w, `<?xml version="1.0" encoding="UTF-8"?>`+"\n"+`<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">`+"\n")
	for _, m := range mechanisms {
		if m.Sitemap {
			fmt.Fprintf(w, "<url><loc>http://%s%s</loc></url>\n", r.Host, m.TargetPath())
		}
	}
	fmt.Fprint(w, "</urlset>\n")
}

// page writes a mechanism's page, its placeholders filled.
func (c *Catalog) page(w http.ResponseWriter, r *http.Request, m Mechanism) {
	fill := strings.NewReplacer("{T}", m.TargetPath(), "{A}", "http://"+r.Host+m.TargetPath()).Replace
	if m.Header[0] != "" {
		w.Header().Set(m.Header[0], fill(m.Header[1]))
		if m.Header[0] == "Location" {
			w.WriteHeader(http.StatusFound)
			return
		}
	}
	doctype := "<!doctype html>"
	if m.Doctype != "" {
		doctype = fill(m.Doctype)
	}
	body := "<body" + fill(m.BodyAttrs) + "><h1>" + m.Name + "</h1>\n" + fill(m.Body) + "\n</body>"
	if m.Frameset != "" {
		body = fill(m.Frameset)
	}
	w.Header().Set("Content-Type", "text/html; charset=utf-8")
	fmt.Fprintf(w, "%s\n<html lang=\"en\"%s><head><meta charset=\"utf-8\"><title>%s</title>%s</head>\n%s\n</html>\n",
		doctype, fill(m.HTMLAttrs), m.Name, fill(m.Head), body)
}

// target answers any path under /t/, counting it.
func (c *Catalog) target(w http.ResponseWriter, r *http.Request) {
	c.mu.Lock()
	c.counts[r.URL.Path]++
	c.mu.Unlock()
	switch path.Ext(r.URL.Path) {
	case ".js":
		w.Header().Set("Content-Type", "text/javascript")
	case ".css":
		w.Header().Set("Content-Type", "text/css")
	default:
		w.Header().Set("Content-Type", "text/html; charset=utf-8")
		fmt.Fprintf(w, "<!doctype html>\n<title>target</title><p>TARGET %s</p>\n", html.EscapeString(r.URL.Path))
	}
}
