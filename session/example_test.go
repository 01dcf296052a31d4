package session_test

import (
	"fmt"
	"net/url"

	"github.com/rendercrawl/render/crawl"
	"github.com/rendercrawl/render/fetch"
	"github.com/rendercrawl/render/render"
	"github.com/rendercrawl/render/session"
)

// Both paths of a crawl carry one user: the token goes to its host alone,
// on either path, and both ask for German pages.
func ExampleApply() {
	sess := crawl.NewSession()
	sess.SetBearer("shop.example", "token-1234")
	f, r := fetch.DefaultConfig(), render.DefaultConfig()
	session.Apply(sess, session.Settings{Locale: "de-DE"}, crawl.ModeAuto, &f, &r)

	shop, _ := url.Parse("https://shop.example/cart")
	cdn, _ := url.Parse("https://cdn.example/app.js")
	fmt.Println("fetch:", f.HostHeader(shop).Get("Authorization"), f.HostHeader(cdn) == nil)
	fmt.Println("render:", r.Session.HostHeaders.For(shop).Get("Authorization"), r.Session.HostHeaders.For(cdn) == nil)
	fmt.Println(f.Header.Get("Accept-Language"), r.Session.Emulation.Locale)
	// Output:
	// fetch: Bearer token-1234 true
	// render: Bearer token-1234 true
	// de-DE,de;q=0.9 de-DE
}
