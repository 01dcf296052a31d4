// Prints warcio's CDXJ index of a WARC file, one line per record it
// indexes, as warcio's own "cdx-index" command writes them.
//
// Usage: node cdx-index.cjs FILE.warc.gz
"use strict";
const fs = require("fs");
const path = require("path");
const { CDXIndexer } = require("warcio");

async function main() {
  const file = process.argv[2];
  const indexer = new CDXIndexer({ format: "cdxj" });
  const files = [{ reader: fs.createReadStream(file), filename: path.basename(file) }];
  for await (const cdx of indexer.iterIndex(files)) {
    process.stdout.write(indexer.serializeCDXJ(cdx));
  }
}

main().catch((e) => {
  process.stderr.write(String(e && e.stack || e) + "\n");
  process.exit(2);
});
