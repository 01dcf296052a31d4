//go:build race

package extract

// raceOn: the tests run under the race detector, ten times slower.
const raceOn = true
