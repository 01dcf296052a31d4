package sink

import (
	"bytes"
	"encoding/json"
	"math/rand/v2"
	"strings"
	"testing"
)

// jsonString is s as encoding/json writes it with HTML escaping off.
func jsonString(t testing.TB, s string) []byte {
	var b bytes.Buffer
	enc := json.NewEncoder(&b)
	enc.SetEscapeHTML(false)
	if err := enc.Encode(s); err != nil {
		t.Fatal(err)
	}
	return bytes.TrimSuffix(b.Bytes(), []byte("\n"))
}

// TestJSONStringIsEncodingJSONs checks appendJSONString against
// encoding/json on strings made of the characters that need care, at
// every alignment of the eight-byte steps.
func TestJSONStringIsEncodingJSONs(t *testing.T) {
	pieces := []string{"a", "plain words ", "\"", "\\", "\n", "\t", "\r", "\b", "\f", "\x00", "\x1f", "\x7f", " ", "<", ">", "&",
		"é", "語", "😀", "\u2028", "\u2029", "\xff", "\xc3", "\xe2\x80", "\xed\xa0\x80", "\ufffd", "/", "!"}
	cases := []string{"", "a", "abcdefgh", "abcdefghi", strings.Repeat("x", 64) + "\"", "\"" + strings.Repeat("x", 64)}
	rng := rand.New(rand.NewPCG(1, 2))
	for range 3000 {
		var sb strings.Builder
		for range rng.IntN(40) {
			sb.WriteString(pieces[rng.IntN(len(pieces))])
		}
		cases = append(cases, sb.String())
	}
	for _, s := range cases {
		if got, want := appendJSONString([]byte("x"), s), append([]byte("x"), jsonString(t, s)...); !bytes.Equal(got, want) {
			t.Fatalf("%q:\n got %s\nwant %s", s, got, want)
		}
	}
}

// Every single byte, alone and in a run of plain bytes on each side.
func TestJSONStringEveryByte(t *testing.T) {
	for b := range 256 {
		for _, s := range []string{string(rune(b)), string([]byte{byte(b)}), "abcdefg" + string([]byte{byte(b)}) + "hijklmnopq"} {
			if got, want := appendJSONString(nil, s), jsonString(t, s); !bytes.Equal(got, want) {
				t.Errorf("%q: got %s, want %s", s, got, want)
			}
		}
	}
}

func FuzzJSONString(f *testing.F) {
	f.Add("plain text, then \"quotes\" and \\ and \n\u2028\xff")
	f.Fuzz(func(t *testing.T, s string) {
		if got, want := appendJSONString(nil, s), jsonString(t, s); !bytes.Equal(got, want) {
			t.Errorf("%q: got %s, want %s", s, got, want)
		}
	})
}

// BenchmarkJSONString compares appendJSONString with encoding/json on a
// page's text.
func BenchmarkJSONString(b *testing.B) {
	text := strings.Repeat("cache juliet browser oscar browser socket juliet alpha payload india header.\n\n", 70)
	b.Run("appendJSONString", func(b *testing.B) {
		b.SetBytes(int64(len(text)))
		var dst []byte
		for b.Loop() {
			dst = appendJSONString(dst[:0], text)
		}
	})
	b.Run("encoding/json", func(b *testing.B) {
		b.SetBytes(int64(len(text)))
		var buf bytes.Buffer
		enc := json.NewEncoder(&buf)
		enc.SetEscapeHTML(false)
		for b.Loop() {
			buf.Reset()
			enc.Encode(text)
		}
	})
}

// TestJSONLLineIsEncodingJSONs checks the lines of the JSON Lines sink,
// whose text and HTML are written apart, against encoding/json's
// encoding of the whole record, on records whose every string is made of
// the characters that need care, the key order's own text included.
func TestJSONLLineIsEncodingJSONs(t *testing.T) {
	pieces := []string{"a", "words ", "\"", "\\", "\n", "\x00", "é", "\u2028", "\xff", "<&>", `,"text":"","html":"",`, `"html":"`, "}", "\"text\":\""}
	rng := rand.New(rand.NewPCG(3, 4))
	str := func() string {
		var sb strings.Builder
		for range rng.IntN(12) {
			sb.WriteString(pieces[rng.IntN(len(pieces))])
		}
		return sb.String()
	}
	var got bytes.Buffer
	j := NewJSONL(&got)
	for i := range 500 {
		rec := &Record{URL: str(), Mode: str(), Reason: str(), Attempts: i, Referrer: str(), Error: str()}
		rec.FinalURL, rec.Title, rec.Text, rec.HTML, rec.ContentType = str(), str(), str(), str(), str()
		rec.Links = []string{str(), str()}
		rec.Headers = map[string]string{str(): str(), "b": str()}
		rec.Console = []ConsoleEntry{{Type: str(), Text: str()}}
		if i%3 == 0 {
			rec.Text, rec.HTML = strings.Repeat(str(), 100), ""
		}
		got.Reset()
		if err := j.Write(rec); err != nil {
			t.Fatal(err)
		}
		var wire recordWire
		rec.fillWire(&wire)
		var want bytes.Buffer
		enc := json.NewEncoder(&want)
		enc.SetEscapeHTML(false)
		if err := enc.Encode(&wire); err != nil {
			t.Fatal(err)
		}
		if !bytes.Equal(got.Bytes(), want.Bytes()) {
			t.Fatalf("record %d:\n got %s\nwant %s", i, got.Bytes(), want.Bytes())
		}
	}
}

// syncCounter is a writer that counts the syncs asked of it.
type syncCounter struct {
	bytes.Buffer
	syncs int
}

func (s *syncCounter) Sync() error { s.syncs++; return nil }

// TestJSONLSyncsOnlyWhenAsked: Close syncs the output once with
// WithSync, and not at all without it.
func TestJSONLSyncsOnlyWhenAsked(t *testing.T) {
	for _, want := range []int{0, 1} {
		var w syncCounter
		j := NewJSONL(&w)
		if want == 1 {
			j.WithSync()
		}
		if err := j.Write(&Record{URL: "http://a.test/"}); err != nil {
			t.Fatal(err)
		}
		if err := j.Close(); err != nil {
			t.Fatal(err)
		}
		if w.syncs != want || !strings.Contains(w.String(), `"url":"http://a.test/"`) {
			t.Errorf("WithSync %v: %d syncs, want %d; wrote %q", want == 1, w.syncs, want, w.String())
		}
	}
}
