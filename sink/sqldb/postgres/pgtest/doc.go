// Package pgtest gives tests a database of their own on the test
// PostgreSQL server (testsite.Postgres): created empty, dropped when the
// test ends; and a statement or a count on it.
//
// pgtest imports internal/testkit/testsite and pgx only; it is for tests.
package pgtest
