//go:build unix

package testsite

import (
	"bufio"
	"errors"
	"fmt"
	"io"
	"net"
	"os"
	"os/exec"
	"os/user"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"

	"github.com/rendercrawl/render/internal/procguard"
	"github.com/rendercrawl/render/internal/testkit/testenv"
)

// PostgresEnv names the variable that gives the tests a PostgreSQL server
// (postgres://user:password@127.0.0.1:port/db); .ci/run sets it.
const PostgresEnv = "POSTGRES_URL"

// postgresPassword is the password of the test clusters' user, "render".
const postgresPassword = "render-test"

// errNoPostgres says the PostgreSQL server binaries are not installed.
var errNoPostgres = errors.New("PostgreSQL server binaries (initdb, postgres) not found")

// testPostgres is the cluster this test binary started, once, for all its
// tests, when $POSTGRES_URL is not set. It dies with the binary, as the
// test Redis does, and its directory goes with it.
var testPostgres struct {
	once sync.Once
	srv  *PostgresServer
	err  error
}

// Postgres returns the URL of a PostgreSQL server for the tests, as a
// superuser: $POSTGRES_URL if set, else a throw-away cluster started on a
// free loopback port, shared by the test binary. Without the server's
// binaries the test is skipped, unless in CI (testenv.CI), where a missing dependency
// fails it.
func Postgres(t testing.TB) string {
	t.Helper()
	if u := os.Getenv(PostgresEnv); u != "" {
		return u
	}
	testPostgres.once.Do(func() { testPostgres.srv, testPostgres.err = startPostgres() })
	if err := testPostgres.err; err != nil {
		needPostgres(t, err)
	}
	return testPostgres.srv.URL
}

func needPostgres(t testing.TB, err error) {
	t.Helper()
	if errors.Is(err, errNoPostgres) && !testenv.CI() {
		t.Skipf("skipping: %v (set %s or install postgresql)", err, PostgresEnv)
	}
	t.Fatalf("test postgres: %v", err)
}

// PostgresServer is a throw-away PostgreSQL cluster on loopback, which a
// test may stop and start again (a database that goes away mid-crawl).
type PostgresServer struct {
	// URL reaches the cluster's "postgres" database as its superuser.
	URL string

	bin, dir string
	port     int
	cred     *syscall.Credential // the server's user, when we are root
	guard    *procguard.Guard
	cmd      *exec.Cmd
	exited   chan struct{}
}

// StartPostgres starts a cluster of the test's own, stopped and removed
// when the test ends. It needs the server binaries even where
// $POSTGRES_URL is set (skipped without them, outside CI).
func StartPostgres(t testing.TB) *PostgresServer {
	t.Helper()
	p, err := startPostgres()
	if err != nil {
		needPostgres(t, err)
	}
	t.Cleanup(func() {
		p.Stop()
		p.guard.Stop()
		os.RemoveAll(p.dir)
	})
	return p
}

// postgresBin finds the directory of initdb and postgres: Debian keeps
// them under /usr/lib/postgresql/VERSION/bin, off PATH.
func postgresBin() (string, error) {
	if dirs, _ := filepath.Glob("/usr/lib/postgresql/*/bin"); len(dirs) > 0 {
		slices.SortFunc(dirs, func(a, b string) int {
			va, _ := strconv.Atoi(filepath.Base(filepath.Dir(a)))
			vb, _ := strconv.Atoi(filepath.Base(filepath.Dir(b)))
			return vb - va
		})
		for _, d := range dirs {
			if _, err := os.Stat(filepath.Join(d, "initdb")); err == nil {
				return d, nil
			}
		}
	}
	if p, err := exec.LookPath("initdb"); err == nil {
		return filepath.Dir(p), nil
	}
	return "", errNoPostgres
}

func startPostgres() (*PostgresServer, error) {
	bin, err := postgresBin()
	if err != nil {
		return nil, err
	}
	p := &PostgresServer{bin: bin}
	if os.Geteuid() == 0 {
		// initdb and postgres refuse to run as root.
		u, err := user.Lookup("postgres")
		if err != nil {
			return nil, fmt.Errorf("running as root, and no postgres user to run the server as: %w", err)
		}
		uid, _ := strconv.Atoi(u.Uid)
		gid, _ := strconv.Atoi(u.Gid)
		p.cred = &syscall.Credential{Uid: uint32(uid), Gid: uint32(gid)}
	}
	if p.dir, err = os.MkdirTemp("", "render-pg-"); err != nil {
		return nil, err
	}
	if err := p.initdb(); err != nil {
		os.RemoveAll(p.dir)
		return nil, err
	}
	l, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		os.RemoveAll(p.dir)
		return nil, err
	}
	p.port = l.Addr().(*net.TCPAddr).Port
	l.Close()
	p.URL = fmt.Sprintf("postgres://render:%s@127.0.0.1:%d/postgres?sslmode=disable", postgresPassword, p.port)
	if err := p.Start(); err != nil {
		os.RemoveAll(p.dir)
		return nil, err
	}
	return p, nil
}

// initdb makes the cluster: user "render" with a password, UTF-8.
func (p *PostgresServer) initdb() error {
	pw := filepath.Join(p.dir, "pw")
	if err := os.WriteFile(pw, []byte(postgresPassword+"\n"), 0o600); err != nil {
		return err
	}
	if p.cred != nil {
		for _, f := range []string{p.dir, pw} {
			if err := os.Chown(f, int(p.cred.Uid), int(p.cred.Gid)); err != nil {
				return err
			}
		}
	}
	cmd := exec.Command(filepath.Join(p.bin, "initdb"), "-D", filepath.Join(p.dir, "data"), "-U", "render",
		"--pwfile", pw, "--auth", "scram-sha-256", "-E", "UTF8", "--locale", "C", "--no-sync")
	cmd.SysProcAttr = &syscall.SysProcAttr{Credential: p.cred}
	if out, err := cmd.CombinedOutput(); err != nil {
		return fmt.Errorf("initdb: %w\n%s", err, out)
	}
	return nil
}

// Start starts the server (again, after Stop, on the same port) and waits
// until it accepts connections.
func (p *PostgresServer) Start() error {
	cmd := exec.Command(filepath.Join(p.bin, "postgres"), "-D", filepath.Join(p.dir, "data"),
		"-p", strconv.Itoa(p.port), "-k", p.dir, "-c", "listen_addresses=127.0.0.1",
		"-c", "fsync=off", "-c", "full_page_writes=off", "-c", "max_connections=200")
	out, err := cmd.StdoutPipe()
	if err != nil {
		return err
	}
	cmd.Stderr = cmd.Stdout
	procguard.Own(cmd)
	cmd.SysProcAttr.Credential = p.cred
	p.exited = make(chan struct{})
	if err := startLockedNotify(cmd, p.exited); err != nil {
		return err
	}
	p.cmd = cmd
	if p.guard == nil {
		if p.guard, err = procguard.Start(cmd.Process.Pid, p.dir); err != nil {
			procguard.KillGroup(cmd.Process.Pid)
			return err
		}
	}
	ready := make(chan error, 1)
	go func() {
		var log strings.Builder
		lines := bufio.NewScanner(out)
		for lines.Scan() {
			if strings.Contains(lines.Text(), "ready to accept connections") {
				ready <- nil
				io.Copy(io.Discard, out)
				return
			}
			fmt.Fprintln(&log, lines.Text())
		}
		ready <- fmt.Errorf("postgres on port %d exited:\n%s", p.port, log.String())
	}()
	timeout := time.NewTimer(30 * time.Second)
	defer timeout.Stop()
	select {
	case err := <-ready:
		if err != nil {
			return err
		}
	case <-timeout.C:
		procguard.KillGroup(cmd.Process.Pid)
		return fmt.Errorf("postgres on port %d not ready after 30s", p.port)
	}
	return nil
}

// Stop shuts the server down at once (a fast shutdown: sessions are ended,
// as when an operator stops a server) and waits for it to exit.
func (p *PostgresServer) Stop() error {
	if p.cmd == nil {
		return nil
	}
	p.cmd.Process.Signal(syscall.SIGINT)
	select {
	case <-p.exited:
	case <-time.After(30 * time.Second):
		procguard.KillGroup(p.cmd.Process.Pid)
		<-p.exited
	}
	p.cmd = nil
	return nil
}
