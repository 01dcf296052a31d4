package render

import (
	"context"
	"encoding/json"
	"strings"

	"github.com/chromedp/cdproto/cdp"
	"github.com/chromedp/cdproto/page"
)

// localStorageCalls make every new document of an origin of
// Session.LocalStorage find its stored items, the keys it lacks only.
func (t *tab) localStorageCalls(ctx context.Context) []func() error {
	if len(t.cfg.Session.LocalStorage) == 0 {
		return nil
	}
	data, err := json.Marshal(t.cfg.Session.LocalStorage)
	if err != nil {
		return []func() error{func() error { return err }}
	}
	src := `(() => { try {
  const items = (` + string(data) + `)[location.origin];
  if (!items) return;
  for (const [k, v] of items) if (localStorage.getItem(k) === null) localStorage.setItem(k, v);
} catch (e) {} })();`
	return []func() error{func() error {
		_, err := cdp.Call(ctx, t.t, page.AddScriptToEvaluateOnNewDocument, page.AddScriptToEvaluateOnNewDocumentParams{Source: src})
		return wrapCall("Page.addScriptToEvaluateOnNewDocument", err)
	}}
}

// keepLocalStorage hands the localStorage of the page's origin to keep.
func (t *tab) keepLocalStorage(ctx context.Context, keep func(origin string, items [][2]string)) {
	var got struct {
		Origin string      `json:"origin"`
		Items  [][2]string `json:"items"`
	}
	err := t.evaluate(ctx, `(() => { try { return {origin: location.origin, items: Object.entries(localStorage)}; } catch (e) { return {origin: "", items: []}; } })()`, &got)
	if err != nil {
		t.log.Debug("localStorage not kept", "err", err)
		return
	}
	if strings.HasPrefix(got.Origin, "http") {
		keep(got.Origin, got.Items)
	}
}

// keepStorage keeps an origin's localStorage, as of its latest page.
func (p *Pool) keepStorage(origin string, items [][2]string) {
	p.storageMu.Lock()
	defer p.storageMu.Unlock()
	if p.storage == nil {
		p.storage = make(map[string][][2]string)
	}
	p.storage[origin] = items
}

// LocalStorage returns the localStorage of every origin the pool rendered
// a page of, as of its latest page, when Session.KeepLocalStorage is on.
func (p *Pool) LocalStorage() map[string][][2]string {
	p.storageMu.Lock()
	defer p.storageMu.Unlock()
	out := make(map[string][][2]string, len(p.storage))
	for k, v := range p.storage {
		out[k] = v
	}
	return out
}
