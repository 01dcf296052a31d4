// Validates HAR files against the HAR 1.2 schema with har-validator.
// Prints one JSON object: the files checked, their entries, and the
// errors by file; exits 1 when a file is not valid HAR.
//
// Usage: node har-check.cjs FILE.har...
"use strict";
const fs = require("fs");
const validate = require("har-validator");

async function main() {
  const summary = { files: 0, entries: 0, errors: {} };
  for (const file of process.argv.slice(2)) {
    summary.files++;
    try {
      const har = JSON.parse(fs.readFileSync(file, "utf8"));
      await validate.har(har);
      summary.entries += har.log.entries.length;
    } catch (e) {
      summary.errors[file] = e.errors || String(e);
    }
  }
  process.stdout.write(JSON.stringify(summary) + "\n");
  process.exit(Object.keys(summary.errors).length ? 1 : 0);
}

main().catch((e) => {
  process.stderr.write(String(e && e.stack || e) + "\n");
  process.exit(2);
});
