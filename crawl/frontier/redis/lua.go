package redis

import "github.com/rendercrawl/render/crawl/frontier"

// Worker states: a worker's registration holds one of them.
const (
	workerSeeding = "seeding" // may still push seeds
	workerSealed  = "sealed"  // called Seal
)

// luaPrelude starts the scripts that read or write a URL's state or a
// worker's: it names the values, so that the scripts and the Go code
// share one spelling of each.
const luaPrelude = "local QUEUED, LEASED, DONE = '" +
	string(rune(frontier.StateQueued)) + "', '" +
	string(rune(frontier.StateLeased)) + "', '" +
	string(rune(frontier.StateDone)) + "'\n" +
	"local SEEDING = '" + workerSeeding + "'\n"
