package render_test

import (
	"context"
	"fmt"
	"net/http/httptest"
	"strings"

	"github.com/rendercrawl/render/internal/testkit/testsite"
	"github.com/rendercrawl/render/render"
)

// Render a single-page app: its content comes from a JSON call made by
// its script, so the raw HTML has none of it.
func ExamplePool_Render() {
	srv := httptest.NewServer(testsite.New(testsite.Dir()))
	defer srv.Close()

	cfg := render.DefaultConfig()
	cfg.Tabs = 2
	pool, err := render.New(cfg)
	if err != nil {
		fmt.Println(err)
		return
	}
	defer pool.Close()

	page, err := pool.Render(context.Background(), render.Request{URL: srv.URL + "/spa/1"})
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println(page.Status, page.Title)
	fmt.Println(strings.Contains(page.Text, "SPA-MARKER-1"))
	fmt.Println(page.Blocked, "images blocked")
	// Output:
	// 200 SPA page 1
	// true
	// 3 images blocked
}
