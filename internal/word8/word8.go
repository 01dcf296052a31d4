// Package word8 looks at text eight bytes at a time: a word of eight
// bytes read at once, and which of its bytes fall below a bound or equal
// a byte, each test one arithmetic expression over the word rather than
// eight comparisons.
package word8

// lows has 1 in each byte, highs the top bit of each.
const (
	lows  = 0x0101010101010101
	highs = 0x8080808080808080
)

// At is the eight bytes of s from i, the first the lowest. s must hold
// them.
func At[T ~string | ~[]byte](s T, i int) uint64 {
	w := s[i : i+8]
	return uint64(w[0]) | uint64(w[1])<<8 | uint64(w[2])<<16 | uint64(w[3])<<24 |
		uint64(w[4])<<32 | uint64(w[5])<<40 | uint64(w[6])<<48 | uint64(w[7])<<56
}

// Below marks with its top bit each byte of x below n (n at most 0x80).
func Below(x uint64, n byte) uint64 {
	return ^(((x &^ highs) + lows*uint64(0x80-n)) | x) & highs
}

// AnyBelow is not zero when some byte of x is below n (n at most 0x80):
// cheaper than Below, and which bits it sets past the first such byte
// is not to be read.
func AnyBelow(x uint64, n byte) uint64 {
	return (x - lows*uint64(n)) &^ x & highs
}

// AnyEqual is not zero when some byte of x is c, as AnyBelow.
func AnyEqual(x uint64, c byte) uint64 {
	return AnyBelow(x^(lows*uint64(c)), 1)
}

// High marks with its top bit each byte of x at 0x80 or above: a byte of
// a multi-byte UTF-8 character.
func High(x uint64) uint64 { return x & highs }
