package render

import (
	"context"
	"errors"
	"fmt"
	"io"
	"log"
	"net/http"
	"net/http/httptest"
	"slices"
	"strings"
	"testing"
	"time"

	fixture "github.com/rendercrawl/render/internal/testkit/testsite"
)

// sentinels are the conditions of this package, each once.
var sentinels = []error{
	ErrTimeout, ErrTooLarge, ErrNotHTML, ErrTabCrashed, ErrBrowserDied, ErrHung, ErrClosed, ErrNoChrome,
	ErrDNS, ErrRefused, ErrReset, ErrTLS, ErrRedirectLoop, ErrInvalidURL, ErrAborted, ErrBlocked, ErrNetwork,
}

// wantOnly fails unless err is want and no other sentinel of the package.
func wantOnly(t *testing.T, err, want error) {
	t.Helper()
	for _, s := range sentinels {
		if got := errors.Is(err, s); got != (s == want) {
			t.Errorf("errors.Is(%v, %v) = %v, want %v", err, s, got, s == want)
		}
	}
}

// The codes of Chrome's net_error_list.h by the sentinel they must give.
// Every code of the table is here, so that a code added to the table needs
// a line here too.
var netErrorCases = []struct {
	want  error
	codes []string
}{
	{ErrDNS, []string{
		"NAME_NOT_RESOLVED", "NAME_RESOLUTION_FAILED", "ICANN_NAME_COLLISION",
		"DNS_MALFORMED_RESPONSE", "DNS_SERVER_REQUIRES_TCP", "DNS_SERVER_FAILED", "DNS_TIMED_OUT",
		"DNS_CACHE_MISS", "DNS_SEARCH_EMPTY", "DNS_SORT_ERROR", "DNS_SECURE_RESOLVER_HOSTNAME_RESOLUTION_FAILED",
		"DNS_NAME_HTTPS_ONLY", "DNS_REQUEST_CANCELLED", "DNS_NO_MATCHING_SUPPORTED_ALPN", "DNS_SECURE_PROBE_RECORD_INVALID",
	}},
	{ErrRefused, []string{"CONNECTION_REFUSED"}},
	{ErrReset, []string{"CONNECTION_RESET", "CONNECTION_CLOSED", "CONNECTION_ABORTED", "EMPTY_RESPONSE"}},
	{ErrTimeout, []string{"TIMED_OUT", "CONNECTION_TIMED_OUT"}},
	{ErrRedirectLoop, []string{"TOO_MANY_REDIRECTS"}},
	{ErrInvalidURL, []string{
		"INVALID_URL", "UNSAFE_PORT", "DISALLOWED_URL_SCHEME", "UNKNOWN_URL_SCHEME",
		"UNSAFE_REDIRECT", "INVALID_REDIRECT", "ADDRESS_INVALID",
	}},
	{ErrAborted, []string{"ABORTED"}},
	{ErrBlocked, []string{
		"BLOCKED_BY_CLIENT", "BLOCKED_BY_ADMINISTRATOR", "BLOCKED_BY_RESPONSE", "BLOCKED_BY_CSP",
		"BLOCKED_BY_ORB", "BLOCKED_BY_FINGERPRINTING_PROTECTION", "BLOCKED_BY_LOCAL_NETWORK_ACCESS_CHECKS",
		"BLOCKED_ENROLLMENT_CHECK_PENDING", "CLEARTEXT_NOT_PERMITTED", "NETWORK_ACCESS_DENIED", "NETWORK_ACCESS_REVOKED",
	}},
	{ErrNetwork, []string{"ADDRESS_UNREACHABLE"}},
	{ErrTLS, []string{
		"SSL_PROTOCOL_ERROR", "SSL_CLIENT_AUTH_CERT_NEEDED", "NO_SSL_VERSIONS_ENABLED", "SSL_VERSION_OR_CIPHER_MISMATCH",
		"SSL_RENEGOTIATION_REQUESTED", "BAD_SSL_CLIENT_AUTH_CERT", "ALPN_NEGOTIATION_FAILED", "SSL_NO_RENEGOTIATION",
		"SSL_DECOMPRESSION_FAILURE_ALERT", "SSL_BAD_RECORD_MAC_ALERT", "SSL_CLIENT_AUTH_PRIVATE_KEY_ACCESS_DENIED",
		"SSL_CLIENT_AUTH_CERT_NO_PRIVATE_KEY", "PROXY_CERTIFICATE_INVALID", "SSL_CLIENT_AUTH_SIGNATURE_FAILED",
		"SSL_HANDSHAKE_NOT_COMPLETED", "SSL_BAD_PEER_PUBLIC_KEY", "SSL_PINNED_KEY_NOT_IN_CERT_CHAIN",
		"CLIENT_AUTH_CERT_TYPE_UNSUPPORTED", "SSL_DECRYPT_ERROR_ALERT", "SSL_SERVER_CERT_CHANGED",
		"SSL_UNRECOGNIZED_NAME_ALERT", "SSL_CLIENT_AUTH_CERT_BAD_FORMAT", "SSL_SERVER_CERT_BAD_FORMAT",
		"SSL_OBSOLETE_CIPHER", "SSL_CLIENT_AUTH_NO_COMMON_ALGORITHMS", "TLS13_DOWNGRADE_DETECTED",
		"SSL_KEY_USAGE_INCOMPATIBLE", "INVALID_ECH_CONFIG_LIST", "ECH_NOT_NEGOTIATED", "ECH_FALLBACK_CERTIFICATE_INVALID",
		"CERT_COMMON_NAME_INVALID", "CERT_DATE_INVALID", "CERT_AUTHORITY_INVALID", "CERT_CONTAINS_ERRORS",
		"CERT_NO_REVOCATION_MECHANISM", "CERT_UNABLE_TO_CHECK_REVOCATION", "CERT_REVOKED", "CERT_INVALID",
		"CERT_WEAK_SIGNATURE_ALGORITHM", "CERT_NON_UNIQUE_NAME", "CERT_WEAK_KEY", "CERT_NAME_CONSTRAINT_VIOLATION",
		"CERT_VALIDITY_TOO_LONG", "CERTIFICATE_TRANSPARENCY_REQUIRED", "CERT_SYMANTEC_LEGACY",
		"CERT_KNOWN_INTERCEPTION_BLOCKED", "CERT_SELF_SIGNED_LOCAL_NETWORK",
	}},
}

func TestNavigationErrorSentinels(t *testing.T) {
	seen := map[string]bool{}
	for _, group := range netErrorCases {
		for _, code := range group.codes {
			t.Run(code, func(t *testing.T) {
				if seen[code] {
					t.Fatalf("%s is listed twice", code)
				}
				seen[code] = true
				if _, ok := netErrors[code]; !ok {
					t.Fatalf("%s is not in the table", code)
				}
				reason := "net::ERR_" + code
				err := fmt.Errorf("render http://x.test/: %w", &NavigationError{Reason: reason})
				wantOnly(t, err, group.want)
				var nav *NavigationError
				if !errors.As(err, &nav) || nav.Reason != reason {
					t.Errorf("the NavigationError of %v says %v, want %q", err, nav, reason)
				}
			})
		}
	}
	for code := range netErrors {
		if !seen[code] {
			t.Errorf("the table's %s has no test case", code)
		}
	}
	// Families of names go to one sentinel, whatever the table's order.
	families := []struct {
		prefix string
		want   error
	}{{"CERT_", ErrTLS}, {"SSL_", ErrTLS}, {"BLOCKED_BY_", ErrBlocked}, {"DNS_", ErrDNS}}
	for code, got := range netErrors {
		for _, f := range families {
			if strings.HasPrefix(code, f.prefix) && got != f.want {
				t.Errorf("%s maps to %v, want %v like every %s*", code, got, f.want, f.prefix)
			}
		}
	}
}

func TestNavigationErrorUnknownReasons(t *testing.T) {
	for _, reason := range []string{
		"net::ERR_FAILED", "net::ERR_INTERNET_DISCONNECTED", "net::ERR_CONTENT_LENGTH_MISMATCH",
		"net::ERR_SOMETHING_NEW", "net::ERR_", "net::ERR_name_not_resolved", "ERR_CONNECTION_REFUSED", "",
	} {
		t.Run(reason, func(t *testing.T) {
			wantOnly(t, &NavigationError{Reason: reason}, ErrNetwork)
		})
	}
}

func TestRetryable(t *testing.T) {
	wrap := func(err error) error { return fmt.Errorf("render http://x.test/: %w", err) }
	nav := func(code string) error { return wrap(&NavigationError{Reason: "net::ERR_" + code}) }
	tests := []struct {
		name string
		err  error
		want bool
	}{
		{"nil", nil, false},
		{"tab crashed", wrap(ErrTabCrashed), true},
		{"browser died", wrap(fmt.Errorf("%w: %w", ErrBrowserDied, context.Canceled)), true},
		{"hung", wrap(ErrHung), true},
		{"page timeout", wrap(ErrTimeout), true},
		{"connection timed out", nav("CONNECTION_TIMED_OUT"), true},
		{"refused", nav("CONNECTION_REFUSED"), true},
		{"reset", nav("CONNECTION_RESET"), true},
		{"empty response", nav("EMPTY_RESPONSE"), true},
		{"network", nav("INTERNET_DISCONNECTED"), true},
		{"address unreachable", nav("ADDRESS_UNREACHABLE"), true},
		{"invalid url", nav("INVALID_URL"), false},
		{"unsafe port", nav("UNSAFE_PORT"), false},
		{"invalid url before navigating", wrap(fmt.Errorf("%w: bad", ErrInvalidURL)), false},
		{"tls", nav("CERT_AUTHORITY_INVALID"), false},
		{"ssl", nav("SSL_PROTOCOL_ERROR"), false},
		{"dns", nav("NAME_NOT_RESOLVED"), false},
		{"redirect loop", nav("TOO_MANY_REDIRECTS"), false},
		{"aborted", nav("ABORTED"), false},
		{"blocked", nav("BLOCKED_BY_RESPONSE"), false},
		{"too large", wrap(ErrTooLarge), false},
		{"not html", wrap(ErrNotHTML), false},
		{"closed", wrap(ErrClosed), false},
		{"no chrome", wrap(ErrNoChrome), false},
		{"both kinds", wrap(fmt.Errorf("%w: %w", ErrTimeout, ErrInvalidURL)), false},
		{"cancelled", context.Canceled, false},
		{"deadline", context.DeadlineExceeded, false},
		{"unknown", errors.New("connection refused"), false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := Retryable(tt.err); got != tt.want {
				t.Errorf("Retryable(%v) = %v, want %v", tt.err, got, tt.want)
			}
		})
	}
	// Every sentinel is in exactly one of Retryable's lists.
	for _, s := range sentinels {
		if slices.Contains(permanent, s) == slices.Contains(transient, s) {
			t.Errorf("%v is in both or neither of Retryable's lists", s)
		}
	}
}

// TestRenderErrors has real Chrome fail in each way it cheaply can, on
// loopback, and checks the sentinel the page's error carries.
func TestRenderErrors(t *testing.T) {
	p := needChrome(t)
	_, base := fixture.Serve(t)
	refused := "http://" + fixture.RefusedAddr(t) + "/"
	// reset reads the request and answers with a TCP RST; hangUp closes
	// the connection without a word.
	reset := "http://" + fixture.ResetAddr(t) + "/"
	hangUp := "http://" + fixture.HangUpAddr(t) + "/"
	tlsSrv := httptest.NewUnstartedServer(http.NotFoundHandler())
	tlsSrv.Config.ErrorLog = log.New(io.Discard, "", 0) // the failed handshake is the point
	tlsSrv.StartTLS()
	t.Cleanup(tlsSrv.Close)
	mux := http.NewServeMux()
	mux.HandleFunc("/download", func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "text/html")
		w.Header().Set("Content-Disposition", "attachment; filename=page.html")
		w.Write([]byte("<p>saved, not shown</p>"))
	})
	mux.HandleFunc("/to-dead-host", func(w http.ResponseWriter, r *http.Request) {
		w.Write([]byte(`<p>first</p><script>setTimeout(() => location.href = "http://gone.invalid/", 50)</script>`))
	})
	srv := httptest.NewServer(mux)
	t.Cleanup(srv.Close)

	tests := []struct {
		name string
		url  string
		want error
		nav  bool // a NavigationError, with Chrome's reason
	}{
		{"refused connection", refused, ErrRefused, true},
		{"name under .invalid", "http://no-such-host.invalid/", ErrDNS, true},
		{"script navigates to a dead host", srv.URL + "/to-dead-host", ErrDNS, true},
		{"connection reset before the response", reset, ErrReset, true},
		{"connection closed before the response", hangUp, ErrReset, true},
		{"connection reset mid-body", base + "/reset", ErrReset, true},
		{"body shorter than its Content-Length", base + "/truncated", ErrNetwork, true},
		{"redirect loop", base + "/redirect-loop", ErrRedirectLoop, true},
		{"untrusted certificate", tlsSrv.URL + "/", ErrTLS, true},
		{"TLS to a plain HTTP server", strings.Replace(base, "http://", "https://", 1) + "/", ErrTLS, true},
		{"restricted port", "http://127.0.0.1:9/", ErrInvalidURL, true},
		{"scheme Chrome will not load", "chrome://settings/", ErrInvalidURL, true},
		{"malformed URL", "http://[::1/", ErrInvalidURL, false},
		{"relative URL", "/static.html", ErrInvalidURL, false},
		{"download", srv.URL + "/download", ErrAborted, true},
		{"non-HTML document", base + "/file.pdf", ErrNotHTML, false},
		{"document over the size cap", base + "/big?mb=64", ErrTooLarge, false},
		{"compressed document that unfolds past the size cap", base + "/gzip-bomb", ErrTooLarge, false},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			start := time.Now()
			_, err := p.Render(context.Background(), Request{URL: tc.url, Timeout: time.Minute})
			wantOnly(t, err, tc.want)
			var nav *NavigationError
			if got := errors.As(err, &nav); got != tc.nav {
				t.Errorf("err = %v: a NavigationError: %v, want %v", err, got, tc.nav)
			} else if got && !strings.HasPrefix(nav.Reason, "net::ERR_") {
				t.Errorf("reason %q is not Chrome's", nav.Reason)
			}
			if got, want := Retryable(err), slices.Contains(transient, tc.want); got != want {
				t.Errorf("Retryable(%v) = %v, want %v", err, got, want)
			}
			var notHTML *NotHTMLError
			if errors.As(err, &notHTML) != (tc.want == ErrNotHTML) ||
				notHTML != nil && (notHTML.Status != 200 || notHTML.Header.Get("Content-Type") != "application/pdf") {
				t.Errorf("err = %v: the server's answer %+v", err, notHTML)
			}
			// None of them waits for the page's timeout: they take 4.5s at
			// most on a busy machine.
			if el := time.Since(start); el > 25*time.Second {
				t.Errorf("took %v", el)
			}
			t.Logf("%v (after %v)", err, time.Since(start).Round(time.Millisecond))
		})
	}
}
