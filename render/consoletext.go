package render

import (
	"math"
	"strconv"
	"strings"

	jsonv2 "github.com/chromedp/cdproto/cdp/jsonv2"
	"github.com/chromedp/cdproto/runtime"
)

// A console message's text is what the console shows: a first argument
// that is a string with more arguments after it is a format, whose %s,
// %d, %i, %f, %o, %O and %c take the arguments in turn (%c styles, and
// shows nothing; %o and %O show a string quoted) and %% is a percent
// sign; the arguments left over follow, each after a space. Strings show
// as they are, numbers and other values by their description, objects
// and arrays by the brief preview Chrome sends with the event
// ({a: 1, s: 'x'}, [1, 2]), an error by its message and stack.

// formatArgs renders console arguments the way the console shows them.
func formatArgs(args []*runtime.RemoteObject) string {
	var vals []*runtime.RemoteObject
	for _, a := range args {
		if a != nil {
			vals = append(vals, a)
		}
	}
	var parts []string
	if len(vals) > 1 && vals[0].Type == runtime.RemoteObjectTypeString {
		var head string
		head, vals = substitute(stringOf(vals[0]), vals[1:])
		parts = append(parts, head)
	}
	for _, a := range vals {
		parts = append(parts, describe(a))
	}
	return strings.Join(parts, " ")
}

// substitute applies the format f to args, and returns the text and the
// arguments it did not take. A specifier without an argument left stays
// as it is.
func substitute(f string, args []*runtime.RemoteObject) (string, []*runtime.RemoteObject) {
	var b strings.Builder
	for i := 0; i < len(f); i++ {
		if f[i] != '%' || i+1 == len(f) {
			b.WriteByte(f[i])
			continue
		}
		verb := f[i+1]
		if verb == '%' {
			b.WriteByte('%')
			i++
			continue
		}
		if !strings.ContainsRune("sdifoOc", rune(verb)) || len(args) == 0 {
			b.WriteByte('%')
			continue
		}
		a := args[0]
		args = args[1:]
		i++
		switch verb {
		case 's':
			b.WriteString(describe(a))
		case 'o', 'O':
			// As an object: a string shows quoted.
			if a.Type == runtime.RemoteObjectTypeString {
				b.WriteString("'" + stringOf(a) + "'")
			} else {
				b.WriteString(describe(a))
			}
		case 'd', 'i':
			b.WriteString(number(a, true))
		case 'f':
			b.WriteString(number(a, false))
		}
	}
	return b.String(), args
}

// number is a as %d (whole) or %f shows it: NaN for what is no number.
func number(a *runtime.RemoteObject, whole bool) string {
	var v float64
	switch {
	case a.Type == runtime.RemoteObjectTypeNumber && a.UnserializableValue != "":
		return string(a.UnserializableValue) // NaN, Infinity, -0
	case a.Type == runtime.RemoteObjectTypeNumber:
		if unmarshal(a.Value, &v) != nil {
			return "NaN"
		}
	case a.Type == runtime.RemoteObjectTypeString:
		var err error
		if v, err = strconv.ParseFloat(strings.TrimSpace(stringOf(a)), 64); err != nil {
			return "NaN"
		}
	default:
		return "NaN"
	}
	if whole {
		v = math.Trunc(v)
	}
	return strconv.FormatFloat(v, 'f', -1, 64)
}

// describe is one argument as the console shows it.
func describe(a *runtime.RemoteObject) string {
	switch {
	case a.Type == runtime.RemoteObjectTypeString:
		return stringOf(a)
	case a.UnserializableValue != "":
		return string(a.UnserializableValue)
	case a.Type == runtime.RemoteObjectTypeUndefined:
		return "undefined"
	case a.Subtype == runtime.RemoteObjectSubtypeNull:
		return "null"
	case a.Preview != nil && (a.Subtype == "" || a.Subtype == runtime.RemoteObjectSubtypeArray) && a.Type == runtime.RemoteObjectTypeObject:
		return preview(a.Preview)
	case a.Description != "":
		return a.Description
	case len(a.Value) > 0:
		return string(a.Value)
	}
	return string(a.Type)
}

// preview is an object's or an array's preview: its first properties.
func preview(p *runtime.ObjectPreview) string {
	var b strings.Builder
	array := p.Subtype == runtime.ObjectPreviewSubtypeArray
	if array {
		b.WriteByte('[')
	} else {
		b.WriteByte('{')
	}
	for i, prop := range p.Properties {
		if i > 0 {
			b.WriteString(", ")
		}
		if !array {
			b.WriteString(prop.Name + ": ")
		}
		if prop.Type == runtime.PropertyPreviewTypeString {
			b.WriteString("'" + prop.Value + "'")
		} else {
			b.WriteString(prop.Value)
		}
	}
	if p.Overflow {
		b.WriteString(", …")
	}
	if array {
		b.WriteByte(']')
	} else {
		b.WriteByte('}')
	}
	return b.String()
}

// stringOf is a string argument's value; a lone surrogate (JavaScript
// strings may hold one) shows as U+FFFD.
func stringOf(a *runtime.RemoteObject) string {
	var s string
	if jsonv2.Unmarshal(a.Value, &s, jsonv2.AllowInvalidUTF8(true)) != nil {
		return string(a.Value)
	}
	return s
}
