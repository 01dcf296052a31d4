package content

import (
	"unicode"
	"unicode/utf8"

	"golang.org/x/net/html"
)

// The two extractors fail differently. readability finds the article
// almost always (recall 0.989 on the article-extraction benchmark) but
// often keeps too much around it: a byline, a caption, a list of related
// stories, a whole column. domdistiller is tighter and misses more.
// Where they agree, the tighter one is right: when domdistiller's text
// is shorter than readability's but at least half as long, and lies
// within it, domdistiller's is kept (readability's extra is
// boilerplate), unless it has fewer code blocks (on a documentation page
// it may drop a synopsis that readability keeps). On a documentation
// page readability may also keep one section of several (a reference
// page's parameters without its synopsis and examples): when
// domdistiller's text is longer, holds readability's and has more code
// blocks, domdistiller's is kept. Otherwise readability's is kept.
//
// Agreement is measured on word 4-grams, as the benchmark scores text.
// On its 181 pages this choice scores F1 0.961, readability alone 0.952
// and domdistiller alone 0.931; with the choice's asides pruned
// (prune.go), 0.973 (docs/content.md).
const (
	// withinShare is the share of the shorter text's 4-grams that must be
	// in the longer one for it to lie within it.
	withinShare = 0.8
	// holdsShare is the share of readability's 4-grams that
	// domdistiller's longer text must hold.
	holdsShare = 0.7
)

// choose picks readability's (a) or domdistiller's (b) content; false
// when neither has any text.
func choose(a, b candidate) (candidate, bool) {
	ta, tb := tokens(a.text), tokens(b.text)
	switch {
	case len(ta) == 0 && len(tb) == 0:
		return candidate{}, false
	case len(tb) == 0:
		return a, true
	case len(ta) == 0:
		return b, true
	}
	sa, sb := shingles(ta), shingles(tb)
	shared := 0
	for s := range sb {
		if _, ok := sa[s]; ok {
			shared++
		}
	}
	la, lb := len(ta), len(tb)
	switch {
	case lb < la && la <= 2*lb && share(shared, len(sb)) >= withinShare && codeBlocks(b.node) >= codeBlocks(a.node):
		return b, true
	case lb > la && share(shared, len(sa)) >= holdsShare && codeBlocks(b.node) > codeBlocks(a.node):
		return b, true
	}
	return a, true
}

func share(n, of int) float64 {
	if of == 0 {
		return 0
	}
	return float64(n) / float64(of)
}

// tokens splits s into words as the benchmark's tokenizer sees them
// (Python's \w+): runs of letters, numbers and '_' (the regular
// expression [\p{L}\p{N}_]+, which cost a third of --markdown's time).
func tokens(s string) []string {
	var out []string
	start := -1
	for i := 0; i < len(s); {
		c, size := s[i], 1
		var word bool
		if c < utf8.RuneSelf {
			word = 'a' <= c && c <= 'z' || 'A' <= c && c <= 'Z' || '0' <= c && c <= '9' || c == '_'
		} else {
			var r rune
			r, size = utf8.DecodeRuneInString(s[i:])
			word = unicode.IsLetter(r) || unicode.IsNumber(r)
		}
		switch {
		case word && start < 0:
			start = i
		case !word && start >= 0:
			out = append(out, s[start:i])
			start = -1
		}
		i += size
	}
	if start >= 0 {
		out = append(out, s[start:])
	}
	return out
}

// shingles is the set of a text's word 4-grams (the whole text when it
// is shorter).
func shingles(words []string) map[[4]string]struct{} {
	out := make(map[[4]string]struct{}, len(words))
	for i := 0; i < max(1, len(words)-3); i++ {
		var k [4]string
		copy(k[:], words[i:min(i+4, len(words))])
		out[k] = struct{}{}
	}
	return out
}

// codeBlocks counts the code blocks of a subtree.
func codeBlocks(n *html.Node) int {
	if n == nil {
		return 0
	}
	count := 0
	walk(n, func(e *html.Node) bool {
		if isCodeBlock(e) {
			count++
			return false
		}
		return true
	})
	return count
}
