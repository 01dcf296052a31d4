package browser

import (
	"testing"

	"github.com/rendercrawl/render/render"
	"github.com/rendercrawl/render/webpage"
)

func TestPageKeepsHowTheWaitEnded(t *testing.T) {
	p := page(&render.Page{Content: webpage.Content{Settled: render.SettledTimeout, Note: "not settled within 1s: the page kept changing"}})
	if p.Settled != render.SettledTimeout || p.Note != "not settled within 1s: the page kept changing" {
		t.Errorf("settled %q, note %q; want render's", p.Settled, p.Note)
	}
}

func TestPageKeepsTheConsoleOmitted(t *testing.T) {
	p := page(&render.Page{Content: webpage.Content{Console: []render.ConsoleMessage{{Type: "error", Text: "x"}}, ConsoleOmitted: 7}})
	if len(p.Console) != 1 || p.ConsoleOmitted != 7 {
		t.Errorf("console %v, %d omitted; want render's 1 and 7", p.Console, p.ConsoleOmitted)
	}
}

func TestPageConsoleIsNeverNil(t *testing.T) {
	if p := page(&render.Page{}); p.Console == nil {
		t.Error("a rendered page's console is nil; want [] (a browser saw the page)")
	}
}
