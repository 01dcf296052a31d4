package main

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
)

func main() {
	err := run(os.Args[1:], os.Stdout, os.Stderr)
	if err == nil {
		return
	}
	fmt.Fprintln(os.Stderr, "report:", err)
	var usage usageError
	if errors.As(err, &usage) {
		os.Exit(2)
	}
	os.Exit(1)
}

// usageError is a command line that cannot be run.
type usageError struct{ error }

const usage = "usage: report paired|peers|realweb|realweb-cells [flags] (-h for a command's flags)"

func run(args []string, stdout, stderr io.Writer) error {
	if len(args) == 0 {
		return usageError{errors.New(usage)}
	}
	fl := flag.NewFlagSet(args[0], flag.ContinueOnError)
	fl.SetOutput(stderr)
	switch args[0] {
	case "paired":
		record := fl.String("record", "runs.jsonl", "the harness's records")
		if err := fl.Parse(args[1:]); err != nil {
			return usageError{err}
		}
		c, err := readCells(*record)
		if err != nil {
			return err
		}
		pairedTable(stdout, c, urlRate)
		return nil
	case "peers":
		record := fl.String("record", "runs.jsonl", "the harness's records")
		var pairs []peerPair
		fl.Func("pair", "`RENDER_CELL=PEER_CELL`, repeatable: a cell of render's and the peer's it is measured against", func(s string) error {
			p, err := parsePeerPair(s)
			pairs = append(pairs, p)
			return err
		})
		if err := fl.Parse(args[1:]); err != nil {
			return usageError{err}
		}
		if len(pairs) == 0 {
			return usageError{errors.New("peers: at least one -pair is required")}
		}
		c, err := readCells(*record)
		if err != nil {
			return err
		}
		peersTable(stdout, c, pairs, urlRate)
		return nil
	case "realweb":
		o := realwebOptions{}
		fl.StringVar(&o.record, "record", "runs.jsonl", "the harness's records")
		fl.IntVar(&o.maxPages, "max-pages", defaultMaxPages, "the --max-pages of the browser cells, for the table's words")
		fl.StringVar(&o.newName, "new", "new", "what to call the build under test")
		fl.StringVar(&o.baseName, "base", "base", "what to call the base build")
		if err := fl.Parse(args[1:]); err != nil {
			return usageError{err}
		}
		return realwebTables(stdout, o)
	case "realweb-cells":
		base := fl.String("base-url", "", "the corpus server's URL, no trailing slash (required)")
		maxPages := fl.Int("max-pages", defaultMaxPages, "--max-pages of the browser cells of the static sites")
		if err := fl.Parse(args[1:]); err != nil {
			return usageError{err}
		}
		if *base == "" {
			return usageError{errors.New("realweb-cells: -base-url is required")}
		}
		writeCells(stdout, realwebCells(*base, *maxPages))
		return nil
	}
	return usageError{errors.New(usage)}
}
