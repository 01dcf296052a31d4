package crawl

import (
	"bufio"
	"context"
	"crypto/rand"
	"encoding/hex"
	"errors"
	"fmt"
	"io"
	"net"
	"os"
	"os/exec"
	"regexp"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/redis/go-redis/v9"
)

// testRedis is the redis-server this test binary started, once, for all
// its tests. It dies with the binary: a watchdog shell reads a pipe whose
// only writer is this process, and kills the server when the pipe closes,
// however the binary ends (even SIGKILL), without a TestMain.
var testRedis struct {
	once     sync.Once
	url      string
	err      error
	watchdog io.WriteCloser // held open for the binary's lifetime
}

// errNoRedisServer says redis-server is not installed.
var errNoRedisServer = errors.New("redis-server not found in PATH")

// redisURL returns the URL of a Redis for the tests: $REDIS_URL if set,
// else a redis-server started on a free loopback port, shared by the test
// binary. Without redis-server the test is skipped, unless CI=true, where
// a missing dependency fails it.
func redisURL(t testing.TB) string {
	t.Helper()
	if u := os.Getenv("REDIS_URL"); u != "" {
		return u
	}
	testRedis.once.Do(func() { testRedis.url, testRedis.err = startTestRedis() })
	if err := testRedis.err; err != nil {
		if errors.Is(err, errNoRedisServer) && os.Getenv("CI") != "true" {
			t.Skipf("skipping: %v (set REDIS_URL or install redis-server)", err)
		}
		t.Fatalf("test redis: %v", err)
	}
	return testRedis.url
}

func startTestRedis() (string, error) {
	bin, err := exec.LookPath("redis-server")
	if err != nil {
		return "", fmt.Errorf("%w: %v", errNoRedisServer, err)
	}
	// The port is free when we pick it; another process may take it before
	// redis-server binds it, so try a few.
	var errs []error
	for range 5 {
		url, err := startTestRedisOnce(bin)
		if err == nil {
			return url, nil
		}
		errs = append(errs, err)
	}
	return "", errors.Join(errs...)
}

var redisReady = regexp.MustCompile(`Ready to accept connections`)

func startTestRedisOnce(bin string) (string, error) {
	l, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		return "", err
	}
	port := l.Addr().(*net.TCPAddr).Port
	l.Close()

	cmd := exec.Command(bin, "--port", strconv.Itoa(port), "--bind", "127.0.0.1",
		"--save", "", "--appendonly", "no", "--daemonize", "no", "--dir", os.TempDir())
	out, err := cmd.StdoutPipe()
	if err != nil {
		return "", err
	}
	cmd.Stderr = cmd.Stdout
	if err := cmd.Start(); err != nil {
		return "", err
	}
	go cmd.Wait() // reap it, whenever it ends

	// Wait for the log line that says the server listens; EOF means it
	// died (the port was taken). Bounded: a stuck server is killed.
	ready := make(chan error, 1)
	lines := bufio.NewScanner(out)
	go func() {
		var log strings.Builder
		for lines.Scan() {
			if redisReady.MatchString(lines.Text()) {
				ready <- nil
				io.Copy(io.Discard, out) // keep its stdout drained
				return
			}
			fmt.Fprintln(&log, lines.Text())
		}
		ready <- fmt.Errorf("redis-server on port %d exited:\n%s", port, log.String())
	}()
	timeout := time.NewTimer(10 * time.Second)
	defer timeout.Stop()
	select {
	case err := <-ready:
		if err != nil {
			return "", err
		}
	case <-timeout.C:
		cmd.Process.Kill()
		return "", fmt.Errorf("redis-server on port %d not ready after 10s", port)
	}

	watchdog := exec.Command("sh", "-c", `read -r _; kill "$1"`, "watchdog", strconv.Itoa(cmd.Process.Pid))
	w, err := watchdog.StdinPipe()
	if err != nil {
		cmd.Process.Kill()
		return "", err
	}
	if err := watchdog.Start(); err != nil {
		cmd.Process.Kill()
		return "", err
	}
	go watchdog.Wait()
	testRedis.watchdog = w
	return fmt.Sprintf("redis://127.0.0.1:%d/0", port), nil
}

// testRedisPrefix returns a key prefix no other test uses, and deletes its
// keys when the test ends (they matter on a shared $REDIS_URL).
func testRedisPrefix(t testing.TB, url string) string {
	t.Helper()
	var b [4]byte
	rand.Read(b[:])
	name := regexp.MustCompile(`[^A-Za-z0-9]+`).ReplaceAllString(t.Name(), "-")
	prefix := "test:" + name + ":" + hex.EncodeToString(b[:])
	t.Cleanup(func() {
		opt, err := redis.ParseURL(url)
		if err != nil {
			return
		}
		c := redis.NewClient(opt)
		defer c.Close()
		ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
		defer cancel()
		iter := c.Scan(ctx, 0, prefix+":*", 1000).Iterator()
		var keys []string
		for iter.Next(ctx) {
			keys = append(keys, iter.Val())
		}
		if len(keys) > 0 {
			c.Del(ctx, keys...)
		}
	})
	return prefix
}

// openTestRedisFrontier opens a RedisFrontier on the tests' Redis under
// prefix, closed when the test ends. ctx is the frontier's life (cancel it
// to simulate the worker's death).
func openTestRedisFrontier(t testing.TB, ctx context.Context, url, prefix string, opts RedisOptions) *RedisFrontier {
	t.Helper()
	opts.Prefix = prefix
	if opts.backstop == 0 {
		opts.backstop = 500 * time.Millisecond
	}
	f, err := OpenRedisFrontier(ctx, url, opts)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() {
		if err := f.Close(); err != nil {
			t.Errorf("close: %v", err)
		}
	})
	return f
}
