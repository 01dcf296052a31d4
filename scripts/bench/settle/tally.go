package main

import (
	"fmt"
	"io"
	"slices"
	"strings"
)

// tally counts one page's runs.
type tally struct {
	page
	runs, final, timeouts int
	settled               map[string]int
	elapsed               []int64
	misses                []string // what went wrong in the runs that missed
	// texts counts the texts of the runs with their final content, for
	// a page whose every run must show the same (stable): a run that
	// has its marker but another text was cut short (a search box still
	// "Loading...", a list half filled).
	texts map[string][]int
}

// add counts one round's record of the page (ok false: none came).
func (t *tally) add(round int, url string, rec record, ok bool) {
	t.runs++
	if t.settled == nil {
		t.settled = make(map[string]int)
	}
	if !ok {
		t.settled["(no record)"]++
		t.misses = append(t.misses, fmt.Sprintf("round %d: %s: no record", round, url))
		return
	}
	t.settled[rec.Settled]++
	t.elapsed = append(t.elapsed, rec.ElapsedMS)
	final := rec.Error == "" && strings.Contains(rec.Text, t.marker)
	if final {
		t.final++
		if t.stable {
			if t.texts == nil {
				t.texts = make(map[string][]int)
			}
			t.texts[rec.Text] = append(t.texts[rec.Text], round)
		}
	}
	if rec.Settled == "timeout" {
		t.timeouts++
	}
	if !final || rec.Settled == "timeout" && !t.never || rec.Settled != "timeout" && t.never {
		t.misses = append(t.misses, fmt.Sprintf("round %d: %s: settled %q after %d ms, note %q, error %q (%s), text %q",
			round, url, rec.Settled, rec.ElapsedMS, rec.Note, rec.Error, rec.ErrorKind, excerpt(rec.Text, 160)))
	}
}

// missed says whether the page failed what it is built for: every run
// with its final content and none by the timeout, or, for a page built
// never to settle, every run by the timeout.
func (t *tally) missed() bool {
	if t.never {
		return t.timeouts < t.runs
	}
	return t.final < t.runs || t.timeouts > 0 || len(t.texts) > 1
}

// unstable lists, for a page whose runs did not all show the same text,
// the rounds that differ from the most common text and how.
func (t *tally) unstable() []string {
	if len(t.texts) < 2 {
		return nil
	}
	var common string
	for text, rounds := range t.texts {
		if len(rounds) > len(t.texts[common]) || len(rounds) == len(t.texts[common]) && text > common {
			common = text
		}
	}
	var out []string
	for text, rounds := range t.texts {
		if text == common {
			continue
		}
		out = append(out, fmt.Sprintf("rounds %v: a text of %d characters against %d in %d rounds; it has %q, the others %q",
			rounds, len(text), len(common), len(t.texts[common]), excerpt(onlyIn(text, common), 120), excerpt(onlyIn(common, text), 120)))
	}
	slices.Sort(out)
	return out
}

// onlyIn returns the words of a that b lacks, in a's order.
func onlyIn(a, b string) string {
	have := make(map[string]int)
	for _, w := range strings.Fields(b) {
		have[w]++
	}
	var out []string
	for _, w := range strings.Fields(a) {
		if have[w] > 0 {
			have[w]--
			continue
		}
		out = append(out, w)
	}
	return strings.Join(out, " ")
}

func (t *tally) row(w io.Writer) {
	var settled []string
	for k, n := range t.settled {
		if k == "" {
			k = `""`
		}
		settled = append(settled, fmt.Sprintf("%s %d", k, n))
	}
	slices.Sort(settled)
	med, top := "-", "-"
	if len(t.elapsed) > 0 {
		e := slices.Clone(t.elapsed)
		slices.Sort(e)
		med, top = fmt.Sprint(e[len(e)/2]), fmt.Sprint(e[len(e)-1])
	}
	fmt.Fprintf(w, "| %s | %s | %d | %d | %d | %s | %s | %s |\n",
		t.group, t.name, t.runs, t.final, t.timeouts, strings.Join(settled, ", "), med, top)
}

// report writes the table of every page, then every miss.
func report(w io.Writer, ts []*tally) (missed int) {
	fmt.Fprintln(w, "| group | page | runs | final content | ended by timeout | settled | median ms | max ms |")
	fmt.Fprintln(w, "|---|---|---|---|---|---|---|---|")
	for _, t := range ts {
		t.row(w)
	}
	for _, t := range ts {
		if !t.missed() {
			continue
		}
		missed++
		if missed == 1 {
			fmt.Fprintln(w)
			fmt.Fprintln(w, "Missed:")
			fmt.Fprintln(w)
		}
		for _, m := range append(t.misses, t.unstable()...) {
			fmt.Fprintf(w, "- %s: %s\n", t.name, m)
		}
	}
	return missed
}

func excerpt(s string, n int) string {
	s = strings.Join(strings.Fields(s), " ")
	r := []rune(s)
	if len(r) <= n {
		return s
	}
	return string(r[:n]) + "..."
}
