package render

import (
	"slices"
	"testing"
)

func TestInstallPaths(t *testing.T) {
	env := map[string]string{
		"ProgramFiles":      `C:\Program Files`,
		"ProgramFiles(x86)": `C:\Program Files (x86)`,
		"LocalAppData":      `C:\Users\ann\AppData\Local`,
	}
	tests := []struct {
		name  string
		goos  string
		env   map[string]string
		first string
		has   []string
		n     int
	}{
		{
			name: "macOS", goos: "darwin", first: "/Applications/Google Chrome.app/Contents/MacOS/Google Chrome", n: 3,
			has: []string{"/Applications/Chromium.app/Contents/MacOS/Chromium", "/Applications/Microsoft Edge.app/Contents/MacOS/Microsoft Edge"},
		},
		{
			name: "Windows", goos: "windows", env: env, first: `C:\Program Files\Google\Chrome\Application\chrome.exe`, n: 9,
			has: []string{
				`C:\Program Files (x86)\Google\Chrome\Application\chrome.exe`,
				`C:\Users\ann\AppData\Local\Google\Chrome\Application\chrome.exe`,
				`C:\Program Files (x86)\Microsoft\Edge\Application\msedge.exe`,
			},
		},
		{
			name: "Windows, per-user only", goos: "windows", env: map[string]string{"LocalAppData": `D:\L`}, first: `D:\L\Google\Chrome\Application\chrome.exe`, n: 3,
			has: []string{`D:\L\Microsoft\Edge\Application\msedge.exe`},
		},
		{name: "Linux: PATH only", goos: "linux", env: env, n: 0},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got := installPaths(tt.goos, func(k string) string { return tt.env[k] })
			if len(got) != tt.n || tt.n > 0 && got[0] != tt.first {
				t.Fatalf("got %q; want %d paths, %q first", got, tt.n, tt.first)
			}
			for _, p := range tt.has {
				if !slices.Contains(got, p) {
					t.Errorf("%q missing from %q", p, got)
				}
			}
		})
	}
}
