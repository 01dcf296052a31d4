package render

import (
	"errors"
	"strings"
)

// Conditions a caller can branch on with errors.Is.
var (
	// ErrTimeout: the page did not respond, or the condition of a selector
	// or js wait did not hold, within Config.Timeout.
	ErrTimeout = errors.New("timeout")
	// ErrTooLarge: the main document is larger than Config.MaxBody.
	ErrTooLarge = errors.New("document too large")
	// ErrNotHTML: the main document is not HTML, so there is nothing to
	// render.
	ErrNotHTML = errors.New("not HTML")
	// ErrTabCrashed: the tab's renderer process died (a crash, or out of
	// memory). The tab is discarded; a retry gets a fresh one.
	ErrTabCrashed = errors.New("tab crashed")
	// ErrBrowserDied: the connection to Chrome was lost. The pool starts a
	// new Chrome for the next page.
	ErrBrowserDied = errors.New("browser died")
	// ErrHung: the page's main thread stayed busy (an endless script) and
	// could not be read even after its script was terminated.
	ErrHung = errors.New("page hung")
	// ErrClosed: the pool was closed.
	ErrClosed = errors.New("pool closed")
)

// NavigationError is a navigation that Chrome refused or could not make,
// with Chrome's reason, such as net::ERR_NAME_NOT_RESOLVED.
type NavigationError struct {
	Reason string
}

func (e *NavigationError) Error() string { return e.Reason }

// Retryable reports whether err is worth another attempt on a fresh tab:
// crashes, a lost browser, hangs, timeouts and transient network failures.
func Retryable(err error) bool {
	switch {
	case err == nil:
		return false
	case errors.Is(err, ErrTabCrashed), errors.Is(err, ErrBrowserDied), errors.Is(err, ErrHung), errors.Is(err, ErrTimeout):
		return true
	case errors.Is(err, ErrTooLarge), errors.Is(err, ErrNotHTML), errors.Is(err, ErrClosed):
		return false
	}
	var nav *NavigationError
	if errors.As(err, &nav) {
		switch {
		case strings.Contains(nav.Reason, "NAME_NOT_RESOLVED"),
			strings.Contains(nav.Reason, "INVALID_URL"),
			strings.Contains(nav.Reason, "UNSAFE_PORT"),
			strings.Contains(nav.Reason, "TOO_MANY_REDIRECTS"),
			strings.Contains(nav.Reason, "ERR_ABORTED"),
			strings.Contains(nav.Reason, "BLOCKED"),
			strings.Contains(nav.Reason, "CERT"),
			strings.Contains(nav.Reason, "SSL"):
			return false
		}
		return true
	}
	return false
}
