package serve

import (
	"errors"
	"testing"
)

// TestConfigRefusesFlagsThatEscapeTheProxy: a Chrome flag that changes how
// Chrome reaches hosts would let pages bypass the address policy.
func TestConfigRefusesFlagsThatEscapeTheProxy(t *testing.T) {
	if err := DefaultConfig().Validate(); err != nil {
		t.Fatalf("the default config: %v", err)
	}
	for _, flags := range [][]string{
		{"proxy-bypass-list=*"}, {"no-proxy-server"}, {"proxy-server=http://127.0.0.1:1"},
		{"host-resolver-rules=MAP * 127.0.0.2"}, {"disable-gpu", "Force-WebRTC-IP-Handling-Policy=default"},
	} {
		c := DefaultConfig()
		c.Render.ChromeFlags = flags
		var ce *ConfigError
		if err := c.Validate(); !errors.As(err, &ce) || ce.Field != "Render.ChromeFlags" {
			t.Errorf("flags %q: err %v, want a ConfigError on Render.ChromeFlags", flags, err)
		}
	}
	c := DefaultConfig()
	c.Render.ChromeFlags = []string{"disable-gpu", "lang=de"}
	if err := c.Validate(); err != nil {
		t.Errorf("harmless flags refused: %v", err)
	}
}
