package testenv

import (
	"os"
	"testing"
)

func TestCI(t *testing.T) {
	for _, tc := range []struct {
		value string
		set   bool
		want  bool
	}{
		{"", false, false},
		{"", true, false},
		{"false", true, false},
		{"FALSE", true, false},
		{"0", true, false},
		{"true", true, true},
		{"1", true, true},
		{"yes", true, true},
		{"woodpecker", true, true},
	} {
		t.Run(tc.value, func(t *testing.T) {
			t.Setenv("CI", tc.value) // restored when the test ends
			if !tc.set {
				os.Unsetenv("CI")
			}
			if got := CI(); got != tc.want {
				t.Errorf("CI=%q: CI() = %v, want %v", tc.value, got, tc.want)
			}
		})
	}
}
