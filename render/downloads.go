package render

import (
	"context"

	cdpbrowser "github.com/chromedp/cdproto/browser"
	"github.com/chromedp/cdproto/cdp"
	"github.com/chromedp/chromedp"
)

// denyDownloads makes Chrome refuse the downloads of the pages of a
// browser context (id; "" for the default one): a page that offers a
// file writes nothing to the machine's disk. The setting holds per
// context, so every context the pool makes (Config.Isolate) gets it too.
func denyDownloads(ctx context.Context, b *chromedp.Browser, id cdp.BrowserContextID) error {
	_, err := cdp.Call(ctx, b, cdpbrowser.SetDownloadBehavior, cdpbrowser.SetDownloadBehaviorParams{
		Behavior: cdpbrowser.SetDownloadBehaviorBehaviorDeny, BrowserContextID: id})
	return err
}
