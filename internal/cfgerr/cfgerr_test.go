package cfgerr

import "testing"

func TestForNamesThePackageAndField(t *testing.T) {
	e := For("render", "Session.Emulation.")("Locale", "must be a BCP 47 tag, got %q", "x y")
	if e.Key() != "render.Session.Emulation.Locale" || e.Error() != `render: Session.Emulation.Locale must be a BCP 47 tag, got "x y"` {
		t.Errorf("key %q, error %q", e.Key(), e.Error())
	}
	if e := For("fetch")("Timeout", "must be positive"); e.Key() != "fetch.Timeout" {
		t.Errorf("key %q", e.Key())
	}
}
