package fetch

import "github.com/rendercrawl/render/fetch/charset"

// The names fill (response.go) decodes a body with: package charset's,
// which decodes text to UTF-8 as a browser does.

const kindBinary = charset.Binary

func kindOf(mt string) charset.Kind { return charset.KindOf(mt) }

func parseContentType(v string) (mediaType, cs string) { return charset.ParseContentType(v) }

func decodeText(body []byte, headerCharset string, kind charset.Kind) ([]byte, string) {
	return charset.Decode(body, headerCharset, kind)
}
