package word8

import "testing"

// TestMarksEveryByteExactly checks Below, High, AnyBelow and AnyEqual against plain
// comparisons for every byte value at every place in the word, beside
// bytes that could carry or borrow into it.
func TestMarksEveryByteExactly(t *testing.T) {
	for _, fill := range []byte{0x00, 0x20, 0x7f, 0x80, 0xff} {
		for b := range 256 {
			for at := range 8 {
				s := []byte{fill, fill, fill, fill, fill, fill, fill, fill}
				s[at] = byte(b)
				x := At(s, 0)
				if x != At(string(s), 0) {
					t.Fatalf("At of %q differs for a string", s)
				}
				for _, n := range []byte{1, 0x20, 0x21, 0x80} {
					if got, want := Below(x, n), mark(s, func(c byte) bool { return c < n }); got != want {
						t.Errorf("Below(%q, %#x) = %#x, want %#x", s, n, got, want)
					}
				}
				for _, n := range []byte{1, 0x20, 0x21, 0x80} {
					if got, want := AnyBelow(x, n) != 0, mark(s, func(c byte) bool { return c < n }) != 0; got != want {
						t.Errorf("AnyBelow(%q, %#x) = %v, want %v", s, n, got, want)
					}
				}
				for _, c := range []byte{'"', '\\', ' ', 0} {
					if got, want := AnyEqual(x, c) != 0, mark(s, func(v byte) bool { return v == c }) != 0; got != want {
						t.Errorf("AnyEqual(%q, %q) = %v, want %v", s, c, got, want)
					}
				}
				if got, want := High(x), mark(s, func(c byte) bool { return c >= 0x80 }); got != want {
					t.Errorf("High(%q) = %#x, want %#x", s, got, want)
				}
			}
		}
	}
}

// mark is the word with the top bit of each byte of s that meets f.
func mark(s []byte, f func(byte) bool) uint64 {
	var m uint64
	for i, c := range s {
		if f(c) {
			m |= 0x80 << (8 * i)
		}
	}
	return m
}
