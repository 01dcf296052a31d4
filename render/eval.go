package render

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"time"

	"github.com/chromedp/cdproto/cdp"
	"github.com/chromedp/cdproto/runtime"
)

// errEvalHung marks, for release, a page whose user script did not finish:
// its tab is closed rather than reused.
var errEvalHung = errors.New("the page's script did not finish")

// eval runs Config.Eval in the rendered page: a script whose completion
// value (a promise is awaited) is the page's Data, as JSON. A script that
// throws, returns what JSON cannot hold or runs past timeout leaves Data
// null and says why in the page's console, as an exception: the page
// itself stands.
func (t *tab) eval(ctx context.Context, p *Page, timeout time.Duration) error {
	ectx, cancel := context.WithTimeout(ctx, timeout)
	defer cancel()
	res, err := cdp.Call(ectx, t.t, runtime.Evaluate, runtime.EvaluateParams{
		Expression:    t.cfg.Eval,
		ReturnByValue: new(true),
		AwaitPromise:  new(true),
		Silent:        new(true),
	})
	fail := func(text string) {
		p.Console = append(p.Console, ConsoleMessage{Type: "exception", Text: "eval: " + text, URL: p.FinalURL})
	}
	switch {
	case err != nil && ectx.Err() != nil && ctx.Err() == nil:
		tctx, cancel := context.WithTimeout(ctx, callTimeout)
		_, _ = cdp.Call(tctx, t.t, runtime.TerminateExecution, cdp.Empty{})
		cancel()
		fail(fmt.Sprintf("did not finish within %v", timeout))
		return errEvalHung
	case err != nil:
		fail(t.classify(err).Error())
		return err
	case res.ExceptionDetails != nil:
		fail(exceptionText(res.ExceptionDetails))
		return nil
	case res.Result == nil || res.Result.Type == runtime.RemoteObjectTypeUndefined || len(res.Result.Value) == 0:
		return nil
	}
	if !json.Valid(res.Result.Value) {
		fail("its value is not JSON")
		return nil
	}
	p.Data = json.RawMessage(res.Result.Value)
	return nil
}
