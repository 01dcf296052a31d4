package realweb

import (
	"errors"
	"fmt"
	"html"
	"io/fs"
	"net/http"
	"os"
	"path"
	"sort"
	"strings"
)

// fence is the Content-Security-Policy sent with every response. It keeps
// a page's subresources, frames and data calls on the corpus server's own
// origin: some real pages name hosts on the internet (reveal.js' demo
// embeds images, a video and an iframe from other sites; README badges are
// remote images), and a browser rendering the corpus must never send a
// packet there. Inline and eval'd scripts stay allowed, as the apps need
// them. A blocked load shows in the console as a CSP violation.
const fence = "default-src 'self' 'unsafe-inline' 'unsafe-eval' data: blob:"

// Handler serves an assembled corpus: /NAME/... from DIR/site/NAME/...,
// with a Content-Type from a fixed table of extensions, and / as a list of
// the sites. Files are opened through an os.Root at DIR, so the links
// inside the corpus (site/NAME into root/, Debian's links between packages)
// are followed but nothing outside DIR is reachable.
type Handler struct {
	root *os.Root
}

// NewHandler returns a handler for the corpus assembled in dir. Close it
// when done.
func NewHandler(dir string) (*Handler, error) {
	root, err := os.OpenRoot(dir)
	if err != nil {
		return nil, fmt.Errorf("realweb: open corpus %s: %w", dir, err)
	}
	return &Handler{root: root}, nil
}

// Close releases the corpus directory.
func (h *Handler) Close() error { return h.root.Close() }

func (h *Handler) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	w.Header().Set("Content-Security-Policy", fence)
	if r.Method != http.MethodGet && r.Method != http.MethodHead {
		w.Header().Set("Allow", "GET, HEAD")
		http.Error(w, "method not allowed", http.StatusMethodNotAllowed)
		return
	}
	if r.URL.Path == "/" {
		h.serveIndex(w)
		return
	}
	name := corpusFile(r.URL.Path)
	f, err := h.root.Open(name)
	if err != nil {
		if h.serveFallback(w, r, name) {
			return
		}
		notFound(w, err)
		return
	}
	defer f.Close()
	st, err := f.Stat()
	if err != nil {
		notFound(w, err)
		return
	}
	if st.IsDir() {
		h.serveDir(w, r, name)
		return
	}
	if strings.HasSuffix(r.URL.Path, "/") {
		// A file asked for as a directory, as a server on a real file
		// system answers it.
		http.NotFound(w, r)
		return
	}
	w.Header().Set("Content-Type", contentType(st.Name()))
	http.ServeContent(w, r, st.Name(), st.ModTime(), f)
}

// corpusFile is the file of the corpus directory a request path names:
// site/PATH, or for the library zoo's trees, which zoo.sh assembles apart,
// zoo/PATH.
func corpusFile(p string) string {
	p = path.Clean(p)
	top, _, _ := strings.Cut(strings.TrimPrefix(p, "/"), "/")
	if top == ZooTree || top == ZooRenamedTree {
		return path.Join("zoo", p)
	}
	return path.Join("site", p)
}

// serveDir answers a request for a directory: a redirect to the path with a
// slash, then its index.html; never a listing.
func (h *Handler) serveDir(w http.ResponseWriter, r *http.Request, name string) {
	if !strings.HasSuffix(r.URL.Path, "/") {
		u := *r.URL
		u.Path += "/"
		http.Redirect(w, r, u.RequestURI(), http.StatusMovedPermanently)
		return
	}
	f, err := h.root.Open(path.Join(name, "index.html"))
	if err != nil {
		notFound(w, err)
		return
	}
	defer f.Close()
	st, err := f.Stat()
	if err != nil || st.IsDir() {
		notFound(w, err)
		return
	}
	w.Header().Set("Content-Type", contentType("index.html"))
	http.ServeContent(w, r, "index.html", st.ModTime(), f)
}

// serveFallback answers a path no file is at with its site's 200.html, if
// it has one, as static hosts do for an app that routes by path (surge.sh
// names the file so): the app shows the route itself. It reports whether
// it answered.
func (h *Handler) serveFallback(w http.ResponseWriter, r *http.Request, name string) bool {
	parts := strings.SplitN(name, "/", 3) // site, NAME, the rest
	if len(parts) < 3 {
		return false
	}
	f, err := h.root.Open(path.Join(parts[0], parts[1], "200.html"))
	if err != nil {
		return false
	}
	defer f.Close()
	st, err := f.Stat()
	if err != nil || st.IsDir() {
		return false
	}
	w.Header().Set("Content-Type", contentType("200.html"))
	http.ServeContent(w, r, "200.html", st.ModTime(), f)
	return true
}

// serveIndex lists the corpus' sites, for a person looking at the server.
func (h *Handler) serveIndex(w http.ResponseWriter) {
	entries, err := fs.ReadDir(h.root.FS(), "site")
	if err != nil {
		http.Error(w, "corpus not assembled", http.StatusInternalServerError)
		return
	}
	names := make([]string, 0, len(entries))
	for _, e := range entries {
		names = append(names, e.Name())
	}
	for _, tree := range []string{ZooTree, ZooRenamedTree} {
		if st, err := h.root.Stat(path.Join("zoo", tree)); err == nil && st.IsDir() {
			names = append(names, tree)
		}
	}
	sort.Strings(names)
	w.Header().Set("Content-Type", "text/html; charset=utf-8")
	fmt.Fprint(w, "<!doctype html><title>realweb corpus</title><h1>realweb corpus</h1><ul>\n")
	for _, n := range names {
		n = html.EscapeString(n)
		fmt.Fprintf(w, "<li><a href=\"/%s/\">%s</a>\n", n, n)
	}
	fmt.Fprint(w, "</ul>\n")
}

// notFound answers a file that cannot be opened: 403 when the file system
// refuses it, 404 otherwise (missing, or a file where a directory was
// named).
func notFound(w http.ResponseWriter, err error) {
	if errors.Is(err, fs.ErrPermission) {
		http.Error(w, "403 forbidden", http.StatusForbidden)
		return
	}
	http.Error(w, "404 page not found", http.StatusNotFound)
}
