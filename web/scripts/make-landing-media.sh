#!/usr/bin/env bash
# Regenerates the landing page's videos and posters in web/public/media/ with ffmpeg alone:
# every picture is computed from lavfi's `color` source and `geq` equations, so nothing is
# downloaded and no fonts are needed. The outputs are committed; run this only to change them.
#
#   bash web/scripts/make-landing-media.sh [hero|before|after ...]
#   (needs ffmpeg with libvpx-vp9, libx264 and libwebp)
#
# geq is slow per pixel, so it only paints still layers (a background, the character's body,
# its waving arm, the sun, clouds, stars), each once at twice the size and scaled down for
# smooth edges. The motion comes from cheap per-frame filters: `overlay` with time
# expressions (hops, swaying clouds), `rotate` (the waving arm, the sun, stars) and one small
# `geq` that reveals the drawing stroke by stroke. Every motion is periodic in the clip's
# length, so the hero and "after" loops have no visible seam.
#
# Each clip comes as VP9 WebM (most browsers) and H.264 MP4 (Safari, older phones), plus a
# WebP poster that is also the still shown to visitors who prefer reduced motion.
# The ninja's body parts (media/ninja/*.svg) are drawn by hand, not by this script.
set -euo pipefail

HERE="$(cd "$(dirname "$0")" && pwd)"
OUT="$HERE/../public/media"
FFMPEG="${FFMPEG:-ffmpeg}"
FPS=24
SECS=4
TMP="$(mktemp -d)"
# KEEP_TMP=1 keeps the stills and filter scripts for a look.
[ -n "${KEEP_TMP:-}" ] && echo "intermediates in $TMP" >&2 || trap 'rm -rf "$TMP"' EXIT
mkdir -p "$OUT"

ff() { "$FFMPEG" -hide_banner -loglevel error -nostdin -y "$@"; }
# Single-threaded, bit-exact encodes: a rerun gives the same bytes.
BITEXACT=(-map_metadata -1 -fflags +bitexact -flags:v +bitexact -threads 1)

# --- a tiny painter's algorithm on top of geq -------------------------------------------
# layer [R G B]    starts a transparent picture (its hidden colour R G B is what the edges fade
#                  into when scaled down: the sprite's own colour avoids dark fringes);
# scene R G B      starts an opaque one;
# paint MASK R G B [A] draws a colour (alpha A, default 255) wherever MASK is non-zero;
# blend MASK A R G B   mixes a colour in with opacity A (0..1) wherever MASK is non-zero.
layer() { R="${1:-0}" G="${2:-0}" B="${3:-0}" A=0; }
scene() { R="$1" G="$2" B="$3" A=255; }
paint() {
  R="if($1,$2,$R)"
  G="if($1,$3,$G)"
  B="if($1,$4,$B)"
  A="if($1,${5:-255},$A)"
}
blend() {
  R="if($1,($R)*(1-($2))+($3)*($2),$R)"
  G="if($1,($G)*(1-($2))+($4)*($2),$G)"
  B="if($1,($B)*(1-($2))+($5)*($2),$B)"
}

# still NAME WxH: renders the current picture at twice WxH and scales it down to NAME.png.
still() {
  local w="${2%x*}" h="${2#*x}"
  printf "format=rgba,geq=r='%s':g='%s':b='%s':a='%s',scale=%s:%s:flags=area" \
    "$R" "$G" "$B" "$A" "$w" "$h" >"$TMP/$1.filter"
  ff -f lavfi -i "color=c=black:s=$((w * 2))x$((h * 2)):d=1" -frames:v 1 \
    -filter_script:v "$TMP/$1.filter" -pix_fmt rgba "$TMP/$1.png"
}

# Shapes: 1 inside, 0 outside. Coordinates go through x()/y() below.
circle() { echo "lte(hypot(X-($1),Y-($2)),$3)"; }              # cx cy r
ellipse() { echo "lte(hypot((X-($1))/($3),(Y-($2))/($4)),1)"; } # cx cy rx ry
# The position along a line from (x1,y1) to (x2,y2), 0..1, and the line itself (half-width W).
along() { echo "clip(((X-($1))*(($3)-($1))+(Y-($2))*(($4)-($2)))/((($3)-($1))^2+(($4)-($2))^2),0,1)"; }
seg() { # x1 y1 x2 y2 w
  local t
  t="$(along "$1" "$2" "$3" "$4")"
  echo "lte(hypot(X-($1)-$t*(($3)-($1)),Y-($2)-$t*(($4)-($2))),$5)"
}
# Clockwise angle from the top around (cx,cy) as 0..1, and an ellipse's wobbly outline (a child's line).
turn() { echo "(mod(atan2(X-($1),($2)-Y)+2*PI,2*PI)/(2*PI))"; }
outline() { # cx cy rx ry w
  echo "lte(abs(hypot((X-($1))/($3),(Y-($2))/($4))-1-0.025*sin(5*atan2(X-($1),($2)-Y)))*min($3,$4),$5)"
}
# A soft five-point star of radius r, one tip up.
star() { # cx cy r
  local r="hypot(X-($1),Y-($2))" a="atan2(X-($1),($2)-Y)"
  echo "lte($r,($3)*(0.42+0.58*pow(0.5+0.5*cos(5*$a),3)))"
}

# --- the character: a child's crayon monster ------------------------------------------------
# Drawn in its own units around the body's centre; U is pixels per unit in the 2x picture.
# The body's canvas is 220 x 220 units with the body's centre at (110, 115).
INK="42 31 61"
PURPLE="124 58 237"
x() { echo "((110+($1))*$U)"; }
y() { echo "((115+($1))*$U)"; }
u() { echo "(($1)*$U)"; }

# The coloured body with its resting arm (the waving arm is a sprite of its own).
paint_body() {
  local lw
  lw="$(u 4.5)"
  paint "$(seg "$(x -20)" "$(y 55)" "$(x -22)" "$(y 82)" "$lw")+$(seg "$(x 20)" "$(y 55)" "$(x 22)" "$(y 82)" "$lw")" $INK
  paint "$(ellipse "$(x -26)" "$(y 86)" "$(u 16)" "$(u 9)")+$(ellipse "$(x 26)" "$(y 86)" "$(u 16)" "$(u 9)")" $INK
  paint "$(ellipse "$(x -26)" "$(y 86)" "$(u 12)" "$(u 5.5)")+$(ellipse "$(x 26)" "$(y 86)" "$(u 12)" "$(u 5.5)")" 251 146 60
  paint "$(seg "$(x -56)" "$(y 10)" "$(x -86)" "$(y 40)" "$lw")" $INK
  paint "$(circle "$(x -88)" "$(y 42)" "$(u 11)")" $INK
  paint "$(circle "$(x -88)" "$(y 42)" "$(u 7.5)")" 125 211 252
  paint "$(seg "$(x -22)" "$(y -52)" "$(x -44)" "$(y -92)" "$lw")+$(seg "$(x 22)" "$(y -52)" "$(x 44)" "$(y -92)" "$lw")" $INK
  paint "$(circle "$(x -46)" "$(y -96)" "$(u 12)")+$(circle "$(x 46)" "$(y -96)" "$(u 12)")" $INK
  paint "$(circle "$(x -46)" "$(y -96)" "$(u 8)")" 252 211 77
  paint "$(circle "$(x 46)" "$(y -96)" "$(u 8)")" 249 168 212
  paint "$(ellipse "$(x 0)" "$(y 0)" "$(u 64)" "$(u 68)")" $INK
  paint "$(ellipse "$(x 0)" "$(y 0)" "$(u 59)" "$(u 63)")" 134 239 172
  paint "$(ellipse "$(x 4)" "$(y 26)" "$(u 34)" "$(u 24)")" 187 247 208
  paint "$(circle "$(x -20)" "$(y -16)" "$(u 17)")+$(circle "$(x 21)" "$(y -18)" "$(u 14)")" $INK
  paint "$(circle "$(x -20)" "$(y -16)" "$(u 13.5)")+$(circle "$(x 21)" "$(y -18)" "$(u 10.5)")" 255 255 255
  paint "$(circle "$(x -17)" "$(y -14)" "$(u 6)")+$(circle "$(x 23)" "$(y -16)" "$(u 5)")" $INK
  paint "$(circle "$(x -15)" "$(y -17)" "$(u 2)")+$(circle "$(x 25)" "$(y -19)" "$(u 1.8)")" 255 255 255
  blend "$(circle "$(x -38)" "$(y 12)" "$(u 9)")+$(circle "$(x 40)" "$(y 10)" "$(u 9)")" 0.8 249 168 212
  paint "lte(abs(hypot(X-$(x 0),Y-$(y 2))-$(u 22)),$(u 3.2))*gt(Y,$(y 12))" $INK
}

# Closed eyes, laid over the body for a blink.
paint_blink() {
  paint "$(circle "$(x -20)" "$(y -16)" "$(u 19)")+$(circle "$(x 21)" "$(y -18)" "$(u 16)")" 134 239 172
  paint "lte(abs(hypot(X-$(x -20),Y-$(y -22))-$(u 10)),$(u 2.6))*gt(Y,$(y -18))" $INK
  paint "lte(abs(hypot(X-$(x 21),Y-$(y -23))-$(u 8)),$(u 2.4))*gt(Y,$(y -20))" $INK
}

# The waving arm, pointing up from the centre of a 106 x 106 unit canvas (its shoulder), so
# that `rotate` turns it around the shoulder.
paint_arm() {
  local c
  c="$(u 53)"
  paint "$(seg "$c" "$c" "$c" "$(u 13)" "$(u 4.5)")" $INK
  paint "$(circle "$c" "$(u 13)" "$(u 11)")" $INK
  paint "$(circle "$c" "$(u 13)" "$(u 7.5)")" 125 211 252
}

# The same monster as the child drew it: purple crayon lines. Each line's alpha is its place
# in the drawing order (1..254), which the "before" clip reveals over time. The strokes are
# painted last-drawn first so that where two lines cross, the earlier one keeps the pixel.
paint_sketch() {
  local lw
  lw="$(u 2.8)"
  # stroke ORDER-FROM ORDER-TO MASK PROGRESS: paints MASK with alpha growing along the stroke.
  stroke() { paint "$3" $PURPLE "(1+253*($1+($2-$1)*$4))"; }
  stroke 0.94 1 "$(seg "$(x 56)" "$(y 0)" "$(x 84)" "$(y -34)" "$lw")" "$(along "$(x 56)" "$(y 0)" "$(x 84)" "$(y -34)")"
  stroke 0.88 0.94 "$(seg "$(x -58)" "$(y 10)" "$(x -88)" "$(y 40)" "$lw")" "$(along "$(x -58)" "$(y 10)" "$(x -88)" "$(y 40)")"
  stroke 0.83 0.88 "$(seg "$(x 20)" "$(y 62)" "$(x 22)" "$(y 86)" "$lw")" "$(along "$(x 20)" "$(y 62)" "$(x 22)" "$(y 86)")"
  stroke 0.78 0.83 "$(seg "$(x -20)" "$(y 62)" "$(x -22)" "$(y 86)" "$lw")" "$(along "$(x -20)" "$(y 62)" "$(x -22)" "$(y 86)")"
  stroke 0.74 0.78 "$(outline "$(x 46)" "$(y -96)" "$(u 8)" "$(u 8)" "$lw")" "$(turn "$(x 46)" "$(y -96)")"
  stroke 0.7 0.74 "$(outline "$(x -46)" "$(y -96)" "$(u 8)" "$(u 8)" "$lw")" "$(turn "$(x -46)" "$(y -96)")"
  stroke 0.64 0.7 "$(seg "$(x 22)" "$(y -52)" "$(x 44)" "$(y -92)" "$lw")" "$(along "$(x 22)" "$(y -52)" "$(x 44)" "$(y -92)")"
  stroke 0.58 0.64 "$(seg "$(x -22)" "$(y -52)" "$(x -44)" "$(y -92)" "$lw")" "$(along "$(x -22)" "$(y -52)" "$(x -44)" "$(y -92)")"
  stroke 0.5 0.58 "lte(abs(hypot(X-$(x 0),Y-$(y 2))-$(u 22)),$lw)*gt(Y,$(y 12))" "clip((X-$(x -22))/$(u 44),0,1)"
  stroke 0.47 0.5 "$(circle "$(x -17)" "$(y -14)" "$(u 5)")+$(circle "$(x 23)" "$(y -16)" "$(u 4)")" 1
  stroke 0.4 0.47 "$(outline "$(x 21)" "$(y -18)" "$(u 11)" "$(u 11)" "$lw")" "$(turn "$(x 21)" "$(y -18)")"
  stroke 0.32 0.4 "$(outline "$(x -20)" "$(y -16)" "$(u 14)" "$(u 14)" "$lw")" "$(turn "$(x -20)" "$(y -16)")"
  stroke 0 0.32 "$(outline "$(x 0)" "$(y 0)" "$(u 60)" "$(u 64)" "$lw")" "$(turn "$(x 0)" "$(y 0)")"
}

# Sprites of the character at K pixels per unit (final size): body, arm, blink.
character_sprites() { # prefix k
  local body arm
  body="$(awk -v k="$2" 'BEGIN { printf "%d", 220 * k + 0.5 }')"
  arm="$(awk -v k="$2" 'BEGIN { printf "%d", 106 * k + 0.5 }')"
  U="(2*$2)"
  layer
  paint_body
  still "$1-body" "${body}x$body"
  layer 134 239 172
  paint_blink
  still "$1-blink" "${body}x$body"
  layer
  paint_arm
  still "$1-arm" "${arm}x$arm"
}

# --- little props -------------------------------------------------------------------------------
# A sun with twelve rays on a square of side S (rotating it by a twelfth of a turn looks the same).
sun_sprite() { # name side
  local c=$2 # the 2x picture's centre is at (side, side)
  layer 251 191 36
  local r="hypot(X-$c,Y-$c)"
  paint "between($r,0.62*$c,0.95*$c)*gt(cos(12*atan2(Y-$c,X-$c)),0.45)" 251 191 36
  paint "lte($r,0.55*$c)" 252 211 77
  still "$1" "$2x$2"
}
star_sprite() { # name side R G B
  local c=$2
  layer "$3" "$4" "$5"
  paint "$(star "$c" "$c" "0.95*$c")" "$3" "$4" "$5"
  still "$1" "$2x$2"
}
cloud_sprite() { # name w h (a puffy cloud filling w x h)
  local w=$2 h=$3
  layer 255 255 255
  paint "$(ellipse "$w" "1.25*$h" "0.8*$w" "0.55*$h")+$(ellipse "0.7*$w" "0.9*$h" "0.4*$w" "0.6*$h")+$(ellipse "1.3*$w" "0.8*$h" "0.42*$w" "0.7*$h")" 255 255 255
  still "$1" "$2x$3"
}

# --- encoding ----------------------------------------------------------------------------------
# compose NAME WxH GRAPH INPUTS...: runs a filter graph over still inputs (each looped for the
# clip's length) into a lossless intermediate; the graph's output pad is [out].
compose() {
  local name="$1" graph="$3"
  shift 3
  local inputs=() f
  for f in "$@"; do inputs+=(-framerate "$FPS" -loop 1 -t "$SECS" -i "$TMP/$f.png"); done
  printf '%s' "$graph" >"$TMP/$name.graph"
  ff "${inputs[@]}" -filter_complex_script "$TMP/$name.graph" -map '[out]' -r "$FPS" -frames:v $((SECS * FPS)) \
    -c:v ffv1 -pix_fmt bgr0 "$TMP/$name.mkv"
}
# encode NAME CRF-VP9 CRF-H264 POSTER-SECOND
encode() {
  local name="$1" in="$TMP/$1.mkv" frames=$((SECS * FPS))
  # One keyframe per loop: the picture barely changes, so the frames between cost little.
  ff -i "$in" -c:v libvpx-vp9 -crf "$2" -b:v 0 -deadline good -cpu-used 1 -g "$frames" \
    -pix_fmt yuv420p -an "${BITEXACT[@]}" "$OUT/$name.webm"
  ff -i "$in" -c:v libx264 -preset veryslow -crf "$3" -profile:v main -g "$frames" -pix_fmt yuv420p \
    -movflags +faststart -an "${BITEXACT[@]}" "$OUT/$name.mp4"
  ff -ss "$4" -i "$in" -frames:v 1 -c:v libwebp -quality 70 -compression_level 6 "${BITEXACT[@]}" \
    "$OUT/$name-poster.webp"
}

# The loop's phase: 0..2*PI once per clip.
P="(2*PI*t/$SECS)"

# --- clips -----------------------------------------------------------------------------------

# hero (960x540): a crayon meadow under a turning sun; the monster hops twice per loop and
# waves, clouds sway, stars spin. It stands on the right so the headline can sit on the left.
# Laid out on a 640x360 grid and scaled by HS, so the picture stays sharp on large screens.
HS=1.5
n() { awk -v v="$1" -v s="$HS" 'BEGIN { printf "%d", v * s + 0.5 }'; } # a grid length in pixels
make_hero() {
  local w h
  w="$(n 640)"
  h="$(n 360)"
  scene "150+105*Y/H" "212+38*Y/H" "252-10*Y/H"
  blend "lt(mod(X+Y,18*$HS),3*$HS)*lt(Y,500*$HS)" 0.12 255 255 255
  paint "gte(Y,$HS*(524+28*sin(X/(140*$HS))))" 134 239 172
  paint "gte(Y,$HS*(592+20*sin(X/(90*$HS)+1)))" 74 222 128
  local flower="hypot(mod(X,92*$HS)-46*$HS,Y-$HS*(652+8*sin(X/(90*$HS))))"
  paint "lte($flower,10*$HS)*gt(Y,600*$HS)" 249 168 212
  paint "lte($flower,4*$HS)*gt(Y,600*$HS)" 252 211 77
  still hero-bg "${w}x$h"
  sun_sprite hero-sun "$(n 120)"
  cloud_sprite hero-cloud "$(n 110)" "$(n 52)"
  star_sprite hero-star "$(n 30)" 252 211 77
  star_sprite hero-star-pink "$(n 22)" 249 168 212
  local k
  k="$(awk -v s="$HS" 'BEGIN { print 1.05 * s }')"
  character_sprites hero "$k"
  layer 22 101 52
  paint "$(ellipse "$(n 116)" "$(n 16)" "$(n 110)" "$(n 14)")" 22 101 52
  still hero-shadow "$(n 116)x$(n 16)"
  # Inputs: 0 bg, 1 sun, 2 cloud, 3 star, 4 pink star, 5 body, 6 arm, 7 shadow.
  # The body's centre is at (470, 212) on the grid, minus its hop; its sprite's centre is 110/115 units in.
  local hop="$(n 34)*abs(sin($P))" bx="($(n 470)-110*$k+$(n 8)*sin($P))" by="($(n 212)-115*$k)"
  compose hero "${w}x$h" "
    [1]rotate=a='2*PI*t/($SECS*12)':c=none[sun];
    [2]split[cloud1][cloud2];
    [3]rotate=a='2*PI*t/($SECS*5)':c=none,split[star1][star2];
    [4]rotate=a='-2*PI*t/($SECS*5)':c=none[pink];
    [7]format=rgba,colorchannelmixer=aa=0.25[shadow];
    [6]rotate=a='0.9+0.5*sin(4*$P)':c=none[arm];
    [0][sun]overlay=x=$(n 525):y=$(n 2)[a];
    [a][cloud1]overlay=x='$(n 95)+$(n 14)*sin($P)':y=$(n 40)[b];
    [b][cloud2]overlay=x='$(n 300)-$(n 12)*sin($P)':y=$(n 10)[c];
    [c][star1]overlay=x=$(n 45):y=$(n 135)[d];
    [d][pink]overlay=x=$(n 290):y=$(n 112)[e];
    [e][star2]overlay=x=$(n 215):y=$(n 215)[f];
    [f][shadow]overlay=x=$(n 412):y=$(n 298)[g];
    [g][arm]overlay=x='$bx+(166-53)*$k':y='$by+(113-53)*$k-$hop'[h];
    [h][5]overlay=x='$bx':y='$by-$hop',format=bgr0[out]" \
    hero-bg hero-sun hero-cloud hero-star hero-star-pink hero-body hero-arm hero-shadow
  encode hero 42 31 0
}

# before (480x360): the drawing appears stroke by stroke on lined school paper, then rests.
make_before() {
  # The paper at twice the clip's size: the reveal runs there, and the frame is scaled down last.
  scene 255 253 247
  paint "lt(mod(Y-32,104),5.6)" 191 219 254
  paint "between(X,176,184)" 252 165 165
  still before-paper 960x720
  U="(2*1.15)"
  layer
  paint_sketch
  # Keep the order in alpha exact: no scale-down here (the whole frame is scaled at the end).
  printf "format=rgba,geq=r='%s':g='%s':b='%s':a='%s'" "$R" "$G" "$B" "$A" >"$TMP/before-ink.filter"
  # The drawing's 220x220-unit canvas, centred at (240, 188) of the 480x360 frame, at 2x.
  ff -f lavfi -i "color=c=black:s=506x506:d=1" -frames:v 1 -filter_script:v "$TMP/before-ink.filter" \
    -pix_fmt rgba "$TMP/before-ink.png"
  compose before 480x360 "
    [1]format=rgba,geq=r='r(X,Y)':g='g(X,Y)':b='b(X,Y)':a='if(gt(alpha(X,Y),0)*lte(alpha(X,Y),1+253*clip(T/3,0,1)),255,0)'[ink];
    [0][ink]overlay=x=$((480 - 253)):y=$((376 - 264)),scale=480:360:flags=area,format=bgr0[out]" \
    before-paper before-ink
  encode before 42 31 3.5
}

# after (480x360): the same character, coloured, bouncing and waving under a sunny sky.
make_after() {
  scene "125+90*Y/H" "211+30*Y/H" "252-2*Y/H"
  paint "gte(Y,600+16*sin(X/120))" 134 239 172
  paint "gte(Y,650+12*sin(X/80+2))" 74 222 128
  still after-bg 480x360
  sun_sprite after-sun 100
  star_sprite after-star 26 252 211 77
  star_sprite after-star-pink 20 249 168 212
  character_sprites after 1.1
  layer 22 101 52
  paint "$(ellipse 120 16 114 14)" 22 101 52
  still after-shadow 120x16
  # Inputs: 0 bg, 1 sun, 2 star, 3 pink star, 4 body, 5 arm, 6 blink, 7 shadow.
  local hop="26*abs(sin($P))" bx="(250-121+10*sin($P))" by="(190-126.5)"
  compose after 480x360 "
    [1]rotate=a='-2*PI*t/($SECS*12)':c=none[sun];
    [2]rotate=a='2*PI*t/($SECS*5)':c=none,split[star1][star2];
    [3]rotate=a='-2*PI*t/($SECS*5)':c=none[pink];
    [7]format=rgba,colorchannelmixer=aa=0.25[shadow];
    [5]rotate=a='0.8+0.6*sin(4*$P)':c=none[arm];
    [0][sun]overlay=x=360:y=12[a];
    [a][star1]overlay=x=55:y=55[b];
    [b][pink]overlay=x=120:y=130[c];
    [c][star2]overlay=x=380:y=150[d];
    [d][shadow]overlay=x=190:y=294[e];
    [e][arm]overlay=x='$bx+(166-53)*1.1':y='$by+(113-53)*1.1-$hop'[f];
    [f][4]overlay=x='$bx':y='$by-$hop'[g];
    [g][6]overlay=x='$bx':y='$by-$hop':enable='between(t,1.9,2.05)',format=bgr0[out]" \
    after-bg after-sun after-star after-star-pink after-body after-arm after-blink after-shadow
  encode after 42 31 1
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
