package archive

import (
	"net/http"
	"strings"
)

// mask is what a credential is written as, as in every other output.
const mask = "***"

// credentialHeaders carry credentials in a request; their values are
// never written.
var credentialHeaders = []string{"Authorization", "Proxy-Authorization"}

// maskRequest is a copy of h whose credentials are masked: Authorization
// and Proxy-Authorization whole, Cookie value by value (the names stay,
// so that the archive shows which cookies went).
func maskRequest(h http.Header) http.Header {
	out := h.Clone()
	if out == nil {
		return http.Header{}
	}
	for name, values := range out {
		switch {
		case containsFold(credentialHeaders, name):
			out[name] = []string{mask}
		case strings.EqualFold(name, "Cookie"):
			for i, v := range values {
				values[i] = maskCookies(v)
			}
		}
	}
	return out
}

// maskResponse is a copy of h whose Set-Cookie values are masked: a
// session a server sets is a credential. The cookie's name and
// attributes stay.
func maskResponse(h http.Header) http.Header {
	out := h.Clone()
	if out == nil {
		return http.Header{}
	}
	for name, values := range out {
		if strings.EqualFold(name, "Set-Cookie") {
			for i, v := range values {
				values[i] = maskSetCookie(v)
			}
		}
	}
	return out
}

// maskCookies masks each value of a Cookie header: "a=1; b=2" is
// "a=***; b=***". A value already masked as a whole stays so.
func maskCookies(v string) string {
	if v == mask {
		return v
	}
	pairs := strings.Split(v, ";")
	for i, p := range pairs {
		name, _, _ := strings.Cut(strings.TrimSpace(p), "=")
		pairs[i] = name + "=" + mask
	}
	return strings.Join(pairs, "; ")
}

// maskSetCookie masks the value of a Set-Cookie header, before its
// first ';'.
func maskSetCookie(v string) string {
	pair, attrs, hasAttrs := strings.Cut(v, ";")
	name, _, _ := strings.Cut(strings.TrimSpace(pair), "=")
	if hasAttrs {
		return name + "=" + mask + ";" + attrs
	}
	return name + "=" + mask
}
