package render

import (
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
)

// WebRTC's address policy (Config.WebRTCPolicy) is read differently by
// the two kinds of Chrome: the headless shell reads the command-line flag
// force-webrtc-ip-handling-policy and ignores the profile's preferences,
// while full Chrome ignores that flag and reads the preference
// webrtc.ip_handling_policy of its profile. Both are given. Browser
// contexts made for isolated pages (Config.Isolate) are off-the-record
// profiles of the default one, and read its preferences.

// webRTCPolicies are the policies Chrome knows.
var webRTCPolicies = map[string]bool{
	"default":                               true,
	"default_public_and_private_interfaces": true,
	"default_public_interface_only":         true,
	"disable_non_proxied_udp":               true,
}

// writePreferences writes, in the profile dir we made, the preferences
// full Chrome reads at its start: the WebRTC policy.
func writePreferences(dataDir, policy string) error {
	if policy == "" {
		return nil
	}
	prefs := map[string]any{"webrtc": map[string]any{
		"ip_handling_policy":      policy,
		"multiple_routes_enabled": false,
		"nonproxied_udp_enabled":  policy != "disable_non_proxied_udp",
	}}
	b, err := json.Marshal(prefs)
	if err != nil {
		return err
	}
	dir := filepath.Join(dataDir, "Default")
	if err := os.MkdirAll(dir, 0o700); err != nil {
		return fmt.Errorf("render: preferences: %w", err)
	}
	if err := os.WriteFile(filepath.Join(dir, "Preferences"), b, 0o600); err != nil {
		return fmt.Errorf("render: preferences: %w", err)
	}
	return nil
}
