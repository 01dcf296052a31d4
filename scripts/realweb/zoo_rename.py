"""Writes the renamed copy of the library zoo (zoo.sh).

Usage: zoo_rename.py SRC DST

Every file of SRC but its packages (node_modules/), and every package file
those files name, is written to DST under a name made of its path's hash:
the first 16 hex digits of the SHA-256 of its path relative to SRC, and
its extension (which the server's Content-Type goes by). References to
them in the files of SRC are rewritten to the new names; the packages'
files are copied unchanged. So every page, data file and library file of
DST has a name that tells nothing, and DST is flat.
"""

import hashlib
import os
import re
import shutil
import sys

# A reference: a path under node_modules/, data/ or tags/ with an
# extension, or a page's name.
REF = re.compile(r"(?:node_modules|data|tags)/[A-Za-z0-9@._+/-]+\.[A-Za-z0-9]+|[a-z0-9-]+\.html")


def renamed(rel):
    """The name of the file at path rel (relative to SRC) in DST."""
    return hashlib.sha256(rel.encode()).hexdigest()[:16] + os.path.splitext(rel)[1]


def main(src, dst):
    own = []
    for base, dirs, files in os.walk(src):
        rel_base = os.path.relpath(base, src)
        if rel_base == "node_modules" or rel_base.startswith("node_modules" + os.sep):
            continue
        for f in files:
            own.append(os.path.normpath(os.path.join(rel_base, f)).replace(os.sep, "/"))
    os.makedirs(dst)
    named = set()

    def rewrite(m):
        rel = m.group(0)
        if not os.path.isfile(os.path.join(src, rel)):
            return rel
        named.add(rel)
        return renamed(rel)

    for rel in own:
        with open(os.path.join(src, rel), encoding="utf-8") as f:
            text = REF.sub(rewrite, f.read())
        with open(os.path.join(dst, renamed(rel)), "w", encoding="utf-8") as f:
            f.write(text)
    for rel in sorted(named - set(own)):
        shutil.copyfile(os.path.join(src, rel), os.path.join(dst, renamed(rel)))


if __name__ == "__main__":
    main(sys.argv[1], sys.argv[2])
