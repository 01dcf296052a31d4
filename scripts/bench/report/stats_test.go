package main

import (
	"slices"
	"testing"
)

func TestSummarize(t *testing.T) {
	tests := []struct {
		name string
		in   []float64
		want spread
		text string
	}{
		{"none", nil, spread{}, "–"},
		{"one", []float64{2}, spread{med: 2, min: 2, max: 2, n: 1}, "2.00"},
		{"odd", []float64{3, 1, 2}, spread{med: 2, min: 1, max: 3, n: 3}, "2.00 (1.00–3.00)"},
		{"even", []float64{4, 1, 2, 3}, spread{med: 2.5, min: 1, max: 4, n: 4}, "2.50 (1.00–4.00)"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got := summarize(tt.in)
			if got != tt.want {
				t.Errorf("summarize(%v) = %+v, want %+v", tt.in, got, tt.want)
			}
			if s := got.format(2); s != tt.text {
				t.Errorf("format = %q, want %q", s, tt.text)
			}
		})
	}
}

func TestSummarizeLeavesInputAlone(t *testing.T) {
	in := []float64{3, 1, 2}
	summarize(in)
	if !slices.Equal(in, []float64{3, 1, 2}) {
		t.Errorf("summarize sorted its input: %v", in)
	}
}

func TestRatiosPairRoundByRound(t *testing.T) {
	got := ratios([]float64{2, 6, 5, 9}, []float64{1, 3, 0})
	// The third round's denominator is zero and the fourth has no pair.
	if want := []float64{2, 2}; !slices.Equal(got, want) {
		t.Errorf("ratios = %v, want %v", got, want)
	}
}

func TestFormatRateKeepsSmallRatesReadable(t *testing.T) {
	for _, tt := range []struct {
		in   []float64
		want string
	}{
		{[]float64{1554.94}, "1554.9"},
		{[]float64{3.456}, "3.46"},
		{[]float64{0.2381, 0.25}, "0.244 (0.238–0.250)"},
	} {
		if got := summarize(tt.in).formatRate(); got != tt.want {
			t.Errorf("formatRate(%v) = %q, want %q", tt.in, got, tt.want)
		}
	}
}
