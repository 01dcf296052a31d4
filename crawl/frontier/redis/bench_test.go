package redis

import (
	"testing"

	"github.com/rendercrawl/render/crawl/frontier"
	"github.com/rendercrawl/render/crawl/frontier/frontiertest"
)

func BenchmarkFrontierPushClaim(b *testing.B) {
	url := redisURL(b)
	frontiertest.BenchPushClaim(b, func(b *testing.B) frontier.Frontier {
		f, err := Open(b.Context(), url, Options{Prefix: testPrefix(b, url)})
		if err != nil {
			b.Fatal(err)
		}
		b.Cleanup(func() { f.Close() })
		return f
	})
}
