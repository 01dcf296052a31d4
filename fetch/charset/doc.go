// Package charset decodes the bytes of a text document to UTF-8 as a
// browser does, following the WHATWG order of precedence: a byte order
// mark, the charset of the Content-Type header, a declaration in the
// document (the <meta> prescan of HTML, the XML declaration), then
// statistical detection of undeclared CJK and single-byte encodings
// (docs/charsets.md).
//
// [Decode] returns the text and the WHATWG name of the encoding used;
// [ParseContentType] and [KindOf] read a Content-Type header the way
// [Decode] needs it. Labels resolve through the WHATWG label table
// ("latin1" is windows-1252, "gb2312" is gbk).
//
// charset imports no package of this module: fetch decodes with it, and
// so may anything else that holds the bytes of a document.
package charset
