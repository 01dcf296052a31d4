package realweb

import "path/filepath"

// StaticSite is a documentation site of a Debian package: thousands of
// plain HTML pages, as their generator wrote them.
type StaticSite struct {
	Name    string // path prefix on the server, e.g. "postgresql"
	Package string // the Debian package the pages come from
	Seed    string // URL of the start page
	Scope   string // URL prefix the site's pages are under (for --scope prefix)
	Dir     string // directory on disk that Scope maps to, links resolved
	// MinPages is how many HTML pages, at least, lie under Dir. The
	// package's version is not pinned (Debian replaces it with security
	// updates), so the count is a floor a little under today's.
	MinPages int
}

// App is a single-page app shipped as a ready bundle in an npm package.
type App struct {
	Name    string // path prefix on the server, e.g. "scalar"
	Package string // the npm package of the app's bundle, with its version
	URL     string // the page that starts the app
	Dir     string // directory on disk served at /Name/, links resolved
	// Marker is a text that is in the rendered page's visible text only
	// once the app has rendered its content; the page as served does not
	// contain it.
	Marker string
	// HashRouted apps name their pages with #/... fragments; Routes
	// lists some, each with a marker of its own.
	HashRouted bool
	Routes     []Route
}

// Route is one page of a hash-routed app.
type Route struct {
	URL    string // the app's URL with the route's fragment
	Marker string // text visible on this route, and not on the app's first page
}

// staticSite is a catalogue entry: paths relative to the server and to the
// site's directory.
type staticSite struct {
	name, pkg, seed, scope string
	minPages               int
}

// builtCatalog lists the documentation sites whose scripts build part of
// what a person sees: static trees of HTML, as the static sites are, but
// with a contents tree beside every page that only the browser shows.
// Auto mode must render them.
func builtCatalog() []staticSite {
	return []staticSite{
		{"doxygen", "doxygen-doc", "index.html", "", 300},
	}
}

// app is a catalogue entry: the page relative to /NAME/, routes as
// fragment and marker.
type app struct {
	name, pkg, page, marker string
	routes                  [][2]string
}

func staticCatalog() []staticSite {
	return []staticSite{
		{"postgresql", "postgresql-doc-15", "index.html", "", 1100},
		{"cmake", "cmake-doc", "index.html", "", 1800},
		{"boost", "libboost1.81-doc", "doc/html/index.html", "doc/html/", 3700},
		{"javadoc", "libjsoup-java-doc", "index.html", "", 250},
		{"sqlite", "sqlite3-doc", "index.html", "", 700},
	}
}

// appCatalog lists the apps. Markers are texts the app renders from data
// it fetches (an OpenAPI or AsyncAPI document, Markdown files) or builds
// itself (reveal.js' live region that announces the current slide), so
// they are in no page as served.
func appCatalog() []app {
	return []app{
		{name: "scalar", pkg: "@scalar/api-reference@1.76.0",
			marker: "Get a list of train stations"},
		{name: "elements", pkg: "@stoplight/elements@9.0.25",
			marker: "This is a sample server Petstore server.",
			routes: [][2]string{
				{"#/operations/addPet", "Pet object that needs to be added to the store"},
				{"#/schemas/Pet", "pet status in the store"},
			}},
		{name: "swagger", pkg: "swagger-ui-dist@5.35.0",
			marker: "This is a sample server Petstore server.",
			routes: [][2]string{
				{"#/pet/addPet", "Pet object that needs to be added to the store"},
				{"#/user/createUser", "Created user object"},
			}},
		{name: "redoc", pkg: "redoc@3.0.1",
			marker: "allows the public users to discover and search USPTO exported data sets"},
		{name: "rapidoc", pkg: "rapidoc@9.3.8",
			marker: "Retrival of a single astronomical object"},
		{name: "asyncapi", pkg: "@asyncapi/web-component@2.6.5",
			marker: "Inform about environmental lighting conditions of a particular streetlight"},
		{name: "docute", pkg: "docute@4.23.3",
			marker: "An efficient server implies a lower cost of the infrastructure",
			routes: [][2]string{
				{"#/docs/Guides/Getting-Started", "Thank you for checking out Fastify!"},
				{"#/docs/Reference/Routes", "The route methods configure the endpoints of the application."},
				{"#/docs/Reference/Hooks", "Hooks are registered with the"},
			}},
		{name: "reveal", pkg: "reveal.js@6.0.2", page: "node_modules/reveal.js/demo.html",
			marker: "reveal.js logo. The HTML Presentation Framework.",
			routes: [][2]string{
				{"#/1", "Hello There. reveal.js enables you to create"},
				{"#/2/1", "Basement Level 1. Nested slides are useful"},
				{"#/11", "Markdown Support. Write content using inline or external Markdown."},
			}},
	}
}

// StaticSites returns the corpus' static sites as served at base (the
// server's URL, no trailing slash) from dir.
func StaticSites(base, dir string) []StaticSite { return sites(staticCatalog(), base, dir) }

// BuiltSites returns the corpus' sites whose scripts build part of their
// pages (builtCatalog) as served at base from dir.
func BuiltSites(base, dir string) []StaticSite { return sites(builtCatalog(), base, dir) }

func sites(catalog []staticSite, base, dir string) []StaticSite {
	var out []StaticSite
	for _, s := range catalog {
		out = append(out, StaticSite{
			Name:     s.name,
			Package:  s.pkg,
			Seed:     base + "/" + s.name + "/" + s.seed,
			Scope:    base + "/" + s.name + "/" + s.scope,
			Dir:      resolved(filepath.Join(dir, "site", s.name, filepath.FromSlash(s.scope))),
			MinPages: s.minPages,
		})
	}
	return out
}

// Apps returns the corpus' apps as served at base from dir.
func Apps(base, dir string) []App {
	var out []App
	for _, a := range appCatalog() {
		u := base + "/" + a.name + "/" + a.page
		app := App{
			Name:       a.name,
			Package:    a.pkg,
			URL:        u,
			Dir:        resolved(filepath.Join(dir, "site", a.name)),
			Marker:     a.marker,
			HashRouted: len(a.routes) > 0,
		}
		for _, r := range a.routes {
			app.Routes = append(app.Routes, Route{URL: u + r[0], Marker: r[1]})
		}
		out = append(out, app)
	}
	return out
}

// resolved returns p with its links resolved, so that a walk of it
// descends into the directory a site's link names; p itself if it cannot be
// resolved.
func resolved(p string) string {
	if real, err := filepath.EvalSymlinks(p); err == nil {
		return real
	}
	return p
}

// Router is an app whose every route is reached by a click handler that
// calls its router: no element has an href. Its products are a list of
// items with one handler, each leading to a route of its own.
type Router struct {
	Name string // the app and its mode: "vueshop-history", "vueshop-hash"
	// Package is the router's npm package, with its version.
	Package string
	URL     string // the page that starts the app
	// Routes are the URLs of every route, the start page's own first,
	// as the app writes them (history mode: paths; hash mode: #/ routes).
	Routes []string
	// Markers are texts each route shows and the start page does not,
	// by route (the start page's: one the app builds).
	Markers []string
}

// routerRoutes are vueshop's routes, with a text each shows.
var routerRoutes = [][2]string{
	{"", "5 lamps in stock."},
	{"product/1", "A brass desk lamp with a hinged arm"},
	{"product/2", "A floor lamp of folded rice paper"},
	{"product/3", "The green glass shade of the old reading rooms"},
	{"product/4", "A clip-on reading light that holds"},
	{"product/5", "A hammered copper pendant"},
	{"about", "We have sold lamps from the same shop since 1987."},
	{"basket", "Your basket is empty for now."},
	{"contact", "Write to us at the shop, 4 Lamp Lane."},
}

// Routers returns the corpus' click-routed apps as served at base: the
// vueshop app (Vue 3 and vue-router 4) in history mode, whose routes are
// paths the server answers with the app's 200.html, and in hash mode.
func Routers(base string) []Router {
	hist := Router{Name: "vueshop-history", Package: "vue-router@4.6.5", URL: base + "/vueshop/"}
	hash := Router{Name: "vueshop-hash", Package: "vue-router@4.6.5", URL: base + "/vueshop/hash.html"}
	for _, r := range routerRoutes {
		hist.Routes = append(hist.Routes, hist.URL+r[0])
		hist.Markers = append(hist.Markers, r[1])
		hash.Routes = append(hash.Routes, hash.URL+"#/"+r[0])
		hash.Markers = append(hash.Markers, r[1])
	}
	// The hash app's start page is its URL without a fragment: the
	// router writes #/ there at load.
	hash.Routes[0] = hash.URL
	return []Router{hist, hash}
}
