// Package cfgerr is the one error type of an invalid Config field, which
// every package of this module with a Config returns from its Validate
// (each names it ConfigError): a CLI classifies them with one errors.As
// and names its own flag for the field (Key).
//
// cfgerr imports nothing of this module.
package cfgerr

import "fmt"

// Error is an invalid field of a package's Config, named as in Go.
type Error struct {
	// Pkg is the package whose Config it is ("render"), Field the field
	// ("Timeout", "Pace.Rate"), Problem what is wrong with it.
	Pkg, Field, Problem string
}

func (e *Error) Error() string { return e.Pkg + ": " + e.Field + " " + e.Problem }

// Key is the field named with its package ("render.Timeout"): unique
// across packages, as the bare field is not (fetch and render both have
// a Timeout).
func (e *Error) Key() string { return e.Pkg + "." + e.Field }

// For returns the constructor of pkg's errors that a Validate reports
// with: bad("Timeout", "must be positive, got %v", c.Timeout). prefix,
// when given, goes before every field (a nested Config: "Session.").
func For(pkg string, prefix ...string) func(field, format string, args ...any) *Error {
	pre := ""
	if len(prefix) > 0 {
		pre = prefix[0]
	}
	return func(field, format string, args ...any) *Error {
		return &Error{Pkg: pkg, Field: pre + field, Problem: fmt.Sprintf(format, args...)}
	}
}
