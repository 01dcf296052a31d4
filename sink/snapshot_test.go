package sink

import (
	"strings"
	"testing"

	"golang.org/x/net/html"
)

func TestSnapshot(t *testing.T) {
	const final = "https://example.com/app/page"
	tests := []struct {
		name, dom string
		want      []string // substrings of the snapshot
		not       []string // substrings it must not have
	}{
		{
			name: "rendered app",
			dom: `<!DOCTYPE html><html><head><title>App</title><link rel="stylesheet" href="/app.css"></head>` +
				`<body><div id="root"><p>RENDERED</p></div><script src="/app.js"></script>` +
				`<script>window.boot()</script><button onclick="x()">Go</button></body></html>`,
			want: []string{
				`<!DOCTYPE html>`,
				`<head><base href="https://example.com/app/page"/><meta charset="utf-8"/>`,
				`<meta http-equiv="Content-Security-Policy" content="script-src &#39;none&#39;"/>`,
				`<title>App</title><link rel="stylesheet" href="/app.css"/>`,
				`<div id="root"><p>RENDERED</p></div>`,
				`<button>Go</button>`,
			},
			not: []string{"<script", "app.js", "boot", "onclick"},
		},
		{
			name: "json-ld kept",
			dom:  `<head><script type="application/ld+json">{"@type":"Product"}</script><script type="module">go()</script></head><body>x</body>`,
			want: []string{`<script type="application/ld+json">{"@type":"Product"}</script>`},
			not:  []string{"module", "go()"},
		},
		{
			name: "json-ld type in any case",
			dom:  `<script type=" Application/LD+JSON ">{}</script>`,
			want: []string{`<script type=" Application/LD+JSON ">{}</script>`},
		},
		{
			name: "other data blocks go",
			dom:  `<script type="application/json" id="__NEXT_DATA__">{}</script><script type="text/template">t</script>`,
			not:  []string{"<script", "__NEXT_DATA__"},
		},
		{
			name: "handlers on every element",
			dom:  `<body onload="a()"><img src="x.png" ONERROR="b()" alt="x"><svg onclick="c()"><script>d()</script></svg><a href="/x" onmouseover="e()">x</a></body>`,
			want: []string{`<body>`, `<img src="x.png" alt="x"/>`, `<svg></svg>`, `<a href="/x">x</a>`},
			not:  []string{"a()", "b()", "c()", "d()", "e()"},
		},
		{
			name: "declarative shadow roots kept, their scripts and handlers gone",
			dom: `<body><x-card><template shadowrootmode="open"><h2 onclick="a()">SHADOW</h2><slot></slot>` +
				`<script>b()</script></template><p>LIGHT</p></x-card></body>`,
			want: []string{`<x-card><template shadowrootmode="open"><h2>SHADOW</h2><slot></slot></template><p>LIGHT</p></x-card>`},
			not:  []string{"<script", "a()", "b()"},
		},
		{
			name: "existing base kept and made absolute",
			dom:  `<head><meta name="x" content="y"><base href="/app/"></head><body><a href="b">b</a></body>`,
			want: []string{`<head><meta charset="utf-8"/>`, `<base href="https://example.com/app/"/>`},
			not:  []string{`<base href="https://example.com/app/page"`},
		},
		{
			name: "absolute base untouched",
			dom:  `<head><base href="https://cdn.example.net/"></head>`,
			want: []string{`<base href="https://cdn.example.net/"/>`},
			not:  []string{"example.com/app/page"},
		},
		{
			name: "base without href does not count",
			dom:  `<head><base target="_blank"></head>`,
			want: []string{`<head><base href="https://example.com/app/page"/>`, `<base target="_blank"/>`},
		},
		{
			name: "no head in the DOM",
			dom:  `<p>bare</p>`,
			want: []string{`<html><head><base href="https://example.com/app/page"/><meta charset="utf-8"/>`, `<body><p>bare</p></body>`},
		},
		{
			name: "charset declarations replaced",
			dom:  `<head><meta charset="iso-8859-1"><meta http-equiv="Content-Type" content="text/html; charset=windows-1252"></head><body>é</body>`,
			want: []string{`<meta charset="utf-8"/>`, `<body>é</body>`},
			not:  []string{"iso-8859-1", "windows-1252"},
		},
		{
			name: "meta refresh removed",
			dom:  `<head><meta http-equiv="refresh" content="0; url=/elsewhere"><meta name="description" content="d"></head>`,
			want: []string{`<meta name="description" content="d"/>`},
			not:  []string{"refresh", "elsewhere"},
		},
		{
			name: "text that looks like markup stays text",
			dom:  `<body><pre>&lt;script&gt;alert(1)&lt;/script&gt;</pre><textarea><script>x</script></textarea></body>`,
			want: []string{`<pre>&lt;script&gt;alert(1)&lt;/script&gt;</pre>`, `<textarea>&lt;script&gt;x&lt;/script&gt;</textarea>`},
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			out, err := snapshot(tt.dom, final)
			if err != nil {
				t.Fatal(err)
			}
			got := string(out)
			for _, w := range tt.want {
				if !strings.Contains(got, w) {
					t.Errorf("snapshot lacks %q:\n%s", w, got)
				}
			}
			for _, n := range tt.not {
				if strings.Contains(got, n) {
					t.Errorf("snapshot has %q:\n%s", n, got)
				}
			}
			checkInert(t, got)
		})
	}
}

// FuzzSnapshot checks, for any DOM, what makes a snapshot show the state
// it was taken in: no script that can run, no event handler, a <base>.
func FuzzSnapshot(f *testing.F) {
	f.Add(`<div id="root"><p>RENDERED</p></div><script src="/app.js"></script><button onclick="x()">`)
	f.Add(`<svg><script>x()</script></svg><math><mi onclick=y>`)
	f.Add(`<template><script>t()</script></template><noscript><script>n()</script></noscript>`)
	f.Add(`<base href="x"><base href="y"><script type="application/ld+json">{}</script>`)
	f.Fuzz(func(t *testing.T, dom string) {
		out, err := snapshot(dom, "https://example.com/")
		if err != nil {
			t.Fatal(err)
		}
		checkInert(t, string(out))
	})
}

// checkInert parses a snapshot as a browser would and fails on anything
// that would run when it is opened.
func checkInert(t *testing.T, page string) {
	t.Helper()
	doc, err := html.Parse(strings.NewReader(page))
	if err != nil {
		t.Fatal(err)
	}
	var base, csp bool
	for n := range doc.Descendants() {
		if n.Type != html.ElementNode {
			continue
		}
		if strings.EqualFold(n.Data, "script") && !isDataBlock(n) {
			t.Fatalf("a script survived: %s", page)
		}
		for _, a := range n.Attr {
			if strings.HasPrefix(strings.ToLower(a.Key), "on") {
				t.Fatalf("handler %s survived: %s", a.Key, page)
			}
		}
		if n.Namespace == "" && n.Data == "base" && hasAttr(n, "href") {
			base = true
		}
		if n.Namespace == "" && n.Data == "meta" && attr(n, "content") == snapshotCSP {
			csp = true
		}
	}
	if !base || !csp {
		t.Fatalf("base %v, policy %v: %s", base, csp, page)
	}
}
