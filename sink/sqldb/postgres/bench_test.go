package postgres

import (
	"testing"

	"github.com/rendercrawl/render/sink/sqldb/postgres/pgtest"
	"github.com/rendercrawl/render/sink/sqldb/sqldbtest"
)

func BenchmarkWriter(b *testing.B) {
	s, err := Open(b.Context(), pgtest.Database(b))
	if err != nil {
		b.Fatal(err)
	}
	sqldbtest.BenchWriter(b, s)
}
