package crawl

import (
	"context"
	"fmt"
	"strings"
	"testing"

	"github.com/rendercrawl/render/fetch"
	"github.com/rendercrawl/render/webpage"
)

const (
	// inDOM is the HTTP text of a page whose template Vue fills in the
	// browser; indomFilled is that page rendered.
	inDOM = "Acme Toolkit\nThe Acme Toolkit helps teams ship software.\n" +
		"{{ release.name }} released on {{ release.date }}\n{{ c }}\nDownload size: {{ release.size }} MB\nCopyright Acme Inc."
	inDOMFilled = "ACME TOOLKIT\nThe Acme Toolkit helps teams ship software.\n" +
		"Version 4.2 released on 2026-11-30\nFaster startup\nNew plugin API\nDownload size: 12 MB\nCopyright Acme Inc."
)

func TestTemplatesFilled(t *testing.T) {
	cases := []struct {
		name           string
		html, rendered string
		want           bool
	}{
		{"an in-DOM template filled", inDOM, inDOMFilled, true},
		{"one expression filled", "Hello {{ user }}, welcome back.", "Hello Ada, welcome back.", true},
		{"the script failed: the template stays", inDOM, inDOM, false},
		{"upper-cased by CSS text-transform", "MENU {{ Name }} Home", "MENU {{ NAME }} HOME", false},
		{"white space inside the braces differs", "Use {{ item.name }} in a list", "Use {{item.name}} in a list", false},
		{"a template language documented", "Write {{ title }} to print the title.\n{{ title | upper }}",
			"Write {{ title }} to print the title. {{ title | upper }}", false},
		{"C++ brace initialisation", "int a[2][2] = {{1, 2}, {3, 4}};", "int a[2][2] = {{1, 2}, {3, 4}};", false},
		{"a hidden tab, no words in its place", "Tabs: Jinja Django\n{{ x }}\n{% if y %}", "Tabs: JINJA DJANGO", false},
		{"upper-cased words and other breaks are not new", "{{ a }} main-menu item", "MAIN MENU ITEM", false},
		{"no template: text rewritten otherwise", "graph TD\nA[Client] --> B(Server)", "Client Server", false},
		{"braces over lines", "{{\n a \n}}", "filled in", false},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			if got := templatesFilled(c.html, c.rendered); got != c.want {
				t.Errorf("templatesFilled(%q, %q) = %v, want %v", c.html, c.rendered, got, c.want)
			}
		})
	}
}

func TestWordsLackedIgnoreCaseAndBreaks(t *testing.T) {
	cases := []struct {
		html, rendered string
		want           int
	}{
		{"Home About Docs", "HOME ABOUT DOCS", 0},
		{"a-b c\u00a0d  e\n\tf", "a b c d e f", 0},
		{"Version {{ v }}", "Version 4.2", 2},
		{"naïve café", "NAÏVE CAFÉ new", 1},
		{"Hauptstraße 5", "HAUPTSTRASSE 5", 0},
	}
	for _, c := range cases {
		if _, got := wordsLacked(c.html, c.rendered); len(got) != c.want {
			t.Errorf("wordsLacked(%q, %q) fresh = %q, want %d words", c.html, c.rendered, got, c.want)
		}
	}
}

// A render is material when it shows words the HTML lacks: added, or in
// place of the HTML's (fresh notices for the stale ones the server
// rendered), or words the HTML never uses under a long article; not when
// it only hides, reorders, re-cases or repeats the HTML's.
func TestBrowserAddedCountsWordsInPlaceOfTheHTMLs(t *testing.T) {
	prose := strings.Repeat("The harbour office posts the tides each morning. ", 6)
	var stale, fresh, added strings.Builder
	for i := range 10 {
		fmt.Fprintf(&stale, "Archived notice %d: the ferry timetable for winter remains as printed.\n", i)
		fmt.Fprintf(&fresh, "Today's notice %d: northern pier closed until Friday for divers.\n", i)
		fmt.Fprintf(&added, "Extra line %d of the harbour master's log for visitors.\n", i)
	}
	// A long article: below a tenth of its words, the render must still
	// show over 20 words it never uses, not its own words again.
	var article strings.Builder
	for i := range 40 {
		fmt.Fprintf(&article, "Section %d on the tides. %s\n", i, prose)
	}
	var headings strings.Builder
	for i := range 40 {
		fmt.Fprintf(&headings, "Section %d on the tides\n", i)
	}
	comments := "Wren: my grandfather rowed pilots out past Gull Rock before dawn. Alder: wrapped in oilskins, singing hymns badly. " +
		"Moss: the lifeboat crew still meets on Thursdays above the chandlery, and visitors are welcome."
	cases := []struct {
		name           string
		html, rendered string
		want           bool
	}{
		{"stale items replaced by as many fresh ones", prose + stale.String(), prose + fresh.String(), true},
		{"items added", prose + stale.String(), prose + stale.String() + added.String(), true},
		{"items hidden", prose + stale.String(), prose, false},
		{"items reordered and upper-cased", prose + stale.String(), strings.ToUpper(stale.String()) + prose, false},
		{"a few words changed", prose + stale.String(), strings.Replace(prose+stale.String(), "winter", "summer", 5), false},
		{"comments under a long article", article.String(), article.String() + comments, true},
		{"a contents list of a long article's headings", article.String(), headings.String() + article.String(), false},
		{"a Copy button on each code block", article.String(), strings.Repeat("Copy ", 60) + article.String(), false},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			shown, fresh := wordsLacked(c.html, c.rendered)
			if c.name == "comments under a long article" && shown > materialShare(c.html) {
				t.Fatalf("the comments are %d words shown, a tenth of the article %d: the case does not test the words the HTML never uses", shown, materialShare(c.html))
			}
			h := &Page{Content: webpage.Content{Text: c.html}}
			b := &Page{Content: webpage.Content{Text: c.rendered}}
			if got := browserAdded(h, b); got != c.want {
				t.Errorf("browserAdded = %v (%d words shown the HTML lacks, material above %d; %d words it never uses), want %v",
					got, shown, materialShare(c.html), len(fresh), c.want)
			}
		})
	}
}

// A page whose HTML holds a client-side template that a script fills in
// the browser, with no more words once filled, is learned to need the
// browser from its sample; a page whose template stays does not.
func TestAutoModeLearnsFilledTemplates(t *testing.T) {
	cases := []struct {
		name     string
		rendered string
		mode     string
		reason   string
	}{
		{"filled", inDOMFilled, "browser", ReasonKindRenders},
		{"left as it is", strings.ToUpper(inDOM), "http", ReasonKindStatic},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			f := &fakeFetcher{fn: func(url string, _ int) (*fetch.Response, error) {
				return hydrated(url, inDOM+"\n"+words(60)), nil
			}}
			r := &fakeRenderer{fn: func(_ context.Context, url string, _ int) (*Page, error) {
				return &Page{Mode: "browser", IsHTML: true, Content: webpage.Content{FinalURL: url, Status: 200, Text: c.rendered + "\n" + words(60)}}, nil
			}}
			out := &memSink{}
			cr, err := New(autoConfig(), Deps{Renderer: r, Fetcher: f, Sink: out})
			if err != nil {
				t.Fatal(err)
			}
			urls := []string{"http://v.test/notes/1", "http://v.test/notes/2", "http://v.test/notes/3"}
			if _, err := cr.Run(context.Background(), SeedList(urls...)); err != nil {
				t.Fatal(err)
			}
			got := out.byURL()
			if rec := got[urls[0]][0]; rec.Mode != c.mode || rec.Reason != ReasonVerify {
				t.Errorf("sample: %s/%s, want %s/%s", rec.Mode, rec.Reason, c.mode, ReasonVerify)
			}
			if rec := got[urls[2]][0]; rec.Mode != c.mode || rec.Reason != c.reason {
				t.Errorf("next page: %s/%s, want %s/%s", rec.Mode, rec.Reason, c.mode, c.reason)
			}
		})
	}
}
