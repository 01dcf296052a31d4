package render

import (
	"errors"
	"net/http"
	"strings"

	"github.com/rendercrawl/render/internal/neterr"
)

// NotHTMLError is ErrNotHTML with the document's answer: its status and
// headers, so that a caller can honour a 429's Retry-After (Answer).
type NotHTMLError struct {
	Status   int
	Header   http.Header
	MimeType string
}

func (e *NotHTMLError) Error() string { return ErrNotHTML.Error() + ": content type " + e.MimeType }
func (e *NotHTMLError) Unwrap() error { return ErrNotHTML }

// Answer is the document's status and headers.
func (e *NotHTMLError) Answer() (int, http.Header) { return e.Status, e.Header }

// Conditions a caller can branch on with errors.Is. ErrNoChrome (chrome.go)
// is one more. The network ones are fetch's too (internal/neterr): one
// error whichever path met it.
var (
	// ErrTimeout: the page did not respond, or the condition of a selector
	// or js wait did not hold, within Config.Timeout; or Chrome gave up on
	// the connection (net::ERR_TIMED_OUT, net::ERR_CONNECTION_TIMED_OUT).
	ErrTimeout = neterr.ErrTimeout
	// ErrTooLarge: the main document is larger than Config.MaxBody.
	ErrTooLarge = neterr.ErrTooLarge
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

	// The sentinels below name why Chrome could not load the main document
	// (a NavigationError unwraps to one of them).

	// ErrDNS: the host name did not resolve.
	ErrDNS = neterr.ErrDNS
	// ErrRefused: the server refused the connection.
	ErrRefused = neterr.ErrRefused
	// ErrReset: the connection was reset or closed before the document
	// was whole, or the server sent nothing at all.
	ErrReset = neterr.ErrReset
	// ErrTLS: the TLS handshake failed or the certificate was rejected.
	ErrTLS = neterr.ErrTLS
	// ErrRedirectLoop: the redirects went round in a loop (or on for too
	// long).
	ErrRedirectLoop = neterr.ErrRedirectLoop
	// ErrInvalidURL: the URL (or a redirect's target) is one Chrome will
	// not load: malformed, an unknown or disallowed scheme, a restricted
	// port, an invalid address.
	ErrInvalidURL = neterr.ErrInvalidURL
	// ErrAborted: the navigation was cancelled before it committed, as
	// Chrome does for a download or a response with no content.
	ErrAborted = errors.New("navigation aborted")
	// ErrBlocked: a policy blocked the document (a response header, an
	// administrator, a client-side blocker, the network access rules).
	ErrBlocked = errors.New("blocked")
	// ErrNetwork: another network failure.
	ErrNetwork = neterr.ErrNetwork
)

// NavigationError is a main document that Chrome could not load, with
// Chrome's reason, such as net::ERR_NAME_NOT_RESOLVED. It unwraps to the
// sentinel of the reason (ErrDNS for that one); a reason this package does
// not know unwraps to ErrNetwork.
type NavigationError struct {
	Reason string
}

func (e *NavigationError) Error() string { return e.Reason }

// Unwrap returns the sentinel of the reason.
func (e *NavigationError) Unwrap() error { return netSentinel(e.Reason) }

// netErrors maps the names of Chrome's network errors (what follows
// "net::ERR_"; Chromium lists them in net/base/net_error_list.h) to this
// package's sentinels. A name not listed is ErrNetwork.
var netErrors = map[string]error{
	// The name does not resolve. Chrome reports most resolver failures,
	// temporary ones included, as NAME_NOT_RESOLVED; the DNS_ names are
	// details it rarely lets through.
	"NAME_NOT_RESOLVED":                              ErrDNS,
	"NAME_RESOLUTION_FAILED":                         ErrDNS,
	"ICANN_NAME_COLLISION":                           ErrDNS,
	"DNS_MALFORMED_RESPONSE":                         ErrDNS,
	"DNS_SERVER_REQUIRES_TCP":                        ErrDNS,
	"DNS_SERVER_FAILED":                              ErrDNS,
	"DNS_TIMED_OUT":                                  ErrDNS,
	"DNS_CACHE_MISS":                                 ErrDNS,
	"DNS_SEARCH_EMPTY":                               ErrDNS,
	"DNS_SORT_ERROR":                                 ErrDNS,
	"DNS_SECURE_RESOLVER_HOSTNAME_RESOLUTION_FAILED": ErrDNS,
	"DNS_NAME_HTTPS_ONLY":                            ErrDNS,
	"DNS_REQUEST_CANCELLED":                          ErrDNS,
	"DNS_NO_MATCHING_SUPPORTED_ALPN":                 ErrDNS,
	"DNS_SECURE_PROBE_RECORD_INVALID":                ErrDNS,

	"CONNECTION_REFUSED": ErrRefused,

	"CONNECTION_RESET":   ErrReset,
	"CONNECTION_CLOSED":  ErrReset,
	"CONNECTION_ABORTED": ErrReset,
	"EMPTY_RESPONSE":     ErrReset,

	"TIMED_OUT":            ErrTimeout,
	"CONNECTION_TIMED_OUT": ErrTimeout,

	"TOO_MANY_REDIRECTS": ErrRedirectLoop,

	"INVALID_URL":           ErrInvalidURL,
	"UNSAFE_PORT":           ErrInvalidURL,
	"DISALLOWED_URL_SCHEME": ErrInvalidURL,
	"UNKNOWN_URL_SCHEME":    ErrInvalidURL,
	"UNSAFE_REDIRECT":       ErrInvalidURL,
	"INVALID_REDIRECT":      ErrInvalidURL,
	"ADDRESS_INVALID":       ErrInvalidURL,

	"ABORTED": ErrAborted,

	"BLOCKED_BY_CLIENT":                      ErrBlocked,
	"BLOCKED_BY_ADMINISTRATOR":               ErrBlocked,
	"BLOCKED_BY_RESPONSE":                    ErrBlocked,
	"BLOCKED_BY_CSP":                         ErrBlocked,
	"BLOCKED_BY_ORB":                         ErrBlocked,
	"BLOCKED_BY_FINGERPRINTING_PROTECTION":   ErrBlocked,
	"BLOCKED_BY_LOCAL_NETWORK_ACCESS_CHECKS": ErrBlocked,
	"BLOCKED_ENROLLMENT_CHECK_PENDING":       ErrBlocked,
	"CLEARTEXT_NOT_PERMITTED":                ErrBlocked,
	"NETWORK_ACCESS_DENIED":                  ErrBlocked,
	"NETWORK_ACCESS_REVOKED":                 ErrBlocked,

	// An unreachable address is a routing failure, not a name that does
	// not exist: it may pass.
	"ADDRESS_UNREACHABLE": ErrNetwork,

	// TLS: the handshake and the certificate.
	"SSL_PROTOCOL_ERROR":                        ErrTLS,
	"SSL_CLIENT_AUTH_CERT_NEEDED":               ErrTLS,
	"NO_SSL_VERSIONS_ENABLED":                   ErrTLS,
	"SSL_VERSION_OR_CIPHER_MISMATCH":            ErrTLS,
	"SSL_RENEGOTIATION_REQUESTED":               ErrTLS,
	"BAD_SSL_CLIENT_AUTH_CERT":                  ErrTLS,
	"ALPN_NEGOTIATION_FAILED":                   ErrTLS,
	"SSL_NO_RENEGOTIATION":                      ErrTLS,
	"SSL_DECOMPRESSION_FAILURE_ALERT":           ErrTLS,
	"SSL_BAD_RECORD_MAC_ALERT":                  ErrTLS,
	"SSL_CLIENT_AUTH_PRIVATE_KEY_ACCESS_DENIED": ErrTLS,
	"SSL_CLIENT_AUTH_CERT_NO_PRIVATE_KEY":       ErrTLS,
	"PROXY_CERTIFICATE_INVALID":                 ErrTLS,
	"SSL_CLIENT_AUTH_SIGNATURE_FAILED":          ErrTLS,
	"SSL_HANDSHAKE_NOT_COMPLETED":               ErrTLS,
	"SSL_BAD_PEER_PUBLIC_KEY":                   ErrTLS,
	"SSL_PINNED_KEY_NOT_IN_CERT_CHAIN":          ErrTLS,
	"CLIENT_AUTH_CERT_TYPE_UNSUPPORTED":         ErrTLS,
	"SSL_DECRYPT_ERROR_ALERT":                   ErrTLS,
	"SSL_SERVER_CERT_CHANGED":                   ErrTLS,
	"SSL_UNRECOGNIZED_NAME_ALERT":               ErrTLS,
	"SSL_CLIENT_AUTH_CERT_BAD_FORMAT":           ErrTLS,
	"SSL_SERVER_CERT_BAD_FORMAT":                ErrTLS,
	"SSL_OBSOLETE_CIPHER":                       ErrTLS,
	"SSL_CLIENT_AUTH_NO_COMMON_ALGORITHMS":      ErrTLS,
	"TLS13_DOWNGRADE_DETECTED":                  ErrTLS,
	"SSL_KEY_USAGE_INCOMPATIBLE":                ErrTLS,
	"INVALID_ECH_CONFIG_LIST":                   ErrTLS,
	"ECH_NOT_NEGOTIATED":                        ErrTLS,
	"ECH_FALLBACK_CERTIFICATE_INVALID":          ErrTLS,
	"CERT_COMMON_NAME_INVALID":                  ErrTLS,
	"CERT_DATE_INVALID":                         ErrTLS,
	"CERT_AUTHORITY_INVALID":                    ErrTLS,
	"CERT_CONTAINS_ERRORS":                      ErrTLS,
	"CERT_NO_REVOCATION_MECHANISM":              ErrTLS,
	"CERT_UNABLE_TO_CHECK_REVOCATION":           ErrTLS,
	"CERT_REVOKED":                              ErrTLS,
	"CERT_INVALID":                              ErrTLS,
	"CERT_WEAK_SIGNATURE_ALGORITHM":             ErrTLS,
	"CERT_NON_UNIQUE_NAME":                      ErrTLS,
	"CERT_WEAK_KEY":                             ErrTLS,
	"CERT_NAME_CONSTRAINT_VIOLATION":            ErrTLS,
	"CERT_VALIDITY_TOO_LONG":                    ErrTLS,
	"CERTIFICATE_TRANSPARENCY_REQUIRED":         ErrTLS,
	"CERT_SYMANTEC_LEGACY":                      ErrTLS,
	"CERT_KNOWN_INTERCEPTION_BLOCKED":           ErrTLS,
	"CERT_SELF_SIGNED_LOCAL_NETWORK":            ErrTLS,
}

// netSentinel returns the sentinel of a Chrome network error
// ("net::ERR_CONNECTION_REFUSED"): the table's, or ErrNetwork.
func netSentinel(reason string) error {
	name, ok := strings.CutPrefix(reason, "net::ERR_")
	if !ok {
		return ErrNetwork
	}
	if err, ok := netErrors[name]; ok {
		return err
	}
	return ErrNetwork
}

// Retryable reports whether err is worth another attempt on a fresh tab:
// crashes, a lost browser, hangs, timeouts, a refused or reset connection
// and other network failures. An invalid URL, a TLS failure, a name that
// does not resolve, a redirect loop, an aborted or blocked navigation, an
// oversized or non-HTML document and a closed pool are not, nor is an
// error of no sentinel of this package.
func Retryable(err error) bool {
	for _, s := range permanent {
		if errors.Is(err, s) {
			return false
		}
	}
	for _, s := range transient {
		if errors.Is(err, s) {
			return true
		}
	}
	return false
}

// The sentinels Retryable says no to, and those it says yes to. The first
// list is tested first: an error that wraps sentinels of both is not
// retried.
var (
	permanent = []error{ErrInvalidURL, ErrTLS, ErrDNS, ErrRedirectLoop, ErrAborted, ErrBlocked, ErrTooLarge, ErrNotHTML, ErrClosed, ErrNoChrome}
	transient = []error{ErrTabCrashed, ErrBrowserDied, ErrHung, ErrTimeout, ErrRefused, ErrReset, ErrNetwork}
)
