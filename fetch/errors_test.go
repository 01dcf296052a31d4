package fetch

import (
	"context"
	"crypto/tls"
	"crypto/x509"
	"errors"
	"fmt"
	"io"
	"net"
	"net/http"
	"os"
	"syscall"
	"testing"
	"time"
)

// sentinels are the conditions of this package, each once.
var sentinels = []error{
	ErrInvalidURL, ErrUnsupportedScheme, ErrTooLarge, ErrTooManyRedirects, ErrRedirectLoop, ErrTimeout,
	ErrTruncated, ErrDNS, ErrRefused, ErrReset, ErrTLS, ErrNetwork, ErrContentEncoding,
	ErrDisallowed, ErrRobotsUnavailable,
}

// TestClassifyNet covers failures of a request before its response that a
// loopback server cannot cause on demand.
func TestClassifyNet(t *testing.T) {
	op := func(op string, err error) error {
		return &net.OpError{Op: op, Net: "tcp", Err: os.NewSyscallError(op, err)}
	}
	tests := []struct {
		name string
		err  error
		want error
	}{
		{"dns", &net.DNSError{Err: "no such host", Name: "x.invalid", IsNotFound: true}, ErrDNS},
		{"refused", op("dial", syscall.ECONNREFUSED), ErrRefused},
		{"reset", op("read", syscall.ECONNRESET), ErrReset},
		{"broken pipe", op("write", syscall.EPIPE), ErrReset},
		{"closed before the response", io.EOF, ErrReset},
		{"closed inside the headers", fmt.Errorf("read: %w", io.ErrUnexpectedEOF), ErrReset},
		{"dial timeout", &net.OpError{Op: "dial", Net: "tcp", Err: timeoutError{}}, ErrTimeout},
		{"tls alert", tls.AlertError(42), ErrTLS},
		{"unknown authority", x509.UnknownAuthorityError{}, ErrTLS},
		{"unreachable", op("dial", syscall.EHOSTUNREACH), ErrNetwork},
		{"other", errors.New("net/http: HTTP/1.x transport connection broken"), ErrNetwork},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			err := classifyNet(tt.err)
			for _, s := range sentinels {
				if got := errors.Is(err, s); got != (s == tt.want) {
					t.Errorf("errors.Is(%v, %v) = %v, want %v", err, s, got, s == tt.want)
				}
			}
			if !errors.Is(err, tt.err) {
				t.Errorf("%v lost its cause %v", err, tt.err)
			}
		})
	}
}

type timeoutError struct{}

func (timeoutError) Error() string   { return "i/o timeout" }
func (timeoutError) Timeout() bool   { return true }
func (timeoutError) Temporary() bool { return true }

func TestRetryable(t *testing.T) {
	wrap := func(err error) error { return fmt.Errorf("fetch: get http://x/: %w", err) }
	tests := []struct {
		name string
		err  error
		want bool
	}{
		{"nil", nil, false},
		{"invalid url", wrap(ErrInvalidURL), false},
		{"unsupported scheme", wrap(ErrUnsupportedScheme), false},
		{"too large", wrap(ErrTooLarge), false},
		{"too many redirects", wrap(ErrTooManyRedirects), false},
		{"redirect loop", wrap(ErrRedirectLoop), false},
		{"tls", wrap(ErrTLS), false},
		{"content encoding", wrap(ErrContentEncoding), false},
		{"cancelled", wrap(context.Canceled), false},
		{"timeout", wrap(ErrTimeout), true},
		{"deadline", wrap(context.DeadlineExceeded), true},
		{"truncated", wrap(ErrTruncated), true},
		{"refused", wrap(ErrRefused), true},
		{"reset", wrap(fmt.Errorf("%w: %w", ErrReset, syscall.ECONNRESET)), true},
		{"robots.txt unavailable", wrap(ErrRobotsUnavailable), true},
		{"robots.txt unreachable", fmt.Errorf("fetch: robots.txt unreachable: %w", wrap(ErrRefused)), true},
		{"disallowed", fmt.Errorf("http://x/: %w", ErrDisallowed), false},
		{"network", wrap(ErrNetwork), true},
		{"dns not found", wrap(fmt.Errorf("%w: %w", ErrDNS, &net.DNSError{Err: "no such host", IsNotFound: true})), false},
		{"dns temporary", wrap(fmt.Errorf("%w: %w", ErrDNS, &net.DNSError{Err: "server misbehaving", IsTemporary: true})), true},
		{"bare net error", &net.OpError{Op: "read", Err: errors.New("boom")}, true},
		{"unknown", errors.New("something else"), false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := Retryable(tt.err); got != tt.want {
				t.Errorf("Retryable(%v) = %v, want %v", tt.err, got, tt.want)
			}
		})
	}
}

func TestRetryableStatus(t *testing.T) {
	tests := []struct {
		code int
		want bool
	}{
		{200, false}, {301, false}, {400, false}, {403, false}, {404, false},
		{408, true}, {429, true}, {500, true}, {501, false}, {502, true},
		{503, true}, {504, true}, {505, false}, {599, true}, {600, false},
	}
	for _, tt := range tests {
		t.Run(fmt.Sprint(tt.code), func(t *testing.T) {
			if got := RetryableStatus(tt.code); got != tt.want {
				t.Errorf("RetryableStatus(%d) = %v, want %v", tt.code, got, tt.want)
			}
		})
	}
}

func TestRetryAfter(t *testing.T) {
	now := time.Date(2024, 3, 14, 12, 0, 0, 0, time.UTC)
	tests := []struct {
		name   string
		value  string
		want   time.Duration
		wantOK bool
	}{
		{"absent", "", 0, false},
		{"seconds", "120", 2 * time.Minute, true},
		{"zero", "0", 0, true},
		{"padded", " 5 ", 5 * time.Second, true},
		{"negative", "-5", 0, false},
		{"fraction", "1.5", 0, false},
		{"huge", "99999999999999999999", maxDuration, true},
		{"http date", "Thu, 14 Mar 2024 12:01:30 GMT", 90 * time.Second, true},
		{"rfc850 date", "Thursday, 14-Mar-24 12:00:10 GMT", 10 * time.Second, true},
		{"asctime date", "Thu Mar 14 12:00:05 2024", 5 * time.Second, true},
		{"date in the past", "Wed, 13 Mar 2024 12:00:00 GMT", 0, true},
		{"garbage", "soon", 0, false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			h := http.Header{}
			if tt.value != "" {
				h.Set("Retry-After", tt.value)
			}
			got, ok := RetryAfter(h, now)
			if got != tt.want || ok != tt.wantOK {
				t.Errorf("RetryAfter(%q) = %v, %v; want %v, %v", tt.value, got, ok, tt.want, tt.wantOK)
			}
		})
	}
}
