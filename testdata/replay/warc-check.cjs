// Reads WARC files with warcio (the Webrecorder reader) and checks every
// record's digests: the block digest of every record, the payload digest
// of every record with a payload (an HTTP message's body, a resource).
// Prints one JSON object: the records by type, the digests checked, and
// the mismatches; exits 1 on a mismatch or a record it cannot read.
//
// Usage: node warc-check.cjs FILE.warc.gz...
"use strict";
const fs = require("fs");
const crypto = require("crypto");
const { WARCParser } = require("warcio");

// base32 is RFC 4648 base32 with padding, as WARC digests are written.
function base32(buf) {
  const alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567";
  let bits = 0, value = 0, out = "";
  for (const byte of buf) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += alphabet[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  if (bits > 0) out += alphabet[(value << (5 - bits)) & 31];
  while (out.length % 8) out += "=";
  return out;
}

function digest(algo, data) {
  const name = { sha1: "sha1", sha256: "sha256", md5: "md5" }[algo];
  if (!name) throw new Error("unknown digest algorithm " + algo);
  const sum = crypto.createHash(name).update(data).digest();
  return algo + ":" + (algo === "sha1" ? base32(sum) : sum.toString("hex"));
}

function check(field, data, problems, where) {
  if (!field) return false;
  const algo = field.split(":", 1)[0];
  const want = digest(algo, data);
  const ok = want.toUpperCase() === field.toUpperCase();
  if (!ok) problems.push(`${where}: ${field} != ${want}`);
  return true;
}

async function main() {
  const summary = { records: 0, types: {}, blockDigests: 0, payloadDigests: 0, problems: [] };
  for (const file of process.argv.slice(2)) {
    const parser = new WARCParser(fs.createReadStream(file), { parseHttp: false });
    for await (const record of parser) {
      const type = record.warcType;
      const where = `${file} record ${summary.records} (${type} ${record.warcTargetURI || ""})`;
      const block = Buffer.from(await record.readFully(false));
      summary.records++;
      summary.types[type] = (summary.types[type] || 0) + 1;
      if (check(record.warcHeader("WARC-Block-Digest"), block, summary.problems, where + " block")) {
        summary.blockDigests++;
      } else {
        summary.problems.push(where + ": no WARC-Block-Digest");
      }
      const payloadField = record.warcHeader("WARC-Payload-Digest");
      if (type === "revisit" || !payloadField) continue;
      let payload = block;
      const ct = record.warcContentType || "";
      if (ct.startsWith("application/http")) {
        const end = block.indexOf("\r\n\r\n");
        if (end < 0) {
          summary.problems.push(where + ": no end to the HTTP head");
          continue;
        }
        payload = block.subarray(end + 4);
      }
      if (check(payloadField, payload, summary.problems, where + " payload")) summary.payloadDigests++;
    }
  }
  process.stdout.write(JSON.stringify(summary) + "\n");
  process.exit(summary.problems.length ? 1 : 0);
}

main().catch((e) => {
  process.stderr.write(String(e && e.stack || e) + "\n");
  process.exit(2);
});
