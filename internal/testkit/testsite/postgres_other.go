//go:build !unix

package testsite

import (
	"errors"
	"os"
	"testing"

	"github.com/rendercrawl/render/internal/testkit/testenv"
)

// PostgresEnv names the variable that gives the tests a PostgreSQL server.
const PostgresEnv = "POSTGRES_URL"

// PostgresServer is a throw-away PostgreSQL cluster; on this system the
// tests only use one that $POSTGRES_URL names.
type PostgresServer struct{ URL string }

var errNoPostgres = errors.New("throw-away PostgreSQL clusters need a Unix system")

// Postgres returns $POSTGRES_URL, or skips the test (fails it in CI).
func Postgres(t testing.TB) string {
	t.Helper()
	if u := os.Getenv(PostgresEnv); u != "" {
		return u
	}
	if testenv.CI() {
		t.Fatalf("test postgres: %v", errNoPostgres)
	}
	t.Skipf("skipping: %v (set %s)", errNoPostgres, PostgresEnv)
	return ""
}

// StartPostgres skips the test (fails it in CI).
func StartPostgres(t testing.TB) *PostgresServer {
	t.Helper()
	if testenv.CI() {
		t.Fatalf("test postgres: %v", errNoPostgres)
	}
	t.Skipf("skipping: %v", errNoPostgres)
	return nil
}

// Start and Stop are not reached: StartPostgres skips.
func (p *PostgresServer) Start() error { return errNoPostgres }
func (p *PostgresServer) Stop() error  { return errNoPostgres }
