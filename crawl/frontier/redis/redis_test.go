package redis

import (
	"context"
	"crypto/rand"
	"encoding/hex"
	"regexp"
	"testing"
	"time"

	goredis "github.com/redis/go-redis/v9"
	fixture "github.com/rendercrawl/render/internal/testkit/testsite"
)

// redisURL returns the URL of the tests' Redis (see fixture.Redis).
func redisURL(t testing.TB) string {
	t.Helper()
	return fixture.Redis(t)
}

// testPrefix returns a key prefix no other test uses, and deletes its
// keys when the test ends (they matter on a shared $REDIS_URL).
func testPrefix(t testing.TB, url string) string {
	t.Helper()
	var b [4]byte
	rand.Read(b[:])
	name := regexp.MustCompile(`[^A-Za-z0-9]+`).ReplaceAllString(t.Name(), "-")
	prefix := "test:" + name + ":" + hex.EncodeToString(b[:])
	t.Cleanup(func() {
		opt, err := goredis.ParseURL(url)
		if err != nil {
			return
		}
		c := goredis.NewClient(opt)
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

// openTest opens a Frontier on the tests' Redis under prefix, closed
// when the test ends. ctx is the frontier's life (cancel it
// to simulate the worker's death).
func openTest(t testing.TB, ctx context.Context, url, prefix string, opts Options) *Frontier {
	t.Helper()
	opts.Prefix = prefix
	if opts.backstop == 0 {
		opts.backstop = 500 * time.Millisecond
	}
	f, err := Open(ctx, url, opts)
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
