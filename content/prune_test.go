package content

import (
	"strings"
	"testing"

	"golang.org/x/net/html"
	"golang.org/x/net/html/atom"
)

func parseBody(t *testing.T, s string) *html.Node {
	t.Helper()
	doc, err := html.Parse(strings.NewReader("<!doctype html><body>" + s))
	if err != nil {
		t.Fatal(err)
	}
	var body *html.Node
	walk(doc, func(n *html.Node) bool {
		if n.DataAtom == atom.Body {
			body = n
		}
		return body == nil
	})
	return body
}

// prune drops captions, credits, bylines and datelines by their markup,
// keeps the images, code, tables and long text of elements so named, and
// leaves content that is nothing but asides whole.
func TestPrune(t *testing.T) {
	long := strings.Repeat("word ", asideMaxWords+1)
	for _, tc := range []struct {
		name, in, want string
		images         int
	}{
		{"figure caption", `<p>One.</p><figure><img src="a.jpg"><figcaption>A man rides a donkey.</figcaption></figure><p>Two.</p>`,
			"One.\nTwo.", 1},
		{"named captions and credits", `<p>One.</p><p class="InlineImage-imageEmbedCaption">Sheikh Mohammed.</p>` +
			`<span class="credit">Getty Images</span><div class="caption-text">NASA has picked.</div><p>Two.</p>`,
			"One.\nTwo.", 0},
		{"metadata", `<p class="content__meta content__meta-timestamp">Updated on: November 19</p>` +
			`<div class="byline-section"><p class="publish-date">Published 11:11 PM</p></div>` +
			`<p class="article__dateline">Updated Nov 19</p><div id="standfirst">The crisis.</div><p>One.</p>`,
			"One.", 0},
		{"a named figure keeps its image", `<div class="wp-caption"><img src="a.jpg"><p class="wp-caption-text">Caption.</p></div><p>One.</p>`,
			"One.", 1},
		{"words inside other words are not names", `<p class="metadata">One.</p><p class="update">Two.</p><p class="captionless">Three.</p>`,
			"One.\nTwo.\nThree.", 0},
		{"content is kept", `<div class="caption"><pre>code</pre></div><div class="meta"><table><tr><td>cell</td></tr></table></div>` +
			`<div class="meta"><h2>Heading</h2></div><p class="meta">` + long + `</p>`,
			"code\ncell\nHeading\n" + strings.TrimSpace(long), 0},
		{"a code block's caption", `<p>One.</p><div class="literal-block-wrapper"><div class="code-block-caption">` +
			`<span class="caption-text">CMakeLists.txt</span></div><pre>add_subdirectory(sub)</pre></div>` +
			`<figure><figcaption>Listing 1</figcaption><pre>code</pre></figure>`,
			"One.\nCMakeLists.txt\nadd_subdirectory(sub)\nListing 1\ncode", 0},
		{"all asides", `<figure><figcaption>Only a caption.</figcaption></figure>`, "Only a caption.", 0},
		{"a definition list is content", `<p>One.</p><dl class="section date"><dt>Date</dt><dd>1997-2001</dd></dl>`,
			"One.\nDate\n1997-2001", 0},
	} {
		t.Run(tc.name, func(t *testing.T) {
			n := parseBody(t, tc.in)
			prune(n)
			if got := Text(n); got != tc.want {
				t.Errorf("text %q, want %q", got, tc.want)
			}
			images := 0
			walk(n, func(e *html.Node) bool {
				if e.DataAtom == atom.Img {
					images++
				}
				return true
			})
			if images != tc.images {
				t.Errorf("%d images, want %d", images, tc.images)
			}
		})
	}
}
