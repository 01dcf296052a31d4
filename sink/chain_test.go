package sink_test

import (
	"errors"
	"slices"
	"strings"
	"testing"

	"github.com/rendercrawl/render/sink"
)

// logSink notes in a shared log what is done to it.
type logSink struct {
	name string
	log  *[]string
}

var _ sink.Sink = logSink{}

func (s logSink) Write(r *sink.Record) error {
	*s.log = append(*s.log, s.name+" "+r.URL+" "+string(r.Exchanges[0].Body))
	return nil
}

func (s logSink) Close() error {
	*s.log = append(*s.log, "close "+s.name)
	return nil
}

// OpenChain opens the store, the outputs in order and the records last,
// writes in that order, bounds every output when an archive is among
// them, and closes what it opened when one cannot open.
func TestOpenChain(t *testing.T) {
	errNoRoom := errors.New("no room")
	limits := sink.Limits{MaxResponse: 4}
	for _, tc := range []struct {
		name    string
		store   bool
		outputs []string // "!" before a name: it fails to open; "*": an archive
		records error
		want    []string
		wantErr string
	}{
		{name: "records alone", want: []string{"open records", "records a.test <html>", "close records"}},
		{name: "store, outputs, records", store: true, outputs: []string{"html", "junit"},
			want: []string{"open html", "open junit", "open records", "store a.test <html>", "html a.test <html>", "junit a.test <html>", "records a.test <html>",
				"close store", "close html", "close junit", "close records"}},
		{name: "an archive bounds every output", outputs: []string{"html", "*warc"},
			want: []string{"open html", "open warc", "open records", "html a.test <htm", "warc a.test <htm", "records a.test <htm",
				"close html", "close warc", "close records"}},
		{name: "an output that cannot open", store: true, outputs: []string{"html", "!warc", "junit"}, wantErr: "--warc: no room",
			want: []string{"open html", "close store", "close html"}},
		{name: "records that cannot open", outputs: []string{"html"}, records: errNoRoom, wantErr: "no room",
			want: []string{"open html", "close html"}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			var log []string
			c := sink.Chain{Limits: limits}
			if tc.store {
				c.Store = logSink{"store", &log}
			}
			for _, name := range tc.outputs {
				fails, archive := strings.HasPrefix(name, "!"), strings.HasPrefix(name, "*")
				name = strings.TrimLeft(name, "!*")
				c.Outputs = append(c.Outputs, sink.Output{Name: "--" + name, Archive: archive, Open: func() (sink.Sink, error) {
					if fails {
						return nil, errNoRoom
					}
					log = append(log, "open "+name)
					return logSink{name, &log}, nil
				}})
			}
			c.Records = func() (sink.Sink, error) {
				if tc.records != nil {
					return nil, tc.records
				}
				log = append(log, "open records")
				return logSink{"records", &log}, nil
			}
			out, err := sink.OpenChain(c)
			if tc.wantErr != "" {
				if err == nil || err.Error() != tc.wantErr || !errors.Is(err, errNoRoom) || out != nil {
					t.Errorf("OpenChain = %v, %v; want %q", out, err, tc.wantErr)
				}
			} else {
				if err != nil {
					t.Fatal(err)
				}
				if err := out.Write(&sink.Record{URL: "a.test", Exchanges: []*sink.Exchange{{URL: "a.test", Body: []byte("<html>")}}}); err != nil {
					t.Fatal(err)
				}
				out.Close()
			}
			if !slices.Equal(log, tc.want) {
				t.Errorf("got\n  %s\nwant\n  %s", strings.Join(log, "\n  "), strings.Join(tc.want, "\n  "))
			}
		})
	}
}
