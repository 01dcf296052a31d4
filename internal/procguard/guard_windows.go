//go:build windows

package procguard

// Start returns a nil *Guard: Windows has no guard. A process started by a
// program that is killed outright keeps running there, and its directory
// stays.
func Start(pid int, dir string) (*Guard, error) {
	return nil, nil
}
