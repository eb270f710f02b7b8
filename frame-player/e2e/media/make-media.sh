#!/usr/bin/env bash
# Makes the short clips the page tests and the benchmark loop (committed; run only to change them).
# A 0.5 s clip at 30 fps loops 100 times in under a minute, so seams can be counted quickly.
#   bash frame-player/e2e/media/make-media.sh   (needs ffmpeg with libvpx-vp9)
set -euo pipefail
cd "$(dirname "$0")"
ff() { ffmpeg -hide_banner -loglevel error -nostdin -y "$@"; }
BITEXACT=(-map_metadata -1 -fflags +bitexact -flags:v +bitexact -threads 1)
# testsrc2 draws a moving pattern and a frame counter, so every frame differs from the last.
ff -f lavfi -i "testsrc2=size=320x240:rate=30:duration=0.5" -c:v libvpx-vp9 -b:v 200k -pix_fmt yuv420p \
  "${BITEXACT[@]}" seam-320x240-30fps.webm
ff -f lavfi -i "testsrc2=size=640x360:rate=30:duration=0.5" -c:v libvpx-vp9 -b:v 300k -pix_fmt yuv420p \
  "${BITEXACT[@]}" seam-640x360-30fps.webm
# 0.2 s (6 frames): the memory benchmark loops it 1 000 times in about 3 minutes.
ff -f lavfi -i "testsrc2=size=320x240:rate=30:duration=0.2" -c:v libvpx-vp9 -b:v 200k -pix_fmt yuv420p \
  "${BITEXACT[@]}" seam-320x240-30fps-short.webm
