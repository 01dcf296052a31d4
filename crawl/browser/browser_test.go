package browser

import (
	"testing"

	"github.com/rendercrawl/render/render"
)

func TestPageKeepsHowTheWaitEnded(t *testing.T) {
	p := page(&render.Page{Settled: render.SettledTimeout, Note: "not settled within 1s: the page kept changing"})
	if p.Settled != render.SettledTimeout || p.Note != "not settled within 1s: the page kept changing" {
		t.Errorf("settled %q, note %q; want render's", p.Settled, p.Note)
	}
}
