#!/usr/bin/env bash
# Makes the clips the seam and soak benchmarks (and the short-clip page tests) play, in the formats
# the frames get: H.264 1024x600 30 fps, 800x480 25 fps, 1080p High, 60 fps, VP9, very short and
# long clips, and broken files. Written to e2e/media/generated/ (git-ignored; about 3 MB).
# Installs ffmpeg when it is missing. Usage: bash frame-player/e2e/media/make-bench-media.sh
set -euo pipefail
cd "$(dirname "$0")"
if ! command -v ffmpeg >/dev/null; then
  if [ "$(id -u)" = 0 ]; then apt-get install -y ffmpeg >/dev/null; else sudo apt-get install -y ffmpeg >/dev/null; fi
fi
mkdir -p generated
cd generated
ff() { ffmpeg -hide_banner -loglevel error -nostdin -y "$@"; }
BITEXACT=(-map_metadata -1 -fflags +bitexact -flags:v +bitexact)
src() { echo "testsrc2=size=$1:rate=$2:duration=$3"; }
h264() { # size rate seconds profile out
  [ -s "$5" ] || ff -f lavfi -i "$(src "$1" "$2" "$3")" -c:v libx264 -profile:v "$4" -preset veryfast -crf 28 \
    -g "$2" -pix_fmt yuv420p -movflags +faststart "${BITEXACT[@]}" "$5"
}
vp9() { # size rate seconds out
  [ -s "$4" ] || ff -f lavfi -i "$(src "$1" "$2" "$3")" -c:v libvpx-vp9 -b:v 400k -deadline realtime -cpu-used 8 \
    -g "$2" -pix_fmt yuv420p "${BITEXACT[@]}" "$4"
}
# Seam benchmark: 1 s clips (35 seams in about 40 s).
h264 1024x600 30 1 main h264-1024x600-30fps.mp4
h264 800x480 25 1 main h264-800x480-25fps.mp4
h264 1920x1080 30 1 high h264-1920x1080-30fps.mp4
h264 1024x600 60 1 main h264-1024x600-60fps.mp4
vp9 1024x600 30 1 vp9-1024x600-30fps.webm
# Soak: 0.2 s to 2 min.
h264 320x240 30 0.2 main h264-320x240-0.2s.mp4
vp9 320x240 30 0.2 vp9-320x240-0.2s.webm
h264 640x360 30 0.4 main h264-640x360-0.4s.mp4
vp9 640x360 25 3 vp9-640x360-3s.webm
h264 320x240 30 120 main h264-320x240-120s.mp4
# Broken: a cut-off file (header claims more than there is) and bytes that are no video at all.
[ -s broken-truncated.mp4 ] || head -c 3000 h264-640x360-0.4s.mp4 >broken-truncated.mp4
[ -s broken-garbage.webm ] || { printf '\x1a\x45\xdf\xa3'; head -c 4000 /dev/urandom; } >broken-garbage.webm
ls -la
