package render

import (
	"errors"
	"fmt"
	"strings"
)

// WaitKind says what "rendered" means for a page.
type WaitKind int

const (
	// WaitQuiet waits for the load event and then for the page to go quiet:
	// no requests in flight (long-lived WebSocket and EventSource
	// connections aside), no DOM mutations and no long tasks on the main
	// thread for the quiet window. The default.
	WaitQuiet WaitKind = iota
	// WaitLoad waits for the load event only.
	WaitLoad
	// WaitSelector waits until a CSS selector matches an element.
	WaitSelector
	// WaitJS waits until a JavaScript expression is truthy.
	WaitJS
)

// Wait is a WaitKind with its argument (the selector or the expression).
type Wait struct {
	Kind  WaitKind
	Value string
}

// ParseWait parses "quiet", "load", "selector=CSS" or "js=EXPR".
func ParseWait(s string) (Wait, error) {
	name, value, hasValue := strings.Cut(s, "=")
	var w Wait
	switch strings.TrimSpace(name) {
	case "", "quiet":
		w.Kind = WaitQuiet
	case "load":
		w.Kind = WaitLoad
	case "selector":
		w.Kind = WaitSelector
	case "js":
		w.Kind = WaitJS
	default:
		return Wait{}, fmt.Errorf("unknown wait %q (want quiet, load, selector=CSS or js=EXPR)", s)
	}
	if hasValue {
		w.Value = value
	}
	return w, w.validate()
}

func (w Wait) String() string {
	switch w.Kind {
	case WaitLoad:
		return "load"
	case WaitSelector:
		return "selector=" + w.Value
	case WaitJS:
		return "js=" + w.Value
	}
	return "quiet"
}

func (w Wait) validate() error {
	switch w.Kind {
	case WaitQuiet, WaitLoad:
		if w.Value != "" {
			return fmt.Errorf("render: Wait %s takes no value", w)
		}
	case WaitSelector, WaitJS:
		if strings.TrimSpace(w.Value) == "" {
			return errors.New("render: Wait selector= and js= need a value")
		}
	default:
		return fmt.Errorf("render: Wait: unknown kind %d", w.Kind)
	}
	return nil
}
