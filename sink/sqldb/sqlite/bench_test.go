package sqlite

import (
	"path/filepath"
	"testing"

	"github.com/rendercrawl/render/sink/sqldb/sqldbtest"
)

func BenchmarkWriter(b *testing.B) {
	s, err := Open(b.Context(), "sqlite:"+filepath.Join(b.TempDir(), "bench.db"))
	if err != nil {
		b.Fatal(err)
	}
	sqldbtest.BenchWriter(b, s)
}
