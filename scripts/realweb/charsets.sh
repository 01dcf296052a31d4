#!/usr/bin/env bash
# Assembles the charset corpus: real texts in legacy encodings, for the
# accuracy test of the detector of unlabelled bytes (fetch/charset/detect.go).
# The texts are translations shipped in Debian's packages: translated man
# pages (manpages-*) and the message catalogues of GTK and GLib, for the
# languages that have no man pages here. They are shipped in UTF-8; iconv
# converts each to the legacy encoding, which keeps the text real.
#
# Usage: scripts/realweb/charsets.sh [DIR]
#   DIR is the realweb cache (as for assemble.sh); the corpus goes to
#   DIR/charsets, which assemble.sh leaves alone.
#
# Layout of DIR/charsets when done:
#   ENCODING/NAME.txt  a text in that encoding (the WHATWG name), no
#                      declaration anywhere; NAME says language, source
#                      and size: ru-man-ls-short.txt, he-mo-3-long.txt
#   versions.txt       the packages and versions the texts come from
#   .stamp             written last: the hash of this script and of
#                      charsets_texts.py, which writes the UTF-8 texts
#
# Each encoding has 12 texts: 6 short (about 1.5 KB of UTF-8, cut at a
# line) and 6 long (up to 24 KB), each from a different document where the
# source has enough of them.
set -euo pipefail

# Languages: CODE SOURCE PACKAGE MANDIR (SOURCE man: translated man pages
# under usr/share/man/MANDIR; mo: the GTK and GLib catalogues of
# usr/share/locale/MANDIR).
LANGS=(
  "ja man manpages-ja ja"
  "zh-cn man manpages-zh zh_CN"
  "zh-tw man manpages-zh zh_TW"
  "ko mo libgtk-3-common ko"
  "fr man manpages-fr fr"
  "de man manpages-de de"
  "es man manpages-es es"
  "ru man manpages-ru ru"
  "uk man manpages-uk uk"
  "el mo libgtk-3-common el"
  "he mo libgtk-3-common he"
  "ar mo libgtk-3-common ar"
  "tr man manpages-tr tr"
  "cs man manpages-cs cs"
  "pl man manpages-pl pl"
  "hu man manpages-hu hu"
  "th mo libgtk-3-common th"
  "vi man manpages-vi vi"
)
MO_PACKAGES=(libgtk-3-common libglib2.0-data)

# Encodings: WHATWG-NAME ICONV-NAME LANGUAGE...
ENCODINGS=(
  "shift_jis CP932 ja"
  "euc-jp EUC-JP ja"
  "iso-2022-jp ISO-2022-JP ja"
  "gbk GBK zh-cn"
  "gb18030 GB18030 zh-cn"
  "big5 BIG5 zh-tw"
  "euc-kr EUC-KR ko"
  "windows-1252 CP1252 fr de es"
  "windows-1251 CP1251 ru uk"
  "koi8-r KOI8-R ru"
  "ibm866 CP866 ru"
  "windows-1253 CP1253 el"
  "iso-8859-7 ISO-8859-7 el"
  "windows-1255 CP1255 he"
  "iso-8859-8 ISO-8859-8 he"
  "windows-1256 CP1256 ar"
  "iso-8859-6 ISO-8859-6 ar"
  "windows-1254 CP1254 tr"
  "windows-1250 CP1250 cs pl hu"
  "iso-8859-2 ISO-8859-2 cs pl hu"
  "windows-874 CP874 th"
  "windows-1258 CP1258 vi"
)

here=$(cd "$(dirname "$0")" && pwd)
if [ -n "${HOME:-}" ]; then
  default_dir=$HOME/.cache/render-realweb
else
  default_dir=${TMPDIR:-/tmp}/render-realweb
fi
dir=${1:-${RENDER_REALWEB_DIR:-$default_dir}}
mkdir -p "$dir"
out=$(cd "$dir" && pwd)/charsets

log() { echo "charsets: $*" >&2; }

mkdir -p "$out"
exec 9>"$out/.lock"
flock 9
want=$(cat "$here/charsets.sh" "$here/charsets_texts.py" | sha256sum | cut -d' ' -f1)
if [ -f "$out/.stamp" ] && [ "$(cat "$out/.stamp")" = "$want" ]; then
  exit 0
fi
start=$SECONDS
log "assembling in $out"
for tool in apt-get dpkg-deb iconv python3; do
  if ! command -v "$tool" >/dev/null 2>&1; then
    log "$tool is needed to assemble the corpus"
    exit 1
  fi
done
find "$out" -mindepth 1 -maxdepth 1 ! -name .lock -exec rm -rf {} +
tmp=$out/tmp
mkdir -p "$tmp/deb" "$tmp/x" "$tmp/utf8"

pkgs=("${MO_PACKAGES[@]}")
for l in "${LANGS[@]}"; do
  read -r -a w <<<"$l"
  [ "${w[1]}" = man ] && pkgs+=("${w[2]}")
done
mapfile -t pkgs < <(printf '%s\n' "${pkgs[@]}" | LC_ALL=C sort -u)
if ! (cd "$tmp/deb" && apt-get download -qq "${pkgs[@]}" 2>/dev/null); then
  log "apt-get download failed; refreshing package lists"
  apt-get update -qq
  (cd "$tmp/deb" && apt-get download -qq "${pkgs[@]}")
fi
for deb in "$tmp"/deb/*.deb; do
  dpkg-deb -x "$deb" "$tmp/x"
  echo "$(dpkg-deb -f "$deb" Package) $(dpkg-deb -f "$deb" Version)" >>"$out/versions.txt"
done

# The UTF-8 texts, 12 per language: tmp/utf8/LANG/NAME.txt.
for l in "${LANGS[@]}"; do
  read -r -a w <<<"$l"
  python3 "$here/charsets_texts.py" "${w[1]}" "$tmp/x" "${w[3]}" "$tmp/utf8/${w[0]}"
done

# The legacy encodings. //TRANSLIT spells what the encoding lacks (a
# typographic quote in ISO-8859-x) as the nearest it has; iconv's CP1258
# decomposes Vietnamese letters into a base and a tone mark, as that code
# page requires.
for e in "${ENCODINGS[@]}"; do
  read -r -a w <<<"$e"
  mkdir -p "$out/${w[0]}"
  n=0
  for lang in "${w[@]:2}"; do
    for f in "$tmp/utf8/$lang"/*.txt; do
      iconv -c -f UTF-8 -t "${w[1]}//TRANSLIT" "$f" >"$out/${w[0]}/$(basename "$f")" 2>/dev/null || true
      n=$((n + 1))
    done
  done
  if [ "$n" -lt 10 ]; then
    log "${w[0]}: only $n texts"
    exit 1
  fi
done
rm -rf "$tmp"
echo "$want" >"$out/.stamp"
log "done in $((SECONDS - start))s"
