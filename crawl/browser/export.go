package browser

import (
	"github.com/rendercrawl/render/crawl"
	"github.com/rendercrawl/render/render"
)

// Page is the crawler's page of a rendered one, as Render gives it, for a
// program that calls the pool itself (render serve, for a page's own
// timeout or a PDF).
func Page(p *render.Page) *crawl.Page { return page(p) }
