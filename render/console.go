package render

import (
	"slices"
	"strconv"
	"unicode/utf8"

	"github.com/chromedp/cdproto/network"
	"github.com/chromedp/cdproto/runtime"
	"github.com/chromedp/cdproto/target"
)

// A page's console holds what its own documents reported: the console
// errors, failed asserts and uncaught exceptions of the main frame's
// documents and frames loaded for the page, and of its workers. A document the tab showed
// before is not the page's, though its last events (a beforeunload or
// pagehide handler that logs) come while the page loads: its messages
// belong to a page already written, and are dropped. Chrome tells which
// execution context a message comes from, and every context of the page's
// documents is created after the page started; a page shown within the
// document the tab already showed (a hash route) inherits that document's
// contexts.

// MaxConsole is how many console messages a page keeps (Page.Console):
// the first ones; the rest are counted in Page.ConsoleOmitted. A page that
// logs an error in a loop would otherwise make a record of megabytes.
const MaxConsole = 100

// maxOmittedExceptions bounds the omitted exceptions remembered for their
// revocation (see consoleLog.revoke).
const maxOmittedExceptions = 10000

// consoleLog is the console of one page. It is part of pageState and
// guarded by its lock.
type consoleLog struct {
	// own holds the execution contexts created since the page started;
	// inherited is set when the page is shown in the document that was
	// there before, whose contexts are the page's too.
	own       map[runtime.ExecutionContextID]bool
	inherited bool
	entries   []consoleEntry
	// omitted counts the messages past MaxConsole; omittedExc holds the
	// exceptions among them, which leave the count if revoked.
	omitted    int
	omittedExc map[exceptionKey]bool
}

// consoleEntry is one message; exc names an uncaught exception (thrown),
// which Chrome may revoke later (a rejected promise that got a handler).
type consoleEntry struct {
	msg    ConsoleMessage
	exc    exceptionKey
	thrown bool
}

// exceptionKey names an exception: Chrome numbers them in each session,
// the page's ("" worker) and each worker's.
type exceptionKey struct {
	worker target.ID
	id     int64
}

func newConsoleLog() consoleLog {
	return consoleLog{own: make(map[runtime.ExecutionContextID]bool), omittedExc: make(map[exceptionKey]bool)}
}

// contextCreated notes a context of the page's.
func (l *consoleLog) contextCreated(id runtime.ExecutionContextID) {
	l.own[id] = true
}

// ownsContext reports whether a message of the context id is the page's.
func (l *consoleLog) ownsContext(id runtime.ExecutionContextID) bool {
	return l.inherited || l.own[id]
}

// full reports whether the next message is past the cap.
func (l *consoleLog) full() bool { return len(l.entries) >= MaxConsole }

// maxConsoleText caps one message's text, in bytes: a page that logs a
// document of megabytes makes a record of megabytes otherwise.
const maxConsoleText = 8 << 10

// clipText cuts a message's text to maxConsoleText, on a rune boundary,
// and says so.
func clipText(s string) string {
	if len(s) <= maxConsoleText {
		return s
	}
	cut := maxConsoleText
	for cut > 0 && !utf8.RuneStart(s[cut]) {
		cut--
	}
	return s[:cut] + "… (" + strconv.Itoa(len(s)-cut) + " more bytes)"
}

// add keeps e, or counts it past the cap.
func (l *consoleLog) add(e consoleEntry) {
	if len(l.entries) < MaxConsole {
		l.entries = append(l.entries, e)
		return
	}
	l.omitted++
	if e.thrown && len(l.omittedExc) < maxOmittedExceptions {
		l.omittedExc[e.exc] = true
	}
}

// revoke forgets an exception that turned out to be handled.
func (l *consoleLog) revoke(exc exceptionKey) {
	if l.omittedExc[exc] {
		delete(l.omittedExc, exc)
		l.omitted--
		return
	}
	l.entries = slices.DeleteFunc(l.entries, func(e consoleEntry) bool { return e.thrown && e.exc == exc })
}

// messages is the page's console, and how many messages are not in it.
func (l *consoleLog) messages() ([]ConsoleMessage, int) {
	out := make([]ConsoleMessage, len(l.entries))
	for i, e := range l.entries {
		out[i] = e.msg
	}
	return out, l.omitted
}

// inheritDocument makes the contexts of the document the tab shows the
// page's: the page is shown within it.
func (st *pageState) inheritDocument() {
	st.mu.Lock()
	defer st.mu.Unlock()
	st.console.inherited = true
}

// consoleSource is the session a message came from: the page's (zero),
// or a worker's, with the worker's script as the message's URL when it
// names none.
type consoleSource struct {
	worker target.ID
	url    string
}

// onWorkerConsole folds what a worker's console told into the page's, if
// the worker is the page's: one attached since the page started, or one
// of the document the page is shown within.
func (st *pageState) onWorkerConsole(ev any, src consoleSource) {
	st.mu.Lock()
	defer st.mu.Unlock()
	if !st.console.inherited && !st.workers[network.RequestID(src.worker)] {
		return
	}
	switch ev := ev.(type) {
	case *runtime.EventConsoleAPICalled:
		st.onConsole(ev, src)
	case *runtime.EventExceptionThrown:
		st.onException(ev, src)
	case *runtime.EventExceptionRevoked:
		st.console.revoke(exceptionKey{worker: src.worker, id: ev.ExceptionID})
	}
}

// onConsole keeps console errors and failed asserts. The caller holds
// st.mu.
func (st *pageState) onConsole(ev *runtime.EventConsoleAPICalled, src consoleSource) {
	if ev.Type != runtime.ConsoleAPICalledTypeError && ev.Type != runtime.ConsoleAPICalledTypeAssert {
		return
	}
	if st.console.full() {
		st.console.add(consoleEntry{}) // counted, not formatted
		return
	}
	m := ConsoleMessage{Type: "error", Text: clipText(formatArgs(ev.Args))}
	if ev.StackTrace != nil && len(ev.StackTrace.CallFrames) > 0 {
		f := ev.StackTrace.CallFrames[0]
		m.URL, m.Line, m.Column = f.URL, int(f.LineNumber)+1, int(f.ColumnNumber)+1
	}
	if m.URL == "" {
		m.URL = src.url
	}
	st.console.add(consoleEntry{msg: m})
}

// onException keeps an uncaught exception, until Chrome revokes it (an
// unhandled rejection that got a handler later). The caller holds st.mu.
func (st *pageState) onException(ev *runtime.EventExceptionThrown, src consoleSource) {
	if d := ev.ExceptionDetails; d != nil {
		m := ConsoleMessage{
			Type: "exception", Text: clipText(exceptionText(d)), URL: d.URL,
			Line: int(d.LineNumber) + 1, Column: int(d.ColumnNumber) + 1,
		}
		if m.URL == "" {
			m.URL = src.url
		}
		st.console.add(consoleEntry{msg: m, exc: exceptionKey{worker: src.worker, id: d.ExceptionID}, thrown: true})
	}
}
