package sink

// Every sink satisfies the interface the crawler writes to.
var (
	_ Sink = (*JSONL)(nil)
	_ Sink = (*Multi)(nil)
	_ Sink = (*HTMLDir)(nil)
	_ Sink = (*JUnit)(nil)
	_ Sink = (*Screenshots)(nil)
)
