package render

import (
	"context"
	"fmt"
	"slices"
	"strings"

	"github.com/chromedp/cdproto/cdp"
	"github.com/chromedp/cdproto/emulation"

	"github.com/rendercrawl/render/internal/cfgerr"
)

// Emulation is the device and place pages are seen from; the viewport and
// user agent are Config's. The zero value is a desktop at scale 1 in the
// browser's own locale and time zone.
type Emulation struct {
	// ScaleFactor is the device's pixels per CSS pixel (0: 1).
	ScaleFactor float64
	// Mobile lays pages out as a phone does (the viewport meta tag,
	// overlay scrollbars); Touch makes the page see a touch screen.
	Mobile, Touch bool
	// Locale ("de-DE") sets the page's locale (Intl, navigator.language)
	// and the Accept-Language its requests carry.
	Locale string
	// Timezone is an IANA time zone ("Europe/Berlin").
	Timezone string
}

func (e Emulation) validate() error {
	bad := cfgerr.For("render", "Session.Emulation.")
	switch {
	case e.ScaleFactor < 0 || e.ScaleFactor > 10:
		return bad("ScaleFactor", "must be between 0 and 10, got %v", e.ScaleFactor)
	case e.Locale != "" && !validLocale(e.Locale):
		return bad("Locale", "%q is not a language tag such as en-US", e.Locale)
	case e.Timezone != "" && strings.ContainsAny(e.Timezone, " \t\r\n,;"):
		return bad("Timezone", "%q is not a time zone such as Europe/Berlin", e.Timezone)
	}
	return nil
}

// validLocale reports a BCP 47 tag in its common forms: a language of 2 or
// 3 letters, then subtags of letters and digits.
func validLocale(s string) bool {
	parts := strings.Split(strings.ReplaceAll(s, "_", "-"), "-")
	if n := len(parts[0]); n < 2 || n > 3 {
		return false
	}
	for _, p := range parts {
		if p == "" || len(p) > 8 || strings.IndexFunc(p, func(r rune) bool {
			return !('a' <= r && r <= 'z' || 'A' <= r && r <= 'Z' || '0' <= r && r <= '9')
		}) >= 0 {
			return false
		}
	}
	return true
}

// AcceptLanguage is the Accept-Language header of a locale: "de-DE"
// gives "de-DE,de;q=0.9".
func AcceptLanguage(locale string) string {
	locale = strings.ReplaceAll(locale, "_", "-")
	lang, _, hasRegion := strings.Cut(locale, "-")
	if !hasRegion {
		return locale
	}
	return locale + "," + lang + ";q=0.9"
}

// languages is a locale and its language: "de-DE" gives "de-DE,de".
func languages(locale string) string {
	locale = strings.ReplaceAll(locale, "_", "-")
	if lang, _, hasRegion := strings.Cut(locale, "-"); hasRegion {
		return locale + "," + lang
	}
	return locale
}

// Device is a phone or tablet to emulate.
type Device struct {
	Viewport    Viewport
	ScaleFactor float64
	Mobile      bool
	Touch       bool
	UserAgent   string
}

const (
	iphoneUA = "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1"
	ipadUA   = "Mozilla/5.0 (iPad; CPU OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1"
	pixelUA  = "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36"
	galaxyUA = "Mozilla/5.0 (Linux; Android 14; SM-S921B) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36"
	tabUA    = "Mozilla/5.0 (Linux; Android 13; SM-X710) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36"
)

// Devices are the devices DeviceNamed knows, by lowercase name.
var Devices = map[string]Device{
	"iphone-15":     {Viewport{393, 852}, 3, true, true, iphoneUA},
	"iphone-se":     {Viewport{375, 667}, 2, true, true, iphoneUA},
	"pixel-8":       {Viewport{412, 915}, 2.625, true, true, pixelUA},
	"galaxy-s24":    {Viewport{360, 780}, 3, true, true, galaxyUA},
	"ipad":          {Viewport{820, 1180}, 2, true, true, ipadUA},
	"ipad-pro":      {Viewport{1024, 1366}, 2, true, true, ipadUA},
	"galaxy-tab-s9": {Viewport{800, 1280}, 2, true, true, tabUA},
	"desktop":       {Viewport{1280, 800}, 1, false, false, ""},
}

// DeviceNamed returns the device of that name (case does not matter).
func DeviceNamed(name string) (Device, error) {
	d, ok := Devices[strings.ToLower(strings.TrimSpace(name))]
	if !ok {
		names := make([]string, 0, len(Devices))
		for n := range Devices {
			names = append(names, n)
		}
		slices.Sort(names)
		return Device{}, fmt.Errorf("unknown device %q (want one of %s)", name, strings.Join(names, ", "))
	}
	return d, nil
}

// Apply sets the device on cfg: its viewport, emulation, and its user
// agent unless cfg has one.
func (d Device) Apply(cfg *Config) {
	cfg.Viewport = d.Viewport
	cfg.Session.Emulation.ScaleFactor = d.ScaleFactor
	cfg.Session.Emulation.Mobile = d.Mobile
	cfg.Session.Emulation.Touch = d.Touch
	if cfg.UserAgent == "" {
		cfg.UserAgent = d.UserAgent
	}
}

// viewScale is how large the tabs of a Chrome we started draw their
// pages: a tenth of the viewport each way. A page is laid out at its
// viewport as before: its scripts, its media queries and the read see
// the viewport's width and height, a devicePixelRatio of the device's and
// a visual viewport at scale 1; only its pixels are drawn smaller, and
// no one looks at them. Drawing a page at 1280x800 was about a fifth of
// the CPU of a whole SPA page and a quarter of the peak memory of 4 tabs
// (docs/benchmarks.md, "Drawing pages no one sees"). A screenshot is
// taken at full size all the same: Chrome draws the capture at scale 1
// (the same PNG, byte for byte, as with the view at full size). A remote
// browser's tabs are drawn at full size: someone may be watching them.
const viewScale = 0.1

// viewScale is the scale the browser's tabs draw their pages at (0: as
// Chrome would).
func (b *browser) viewScale() float64 {
	if b.dataDir == "" {
		return 0
	}
	return viewScale
}

// emulationCalls set the tab's viewport, device, user agent, locale and
// time zone.
func (t *tab) emulationCalls(ctx context.Context) []func() error {
	e := t.cfg.Session.Emulation
	scale := e.ScaleFactor
	if scale == 0 {
		scale = 1
	}
	calls := []func() error{func() error {
		_, err := cdp.Call(ctx, t.t, emulation.SetDeviceMetricsOverride, emulation.SetDeviceMetricsOverrideParams{
			Width: int64(t.cfg.Viewport.Width), Height: int64(t.cfg.Viewport.Height), DeviceScaleFactor: scale, Mobile: e.Mobile, Scale: t.b.viewScale(),
		})
		return wrapCall("Emulation.setDeviceMetricsOverride", err)
	}}
	if ua := t.cfg.UserAgent; ua != "" || e.Locale != "" {
		if ua == "" {
			ua = t.b.userAgent
		}
		params := emulation.SetUserAgentOverrideParams{UserAgent: ua}
		if e.Locale != "" {
			// Chrome adds the q-values itself.
			params.AcceptLanguage = languages(e.Locale)
		}
		calls = append(calls, func() error {
			_, err := cdp.Call(ctx, t.t, emulation.SetUserAgentOverride, params)
			return wrapCall("Emulation.setUserAgentOverride", err)
		})
	}
	if e.Touch {
		calls = append(calls, func() error {
			_, err := cdp.Call(ctx, t.t, emulation.SetTouchEmulationEnabled, emulation.SetTouchEmulationEnabledParams{Enabled: true, MaxTouchPoints: 5})
			return wrapCall("Emulation.setTouchEmulationEnabled", err)
		})
	}
	if e.Locale != "" {
		calls = append(calls, func() error {
			_, err := cdp.Call(ctx, t.t, emulation.SetLocaleOverride, emulation.SetLocaleOverrideParams{Locale: strings.ReplaceAll(e.Locale, "-", "_")})
			return wrapCall("Emulation.setLocaleOverride", err)
		})
	}
	if e.Timezone != "" {
		calls = append(calls, func() error {
			_, err := cdp.Call(ctx, t.t, emulation.SetTimezoneOverride, emulation.SetTimezoneOverrideParams{TimezoneID: e.Timezone})
			return wrapCall("Emulation.setTimezoneOverride", err)
		})
	}
	return calls
}

// wrapCall names the command an error came from.
func wrapCall(name string, err error) error {
	if err != nil {
		return fmt.Errorf("%s: %w", name, err)
	}
	return nil
}
