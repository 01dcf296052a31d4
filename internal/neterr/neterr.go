// Package neterr holds the sentinels of the network failures both paths
// meet, the HTTP path (fetch) and the browser (render): each re-exports
// them under its own name, so that fetch.ErrDNS and render.ErrDNS are one
// error, and a caller classifies a failure once whichever path met it.
//
// neterr imports nothing of this module.
package neterr

import "errors"

var (
	// ErrInvalidURL: a URL the path will not load (malformed, no host, a
	// bad port, a scheme or address it refuses).
	ErrInvalidURL = errors.New("invalid url")
	// ErrTooLarge: the document is larger than the path's bound.
	ErrTooLarge = errors.New("too large")
	// ErrRedirectLoop: the redirects went round in a loop.
	ErrRedirectLoop = errors.New("redirect loop")
	// ErrTimeout: the request or the page did not answer in time.
	ErrTimeout = errors.New("timeout")
	// ErrDNS: the host name did not resolve.
	ErrDNS = errors.New("dns lookup failed")
	// ErrRefused: the server refused the connection.
	ErrRefused = errors.New("connection refused")
	// ErrReset: the connection was reset or closed before the document
	// was whole.
	ErrReset = errors.New("connection reset")
	// ErrTLS: the TLS handshake failed or the certificate was rejected.
	ErrTLS = errors.New("tls error")
	// ErrNetwork: another network failure.
	ErrNetwork = errors.New("network error")
)
