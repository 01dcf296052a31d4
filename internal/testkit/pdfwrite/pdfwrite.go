// Package pdfwrite writes small PDFs of given objects, for tests and
// fixtures: the cross-reference table's offsets are counted as it goes,
// which is the part easy to get wrong by hand.
//
// pdfwrite imports nothing of this module.
package pdfwrite

import (
	"bytes"
	"fmt"
)

// Objects writes a PDF of objects, numbered from 1, the first the
// catalog; with info > 0, object info is the document information
// dictionary.
func Objects(info int, objects ...string) []byte {
	var b bytes.Buffer
	b.WriteString("%PDF-1.4\n")
	offsets := make([]int, len(objects))
	for i, o := range objects {
		offsets[i] = b.Len()
		fmt.Fprintf(&b, "%d 0 obj\n%s\nendobj\n", i+1, o)
	}
	xref := b.Len()
	fmt.Fprintf(&b, "xref\n0 %d\n0000000000 65535 f \n", len(objects)+1)
	for _, off := range offsets {
		fmt.Fprintf(&b, "%010d 00000 n \n", off)
	}
	infoRef := ""
	if info > 0 {
		infoRef = fmt.Sprintf(" /Info %d 0 R", info)
	}
	fmt.Fprintf(&b, "trailer\n<< /Size %d /Root 1 0 R%s >>\nstartxref\n%d\n%%%%EOF\n", len(objects)+1, infoRef, xref)
	return b.Bytes()
}

// Stream is a stream object of content.
func Stream(content string) string {
	return fmt.Sprintf("<< /Length %d >>\nstream\n%s\nendstream", len(content), content)
}
