// Package document reads documents that are not HTML for what a record
// keeps of them: a PDF's text, title and page count, what its document
// information says (author, subject, dates, language), and the URIs its
// links point to. [Markdown] writes such a text as CommonMark that reads
// back as the same text.
//
// [ReadPDF] parses a PDF with github.com/ledongthuc/pdf (pure Go: its
// object parser, stream filters, fonts' encodings and RC4/AES-128
// decryption) and lays out the text itself: interpret.go follows the
// text operators, text.go joins what they show into words, lines and
// paragraphs. The library's own text call joins the pieces a TeX or
// DocBook PDF positions apart ("Thisisatext"), and its per-glyph
// Content call reads each font and width again for every glyph (tens of
// seconds for a 50-page manual). docs/pdf.md has the measurements that
// chose this.
//
// A PDF that cannot be read is an error that matches [ErrEncrypted] (it
// needs a password, or uses a cipher the library lacks) or [ErrBroken]
// (cut short, not a PDF, or malformed); the library's panics on
// malformed input are recovered into ErrBroken.
//
// document imports nothing of this module.
package document
