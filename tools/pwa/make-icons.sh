#!/bin/sh
# Renders the web app's PNG icons (manifest, Apple touch icon) from the SVG sources beside
# this script, with ffmpeg's librsvg decoder. Run after changing an SVG; the PNGs are committed.
set -eu
here="$(cd "$(dirname "$0")" && pwd)"
out="$here/../../web/public/icons"
mkdir -p "$out"

render() { # svg size name
  ffmpeg -hide_banner -loglevel error -y -width "$2" -height "$2" -i "$here/$1" -frames:v 1 "$out/$3"
}

render icon.svg 192 icon-192.png
render icon.svg 512 icon-512.png
render icon-maskable.svg 192 icon-maskable-192.png
render icon-maskable.svg 512 icon-maskable-512.png
# iOS ignores transparency in touch icons (it paints black): the full-bleed version fits there.
render icon-maskable.svg 180 apple-touch-icon.png
ls -l "$out"
