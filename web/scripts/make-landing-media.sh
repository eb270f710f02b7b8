#!/usr/bin/env bash
# Regenerates the landing page's videos and posters in web/public/media/ with ffmpeg alone:
# every picture is computed from lavfi's `color` source and `geq` equations, so nothing is
# downloaded and no fonts are needed. The outputs are committed; run this only to change them.
#
#   bash web/scripts/make-landing-media.sh        (needs ffmpeg with libvpx-vp9, libx264, libwebp)
#
# Each clip comes as VP9 WebM (most browsers) and H.264 MP4 (Safari, older phones), plus a
# WebP poster that is also the still shown to visitors who prefer reduced motion.
# The hero and "after" loops are seamless: every motion is periodic in the clip's length.
# The ninja's body parts (media/ninja/*.svg) are drawn by hand, not by this script.
set -euo pipefail

HERE="$(cd "$(dirname "$0")" && pwd)"
OUT="$HERE/../public/media"
FFMPEG="${FFMPEG:-ffmpeg}"
FPS=24
TMP="$(mktemp -d)"
trap 'rm -rf "$TMP"' EXIT
mkdir -p "$OUT"

ff() { "$FFMPEG" -hide_banner -loglevel error -nostdin -y "$@"; }
# Single-threaded, bit-exact encodes: a rerun gives the same bytes.
BITEXACT=(-map_metadata -1 -fflags +bitexact -flags:v +bitexact -threads 1)

# --- a tiny painter's algorithm on top of geq -------------------------------------------
# scene R G B      starts a picture from three background expressions;
# paint MASK R G B draws a colour wherever MASK is non-zero (later paints cover earlier);
# blend MASK A R G B mixes a colour in with opacity A (0..1) wherever MASK is non-zero.
scene() { R="$1" G="$2" B="$3" PRE=""; }
# keep NAME SLOT EXPR: computes EXPR once per pixel into register SLOT (0-9) and sets NAME to
# read it back, which keeps the equations short (a long one no longer fits in an argument).
keep() {
  PRE="${PRE}st($2,$3);"
  printf -v "$1" 'ld(%s)' "$2"
}
paint() {
  R="if($1,$2,$R)"
  G="if($1,$3,$G)"
  B="if($1,$4,$B)"
}
blend() {
  R="if($1,($R)*(1-($2))+($3)*($2),$R)"
  G="if($1,($G)*(1-($2))+($4)*($2),$G)"
  B="if($1,($B)*(1-($2))+($5)*($2),$B)"
}
filter() { printf "format=gbrp,geq=r='%s':g='%s':b='%s'" "$PRE$R" "$PRE$G" "$PRE$B"; }

# Shapes: 1 inside, 0 outside.
circle() { echo "lte(hypot(X-($1),Y-($2)),$3)"; }              # cx cy r
ellipse() { echo "lte(hypot((X-($1))/($3),(Y-($2))/($4)),1)"; } # cx cy rx ry
# A crayon line of half-width W from (x1,y1) towards (x2,y2), drawn up to fraction S (0..1).
seg() { # x1 y1 x2 y2 w [s]
  local x1="($1)" y1="($2)" dx="(($3)-($1))" dy="(($4)-($2))" w="$5" s="${6:-1}"
  local t="clip(((X-$x1)*$dx+(Y-$y1)*$dy)/($dx*$dx+$dy*$dy),0,$s)"
  echo "lte(hypot(X-$x1-$t*$dx,Y-$y1-$t*$dy),$w)*gt($s,0)"
}
# An ellipse's outline of half-width W (slightly wobbly, as a child draws it), drawn clockwise
# from the top up to fraction S.
outline() { # cx cy rx ry w [s]
  local cx="($1)" cy="($2)" rx="($3)" ry="($4)" w="$5" s="${6:-1}"
  local a="atan2(X-$cx,$cy-Y)"
  echo "lte(abs(hypot((X-$cx)/$rx,(Y-$cy)/$ry)-1-0.025*sin(5*$a))*min($rx,$ry),$w)*lte(mod($a+2*PI,2*PI),2*PI*$s)"
}
# 0..1 progress of a stroke drawn while P goes from A to B.
stroke() { echo "clip((($1)-($2))/(($3)-($2)),0,1)"; } # p a b

# Phase of a loop lasting D seconds: goes 0..2*PI exactly once per loop.
phase() { echo "(2*PI*T/$1)"; }

# --- the monster: the same child's drawing, as crayon lines or as the coloured character ------
# Offsets are in the drawing's own units around the body's centre (cx, cy), times scale k.
INK="42 31 61"
at() { echo "($1+($3)*($2))"; } # base offset k

# The coloured, animated character. arm: the waving arm's angle from straight up (radians);
# blink: 1 with open eyes, near 0 while blinking.
monster_colour() { # cx cy k arm blink
  local cx cy k="$3" arm blink
  keep cx 0 "$1"
  keep cy 1 "$2"
  keep arm 2 "$4"
  keep blink 3 "$5"
  x() { at "$cx" "$1" "$k"; }
  y() { at "$cy" "$1" "$k"; }
  local lw="(4.5*$k)"
  # legs and feet
  paint "$(seg "$(x -20)" "$(y 55)" "$(x -22)" "$(y 82)" "$lw")+$(seg "$(x 20)" "$(y 55)" "$(x 22)" "$(y 82)" "$lw")" $INK
  paint "$(ellipse "$(x -26)" "$(y 86)" "(16*$k)" "(9*$k)")+$(ellipse "$(x 26)" "$(y 86)" "(16*$k)" "(9*$k)")" $INK
  paint "$(ellipse "$(x -26)" "$(y 86)" "(12*$k)" "(5.5*$k)")+$(ellipse "$(x 26)" "$(y 86)" "(12*$k)" "(5.5*$k)")" 251 146 60
  # the resting arm and the waving arm (from the right shoulder)
  local hx hy
  keep hx 4 "$(x "(58+40*sin($arm))")"
  keep hy 5 "$(y "(-4-40*cos($arm))")"
  paint "$(seg "$(x -56)" "$(y 10)" "$(x -86)" "$(y 40)" "$lw")+$(seg "$(x 54)" "$(y -2)" "$hx" "$hy" "$lw")" $INK
  paint "$(circle "$(x -88)" "$(y 42)" "(11*$k)")+$(circle "$hx" "$hy" "(11*$k)")" $INK
  paint "$(circle "$(x -88)" "$(y 42)" "(7.5*$k)")+$(circle "$hx" "$hy" "(7.5*$k)")" 125 211 252
  # antennae with coloured tips
  paint "$(seg "$(x -22)" "$(y -52)" "$(x -44)" "$(y -92)" "$lw")+$(seg "$(x 22)" "$(y -52)" "$(x 44)" "$(y -92)" "$lw")" $INK
  paint "$(circle "$(x -46)" "$(y -96)" "(12*$k)")+$(circle "$(x 46)" "$(y -96)" "(12*$k)")" $INK
  paint "$(circle "$(x -46)" "$(y -96)" "(8*$k)")" 252 211 77
  paint "$(circle "$(x 46)" "$(y -96)" "(8*$k)")" 249 168 212
  # body with a lighter belly
  paint "$(ellipse "$cx" "$cy" "(64*$k)" "(68*$k)")" $INK
  paint "$(ellipse "$cx" "$cy" "(59*$k)" "(63*$k)")" 134 239 172
  paint "$(ellipse "$(x 4)" "$(y 26)" "(34*$k)" "(24*$k)")" 187 247 208
  # eyes (they blink once per loop), cheeks, smile
  paint "$(ellipse "$(x -20)" "$(y -16)" "(17*$k)" "(17*$k*$blink+2)")+$(ellipse "$(x 21)" "$(y -18)" "(14*$k)" "(14*$k*$blink+2)")" $INK
  paint "$(ellipse "$(x -20)" "$(y -16)" "(13.5*$k)" "(13.5*$k*$blink)")+$(ellipse "$(x 21)" "$(y -18)" "(10.5*$k)" "(10.5*$k*$blink)")" 255 255 255
  paint "($(circle "$(x -17)" "$(y -14)" "(6*$k)")+$(circle "$(x 23)" "$(y -16)" "(5*$k)"))*gt($blink,0.5)" $INK
  blend "$(circle "$(x -36)" "$(y 10)" "(9*$k)")+$(circle "$(x 38)" "$(y 8)" "(9*$k)")" 0.75 249 168 212
  paint "lte(abs(hypot(X-$(x 0),Y-$(y 2))-22*$k),3.2*$k)*gt(Y,$(y 12))" $INK
}

# The child's drawing in purple crayon, drawn stroke by stroke while p goes from 0 to 1.
monster_sketch() { # cx cy k p
  local cx="$1" cy="$2" k="$3" p
  keep p 0 "$4"
  x() { at "$cx" "$1" "$k"; }
  y() { at "$cy" "$1" "$k"; }
  local lw="(2.6*$k)" ink="124 58 237"
  paint "$(outline "$cx" "$cy" "(60*$k)" "(64*$k)" "$lw" "$(stroke "$p" 0 0.32)")" $ink
  paint "$(outline "$(x -20)" "$(y -16)" "(14*$k)" "(14*$k)" "$lw" "$(stroke "$p" 0.32 0.4)")" $ink
  paint "$(outline "$(x 21)" "$(y -18)" "(11*$k)" "(11*$k)" "$lw" "$(stroke "$p" 0.4 0.47)")" $ink
  paint "($(circle "$(x -17)" "$(y -14)" "(5*$k)")+$(circle "$(x 23)" "$(y -16)" "(4*$k)"))*gte($p,0.5)" $ink
  local smile
  smile="$(stroke "$p" 0.5 0.58)"
  paint "lte(abs(hypot(X-$(x 0),Y-$(y 2))-22*$k),$lw)*gt(Y,$(y 12))*lte(X,$(x -22)+44*$k*$smile)*gt($smile,0)" $ink
  paint "$(seg "$(x -22)" "$(y -52)" "$(x -44)" "$(y -92)" "$lw" "$(stroke "$p" 0.58 0.64)")" $ink
  paint "$(seg "$(x 22)" "$(y -52)" "$(x 44)" "$(y -92)" "$lw" "$(stroke "$p" 0.64 0.7)")" $ink
  paint "$(outline "$(x -46)" "$(y -96)" "(8*$k)" "(8*$k)" "$lw" "$(stroke "$p" 0.7 0.74)")" $ink
  paint "$(outline "$(x 46)" "$(y -96)" "(8*$k)" "(8*$k)" "$lw" "$(stroke "$p" 0.74 0.78)")" $ink
  paint "$(seg "$(x -20)" "$(y 62)" "$(x -22)" "$(y 86)" "$lw" "$(stroke "$p" 0.78 0.83)")" $ink
  paint "$(seg "$(x 20)" "$(y 62)" "$(x 22)" "$(y 86)" "$lw" "$(stroke "$p" 0.83 0.88)")" $ink
  paint "$(seg "$(x -58)" "$(y 10)" "$(x -88)" "$(y 40)" "$lw" "$(stroke "$p" 0.88 0.94)")" $ink
  paint "$(seg "$(x 56)" "$(y 0)" "$(x 84)" "$(y -34)" "$lw" "$(stroke "$p" 0.94 1)")" $ink
}

# A five-point twinkle (plus shape fading in and out).
twinkle() { # cx cy size phase
  local m="lte(abs(X-($1))*abs(Y-($2)),$3)*lte(hypot(X-($1),Y-($2)),3*$3/2)"
  blend "$m" "(0.5+0.5*sin($4))" 255 255 255
}

# --- encoding ------------------------------------------------------------------------------
# render slug WxH seconds: computes the picture once (geq is slow) into a lossless file.
render() {
  filter >"$TMP/$1.filter"
  ff -f lavfi -i "color=c=black:s=$2:r=$FPS:d=$3" -filter_threads 1 -filter_script:v "$TMP/$1.filter" \
    -c:v ffv1 "$TMP/$1.mkv"
}
# encode slug seconds crf-vp9 crf-h264 poster-second
encode() {
  local slug="$1" secs="$2" frames=$(($2 * FPS)) in="$TMP/$1.mkv"
  # One keyframe per loop: the picture barely changes, so inter frames are nearly free.
  ff -i "$in" -c:v libvpx-vp9 -crf "$3" -b:v 0 -deadline good -cpu-used 1 -row-mt 0 -g "$frames" \
    -pix_fmt yuv420p -an "${BITEXACT[@]}" "$OUT/$slug.webm"
  ff -i "$in" -c:v libx264 -preset veryslow -crf "$4" -profile:v main -g "$frames" -pix_fmt yuv420p \
    -movflags +faststart -an "${BITEXACT[@]}" "$OUT/$slug.mp4"
  ff -ss "$5" -i "$in" -frames:v 1 -c:v libwebp -quality 72 -compression_level 6 "${BITEXACT[@]}" \
    "$OUT/$slug-poster.webp"
}

# --- clips -----------------------------------------------------------------------------------

# hero (640x360, 4 s): a crayon meadow under a turning sun; the monster hops twice per loop and
# waves, clouds sway, stars twinkle. Drawn on the right so the headline can sit on the left.
make_hero() {
  local P hop cx cy
  P="$(phase 4)"
  scene "150+105*Y/H" "212+38*Y/H" "252-10*Y/H"
  keep hop 6 "(34*abs(sin($P)))"
  keep cx 7 "(470+8*sin($P))"
  cy="(212-$hop)"
  # diagonal crayon hatching in the sky
  blend "lt(mod(X+Y,9),1.5)*lt(Y,250)" 0.12 255 255 255
  # the sun and its rays, turning a twelfth of a turn per loop
  local sr="hypot(X-585,Y-62)"
  paint "between($sr,40,60)*gt(cos(12*atan2(Y-62,X-585)-$P),0.55)" 251 191 36
  paint "lte($sr,34)" 252 211 77
  # two clouds swaying
  local c1="(150+14*sin($P))" c2="(360-12*sin($P))"
  paint "$(ellipse "$c1" 70 46 20)+$(ellipse "$c1+32" 58 30 22)+$(ellipse "$c1-30" 76 28 14)" 255 255 255
  paint "$(ellipse "$c2" 42 36 15)+$(ellipse "$c2+24" 34 22 16)" 255 255 255
  twinkle 60 150 20 "$P"
  twinkle 300 120 16 "($P+2)"
  twinkle 400 190 14 "($P+4)"
  # rolling hills and a flower row
  paint "gte(Y,262+14*sin(X/70))" 134 239 172
  paint "gte(Y,296+10*sin(X/45+1))" 74 222 128
  paint "lte(hypot(mod(X,46)-23,Y-326-4*sin(X/45)),5)*gt(Y,300)" 249 168 212
  # the monster's shadow shrinks while it is in the air
  blend "$(ellipse "$cx" 306 "(58-$hop/2)" 8)" 0.25 22 101 52
  monster_colour "$cx" "$cy" 1.05 "(0.9+0.5*sin(4*$P))" 1
  render hero 640x360 4
  encode hero 4 44 33 0
}

# before (480x360, 4 s): the drawing appears stroke by stroke on lined school paper, then rests.
make_before() {
  scene 255 253 247
  paint "lt(mod(Y-8,26),1.4)" 191 219 254
  paint "between(X,44,46)" 252 165 165
  monster_sketch 250 188 1.15 "clip(T/3,0,1)"
  render before 480x360 4
  encode before 4 42 32 3.5
}

# after (480x360, 4 s): the same character, coloured, bouncing and waving under a sunny sky.
make_after() {
  local P hop cx cy blink
  P="$(phase 4)"
  blink="if(between(T,1.9,2.05),0.1,1)"
  scene "125+90*Y/H" "211+30*Y/H" "252-2*Y/H"
  keep hop 6 "(26*abs(sin($P)))"
  keep cx 7 "(250+10*sin($P))"
  cy="(190-$hop)"
  paint "lte(hypot(X-410,Y-62),30)" 252 211 77
  paint "between(hypot(X-410,Y-62),36,50)*gt(cos(10*atan2(Y-62,X-410)+$P),0.5)" 251 191 36
  twinkle 70 70 18 "$P"
  twinkle 130 140 12 "($P+2)"
  twinkle 390 160 14 "($P+4)"
  paint "gte(Y,300+8*sin(X/60))" 134 239 172
  blend "$(ellipse "$cx" 302 "(60-$hop/2)" 8)" 0.25 22 101 52
  monster_colour "$cx" "$cy" 1.1 "(0.8+0.6*sin(4*$P))" "$blink"
  render after 480x360 4
  encode after 4 42 32 1
}

ALL=(hero before after)
# `make-landing-media.sh hero` remakes just that clip; no arguments remakes all of them.
if [ $# -gt 0 ]; then TARGETS=("$@"); else TARGETS=("${ALL[@]}"); fi
for target in "${TARGETS[@]}"; do
  echo "making $target" >&2
  "make_$target"
done
echo "media written to $OUT:"
ls -l "$OUT" | grep -v '^total'
