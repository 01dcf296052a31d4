// Package testkit holds no code: its folders are the test kit that the
// packages' tests, the fixture and corpus servers, and the benchmark
// programs share, apart from the production helpers beside it under
// internal/ (procguard, tunnel, urlesc, neterr, cfgerr), which the
// library links.
//
//	testsite/     the fixture site every package's tests share, and its server
//	testchrome/   the one Chrome a test binary shares
//	archivetest/  archives read by warcio, har-validator and ReplayWeb.page
//	realweb/      the real-content corpus, and its server
//	testenv/      whether the tests run in CI, where a missing dependency fails
//	pdfwrite/     small PDFs for tests and fixtures
//
// The kit may import anything of this module (testchrome and archivetest
// start render's pool); no production package imports the kit, so the
// library never links it, and a package the kit imports can still use
// the kit in its tests without a cycle of folders. Only _test.go files,
// other kit packages (crawl/frontier/frontiertest,
// sink/sqldb/postgres/pgtest), the servers under testkit and scripts/
// import it; crawl's TestPackageImportRules holds this.
package testkit
