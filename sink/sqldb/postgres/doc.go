// Package postgres is the PostgreSQL backend of sqldb: a crawl kept on a
// server, for teams and for many render processes (a --frontier redis://
// crawl) writing one crawl at once. It uses pgx; the record is jsonb.
//
// Several writers are expected: migrations run under an advisory lock,
// each transaction upserts its rows in URL order (two writers never wait
// on each other in a cycle), and a server that restarts or goes away is
// retried by sqldb.Sink. Text PostgreSQL cannot store (a NUL character,
// invalid UTF-8) is replaced with U+FFFD.
//
// postgres imports sqldb and pgx only.
package postgres
