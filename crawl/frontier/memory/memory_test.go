package memory_test

import (
	"testing"

	"github.com/rendercrawl/render/crawl/frontier"
	"github.com/rendercrawl/render/crawl/frontier/frontiertest"
	"github.com/rendercrawl/render/crawl/frontier/memory"
)

func TestFrontierContract(t *testing.T) {
	t.Parallel()
	frontiertest.Run(t, func(*testing.T) frontier.Frontier { return memory.New() })
}

func BenchmarkFrontierPushClaim(b *testing.B) {
	frontiertest.BenchPushClaim(b, func(*testing.B) frontier.Frontier { return memory.New() })
}

// BenchmarkMemory1M: go test -run '^$' -bench Memory1M -benchtime 1x.
func BenchmarkMemory1M(b *testing.B) {
	frontiertest.BenchMemory1M(b, func(*testing.B) (frontier.Frontier, string) { return memory.New(), "" })
}
