package extract

import (
	"bytes"
	"fmt"
	"io/fs"
	"math/rand/v2"
	"net/url"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"

	"golang.org/x/net/html"

	"github.com/rendercrawl/render/internal/testkit/realweb"
)

// token is what a reader of a tokenizer sees of one token: its type and
// raw bytes, the text of a text, comment or doctype token (asked twice:
// the second time it is empty), and the attributes of a start tag.
type token struct {
	tt          html.TokenType
	raw         string
	text, again string
	attrs       []string
}

func nextToken(z tokens) token {
	t := token{tt: z.Next()}
	t.raw = string(z.Raw()) // before Text and TagAttr change the tokenizer's buffer
	switch t.tt {
	case html.TextToken, html.CommentToken, html.DoctypeToken:
		t.text, t.again = string(z.Text()), string(z.Text())
	case html.StartTagToken, html.SelfClosingTagToken:
		for {
			k, v, more := z.TagAttr()
			if k == nil {
				break
			}
			t.attrs = append(t.attrs, string(k), string(v))
			if !more {
				break
			}
		}
	}
	return t
}

// checkLexer fails t unless the lexer gives doc's tokens as
// golang.org/x/net/html's Tokenizer does, and extraction through each
// the same result; neither the lexer nor the extraction through it
// changes doc (the record's HTML is made of it after).
func checkLexer(t *testing.T, name string, doc []byte) {
	t.Helper()
	orig := bytes.Clone(doc)
	want, got := html.NewTokenizer(bytes.NewReader(doc)), newLexer(doc)
	for i := 0; ; i++ {
		w, g := nextToken(want), nextToken(got)
		if !reflect.DeepEqual(w, g) {
			t.Fatalf("%s: token %d:\n got %+v\nwant %+v", name, i, g, w)
		}
		if w.tt == html.ErrorToken {
			break
		}
	}
	if !bytes.Equal(doc, orig) {
		t.Fatalf("%s: the lexer changed the document", name)
	}
	base, _ := url.Parse("http://example.com/dir/page.html")
	wantRes := htmlWith(html.NewTokenizer(bytes.NewReader(doc)), doc, base, Options{Subresources: true, DataWords: true})
	gotRes := htmlWith(newLexer(doc), doc, base, Options{Subresources: true, DataWords: true})
	if !bytes.Equal(doc, orig) {
		t.Fatalf("%s: extraction changed the document", name)
	}
	if !reflect.DeepEqual(gotRes, wantRes) {
		t.Fatalf("%s: extraction differs:\n got %+v\nwant %+v", name, gotRes, wantRes)
	}
}

// lexerCases are the corners of the tokenizer's rules, each on its own.
var lexerCases = []string{
	"", "a", "<", "a<", "a<b", "<a", "</", "</a", "<!", "<!-", "<!--", "<!---", "<!-->", "<!--->", "<!-- a -->",
	"<!-- a --!>b", "<!-- a --!-->", "<!-- a --!", "<!-- a --", "<!-- a -", "<!-- -- -->", "<!--a--!x-->",
	"<!x>", "<!>", "<!>a", "<?xml version=1?>a", "</>a", "</ a>b", "</3>", "<3>", "a < b > c", "<<a>>",
	"<!DOCTYPE html>", "<!doctype HTML PUBLIC \"-//W3C//DTD\">x", "<!DOCTYPE", "<!DOC", "<!DOCTYPE   ", "<!DOCTYPEhtml>",
	"<![CDATA[x]]>y", "<a href=x>", "<A HREF=\"X\" Href=y id='z'>", "<a b c=d e = 'f' g= \"h\">", "<a =b>", "<a ==b>",
	"<a b=>", "<a b=/>", "<p a=/>", "<br/>", "<br />", "<br/ >", "<a/b>", "<a / b>", "<a b/c>", "<a b='c'/>",
	"<a b=\"c", "<a b='c", "<a b=c", "<a b", "<a b=", "<a\tb\nc\fd\re>", "<a b=\"x\r\ny\rz\">", "<a b=&amp;>",
	"<a href=\"?a=1&amp;b=2&copy=3&copy;&notit;&notit&#38;&#x26;&#x;&#;&#&#1&#12a&#1234567;&#0;&#x80;&#55296;\">",
	"<a t='&ampx &amp= &amp;= &lt &lt; &LT &NotEqualTilde; &fjlig; &zz; &Aacute &Aacutex'>",
	"<a b='&' c='&&' d='&;' e='&#' f='&#x' g='&#xg' h='&#9' i='&#9;x'>",
	"a &amp; b &lt c &notit; &#39; &#x27 &bogus; &ampx &#0; &#x110000;", "x\r\ny\rz\r", "a\x00b<p>c\x00</p>",
	"<title>a &amp; <b> \x00 </TITLE >x", "<title>a</titlex></title>", "<textarea>&lt;x\r\n</textarea>",
	"<style>a<b</style c>d", "<style>x</st", "<style>x</style", "<style>x", "<xmp><b>&amp;</xmp>", "<iframe><p></iframe>",
	"<noscript><p>x</p></noscript>y", "<noembed>a</noembed>", "<noframes>a</NOFRAMES>", "<plaintext>a</plaintext><b>",
	"<script>a<b</script>c", "<script>if (a<b) x='</scr'+'ipt>';</script>d", "<script><!--x</script>y",
	"<script><!-- <script>x</script> --></script>y", "<script><!-- <script>x</script>y</script>z",
	"<script><!--<script></script>--></script>", "<script><!-- -- > --></script>a", "<script><!-- a --!></script>",
	"<script><!--<SCRIPT>x</SCRIPT>--></script>", "<script><!--<scripty></script>", "<script><!--<script", "<script><!--<scr",
	"<script><!--", "<script><!-", "<script><!", "<script><", "<script></", "<script></scr", "<script></script",
	"<script>a</script\t>b", "<script>\x00</script>", "<SCRIPT>x</ScRiPt>y", "<script><!--<script>--></script>z</script>w",
	"<script><!--<script>-<</script>x</script>", "<script><!--<script>--<</script>--></script>", "<script><!--<script/>x",
	"<script><!--<script>x</script -->", "<svg><![CDATA[<a>]]></svg>", "<a b=c>d</a e=f>", "<p\x00>x</p\x00>",
	"<img src=x.png alt=\"a>b\">", "<div class=a class=b CLASS=c>", "<a \x00=1 b\x00=2>", "<meta charset=\"utf-8\"><title>é</title>",
}

func TestLexerGivesTheTokenizersTokens(t *testing.T) {
	for i, c := range lexerCases {
		checkLexer(t, fmt.Sprintf("case %d %q", i, c), []byte(c))
	}
}

// lexerPieces are what random documents are made of.
var lexerPieces = []string{
	"<", ">", "/", "!", "?", "-", "--", "=", "'", "\"", "&", ";", "#", "x", "\r", "\n", "\r\n", " ", "\t", "\x00",
	"a", "A", "b", "p", "é", "text ", "<a", "</a", "<a href=", "<A HREF=", " b=c", " c='d'", " d=\"e\"", "/>",
	"<!--", "-->", "--!>", "<!", "<!DOCTYPE", "<!doctype html>", "<?", "<![CDATA[", "]]>",
	"<script>", "</script>", "<SCRIPT>", "</script ", "<script", "<!--<script>", "<style>", "</style>",
	"<title>", "</title>", "<textarea>", "</textarea>", "<xmp>", "</xmp>", "<plaintext>", "<noscript>", "</noscript>",
	"<iframe>", "</iframe>", "&amp;", "&amp", "&lt", "&notit;", "&#38;", "&#x26;", "&#1", "&#x", "&copy=", "&Aacute",
}

// TestLexerOnRandomDocuments: documents made of the pieces the rules
// turn on, in any order.
func TestLexerOnRandomDocuments(t *testing.T) {
	r := rand.New(rand.NewPCG(11, 12))
	n := 20000
	if testing.Short() {
		n = 2000
	}
	for i := range n {
		var b strings.Builder
		for range r.IntN(30) {
			b.WriteString(lexerPieces[r.IntN(len(lexerPieces))])
		}
		checkLexer(t, fmt.Sprintf("random %d %q", i, b.String()), []byte(b.String()))
	}
}

func FuzzLexer(f *testing.F) {
	for _, c := range lexerCases {
		f.Add([]byte(c))
	}
	f.Fuzz(func(t *testing.T, doc []byte) { checkLexer(t, "fuzz", doc) })
}

// TestLexerOnTheRealwebCorpus: the pages of the realweb corpus, every
// third HTML file of its sites and apps (every sixteenth under the race
// detector).
func TestLexerOnTheRealwebCorpus(t *testing.T) {
	c := realweb.Open(t)
	every := 3
	if raceOn {
		every = 16
	}
	root := filepath.Join(c.Dir, "root")
	pages, checked := 0, 0
	err := filepath.WalkDir(root, func(p string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		ext := strings.ToLower(filepath.Ext(p))
		if d.IsDir() || ext != ".html" && ext != ".htm" && ext != ".xhtml" {
			return nil
		}
		pages++
		if pages%every != 0 {
			return nil
		}
		doc, err := os.ReadFile(p)
		if err != nil {
			return err
		}
		checkLexer(t, p, doc)
		checked++
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	t.Logf("%d pages, %d checked", pages, checked)
	if pages < 5000 {
		t.Fatalf("%d pages in %s: the corpus is incomplete", pages, root)
	}
}
