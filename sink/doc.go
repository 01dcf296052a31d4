// Package sink writes records where users' tools read them: JSON Lines by
// default. A record is written whole or not at all.
//
// sink imports no other package of this module: the crawler builds records,
// sinks only write them.
package sink
