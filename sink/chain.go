package sink

import "fmt"

// Output is an output a run writes besides the JSON Lines of its records
// (Chain).
type Output struct {
	// Name names the output in errors: "--warc: ...".
	Name string
	// Archive says the output keeps the pages' exchanges (a web archive),
	// which the chain's Limits then bound for every output.
	Archive bool
	// Open opens it, as the run's Start says.
	Open func() (Sink, error)
}

// Chain is the outputs of a run, in the one order that keeps them
// agreeing with each other when a crawl resumes (OpenChain).
type Chain struct {
	// Store, when not nil, is another store of every record (a database,
	// sqldb.Sink): written first, so that a record is in it before it is
	// in any file.
	Store Sink
	// Outputs are opened and written in order, after Store.
	Outputs []Output
	// Records opens the JSON Lines of the records: last, so that a run
	// that cannot open an output leaves them as they were, and written
	// last, so that a page the JSON Lines hold, which a resumed crawl
	// takes as done (Resume), is in every other output too. Its error is
	// returned as it is.
	Records func() (Sink, error)
	// Limits bound what the archives keep of a page, for every output
	// (Limited), when an Archive output is among Outputs.
	Limits Limits
}

// OpenChain opens the outputs of c in its order and returns the one sink
// that writes to them all: the JSON Lines alone when there is nothing
// else, a Multi otherwise, behind Limited when an archive is among them.
// When one cannot be opened, those opened before it are closed, Store
// too, and its error is returned.
func OpenChain(c Chain) (Sink, error) {
	var sinks []Sink
	if c.Store != nil {
		sinks = append(sinks, c.Store)
	}
	fail := func(err error) (Sink, error) {
		NewMulti(sinks...).Close()
		return nil, err
	}
	archiving := false
	for _, o := range c.Outputs {
		s, err := o.Open()
		if err != nil {
			return fail(fmt.Errorf("%s: %w", o.Name, err))
		}
		sinks = append(sinks, s)
		archiving = archiving || o.Archive
	}
	records, err := c.Records()
	if err != nil {
		return fail(err)
	}
	sinks = append(sinks, records)
	var out Sink = sinks[0]
	if len(sinks) > 1 {
		out = NewMulti(sinks...)
	}
	if archiving {
		out = NewLimited(out, c.Limits)
	}
	return out, nil
}
