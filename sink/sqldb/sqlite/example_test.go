package sqlite_test

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"time"

	"github.com/rendercrawl/render/sink"
	"github.com/rendercrawl/render/sink/sqldb"
	"github.com/rendercrawl/render/sink/sqldb/sqlite"
	"github.com/rendercrawl/render/webpage"
)

// Records into a SQLite file, and back out as JSON Lines.
func Example() {
	ctx := context.Background()
	dir, _ := os.MkdirTemp("", "example")
	defer os.RemoveAll(dir)
	url := "sqlite:" + filepath.Join(dir, "crawl.db")

	store, err := sqlite.Open(ctx, url)
	if err != nil {
		fmt.Println(err)
		return
	}
	cfg := sqldb.DefaultConfig()
	cfg.CrawlID = "docs"
	out, _ := sqldb.New(store, cfg) // a sink.Sink: give it to crawl.Deps
	at := time.Date(2025, 1, 2, 3, 4, 5, 0, time.UTC)
	for _, u := range []string{"https://example.test/", "https://example.test/about"} {
		out.Write(&sink.Record{URL: u, Content: webpage.Content{FinalURL: u, Status: 200, Title: "T", Links: []string{}}, Mode: sink.ModeHTTP, FetchedAt: at})
	}
	if err := out.Close(); err != nil { // commits what is queued
		fmt.Println(err)
		return
	}

	rd, _ := sqlite.OpenReader(ctx, url)
	defer rd.Close()
	n, _ := sqldb.Export(ctx, rd, sqldb.Filter{CrawlID: "docs", StatusMin: 200, StatusMax: 299}, sqldb.FormatCSV, os.Stdout)
	fmt.Println(n, "rows")
	// Output:
	// url,final_url,status,mode,reason,title,text,html,error,error_kind,fetched_at,elapsed_ms,depth,links,requests,first_seen,fetch_count
	// https://example.test/,https://example.test/,200,http,,T,,,,,2025-01-02T03:04:05Z,0,0,[],,2025-01-02T03:04:05Z,1
	// https://example.test/about,https://example.test/about,200,http,,T,,,,,2025-01-02T03:04:05Z,0,0,[],,2025-01-02T03:04:05Z,1
	// 2 rows
}
