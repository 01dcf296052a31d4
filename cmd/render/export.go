package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"time"

	"github.com/rendercrawl/render/sink/sqldb"
)

// exportOptions are the flags of render export.
type exportOptions struct {
	db     string
	out    string
	format string
	status string
	since  string
	filter sqldb.Filter
	// keep and omit are the lists of --fields and --omit.
	keep, omit string
	// dbSource is --db-file and $RENDER_DB.
	dbSource *secretSource
}

func newExportFlagSet(o *exportOptions) *flag.FlagSet {
	fs := flag.NewFlagSet("render export", flag.ContinueOnError)
	fs.SetOutput(io.Discard)
	fs.StringVar(&o.db, "db", "", "read the crawl from the database at `URL`: sqlite:PATH or postgres://user:password@host:port/db (required, or --db-file, or $RENDER_DB)")
	o.dbSource = &secretSource{name: "db", env: "RENDER_DB", single: true}
	secretFileFlags(fs, []*secretSource{o.dbSource})
	fs.StringVar(&o.filter.CrawlID, "crawl-id", "render", "`NAME` of the crawl to export, as given to the crawl's --crawl-id")
	fs.StringVar(&o.format, "format", sqldb.FormatJSONL, "`FORMAT`: jsonl (the records, as the crawl wrote them) or csv (the columns, with a header)")
	fs.StringVar(&o.out, "out", "-", "write to `FILE` (- for stdout)")
	fs.StringVar(&o.status, "status", "", "only pages of this HTTP `STATUS`: a code (404) or a class (4xx)")
	fs.StringVar(&o.filter.Mode, "mode", "", "only pages fetched in this `MODE`: http or browser")
	fs.StringVar(&o.filter.ErrorKind, "error-kind", "", "only pages that failed with this `KIND` (see error_kind in docs/record.md)")
	fieldsFlags(fs, &o.filter.Fields, &o.keep, &o.omit)
	fs.StringVar(&o.since, "since", "", "only pages fetched at or after `TIME`: RFC 3339 (2025-01-02T15:04:05Z), a date (2025-01-02, UTC) or a duration before now (24h)")
	return fs
}

// parseExportArgs parses the flags of render export; flag.ErrHelp when
// that is what was asked.
func parseExportArgs(args []string, now time.Time) (*exportOptions, error) {
	o := &exportOptions{}
	fs := newExportFlagSet(o)
	if err := fs.Parse(args); err != nil {
		return nil, flagError(err)
	}
	vals, _, err := readSecrets([]*secretSource{o.dbSource}, givenFlags(fs), os.LookupEnv)
	if err != nil {
		return nil, err
	}
	if v, ok := vals["db"]; ok {
		o.db = v[0].v
	}
	switch {
	case fs.NArg() > 0:
		return nil, fmt.Errorf("unexpected argument %q: export takes flags only", fs.Arg(0))
	case o.db == "":
		return nil, errors.New("--db is required")
	case o.format != sqldb.FormatJSONL && o.format != sqldb.FormatCSV:
		return nil, fmt.Errorf("--format: %q is not jsonl or csv", o.format)
	}
	if err := checkDBURL("--db", o.db); err != nil {
		return nil, err
	}
	if o.status != "" {
		lo, hi, err := sqldb.ParseStatus(o.status)
		if err != nil {
			return nil, fmt.Errorf("--status: %w", err)
		}
		o.filter.StatusMin, o.filter.StatusMax = lo, hi
	}
	if o.since != "" {
		t, err := parseSince(o.since, now)
		if err != nil {
			return nil, err
		}
		o.filter.Since = t
	}
	return o, nil
}

func parseSince(s string, now time.Time) (time.Time, error) {
	if t, err := time.Parse(time.RFC3339Nano, s); err == nil {
		return t, nil
	}
	if t, err := time.Parse(time.DateOnly, s); err == nil {
		return t, nil
	}
	if d, err := time.ParseDuration(s); err == nil && d >= 0 {
		return now.Add(-d), nil
	}
	return time.Time{}, fmt.Errorf("--since: %q is not an RFC 3339 time, a date or a duration", s)
}

// runExport is `render export`: a crawl in a database back to JSON Lines
// (or CSV). It returns the exit status: 0, 1 when the database cannot be
// read, 2 on a usage error.
func runExport(ctx context.Context, args []string, stdout, stderr io.Writer) int {
	o, err := parseExportArgs(args, time.Now())
	switch {
	case errors.Is(err, flag.ErrHelp):
		exportUsage(newExportFlagSet(&exportOptions{}), stdout)
		return exitOK
	case err != nil:
		fmt.Fprintf(stderr, "render export: %v\nRun 'render export --help' for usage.\n", err)
		return exitUsage
	}
	rd, err := openReader(ctx, o.db)
	if err != nil {
		fmt.Fprintf(stderr, "render export: --db: %v\n", maskURL(err, o.db))
		return exitFailure
	}
	defer rd.Close()
	w, closeOut := stdout, func() error { return nil }
	if o.out != "-" {
		f, err := os.Create(o.out)
		if err != nil {
			fmt.Fprintf(stderr, "render export: --out: %v\n", err)
			return exitFailure
		}
		w, closeOut = f, f.Close
	}
	_, err = sqldb.Export(ctx, rd, o.filter, o.format, w)
	if cerr := closeOut(); err == nil {
		err = cerr
	}
	if err != nil {
		fmt.Fprintf(stderr, "render export: %v\n", err)
		return exitFailure
	}
	return exitOK
}

// exportFlagGroups orders render export --help.
var exportFlagGroups = []struct {
	title string
	names []string
}{
	{"Source", []string{"db", "db-file", "crawl-id"}},
	{"Output", []string{"out", "format", "fields", "omit"}},
	{"Filters", []string{"status", "mode", "error-kind", "since"}},
}

func exportUsage(fs *flag.FlagSet, w io.Writer) {
	fmt.Fprint(w, `render export turns a crawl kept with --db back into JSON Lines (or CSV).

Usage:
  render export --db URL [--crawl-id NAME] [--format jsonl|csv] [filters]

`)
	for _, g := range exportFlagGroups {
		fmt.Fprintf(w, "%s:\n", g.title)
		for _, name := range g.names {
			printFlag(w, fs.Lookup(name))
		}
		fmt.Fprintln(w)
	}
	fmt.Fprint(w, `Filters combine: --status 4xx --since 24h gives the client errors of the
last day. Records come oldest fetch first.

Exit status: 0 when the export is complete; 1 when the database cannot be
read (unreachable, no crawl tables, a newer schema) or the output written;
2 on a usage error.
`)
}
