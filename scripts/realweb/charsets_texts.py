"""Writes 12 UTF-8 texts of one language for the charset corpus.

Usage: charsets_texts.py man|mo ROOT DIRNAME OUTDIR

man: translated man pages under ROOT/usr/share/man/DIRNAME, their
roff markup stripped to the running text; the pages with the most text in
the language, in name order, give 6 short texts (the start of a page, cut
at a line near 1.5 KB) and 6 long ones (up to 24 KB).
mo: the message catalogues under ROOT/usr/share/locale/DIRNAME, their
translations (msgstr) one per line, in catalogue order, cut into 6 short
and 6 long consecutive pieces.

Standard library only: it runs wherever Debian's python3 does.
"""

import gzip
import os
import re
import struct
import sys

SHORT, LONG = 1500, 24 * 1024
PER_KIND = 6


def roff_text(src):
    """The running text of a man page's roff source."""
    out = []
    for line in src.splitlines():
        if line.startswith(("'", '.\\"', "'\\\"")):
            continue
        if line.startswith("."):
            name, _, rest = line[1:].partition(" ")
            if name not in ("SH", "SS", "B", "I", "BR", "IR", "RB", "RI", "BI", "IB", "SM"):
                continue
            line = rest.replace('"', "")
        line = re.sub(r"\\f(\[[^]]*\]|\(..|.)", "", line)
        line = re.sub(r"\\\(..|\\\[[^]]*\]", "", line)
        line = re.sub(r"\\[-e]", lambda m: "-" if m.group(0) == "\\-" else "\\", line)
        line = re.sub(r"\\[&,/|^%:]", "", line)
        line = re.sub(r'\\".*', "", line)
        line = line.strip()
        if line:
            out.append(line)
    return "\n".join(out) + "\n"


def non_ascii(s):
    return sum(1 for c in s if ord(c) > 127)


def cut(s, limit):
    """s up to limit bytes of UTF-8, cut at a line break."""
    b = s.encode("utf-8")
    if len(b) <= limit:
        return s
    b = b[:limit]
    i = b.rfind(b"\n")
    if i > limit // 2:
        b = b[: i + 1]
    return b.decode("utf-8", "ignore")


def man_texts(root, dirname):
    mandir = os.path.join(root, "usr/share/man", dirname)
    pages = []
    for name in sorted(
        os.path.join(sec, n) for sec in os.listdir(mandir) for n in os.listdir(os.path.join(mandir, sec))
    ):
        path = os.path.join(mandir, name)
        if not name.endswith(".gz") or os.path.islink(path):
            continue
        with gzip.open(path, "rb") as f:
            try:
                text = roff_text(f.read().decode("utf-8"))
            except (UnicodeDecodeError, OSError, EOFError):
                continue
        if non_ascii(text) >= 150:
            pages.append((os.path.basename(name).split(".")[0], text))
    # The longest pages give the long texts, the next ones the short.
    by_size = sorted(pages, key=lambda p: -len(p[1].encode("utf-8")))
    longs = sorted(by_size[:PER_KIND])
    shorts = sorted(by_size[PER_KIND : PER_KIND * 3])[::2][:PER_KIND]
    return [(f"{n}-long", cut(t, LONG)) for n, t in longs] + [
        (f"{n}-short", cut(t, SHORT)) for n, t in shorts
    ]


def mo_strings(path):
    """The translations of a GNU .mo catalogue, in catalogue order."""
    with open(path, "rb") as f:
        data = f.read()
    magic = struct.unpack("<I", data[:4])[0]
    order = "<" if magic == 0x950412DE else ">"
    _, n, _, trans = struct.unpack(order + "4I", data[4:20])
    out = []
    for i in range(1, n):  # entry 0 is the header
        length, offset = struct.unpack(order + "2I", data[trans + 8 * i : trans + 8 * i + 8])
        for s in data[offset : offset + length].decode("utf-8", "ignore").split("\0"):
            s = " ".join(s.split())
            if s:
                out.append(s)
    return out


def mo_texts(root, dirname):
    locdir = os.path.join(root, "usr/share/locale", dirname, "LC_MESSAGES")
    lines = []
    for name in ("gtk30-properties.mo", "gtk30.mo", "glib20.mo"):
        path = os.path.join(locdir, name)
        if os.path.exists(path):
            lines += mo_strings(path)
    text = "".join(s + "\n" for s in lines if non_ascii(s) > 0)
    b = text.encode("utf-8")
    pieces = []
    pos = 0
    long_size = min(LONG, len(b) // (PER_KIND + 2))
    for i in range(PER_KIND):
        piece = cut(b[pos:].decode("utf-8", "ignore"), long_size)
        pieces.append((f"mo{i + 1}-long", piece))
        pos += len(piece.encode("utf-8"))
    for i in range(PER_KIND):
        piece = cut(b[pos:].decode("utf-8", "ignore"), SHORT)
        pieces.append((f"mo{i + 1}-short", piece))
        pos += len(piece.encode("utf-8"))
    return pieces


def main():
    kind, root, dirname, outdir = sys.argv[1:5]
    lang = os.path.basename(outdir)
    texts = man_texts(root, dirname) if kind == "man" else mo_texts(root, dirname)
    texts = [(n, t) for n, t in texts if non_ascii(t) >= 10]
    if len(texts) < 10:
        sys.exit(f"charsets: {lang}: only {len(texts)} texts in {kind} {dirname}")
    os.makedirs(outdir, exist_ok=True)
    for name, text in texts:
        with open(os.path.join(outdir, f"{lang}-{name}.txt"), "w", encoding="utf-8") as f:
            f.write(text)


main()
