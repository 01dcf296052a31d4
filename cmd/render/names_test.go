package main

import (
	"fmt"
	"net/http"
	"net/http/httptest"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/rendercrawl/render/sink"
)

// councilSite serves twelve pages of one template, /p/1.html to
// /p/12.html, each linking to the next,
// whose site-wide script fetches one file of data for every page, data,
// and shows on each page what the data lists for it, in
// section#notices: nothing on most pages. data(paths) is the JSON.
func councilSite(data func(paths []string) string) (*httptest.Server, []string) {
	var paths []string
	for i := 1; i <= 12; i++ {
		paths = append(paths, fmt.Sprintf("/p/%d.html", i))
	}
	prose := strings.Repeat("<p>The council collects household waste every week and garden waste every fortnight, and keeps the libraries and pools of the borough open all year.</p>", 3)
	body := data(paths)
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		var n int
		switch {
		case r.URL.Path == "/site.js":
			w.Header().Set("Content-Type", "text/javascript")
			fmt.Fprint(w, `const slot = document.getElementById('notices');
fetch('/data/site.json').then((r) => r.json()).then((d) => {
  for (const n of d.notices || []) {
    if (!n.pages.includes(location.pathname)) continue;
    const p = document.createElement('p');
    p.textContent = n.title + ': ' + n.body;
    slot.appendChild(p);
  }
});`)
		case r.URL.Path == "/data/site.json":
			w.Header().Set("Content-Type", "application/json")
			fmt.Fprint(w, body)
		case sscanOK(r.URL.Path, "/p/%d.html", &n) && n <= 12:
			w.Header().Set("Content-Type", "text/html; charset=utf-8")
			fmt.Fprintf(w, `<!doctype html><html><head><title>Page %d</title></head><body><nav><a href="/p/%d.html">Next</a></nav><section id="notices"><h2>Service notices</h2></section><h1>Page %d</h1>%s<script src="/site.js"></script></body></html>`,
				n, n%12+1, n, prose)
		default:
			http.NotFound(w, r)
		}
	}))
	return srv, paths
}

// A site-wide script fetches one file of notices for every page and
// shows each on the pages it lists: the first page has none, and the
// kind is verified static on it (a crawl meets it first); the data it
// fetched names the last three, which are rendered with their notices ("named"), while the
// others stay on HTTP. Data that names every page and is shown on none
// (a search index) names nothing after the first render. In a crawl
// from the first page, and in a list.
func TestAutoModeRendersThePagesTheirDataNames(t *testing.T) {
	needChrome(t)
	notices := map[string]string{
		"/p/10.html": "Road closed on Mill Lane until Friday",
		"/p/11.html": "Westgate pool reopens on Monday morning",
		"/p/12.html": "Garden waste collections paused over winter",
	}
	srv, paths := councilSite(func([]string) string {
		var b strings.Builder
		b.WriteString(`{"updated": "2024-12-20", "notices": [`)
		i := 0
		for p, n := range notices {
			if i > 0 {
				b.WriteString(",")
			}
			i++
			title, rest, _ := strings.Cut(n, " on ")
			fmt.Fprintf(&b, `{"id": %d, "pages": [%q, "/index.html"], "title": %q, "body": %q}`, i, p, title, "on "+rest)
		}
		b.WriteString("]}")
		return b.String()
	})
	defer srv.Close()
	crawlAndList(t, srv.URL, paths[0], paths, func(t *testing.T, run string, recs map[string]sink.Record, stderr string) {
		for _, p := range paths {
			r := recs[p]
			want, named := notices[p]
			title, _, _ := strings.Cut(want, " on ")
			switch {
			case named && !strings.Contains(r.Text, title):
				t.Errorf("%s: %s (%s) without its notice %q", p, r.Mode, r.Reason, title)
			case !named && run == "crawl" && r.Mode != "http":
				t.Errorf("%s: %s (%s); want it kept from its HTML", p, r.Mode, r.Reason)
			}
		}
		// A list's pages come as their fetches end: a named page that came
		// first sends the whole kind to the browser, rightly.
		if run == "crawl" && !strings.Contains(stderr, "named by the data its scripts fetched, rendered") {
			t.Errorf("summary does not tell the named pages:\n%s", stderr)
		}
	})

	index, paths := councilSite(func(paths []string) string {
		var b strings.Builder
		b.WriteString(`{"notices": [], "search": [`)
		for i, p := range paths {
			if i > 0 {
				b.WriteString(",")
			}
			fmt.Fprintf(&b, `{"path": %q, "title": "Page %d of the council's site"}`, p, i+1)
		}
		b.WriteString("]}")
		return b.String()
	})
	defer index.Close()
	crawlAndList(t, index.URL, paths[0], paths, func(t *testing.T, run string, recs map[string]sink.Record, stderr string) {
		browser := 0
		for _, r := range recs {
			if r.Mode != "http" {
				browser++
			}
		}
		// The page that verified the kind is named and showed nothing: one
		// more named page is rendered to tell, and shows nothing either.
		named := 0
		if m := regexp.MustCompile(`(\d+) pages? named by the data`).FindStringSubmatch(stderr); m != nil {
			named, _ = strconv.Atoi(m[1])
		}
		if browser > 0 || named > 1 {
			t.Errorf("%d pages rendered as the page, %d named; want every page kept from its HTML, at most one named:\n%s", browser, named, stderr)
		}
	})
}

// A reference of 24 directives, /ref/1.html to /ref/24.html in a chain,
// each an article whose microdata itemid ends in the directive's code
// (urn:ledger:directive:D-101...), an empty options section and the
// same script: it splits the code off the itemid and shows the options
// the data it fetched has for it. The data is keyed by code alone and
// names no page, and has entries for three directives deep in the
// chain (10, 16 and 21); the first nine pages get nothing, and verify
// the kind static. Every page also loads a search index that names
// every page (its path and title) and shows nothing until someone
// types: the pages it names that were rendered showed nothing, which
// says nothing of the options file. The three are rendered with their
// options, in a crawl and in a list: the code in their markup is a key
// of the options file's entries. The pages without an entry stay on
// HTTP in the crawl, but for the renders that verified or re-checked
// the kind.
func TestAutoModeRendersThePagesWhoseMarkupCodeTheDataNames(t *testing.T) {
	needChrome(t)
	directives(t, map[int]string{
		10: "rounds every amount to the currency's smallest coin",
		16: "carries the opening balance over from last year",
		21: "refuses postings dated after the closing date",
	}, 12)
}

// The same reference whose first directive has options too: the kind's
// first render shows them, and its data names that page, so it does not
// send the kind to the browser; the pages without an entry verify it,
// and the named ones are rendered (before, every page was rendered, in
// the crawl and the list).
func TestAutoModeDoesNotTakeANamedFirstPageForTheKind(t *testing.T) {
	needChrome(t)
	directives(t, map[int]string{
		1:  "takes amounts in the ledger's own currency unless told",
		10: "rounds every amount to the currency's smallest coin",
		16: "carries the opening balance over from last year",
		21: "refuses postings dated after the closing date",
	}, 12)
}

// A timetable's 24 stations whose code is the title of the abbr of the
// station's name (<abbr class="crs" title="KAJ">), three letters and no
// digit, as a railway's are: the script reads it and shows the
// facilities the data it fetched has for it. Keyed by code alone, with
// entries for three stations deep in the chain; as the directives
// above, the three are rendered with their facilities, crawled and
// listed (before, they were kept from their HTML).
func TestAutoModeRendersThePagesWhoseLetterCodeTheDataNames(t *testing.T) {
	needChrome(t)
	codedPages(t, stationCodes, map[int]string{
		10: "booking office open from nine until a quarter past five",
		16: "waiting room with a coal fire in the winter months",
		21: "level access from the goods yard gate to both platforms",
	}, 12)
}

// The same timetable whose halts are known by their names, of a few
// words with an accent and a ligature ("Cœur de Bœuf 10"), in their
// heading; the script reads the heading and shows the entry the data,
// keyed by name, has for it. The three with an entry are rendered with
// it, crawled and listed: the data's key and the page's heading give one
// slug (before, a key of several words named nothing, and the three were
// kept from their HTML).
func TestAutoModeRendersThePagesWhoseHeadingTheDataNames(t *testing.T) {
	needChrome(t)
	codedPages(t, nameCodes, map[int]string{
		10: "booking office open from nine until a quarter past five",
		16: "waiting room with a coal fire in the winter months",
		21: "level access from the goods yard gate to both platforms",
	}, 12)
}

// The same timetable whose walks are known by a route number in a JSON
// config block of the page ({"route": 50}), which the script reads; the
// data is keyed by route. The three with an entry are rendered with it,
// crawled and listed (before, a page's own data blocks named nothing).
func TestAutoModeRendersThePagesWhoseConfigTheDataNames(t *testing.T) {
	needChrome(t)
	codedPages(t, configCodes, map[int]string{
		10: "booking office open from nine until a quarter past five",
		16: "waiting room with a coal fire in the winter months",
		21: "level access from the goods yard gate to both platforms",
	}, 12)
}

// The same timetable whose pages are books, each with its ISBN written
// in groups in its text (978-1-86197-010-7), which the script reads and
// looks up, its hyphens taken out, in data keyed by the digits alone.
// The three with an entry are rendered with it, crawled and listed
// (before, a number in groups was no code of the page).
func TestAutoModeRendersThePagesWhoseISBNTheDataNames(t *testing.T) {
	needChrome(t)
	codedPages(t, isbnCodes, map[int]string{
		10: "booking office open from nine until a quarter past five",
		16: "waiting room with a coal fire in the winter months",
		21: "level access from the goods yard gate to both platforms",
	}, 12)
}

// The same timetable whose routes have codes of a letter and a digit
// (K0, Q6), in the caption of each page's timetable, which the script
// reads; the data is keyed by route. The three with an entry are
// rendered with it, crawled and listed (before, a code of two
// characters was none).
func TestAutoModeRendersThePagesWhoseShortCodeTheDataNames(t *testing.T) {
	needChrome(t)
	codedPages(t, routeCodes, map[int]string{
		10: "booking office open from nine until a quarter past five",
		16: "waiting room with a coal fire in the winter months",
		21: "level access from the goods yard gate to both platforms",
	}, 12)
}

// The same timetable whose wharves have an apostrophe in their name
// ("St Anne's Wharf 10"), which the script slugifies with the apostrophe
// as a hyphen (st-anne-s-wharf-10, as speakingurl does) to look the
// entry up. The three with an entry are rendered with it, crawled and
// listed (before, the heading's slug dropped the apostrophe alone,
// st-annes-wharf-10, and the three were kept from their HTML).
func TestAutoModeRendersThePagesWhoseApostropheSlugTheDataNames(t *testing.T) {
	needChrome(t)
	codedPages(t, apostropheCodes, map[int]string{
		10: "booking office open from nine until a quarter past five",
		16: "waiting room with a coal fire in the winter months",
		21: "level access from the goods yard gate to both platforms",
	}, 12)
}

// The same timetable whose objects are known by the alt of their
// picture ("Lace christening gown 10"), which the script upper-cases to
// look the object up in data that names it in capitals; the heading
// adds a date, so its slug is another. The three with an entry are
// rendered with it, crawled and listed (before, an attribute of a few
// words named nothing, and the three were kept from their HTML).
func TestAutoModeRendersThePagesWhoseImageAltTheDataNames(t *testing.T) {
	needChrome(t)
	codedPages(t, altCodes, map[int]string{
		10: "booking office open from nine until a quarter past five",
		16: "waiting room with a coal fire in the winter months",
		21: "level access from the goods yard gate to both platforms",
	}, 12)
}

// The same timetable whose rounds are known by a short number in the
// text of the page's own entry in a "jump to" list, its selected
// <option> ("Round 60 (Thursday)"), which the script cuts out and looks
// up in data keyed by number. The three with an entry are rendered with
// it, crawled and listed (before, a short number in a page's text named
// nothing, and the three were kept from their HTML).
func TestAutoModeRendersThePagesWhoseSelectedOptionTheDataNames(t *testing.T) {
	needChrome(t)
	codedPages(t, optionCodes, map[int]string{
		10: "booking office open from nine until a quarter past five",
		16: "waiting room with a coal fire in the winter months",
		21: "level access from the goods yard gate to both platforms",
	}, 12)
}

// The same timetable whose plants are known by their Latin name, set
// apart in their heading ("Quince <i>Cydonia oblonga 10</i>"), which the
// script reads and looks up in data keyed by it. The three with an entry
// are rendered with it, crawled and listed (before, a part of a heading
// named nothing, and the three were kept from their HTML).
func TestAutoModeRendersThePagesWhoseHeadingPartTheDataNames(t *testing.T) {
	needChrome(t)
	codedPages(t, partCodes, map[int]string{
		10: "booking office open from nine until a quarter past five",
		16: "waiting room with a coal fire in the winter months",
		21: "level access from the goods yard gate to both platforms",
	}, 12)
}

// The same timetable whose pages cite a book, with accents
// (<cite>Íslensk eldfjöll 10</cite>), which the script folds and looks up
// in data keyed by the title in lower case without them. The three with
// an entry are rendered with it, crawled and listed (before, the text of
// an element other than the heading named nothing).
func TestAutoModeRendersThePagesWhoseCitedTitleTheDataNames(t *testing.T) {
	needChrome(t)
	codedPages(t, citeCodes, map[int]string{
		10: "booking office open from nine until a quarter past five",
		16: "waiting room with a coal fire in the winter months",
		21: "level access from the goods yard gate to both platforms",
	}, 12)
}

// The same timetable whose rocks give their code in capitals after a
// label, in a list of facts ("Lexicon code: CSLK"), which the script cuts
// out of the third item and looks up in lower case. The three with an
// entry are rendered with it, crawled and listed (before, a code of
// capitals in the text named nothing).
func TestAutoModeRendersThePagesWhoseLabelledCodeTheDataNames(t *testing.T) {
	needChrome(t)
	codedPages(t, factCodes, map[int]string{
		10: "booking office open from nine until a quarter past five",
		16: "waiting room with a coal fire in the winter months",
		21: "level access from the goods yard gate to both platforms",
	}, 12)
}

// The same timetable whose tins are known by the postcode on the last
// line of their address ("CA10 5TB"), which the data writes without its
// space, in lower case. The three with an entry are rendered with it,
// crawled and listed (before, the postcode's two groups were two codes,
// neither the data's).
func TestAutoModeRendersThePagesWhosePostcodeTheDataNames(t *testing.T) {
	needChrome(t)
	codedPages(t, postcodeCodes, map[int]string{
		10: "booking office open from nine until a quarter past five",
		16: "waiting room with a coal fire in the winter months",
		21: "level access from the goods yard gate to both platforms",
	}, 12)
}

// The same timetable whose sessions are known by the label of their
// heading ("Session 10: Night navigation on the moss"), which the data
// keys with zeros before the number (session-010). The three with an
// entry are rendered with it, crawled and listed (before, the heading's
// slug was all of it, and the data's key kept its zeros).
func TestAutoModeRendersThePagesWhoseHeadingLabelTheDataNames(t *testing.T) {
	needChrome(t)
	codedPages(t, labelCodes, map[int]string{
		10: "booking office open from nine until a quarter past five",
		16: "waiting room with a coal fire in the winter months",
		21: "level access from the goods yard gate to both platforms",
	}, 12)
}

// The same timetable whose call-outs are known by their date, written in
// words in the page ("10 February 2025") and as numbers, day first, in
// the data (10/02/2025). The three with an entry are rendered with it,
// crawled and listed (before, a date in words named nothing).
func TestAutoModeRendersThePagesWhoseDateTheDataNames(t *testing.T) {
	needChrome(t)
	codedPages(t, dateCodes, map[int]string{
		10: "booking office open from nine until a quarter past five",
		16: "waiting room with a coal fire in the winter months",
		21: "level access from the goods yard gate to both platforms",
	}, 12)
}

// The same timetable whose specimens are known by the file name of
// their drawing (b010.svg), which the script reads as cabinet B, number
// 10, and looks up in data keyed by catalogue number (B.10). The three
// with an entry are rendered with it, crawled and listed (before, an
// image's source named nothing).
func TestAutoModeRendersThePagesWhoseImageTheDataNames(t *testing.T) {
	needChrome(t)
	codedPages(t, imageCodes, map[int]string{
		10: "booking office open from nine until a quarter past five",
		16: "waiting room with a coal fire in the winter months",
		21: "level access from the goods yard gate to both platforms",
	}, 12)
}

// The same timetable whose band sections are known by the argument of
// their binding (<article x-data="seats('hornsk')">, as Alpine writes
// it), which the script reads and looks up in data keyed by section. The
// three with an entry are rendered with it, crawled and listed (before,
// a binding's literal named nothing).
func TestAutoModeRendersThePagesWhoseBindingTheDataNames(t *testing.T) {
	needChrome(t)
	codedPages(t, bindingCodes, map[int]string{
		10: "booking office open from nine until a quarter past five",
		16: "waiting room with a coal fire in the winter months",
		21: "level access from the goods yard gate to both platforms",
	}, 12)
}

// The ledger's reference whose data has an entry for every directive,
// empty but for three ({"since": "", "rows": []}): the pages with empty
// entries show nothing from it, and the three are rendered with their
// options, crawled and listed (before, the empty entries' pages, named
// and showing nothing, turned the data's keys off before the three came).
func TestAutoModeRendersThePagesWhoseEntryHoldsSomething(t *testing.T) {
	needChrome(t)
	s := ledgerCodes
	s.bare = true
	codedPages(t, s, map[int]string{
		10: "carries the opening balance over from last year",
		16: "refuses postings dated after the closing date",
		21: "booking office open from nine until a quarter past five",
	}, 12)
}

// The same timetable whose walls are known by the number in their
// heading's <small> ("Wall 10"), which the data keys by its initial and
// the number padded (w010). The three with an entry are rendered with
// it, crawled and listed (before, a heading's part gave its slug alone).
func TestAutoModeRendersThePagesWhoseHeadingInitialsTheDataNames(t *testing.T) {
	needChrome(t)
	codedPages(t, wallCodes, map[int]string{
		10: "booking office open from nine until a quarter past five",
		16: "waiting room with a coal fire in the winter months",
		21: "level access from the goods yard gate to both platforms",
	}, 12)
}

// A scheme of coded pages: code is page n's code, page the opening of
// its article (with its heading), read the script's lines that set art
// (the article) and code (the code it reads from the page).
type codeScheme struct {
	code func(n int) string
	page func(n int, code string) string
	read string
	// bare: the data has an entry that holds nothing for every other
	// page ({"since": "", "rows": []}).
	bare bool
}

var (
	ledgerCodes = codeScheme{
		code: func(n int) string { return fmt.Sprintf("D-%d", 100+n) },
		page: func(n int, code string) string {
			return fmt.Sprintf(`<article itemscope itemid="urn:ledger:directive:%s"><h1>Directive number %d</h1>`, code, n)
		},
		read: `const art = document.querySelector('article[itemid]');
const code = art.getAttribute('itemid').split(':').pop();`,
	}
	stationCodes = codeScheme{
		code: func(n int) string { return fmt.Sprintf("KA%c", 'A'+n) },
		page: func(n int, code string) string {
			return fmt.Sprintf(`<article><h1><abbr class="crs" title="%s">Halt number %d</abbr> station</h1>`, code, n)
		},
		read: `const art = document.querySelector('article');
const code = art.querySelector('abbr.crs').getAttribute('title');`,
	}
	configCodes = codeScheme{
		code: func(n int) string { return strconv.Itoa(n + 40) },
		page: func(n int, code string) string {
			return fmt.Sprintf(`<script type="application/json" id="walk-config">{"route": %s, "map": {"zoom": 15}}</script><article><h1>Walk number %d</h1>`, code, n)
		},
		read: `const art = document.querySelector('article');
const code = String(JSON.parse(document.getElementById('walk-config').textContent).route);`,
	}
	isbnCodes = codeScheme{
		code: func(n int) string { return fmt.Sprintf("97818619%05d", 7000+n) },
		page: func(n int, code string) string {
			return fmt.Sprintf(`<article><h1>Book number %d</h1><dl><dt>ISBN</dt><dd>%s-%s-%s-%s-%s</dd></dl>`, n, code[:3], code[3:4], code[4:8], code[8:12], code[12:])
		},
		read: `const art = document.querySelector('article');
const code = art.querySelector('dd').textContent.replace(/-/g, '');`,
	}
	routeCodes = codeScheme{
		code: func(n int) string { return fmt.Sprintf("%c%d", 'A'+n, n%10) },
		page: func(n int, code string) string {
			return fmt.Sprintf(`<article><h1>Timetable number %d</h1><table><caption>Route %s timetable, Mondays to Saturdays</caption><tr><td>Dep</td></tr></table>`, n, code)
		},
		read: `const art = document.querySelector('article');
const code = art.querySelector('caption').textContent.split(' ')[1];`,
	}
	apostropheCodes = codeScheme{
		code: func(n int) string { return fmt.Sprintf("st-anne-s-wharf-%d", n) },
		page: func(n int, code string) string {
			return fmt.Sprintf(`<article><h1>St Anne&#x27;s Wharf %d</h1>`, n)
		},
		read: `const art = document.querySelector('article');
const code = art.querySelector('h1').textContent.trim().toLowerCase().replace(/[^a-z0-9]+/g, '-');`,
	}
	optionCodes = codeScheme{
		code: func(n int) string { return strconv.Itoa(n + 50) },
		page: func(n int, code string) string {
			var opts strings.Builder
			for i := 1; i <= 24; i++ {
				sel := ""
				if i == n {
					sel = " selected"
				}
				fmt.Fprintf(&opts, `<option value="/ref/%d.html"%s>Round %d (Thursday)</option>`, i, sel, i+50)
			}
			return fmt.Sprintf(`<article><h1>Collection round of the valley</h1><label>Another round <select>%s</select></label>`, opts.String())
		},
		read: `const art = document.querySelector('article');
const code = art.querySelector('select').selectedOptions[0].textContent.match(/\d+/)[0];`,
	}
	partCodes = codeScheme{
		code: func(n int) string { return fmt.Sprintf("Cydonia oblonga %d", n) },
		page: func(n int, code string) string {
			return fmt.Sprintf(`<article><h1>Quince number %d <i class="binomial">%s</i></h1>`, n, code)
		},
		read: `const art = document.querySelector('article');
const code = art.querySelector('h1 i.binomial').textContent.trim();`,
	}
	citeCodes = codeScheme{
		code: func(n int) string { return fmt.Sprintf("islensk eldfjoll %d", n) },
		page: func(n int, code string) string {
			return fmt.Sprintf(`<article><h1>Volcanoes of the north, talk %d</h1><p>The talk draws on <cite>Íslensk eldfjöll %d</cite>, the standard guide, of which she is an editor.</p>`, n, n)
		},
		read: `const art = document.querySelector('article');
const code = art.querySelector('cite').textContent.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase();`,
	}
	factCodes = codeScheme{
		code: func(n int) string { return fmt.Sprintf("csl%c", 'a'+n) },
		page: func(n int, code string) string {
			return fmt.Sprintf(`<article><h1>Rock number %d</h1><ul class="facts"><li>Age: about 450 million years</li><li>Where: the quarry</li><li>Lexicon code: CSL%c</li></ul>`, n, 'A'+n)
		},
		read: `const art = document.querySelector('article');
const code = art.querySelectorAll('.facts li')[2].textContent.split(':').pop().trim().toLowerCase();`,
	}
	postcodeCodes = codeScheme{
		code: func(n int) string { return fmt.Sprintf("ca%d5tb", n) },
		page: func(n int, code string) string {
			return fmt.Sprintf(`<article><h1>Collecting tin number %d</h1><address>The Tea Room<br>Skellgill<br>CA%d 5TB</address>`, n, n)
		},
		read: `const art = document.querySelector('article');
const lines = art.querySelector('address').innerText.trim().split('\n');
const code = lines[lines.length - 1].replace(/\s+/g, '').toLowerCase();`,
	}
	labelCodes = codeScheme{
		code: func(n int) string { return fmt.Sprintf("session-%03d", n) },
		page: func(n int, code string) string {
			return fmt.Sprintf(`<article><h1>Session %d: Night navigation on the moss</h1>`, n)
		},
		read: `const art = document.querySelector('article');
const code = 'session-' + art.querySelector('h1').textContent.split(':')[0].match(/\d+/)[0].padStart(3, '0');`,
	}
	dateCodes = codeScheme{
		code: func(n int) string { return fmt.Sprintf("%02d/02/2025", n) },
		page: func(n int, code string) string {
			return fmt.Sprintf(`<article><p class="meta">Call-out report, %d February 2025</p><h1>Call-out number %d</h1>`, n, n)
		},
		read: `const art = document.querySelector('article');
const [, d] = art.querySelector('.meta').textContent.match(/(\d+) February 2025/);
const code = d.padStart(2, '0') + '/02/2025';`,
	}
	imageCodes = codeScheme{
		code: func(n int) string { return fmt.Sprintf("B.%d", n) },
		page: func(n int, code string) string {
			return fmt.Sprintf(`<article><h1>Specimen number %d</h1><figure><img src="/img/specimens/b%03d.svg" alt="Drawing of the specimen"></figure>`, n, n)
		},
		read: `const art = document.querySelector('article');
const [, cab, num] = art.querySelector('figure img').getAttribute('src').match(/([a-z])(\d+)\.svg$/);
const code = cab.toUpperCase() + '.' + Number(num);`,
	}
	bindingCodes = codeScheme{
		code: func(n int) string { return fmt.Sprintf("horns%c", 'a'+n) },
		page: func(n int, code string) string {
			return fmt.Sprintf(`<article x-data="seats('%s')"><h1>Band section number %d</h1>`, code, n)
		},
		read: `const art = document.querySelector('article');
const code = art.getAttribute('x-data').match(/'([^']+)'/)[1];`,
	}
	wallCodes = codeScheme{
		code: func(n int) string { return fmt.Sprintf("w%03d", n) },
		page: func(n int, code string) string {
			return fmt.Sprintf(`<article><h1>The chapel's climbing walls <small>Wall %d</small></h1>`, n)
		},
		read: `const art = document.querySelector('article');
const code = 'w' + art.querySelector('h1 small').textContent.match(/\d+/)[0].padStart(3, '0');`,
	}
	altCodes = codeScheme{
		code: func(n int) string { return fmt.Sprintf("LACE CHRISTENING GOWN %d", n) },
		page: func(n int, code string) string {
			return fmt.Sprintf(`<article><h1>Lace christening gown %d, about 1845</h1><figure><img src="/gown.svg" alt="Lace christening gown %d"></figure>`, n, n)
		},
		read: `const art = document.querySelector('article');
const code = art.querySelector('figure img').alt.toUpperCase();`,
	}
	nameCodes = codeScheme{
		code: func(n int) string { return fmt.Sprintf("Cœur de Bœuf %d", n) },
		page: func(n int, code string) string {
			return fmt.Sprintf(`<article><h1>%s</h1>`, code)
		},
		read: `const art = document.querySelector('article');
const code = art.querySelector('h1').textContent.trim();`,
	}
)

// directives serves the reference above with options for the
// directives numbered in options, crawls and lists it in auto mode, and
// checks that each of those shows its options and that at most most
// pages were rendered as the page.
func directives(t *testing.T, options map[int]string, most int) {
	t.Helper()
	codedPages(t, ledgerCodes, options, most)
}

// codedPages is directives with the pages' codes given as scheme says.
func codedPages(t *testing.T, scheme codeScheme, options map[int]string, most int) {
	t.Helper()
	var data strings.Builder
	data.WriteString("{")
	i := 0
	for n, o := range options {
		if i > 0 {
			data.WriteString(",")
		}
		i++
		fmt.Fprintf(&data, `%q: {"since": "2.%d", "rows": [{"o": "--strict", "w": %q}]}`, scheme.code(n), n, o)
	}
	for n := 1; n <= 24 && scheme.bare; n++ {
		if _, ok := options[n]; !ok {
			fmt.Fprintf(&data, `, %q: {"since": "", "rows": []}`, scheme.code(n))
		}
	}
	data.WriteString("}")
	var paths []string
	var index strings.Builder
	index.WriteString("[")
	for n := 1; n <= 24; n++ {
		paths = append(paths, fmt.Sprintf("/ref/%d.html", n))
		if n > 1 {
			index.WriteString(",")
		}
		fmt.Fprintf(&index, `{"url": "/ref/%d.html", "title": "Directive number %d", "code": %q}`, n, n, scheme.code(n))
	}
	index.WriteString("]")
	prose := strings.Repeat("<p>Each directive of a ledger file takes effect from the line it stands on, and holds until another directive of its kind or the end of the file; the parser reads them in order.</p>", 3)
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		var n int
		switch {
		case r.URL.Path == "/opts.js":
			w.Header().Set("Content-Type", "text/javascript")
			fmt.Fprint(w, `let searchIndex = [];
fetch('/data/search.json').then((r) => r.json()).then((ix) => { searchIndex = ix; });
`+scheme.read+`
fetch('/data/meta.json').then((r) => r.json()).then((m) => {
  const e = m[code];
  if (!e) return;
  const box = art.querySelector('.opts');
  for (const row of e.rows) {
    const p = document.createElement('p');
    p.textContent = row.o + ' ' + row.w + ', accepted since release ' + e.since + '.';
    box.appendChild(p);
  }
});`)
		case r.URL.Path == "/data/search.json":
			w.Header().Set("Content-Type", "application/json")
			fmt.Fprint(w, index.String())
		case r.URL.Path == "/data/meta.json":
			w.Header().Set("Content-Type", "application/json")
			fmt.Fprint(w, data.String())
		case sscanOK(r.URL.Path, "/ref/%d.html", &n) && n >= 1 && n <= 24:
			w.Header().Set("Content-Type", "text/html; charset=utf-8")
			fmt.Fprintf(w, `<!doctype html><html><head><title>Directive %d</title></head><body><nav><a href="/ref/%d.html">Next directive</a></nav>%s%s<section class="opts"></section></article><script src="/opts.js"></script></body></html>`,
				n, n%24+1, scheme.page(n, scheme.code(n)), prose)
		default:
			http.NotFound(w, r)
		}
	}))
	defer srv.Close()
	crawlAndList(t, srv.URL, paths[0], paths, func(t *testing.T, run string, recs map[string]sink.Record, stderr string) {
		browser := showsEach(t, recs, paths, options)
		// Those with options, and the renders that verify and re-check
		// the kind: not every page.
		if browser > most {
			t.Errorf("%d of 24 pages rendered as the page; want those with options and a few to verify:\n%s", browser, stderr)
		}
	})
}
