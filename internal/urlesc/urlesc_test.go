package urlesc

import "testing"

func TestNormalize(t *testing.T) {
	for _, tc := range []struct{ in, keep, want string }{
		{"/a%7eb%2fc", "/", "/a~b%2Fc"},           // unreserved decoded, others upper-cased
		{"/caf\xc3\xa9 x", "/", "/caf%C3%A9%20x"}, // raw bytes escaped
		{"/a b", "/ ", "/a b"},                    // kept as asked
		{"/50%", "/", "/50%25"},                   // a lone % is escaped
		{"%4A%zz", "", "J%25zz"},
	} {
		if got := Normalize(tc.in, tc.keep); got != tc.want {
			t.Errorf("Normalize(%q, %q) = %q, want %q", tc.in, tc.keep, got, tc.want)
		}
	}
}

func TestNormalizeNonASCII(t *testing.T) {
	for _, tc := range []struct{ in, want string }{
		{"/\xc3\xbcmlaut", "/%C3%BCmlaut"},
		{"/file%20two?a=b&c", "/file%20two?a=b&c"},
		{"/%c3%bc%7E 50%", "/%C3%BC~ 50%"},
	} {
		if got := NormalizeNonASCII(tc.in); got != tc.want {
			t.Errorf("NormalizeNonASCII(%q) = %q, want %q", tc.in, got, tc.want)
		}
	}
}
