package sqldbtest

import (
	"testing"
	"time"

	"github.com/rendercrawl/render/sink/sqldb"
)

// BenchWriter measures the writer alone: b.N records of a static page's
// size through a sqldb.Sink on store (batches of the default size, every
// transaction committed), reported as rows/s.
func BenchWriter(b *testing.B, store sqldb.Store) {
	s, err := sqldb.New(store, sqldb.DefaultConfig())
	if err != nil {
		b.Fatal(err)
	}
	at := time.Now()
	b.ReportAllocs()
	b.ResetTimer()
	start := time.Now()
	for i := range b.N {
		if err := s.Write(Record(i, at)); err != nil {
			b.Fatal(err)
		}
	}
	if err := s.Flush(b.Context()); err != nil {
		b.Fatal(err)
	}
	b.StopTimer()
	b.ReportMetric(float64(b.N)/time.Since(start).Seconds(), "rows/s")
	if err := s.Close(); err != nil {
		b.Fatal(err)
	}
}
