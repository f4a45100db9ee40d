#!/usr/bin/env bash
# Visual check of `appdimens plot`, `appdimens gallery` and the HTML report of `appdimens audit`
# in real renderers: the SVG through rsvg-convert, the HTML through headless Chromium. Fails when an image is blank (almost
# every pixel the background colour, or too few colours) or not the expected size. The PNGs
# stay under .build/visuals/ as CI artifacts.
#
#   Scripts/check-visuals.sh                  render and check
#   Scripts/check-visuals.sh --update-images  also refresh Documentation/Images/{plot,gallery,audit}.png
#
# Installs librsvg2-bin and chromium from Debian packages when missing (apt-get, as root or
# with sudo). Chromium runs headless with --no-sandbox (CI containers run as root).
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="/opt/swift/usr/bin:$PATH"
update_images=false
[ "${1:-}" = "--update-images" ] && update_images=true

out=.build/visuals
mkdir -p "$out"

missing=()
command -v rsvg-convert >/dev/null || missing+=(librsvg2-bin)
command -v chromium >/dev/null || missing+=(chromium)
if [ ${#missing[@]} -gt 0 ]; then
  sudo=""
  [ "$(id -u)" -ne 0 ] && sudo="sudo"
  echo "installing ${missing[*]}"
  $sudo apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends \
    "${missing[@]}" >/dev/null
fi

swift build --product appdimens
appdimens="$(swift build --show-bin-path)/appdimens"

# The README's chart: five curves that differ (sdpa sees a modern phone's 19.5:9 shape, ssp a
# larger text size, the builder switches its base at 600 pt).
"$appdimens" plot 16.sdp 16.sdpa 16.hdp 17.ssp \
  '16.scaledDp.screen(24, qualifier: width, minimum: 600)' \
  --aspect 2.17 --category xxxLarge --quiet --out "$out/plot.svg"
"$appdimens" gallery --quiet --out "$out/gallery.html"
"$appdimens" gallery --devices pads --quiet --out "$out/gallery-pads.html"
"$appdimens" gallery --devices watches,tv,vision --categories large --quiet \
  --out "$out/gallery-others.html"

# The audit's HTML report of the example tokens (exit 1: the file has violations on purpose):
# every failing window of the phones and pads, and the two rules drawn as shapes on phones.
audit() { # out.html args…
  local target="$1" status=0
  shift
  "$appdimens" audit Examples/DesignTokens/design-tokens.json --format html --quiet \
    --out "$target" "$@" || status=$?
  [ "$status" -eq 1 ] || { echo "check-visuals: audit exited $status, expected 1" >&2; exit 1; }
}
audit "$out/audit.html" --devices phones,pads
audit "$out/audit-shapes.html" --devices phones --rules fits-window,target-size

# The SVG declares its own size; rsvg-convert renders it at that size.
svg_size=$(sed -n 's/^<svg [^>]* width="\([0-9.]*\)" height="\([0-9.]*\)".*/\1 \2/p' \
  "$out/plot.svg" | head -1)
read -r svg_width svg_height <<<"$svg_size"
rsvg-convert --background-color=white -o "$out/plot.png" "$out/plot.svg"

shoot() { # html png width height
  timeout 180 chromium --headless --no-sandbox --disable-gpu --hide-scrollbars \
    --force-device-scale-factor=1 --window-size="$3,$4" --screenshot="$PWD/$2" \
    "file://$PWD/$1" >"$2.log" 2>&1
}
shoot "$out/gallery.html" "$out/gallery.png" 1200 1300
shoot "$out/gallery-pads.html" "$out/gallery-pads.png" 1280 2400
shoot "$out/gallery-others.html" "$out/gallery-others.png" 1280 2400
shoot "$out/audit.html" "$out/audit.png" 1280 2400
shoot "$out/audit-shapes.html" "$out/audit-shapes.png" 1200 1300

python3 - "$out" "${svg_width%.*}" "${svg_height%.*}" <<'PY'
# Reads each PNG with zlib only (no PIL): checks the size and that the image is not blank.
import struct, sys, zlib

def pixels(path):
    data = open(path, "rb").read()
    assert data[:8] == b"\x89PNG\r\n\x1a\n", f"{path}: not a PNG"
    pos, idat, header = 8, b"", None
    while pos < len(data):
        length, kind = struct.unpack(">I4s", data[pos:pos + 8])
        body = data[pos + 8:pos + 8 + length]
        if kind == b"IHDR":
            header = struct.unpack(">IIBBBBB", body)
        elif kind == b"IDAT":
            idat += body
        pos += 12 + length
    width, height, depth, color, _, _, interlace = header
    channels = {0: 1, 2: 3, 4: 2, 6: 4}.get(color)
    assert depth == 8 and channels and interlace == 0, f"{path}: unsupported PNG {header}"
    raw = zlib.decompress(idat)
    stride, bpp = width * channels, channels
    rows, previous, pos = [], bytearray(stride), 0
    for _ in range(height):
        kind, line = raw[pos], bytearray(raw[pos + 1:pos + 1 + stride])
        pos += 1 + stride
        if kind == 1:
            for i in range(bpp, stride): line[i] = (line[i] + line[i - bpp]) & 255
        elif kind == 2:
            for i in range(stride): line[i] = (line[i] + previous[i]) & 255
        elif kind == 3:
            for i in range(stride):
                left = line[i - bpp] if i >= bpp else 0
                line[i] = (line[i] + ((left + previous[i]) >> 1)) & 255
        elif kind == 4:
            for i in range(stride):
                a = line[i - bpp] if i >= bpp else 0
                b, c = previous[i], previous[i - bpp] if i >= bpp else 0
                p = a + b - c
                pa, pb, pc = abs(p - a), abs(p - b), abs(p - c)
                line[i] = (line[i] + (a if pa <= pb and pa <= pc else b if pb <= pc else c)) & 255
        rows.append(bytes(line))
        previous = line
    return width, height, channels, rows

def check(path, width, height, minimum_ink=0.02, minimum_colors=12):
    w, h, channels, rows = pixels(path)
    assert (w, h) == (width, height), f"{path}: {w}×{h}, expected {width}×{height}"
    background = rows[0][:3]
    ink, colors, total = 0, set(), 0
    for row in rows[::2]:
        for x in range(0, w * channels, channels * 2):
            px = row[x:x + 3] if channels >= 3 else row[x:x + 1] * 3
            total += 1
            if max(abs(px[i] - background[i]) for i in range(3)) > 24:
                ink += 1
            if len(colors) < 4096:
                colors.add(bytes(px))
    share = ink / total
    assert share >= minimum_ink, f"{path}: blank ({share:.2%} of pixels differ from the background)"
    assert len(colors) >= minimum_colors, f"{path}: only {len(colors)} colours"
    print(f"ok {path}: {w}×{h}, {share:.1%} ink, {len(colors)}+ colours")

out, svg_width, svg_height = sys.argv[1], int(sys.argv[2]), int(sys.argv[3])
check(f"{out}/plot.png", svg_width, svg_height)
check(f"{out}/gallery.png", 1200, 1300)
check(f"{out}/gallery-pads.png", 1280, 2400)
check(f"{out}/gallery-others.png", 1280, 2400)
check(f"{out}/audit.png", 1280, 2400)
check(f"{out}/audit-shapes.png", 1200, 1300)
PY

if $update_images; then
  mkdir -p Documentation/Images
  cp "$out/plot.png" Documentation/Images/plot.png
  cp "$out/gallery.png" Documentation/Images/gallery.png
  cp "$out/audit-shapes.png" Documentation/Images/audit.png
  cp "$out/audit-shapes.png" Sources/AppDimensAudit/AppDimensAudit.docc/Resources/audit.png
  ls -l Documentation/Images
fi
echo "visuals: ok ($out)"
