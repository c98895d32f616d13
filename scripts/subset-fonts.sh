#!/usr/bin/env bash
# Makes the store's Inter in apps/web/src/styles/fonts from its @fontsource
# package: Latin only, the weight axis cut to the 400-600 the store uses,
# no hinting (phones and modern desktops render unhinted outlines), tabular
# figures kept for prices and counts. Run it
# after upgrading the package; the results are committed, so neither the
# build nor a fresh machine needs it. Needs Debian's python3-fonttools and
# python3-brotli.
set -euo pipefail
cd "$(dirname "$0")/.."
python=/usr/bin/python3
out=apps/web/src/styles/fonts
latin='U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD'
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

$python -m fontTools.ttLib.woff2 decompress \
  node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2 -o "$work/inter.ttf"
$python -m fontTools.varLib.instancer "$work/inter.ttf" wght=400:600 -o "$work/inter-400-600.ttf"
$python -m fontTools.subset "$work/inter-400-600.ttf" --unicodes="$latin" --no-hinting --layout-features+=tnum \
  --flavor=woff2 --output-file="$out/inter-latin-400-600.woff2"

cp node_modules/@fontsource-variable/inter/LICENSE "$out/LICENSE-inter.txt"
ls -l "$out"
