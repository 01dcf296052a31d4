package render

import (
	"context"
	"fmt"
	"strings"
	"testing"
	"time"
	"unicode/utf8"

	"github.com/chromedp/cdproto/runtime"
	"github.com/chromedp/cdproto/target"
	"github.com/rendercrawl/render/internal/testkit/testsite"
)

// consoleText is a page's console, one "type: text" a line.
func consoleText(pg *Page) string {
	var b strings.Builder
	for _, m := range pg.Console {
		b.WriteString(m.Type + ": " + m.Text + "\n")
	}
	return b.String()
}

func consoleCall(ctx runtime.ExecutionContextID, text string) *runtime.EventConsoleAPICalled {
	return &runtime.EventConsoleAPICalled{Type: runtime.ConsoleAPICalledTypeError, ExecutionContextID: ctx,
		Args: []*runtime.RemoteObject{{Type: runtime.RemoteObjectTypeString, Value: []byte(`"` + text + `"`)}}}
}

// A message of a context created before the page started is the
// document's the tab showed before, unless the page is shown within it.
func TestPageStateConsoleOfItsOwnContexts(t *testing.T) {
	st := newPageState(1<<20, nil)
	feed(st,
		consoleCall(3, "old document"),
		&runtime.EventExecutionContextCreated{Context: &runtime.ExecutionContextDescription{ID: 4}},
		consoleCall(4, "the page's"),
		&runtime.EventExceptionThrown{ExceptionDetails: &runtime.ExceptionDetails{ExceptionID: 1, ExecutionContextID: 3, Text: "Uncaught old"}},
	)
	var p Page
	st.fill(&p)
	if got := consoleText(&p); got != "error: the page's\n" {
		t.Errorf("console %q, want the page's context's message alone", got)
	}
	st.inheritDocument()
	feed(st, consoleCall(3, "the document's, shown again"))
	st.fill(&p)
	if got := consoleText(&p); !strings.Contains(got, "shown again") {
		t.Errorf("console %q: a page shown within the document keeps its messages", got)
	}
}

// TestConsoleIsThePagesOwn renders pages in one tab: what a page logs as
// it is left is not the next page's, and a route shown within the
// document keeps what it logs.
func TestConsoleIsThePagesOwn(t *testing.T) {
	_, base := testsite.Serve(t)
	p, within := oneTab(t, 10*time.Second)
	for _, name := range []string{"1", "2", "3"} {
		pg, err := p.Render(context.Background(), Request{URL: base + "/console/unload.html?" + name})
		if err != nil {
			t.Fatal(err)
		}
		got := consoleText(pg)
		if !strings.Contains(got, "error: OWN-"+name+"\n") || strings.Contains(got, "LEFT-") || strings.Contains(got, "HIDDEN-") {
			t.Errorf("page %s: console %q, want its own OWN-%s alone", name, got, name)
		}
	}
	for _, route := range []string{"a", "b", "c"} {
		pg, err := p.Render(context.Background(), Request{URL: base + "/console/route.html#/" + route})
		if err != nil {
			t.Fatal(err)
		}
		if got := consoleText(pg); got != "error: ROUTE-ERROR-"+route+"\n" {
			t.Errorf("route %s: console %q, want its own error alone", route, got)
		}
	}
	if within() == 0 {
		t.Error("no route was shown within the document: the test tests nothing")
	}
}

func TestPageStateRevokedException(t *testing.T) {
	st := newPageState(1<<20, nil)
	thrown := func(id int64, text string) *runtime.EventExceptionThrown {
		return &runtime.EventExceptionThrown{ExceptionDetails: &runtime.ExceptionDetails{ExceptionID: id, ExecutionContextID: 4, Text: text}}
	}
	feed(st,
		&runtime.EventExecutionContextCreated{Context: &runtime.ExecutionContextDescription{ID: 4}},
		thrown(1, "Uncaught (in promise) handled later"),
		consoleCall(4, "logged"),
		thrown(2, "Uncaught (in promise) never handled"),
		&runtime.EventExceptionRevoked{ExceptionID: 1, Reason: "Handler added to rejected promise"},
	)
	var p Page
	st.fill(&p)
	if got, want := consoleText(&p), "error: logged\nexception: Uncaught (in promise) never handled\n"; got != want {
		t.Errorf("console %q, want %q", got, want)
	}
}

// TestRejectionHandledLaterIsNoError renders a page whose rejected
// promises get a handler a little later, and one that never does.
func TestRejectionHandledLaterIsNoError(t *testing.T) {
	p := needChrome(t)
	_, base := testsite.Serve(t)
	pg, err := p.Render(context.Background(), Request{URL: base + "/console/revoked.html"})
	if err != nil {
		t.Fatal(err)
	}
	got := consoleText(pg)
	if strings.Contains(got, "HANDLED-LATER") || strings.Contains(got, "AWAITED-LATER") || !strings.Contains(got, "NEVER-HANDLED") {
		t.Errorf("console %q, want the rejection never handled alone", got)
	}
	if !strings.Contains(pg.Text, "HANDLED") {
		t.Errorf("text %q: the page did not handle its rejection (the test tests nothing)", pg.Text)
	}
}

// A worker's console is the page's when the worker is: one attached
// since the page started. Its exceptions are numbered apart from the
// page's.
func TestPageStateWorkerConsole(t *testing.T) {
	st := newPageState(1<<20, nil)
	feed(st,
		&runtime.EventExecutionContextCreated{Context: &runtime.ExecutionContextDescription{ID: 4}},
		&runtime.EventExceptionThrown{ExceptionDetails: &runtime.ExceptionDetails{ExceptionID: 1, ExecutionContextID: 4, Text: "Uncaught page"}},
		&target.EventAttachedToTarget{SessionID: "S", TargetInfo: &target.Info{TargetID: "W", Type: "worker"}},
	)
	mine := consoleSource{worker: "W", url: "http://x/w.js"}
	st.onWorkerConsole(consoleCall(1, "from the worker"), mine)
	st.onWorkerConsole(&runtime.EventExceptionThrown{ExceptionDetails: &runtime.ExceptionDetails{ExceptionID: 1, ExecutionContextID: 1, Text: "Uncaught worker"}}, mine)
	st.onWorkerConsole(consoleCall(1, "an old document's worker"), consoleSource{worker: "OLD", url: "http://x/old.js"})
	st.onWorkerConsole(&runtime.EventExceptionRevoked{ExceptionID: 1}, mine)
	var p Page
	st.fill(&p)
	if got, want := consoleText(&p), "exception: Uncaught page\nerror: from the worker\n"; got != want {
		t.Errorf("console %q, want %q", got, want)
	}
	if p.Console[1].URL != "http://x/w.js" {
		t.Errorf("worker message's URL %q, want the worker's script", p.Console[1].URL)
	}
}

// TestWorkerErrorsAreThePages renders a page whose workers log an error
// and throw: each is in the page's console once, with the worker's
// script.
func TestWorkerErrorsAreThePages(t *testing.T) {
	p := needChrome(t)
	_, base := testsite.Serve(t)
	pg, err := p.Render(context.Background(), Request{URL: base + "/console/worker.html"})
	if err != nil {
		t.Fatal(err)
	}
	want := map[string]string{
		"error: WORKER-CONSOLE 7":                  "/console/logs.js",
		"exception: Uncaught Error: WORKER-LATE":   "/console/logs.js",
		"exception: Uncaught Error: WORKER-THROWS": "/console/throws.js",
	}
	seen := map[string]int{}
	for _, m := range pg.Console {
		key := m.Type + ": " + m.Text
		seen[key]++
		if url, ok := want[key]; ok && m.URL != base+url {
			t.Errorf("%q from %q, want %s", key, m.URL, url)
		}
	}
	for key := range want {
		if seen[key] != 1 {
			t.Errorf("%q seen %d times in %q, want once", key, seen[key], consoleText(pg))
		}
	}
}

// The console keeps its first MaxConsole messages and counts the rest; an
// exception revoked leaves the count, kept or not.
func TestPageStateConsoleCap(t *testing.T) {
	st := newPageState(1<<20, nil)
	feed(st, &runtime.EventExecutionContextCreated{Context: &runtime.ExecutionContextDescription{ID: 4}})
	for i := range MaxConsole + 50 {
		feed(st, consoleCall(4, fmt.Sprint("message ", i)))
	}
	thrown := &runtime.EventExceptionThrown{ExceptionDetails: &runtime.ExceptionDetails{ExceptionID: 9, ExecutionContextID: 4, Text: "Uncaught (in promise) late"}}
	feed(st, thrown)
	var p Page
	st.fill(&p)
	if len(p.Console) != MaxConsole || p.ConsoleOmitted != 51 {
		t.Fatalf("%d messages kept, %d omitted; want %d and 51", len(p.Console), p.ConsoleOmitted, MaxConsole)
	}
	if last := p.Console[MaxConsole-1].Text; last != fmt.Sprint("message ", MaxConsole-1) {
		t.Errorf("last message kept %q, want the first ones", last)
	}
	feed(st, &runtime.EventExceptionRevoked{ExceptionID: 9})
	st.fill(&p)
	if p.ConsoleOmitted != 50 {
		t.Errorf("%d omitted after the omitted exception was revoked, want 50", p.ConsoleOmitted)
	}
}

// TestConsoleFloodIsCapped renders a page that logs thousands of errors.
func TestConsoleFloodIsCapped(t *testing.T) {
	p := needChrome(t)
	_, base := testsite.Serve(t)
	pg, err := p.Render(context.Background(), Request{URL: base + "/console/flood.html"})
	if err != nil {
		t.Fatal(err)
	}
	if len(pg.Console) != MaxConsole || pg.ConsoleOmitted != 5000-MaxConsole {
		t.Fatalf("%d messages kept, %d omitted; want %d and %d", len(pg.Console), pg.ConsoleOmitted, MaxConsole, 5000-MaxConsole)
	}
	if pg.Console[0].Text != "FLOOD 0" || pg.Console[MaxConsole-1].Text != fmt.Sprint("FLOOD ", MaxConsole-1) {
		t.Errorf("kept %q .. %q, want the first ones", pg.Console[0].Text, pg.Console[MaxConsole-1].Text)
	}
}

// One message of megabytes is cut, on a rune boundary, and says so.
func TestPageStateConsoleTextIsClipped(t *testing.T) {
	st := newPageState(1<<20, nil)
	feed(st, &runtime.EventExecutionContextCreated{Context: &runtime.ExecutionContextDescription{ID: 4}})
	huge := strings.Repeat("é", 1<<20) // 2 MiB
	feed(st, consoleCall(4, huge))
	var p Page
	st.fill(&p)
	if len(p.Console) != 1 || len(p.Console[0].Text) > maxConsoleText+64 || !utf8.ValidString(p.Console[0].Text) ||
		!strings.HasSuffix(p.Console[0].Text, "more bytes)") {
		t.Errorf("a message of %d bytes kept as %d bytes, ends %q", len(huge), len(p.Console[0].Text), p.Console[0].Text[max(0, len(p.Console[0].Text)-30):])
	}
}
