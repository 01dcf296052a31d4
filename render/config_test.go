package render

import (
	"errors"
	"testing"
	"time"

	"github.com/chromedp/cdproto/network"
)

func TestConfigValidateNamesTheField(t *testing.T) {
	for _, tc := range []struct {
		field string
		mod   func(*Config)
	}{
		{"Tabs", func(c *Config) { c.Tabs = 0 }},
		{"RecycleAfter", func(c *Config) { c.RecycleAfter = 0 }},
		{"RecycleBrowserAfter", func(c *Config) { c.RecycleBrowserAfter = 0 }},
		{"MaxBrowserMemory", func(c *Config) { c.MaxBrowserMemory = -1 }},
		{"JSHeapMB", func(c *Config) { c.JSHeapMB = -1 }},
		{"Timeout", func(c *Config) { c.Timeout = 0 }},
		{"QuietWindow", func(c *Config) { c.QuietWindow = c.Timeout }},
		{"MaxBody", func(c *Config) { c.MaxBody = 0 }},
		{"Wait", func(c *Config) { c.Wait = Wait{Kind: WaitSelector} }},
		{"Block", func(c *Config) { c.Block = []network.ResourceType{network.ResourceTypeDocument} }},
		{"ScreenshotBlock", func(c *Config) { c.ScreenshotBlock = []network.ResourceType{network.ResourceTypeDocument} }},
		{"Viewport", func(c *Config) { c.Viewport = Viewport{Width: 0, Height: 800} }},
		{"Viewport", func(c *Config) { c.Viewport = Viewport{Width: 1280, Height: maxViewport + 1} }},
		{"ChromeFlags", func(c *Config) { c.ChromeFlags = []string{"--headless"} }},
	} {
		cfg := DefaultConfig()
		tc.mod(&cfg)
		var ce *ConfigError
		if err := cfg.Validate(); !errors.As(err, &ce) || ce.Field != tc.field {
			t.Errorf("%s: Validate() = %v, want a ConfigError of that field", tc.field, err)
		}
	}
	cfg := DefaultConfig()
	cfg.QuietWindow = time.Millisecond
	if err := cfg.Validate(); err != nil {
		t.Errorf("a valid config: %v", err)
	}
}

func TestParseViewport(t *testing.T) {
	for _, tc := range []struct {
		in   string
		want Viewport
		ok   bool
	}{
		{"1280x800", Viewport{1280, 800}, true},
		{" 375X667 ", Viewport{375, 667}, true},
		{"1280", Viewport{}, false},
		{"1280x", Viewport{}, false},
		{"x800", Viewport{}, false},
		{"0x800", Viewport{}, false},
		{"-5x800", Viewport{}, false},
		{"1280x800x2", Viewport{}, false},
		{"20000x800", Viewport{}, false},
	} {
		got, err := ParseViewport(tc.in)
		if (err == nil) != tc.ok || (tc.ok && got != tc.want) {
			t.Errorf("ParseViewport(%q) = %v, %v; want %v (ok %v)", tc.in, got, err, tc.want, tc.ok)
		}
	}
}
