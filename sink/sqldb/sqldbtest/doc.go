// Package sqldbtest is the contract every sqldb backend passes (Run): the
// same tests, run by each backend's own test against a real database; and
// the writer's benchmark (BenchWriter).
//
// sqldbtest imports sink and sqldb only; it is for tests.
package sqldbtest
