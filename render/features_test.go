package render

import (
	"context"
	"slices"
	"strings"
	"testing"
	"time"

	cdpbrowser "github.com/chromedp/cdproto/browser"
	"github.com/chromedp/cdproto/cdp"
	"github.com/chromedp/chromedp"
)

func TestFeatureListAddsTheUsers(t *testing.T) {
	ours := []string{"Translate", "RenderDocument"}
	for _, c := range []struct {
		flags []string
		want  string
	}{
		{nil, "Translate,RenderDocument"},
		{[]string{"host-resolver-rules=MAP * 127.0.0.1"}, "Translate,RenderDocument"},
		{[]string{"disable-features=Foo, Bar", "disable-features=Translate,Baz"}, "Translate,RenderDocument,Foo,Bar,Baz"},
		// A feature the user turns on is not kept off.
		{[]string{"enable-features=RenderDocument"}, "Translate"},
		{[]string{"disable-features=Foo", "enable-features=Foo"}, "Translate,RenderDocument"},
		{[]string{"disable-features"}, "Translate,RenderDocument"},
	} {
		if got := featureList(ours, "disable-features", "enable-features", c.flags); got != c.want {
			t.Errorf("featureList(%q) = %q, want %q", c.flags, got, c.want)
		}
	}
}

// TestChromeLoadsDocumentsIntoTheTabsFrame: the Chrome a pool starts has
// RenderDocument off (see offFeatures), and the features the pool turns
// on, on one switch each.
func TestChromeLoadsDocumentsIntoTheTabsFrame(t *testing.T) {
	p := needChrome(t)
	b, err := p.browser(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithTimeout(b.ctx, 10*time.Second)
	defer cancel()
	res, err := chromedp.CallBrowser(ctx, cdpbrowser.GetBrowserCommandLine, cdp.Empty{})
	if err != nil {
		t.Fatal(err)
	}
	values := map[string][]string{}
	for _, a := range res.Arguments {
		name, value, _ := strings.Cut(strings.TrimPrefix(a, "--"), "=")
		values[name] = append(values[name], value)
	}
	for name, want := range map[string]string{"disable-features": "RenderDocument", "enable-features": "NetworkServiceInProcess2"} {
		got := values[name]
		if len(got) != 1 || !slices.Contains(strings.Split(got[0], ","), want) {
			t.Errorf("Chrome's %s: %q, want one value that holds %s", name, got, want)
		}
	}
}
