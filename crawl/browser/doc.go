// Package browser adapts the browser path (render.Pool) to the crawler's
// Renderer: render's page becomes the crawler's one page type, and
// render's errors become errors of a kind, classified once here with
// errors.Is against render's sentinels.
//
// It is the only package of crawl that imports render, so that a program
// that crawls over HTTP alone does not link Chrome's driver.
package browser
