package sink

// Start says what an output does with what an earlier run left in its
// place. The rule is one for every output a run opens: a fresh run
// replaces them all, a resumed crawl extends them all.
type Start int

const (
	// Fresh replaces: a file starts empty, a directory's index starts
	// empty and the files the old index listed are removed.
	Fresh Start = iota
	// Resumed extends: records are appended to what the run it resumes
	// wrote, so that the outputs describe the whole crawl.
	Resumed
)
