#!/usr/bin/env bash
# Regenerates the seed's demo media in tools/seed/media/ with ffmpeg alone: every picture
# is computed from lavfi's `color` source and `geq` equations, so nothing is downloaded and
# no fonts or ImageMagick are needed. The outputs are committed; run this only to change them.
#
#   bash tools/seed/make-media.sh [name...]   (needs ffmpeg with libvpx-vp9 and libx264)
#
# Animations loop without a seam: every motion is periodic in the clip's duration.
# Encoders run single-threaded with bitexact flags so a rerun gives the same bytes.
set -euo pipefail

HERE="$(cd "$(dirname "$0")" && pwd)"
OUT="$HERE/media"
FFMPEG="${FFMPEG:-ffmpeg}"
FPS=24
TMP="$(mktemp -d)"
trap 'rm -rf "$TMP"' EXIT
mkdir -p "$OUT"

ff() { "$FFMPEG" -hide_banner -loglevel error -nostdin -y "$@"; }
BITEXACT=(-map_metadata -1 -fflags +bitexact -flags:v +bitexact -threads 1)

# --- a tiny painter's algorithm on top of geq -------------------------------------------
# scene R G B      starts a picture from three background expressions;
# paint MASK R G B draws a colour wherever MASK is non-zero (later paints cover earlier);
# blend MASK A R G B mixes a colour in with opacity A (0..1) wherever MASK is non-zero;
# filter           prints the geq filter for the picture.
scene() { R="$1" G="$2" B="$3"; }
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
filter() { printf "format=gbrp,geq=r='%s':g='%s':b='%s'" "$R" "$G" "$B"; }

# Shapes (all return 1 inside, 0 outside).
circle() { echo "lte(hypot(X-($1),Y-($2)),$3)"; }                # cx cy r
ellipse() { echo "lte(hypot((X-($1))/($3),(Y-($2))/($4)),1)"; }   # cx cy rx ry
rect() { echo "between(X,$1,$3)*between(Y,$2,$4)"; }              # x0 y0 x1 y1
ring() { echo "lte(abs(hypot(X-($1),Y-($2))-($3)),$4)"; }         # cx cy r half-width
# A pseudo-random value in [0,1) per cell of SIZE pixels, stable across frames.
cellhash() {
  local s="$1" k="${2:-0}"
  local h="(sin(floor(X/$s)*12.9898+floor(Y/$s)*78.233+$k)*43758.5453)"
  echo "($h-floor($h))"
}

# --- animations: 320x240 VP9 WebM, a PNG thumbnail of the middle frame, a preview clip -------
anim() { # slug seconds
  local slug="$1" secs="$2"
  local frames=$((secs * FPS)) lossless="$TMP/$slug.mkv"
  # geq is slow, so the picture is computed once into a lossless file that both encoder
  # passes and the thumbnail read.
  ff -f lavfi -i "color=c=black:s=320x240:r=$FPS:d=$secs" -vf "$(filter)" -c:v ffv1 "$lossless"
  # Two passes aim at ~48 KB whatever the length; one keyframe per loop.
  local rate=$((384 / secs))k
  local vp9=(-c:v libvpx-vp9 -b:v "$rate" -deadline good -cpu-used 1 -g "$frames" -pix_fmt yuv420p -an)
  ff -i "$lossless" "${vp9[@]}" "${BITEXACT[@]}" -pass 1 -passlogfile "$TMP/$slug" -f webm /dev/null
  ff -i "$lossless" "${vp9[@]}" "${BITEXACT[@]}" -pass 2 -passlogfile "$TMP/$slug" "$OUT/$slug.webm"
  png "$lossless" "$OUT/$slug.png" 40000 "trim=start_frame=$((frames / 2))"
  anim_preview "$lossless" "$secs" "$OUT/$slug-preview.webm"
}

# --- public marketplace previews -------------------------------------------------------------
# What is sold (the files above) lives in R2 under products/ and reaches its owner only; the
# marketplace shows these instead, from catalog/: a short clip at half the frame rate and a
# low bitrate, and a half-size still of each background.

# Plays the loop until the clip lasts at least 3 s (a 2 s loop twice, a 3 s loop once), so it
# still loops without a seam; 12 fps, one keyframe, ~16 KB whatever the length.
anim_preview() { # lossless seconds output
  local in="$1" secs="$2" out="$3"
  local loops=$(((3 + secs - 1) / secs))
  local vp9=(-c:v libvpx-vp9 -b:v "$((128 / (loops * secs)))k" -deadline good -cpu-used 1 -g 1000 -pix_fmt yuv420p -an)
  local src=(-stream_loop "$((loops - 1))" -i "$in" -vf "fps=12,scale=320:-2")
  ff "${src[@]}" "${vp9[@]}" "${BITEXACT[@]}" -pass 1 -passlogfile "$TMP/preview" -f webm /dev/null
  ff "${src[@]}" "${vp9[@]}" "${BITEXACT[@]}" -pass 2 -passlogfile "$TMP/preview" "$out"
}

# --- backgrounds: 1024x600 full picture, a 320x240 centre-cropped thumbnail, a 512x300 preview
background() { # slug
  local slug="$1"
  ff -f lavfi -i "color=c=black:s=1024x600:r=1:d=1" -vf "$(filter)" -frames:v 1 -c:v ffv1 "$TMP/$slug.mkv"
  png "$TMP/$slug.mkv" "$OUT/$slug-full.png" 150000
  png "$TMP/$slug.mkv" "$OUT/$slug.png" 40000 "scale=410:240:flags=lanczos,crop=320:240"
  png "$TMP/$slug.mkv" "$OUT/$slug-preview.png" 40000 "scale=512:300:flags=lanczos"
}

# Writes a still as true-colour PNG, or as a 256-colour one when that would exceed LIMIT bytes
# (smooth gradients compress poorly; thumbnails have budgets).
png() { # input output limit [extra filter]
  local in="$1" out="$2" limit="$3" vf="${4:-null}"
  ff -i "$in" -vf "$vf" -frames:v 1 -pix_fmt rgb24 "${BITEXACT[@]}" "$out"
  if [ "$(wc -c <"$out")" -gt "$limit" ]; then
    ff -i "$in" -filter_complex "[0:v]$vf,split[a][b];[a]palettegen=stats_mode=single[p];[b][p]paletteuse=dither=bayer:bayer_scale=3" \
      -frames:v 1 -pix_fmt pal8 "${BITEXACT[@]}" "$out"
  fi
}

# Phase of a loop lasting D seconds: goes 0..2*PI exactly once per loop.
phase() { echo "(2*PI*T/$1)"; }

# dancing-dragon (character, 2 s): a green dragon hops side to side, flapping and breathing fire.
make_dancing_dragon() {
  local P cx cy
  P="$(phase 2)"
  cx="(160+45*sin($P))"
  cy="(135-28*abs(sin($P)))"
  scene "90+110*Y/H" "40+30*Y/H" "160-40*Y/H"
  paint "gte(Y,205+4*sin(X/25))" 50 130 70
  paint "$(ellipse "$cx-62" "$cy+14" 30 9)" 60 170 80
  paint "$(ellipse "$cx-14" "$cy-44-6*sin(4*$P)" 30 "13+7*sin(4*$P)")" 250 170 60
  paint "$(rect "$cx-35" "$cy+20" "$cx-20" "$cy+48")+$(rect "$cx+15" "$cy+20" "$cx+30" "$cy+48")" 50 140 60
  paint "$(ellipse "$cx" "$cy" 52 36)" 70 190 80
  paint "$(ellipse "$cx+4" "$cy+10" 30 20)" 245 225 120
  paint "$(circle "$cx+44" "$cy-38" 24)" 70 190 80
  local fx="(X-($cx+64))" fy="(Y-($cy-34))"
  paint "gt($fx,0)*lt(abs($fy),$fx*0.45)*lt($fx,34+10*sin(6*$P))" 255 130 30
  paint "gt($fx,0)*lt(abs($fy),$fx*0.25)*lt($fx,20+6*sin(6*$P))" 255 230 80
  paint "$(circle "$cx+50" "$cy-44" 7)" 255 255 255
  paint "$(circle "$cx+52" "$cy-44" 3)" 20 20 30
  anim dancing-dragon 2
}

# waving-robot (character, 2 s): a silver robot waves its right arm; its chest light blinks.
make_waving_robot() {
  local P a sx=203 sy=122
  P="$(phase 2)"
  a="(0.7+0.55*sin($P))"
  # Diagonal light stripes drift behind; the checkered floor scrolls one tile pair per loop.
  scene "40+14*gt(sin((X+Y)/9-$P),0.6)" "185-50*Y/H+14*gt(sin((X+Y)/9-$P),0.6)" "180-30*Y/H+14*gt(sin((X+Y)/9-$P),0.6)"
  paint "gte(Y,212)" "if(lt(mod(X+20*T+floor(Y/10)*10,20),10),125,95)" "if(lt(mod(X+20*T+floor(Y/10)*10,20),10),125,95)" \
    "if(lt(mod(X+20*T+floor(Y/10)*10,20),10),150,115)"
  paint "$(rect 132 198 150 226)+$(rect 170 198 188 226)" 90 95 110
  paint "$(rect 100 118 118 182)" 160 165 180
  paint "$(ellipse 109 188 11 9)" 160 165 180
  local along="((X-$sx)*sin($a)-(Y-$sy)*cos($a))" across="((X-$sx)*cos($a)+(Y-$sy)*sin($a))"
  paint "between($along,-4,62)*lte(abs($across),8)" 160 165 180
  paint "$(circle "$sx+72*sin($a)" "$sy-72*cos($a)" 12)" 160 165 180
  paint "$(rect 120 108 200 200)" 195 200 212
  paint "$(rect 140 128 180 172)" 60 110 220
  paint "$(circle 160 150 7)" "if(lt(sin(4*$P),0),255,60)" "if(lt(sin(4*$P),0),60,230)" 70
  paint "$(rect 158 34 162 56)" 120 120 135
  paint "$(circle 160 32 6)" 240 70 80
  paint "$(rect 130 54 190 106)" 195 200 212
  paint "$(circle 147 77 8)+$(circle 173 77 8)" 80 240 255
  paint "$(circle 147 77 3)+$(circle 173 77 3)" 10 40 60
  paint "$(rect 146 92 174 97)" 50 55 70
  anim waving-robot 2
}

# sparkle-burst (effect, 2 s): rainbow rays turn while rings of light pulse outwards.
make_sparkle_burst() {
  local P r th I
  P="$(phase 2)"
  r="hypot(X-160,Y-120)"
  th="atan2(Y-120,X-160)"
  I="clip(pow(max(cos(2*PI*($r/40-T/2)),0),6)*exp(-$r/160)+pow(abs(cos(4*$th+$P)),24)*exp(-$r/110)+exp(-$r/14),0,1)"
  scene "15+240*$I*(0.55+0.45*cos($th))" "10+245*$I*(0.55+0.45*cos($th+2.094))" "40+215*$I*(0.55+0.45*cos($th+4.189))"
  paint "lte(abs(X-160)*abs(Y-120),40)*lte($r,24+6*sin(2*$P))" 255 255 255
  anim sparkle-burst 2
}

# rainbow-trail (effect, 2 s): a seven-band rainbow ribbon ripples across the sky after a star.
make_rainbow_trail() {
  local P yc d b hx hy
  P="$(phase 2)"
  yc="(120+45*sin(X/50-$P))"
  d="(Y-$yc)"
  b="floor(($d+42)/12)"
  scene "175+60*Y/H" "215+30*Y/H" 255
  paint "$(ellipse 60 200 50 18)+$(ellipse 100 190 40 20)+$(ellipse 250 205 60 16)" 255 255 255
  paint "between($d,-42,41.99)" \
    "if(lte($b,2),255,if(eq($b,3),60,if(eq($b,4),40,if(eq($b,5),90,160))))" \
    "if(eq($b,0),40,if(eq($b,1),140,if(eq($b,2),225,if(eq($b,3),200,if(eq($b,4),120,if(eq($b,5),40,60))))))" \
    "if(lte($b,2),40,if(eq($b,3),80,if(eq($b,4),255,if(eq($b,5),170,220))))"
  hx="(-40+400*T/2)"
  hy="(120+45*sin($hx/50-$P))"
  paint "$(circle "$hx" "$hy" 16)" 255 250 170
  paint "lte(abs(X-$hx)*abs(Y-$hy),30)*lte(hypot(X-$hx,Y-$hy),30)" 255 255 255
  anim rainbow-trail 2
}

# starry-night (background, 3 s): swirling night sky with twinkling stars over dark hills.
make_starry_night() {
  local P h sw
  P="$(phase 3)"
  h="$(cellhash 5)"
  sw="(sin(hypot(X-190,Y-80)/11-$P)*exp(-hypot(X-190,Y-80)/85))"
  scene "12+20*Y/H+18*$sw" "22+15*Y/H+30*$sw" "70+30*Y/H+60*$sw"
  blend "gt($h,0.975)*lte(hypot(mod(X,5)-2,mod(Y,5)-2),1.5)" "0.5+0.5*sin(2*$P+$h*200)" 255 250 200
  paint "$(circle 262 48 22)*gt(hypot(X-273,Y-41),19)" 250 235 150
  paint "gte(Y,196+10*sin(X/34)+6*sin(X/13))" 12 18 30
  paint "$(rect 70 150 78 200)*lte(abs(X-74),(Y-150)/6)" 12 18 30
  anim starry-night 3
}

# ocean-waves (background, 3 s): layered waves roll under a sunset sky.
make_ocean_waves() {
  local P
  P="$(phase 3)"
  scene "255-90*Y/H" "190-40*Y/H" "150+40*Y/H"
  paint "$(circle 240 70 26)" 255 225 120
  local k=0 base amp len
  for layer in "80 6 26 1 120 200 230" "115 9 34 -1 70 160 215" "155 12 44 1 40 120 190" "195 14 58 -1 20 80 150"; do
    read -r base amp len dir lr lg lb <<<"$layer"
    local y="($base+$amp*sin(X/$len-($dir)*$P)+3*sin(X/9+$P*$((k + 1))))"
    paint "gte(Y,$y)" "$lr" "$lg" "$lb"
    paint "between(Y-$y,0,2.5)" 240 250 255
    k=$((k + 1))
  done
  anim ocean-waves 3
}

# --- backgrounds ----------------------------------------------------------------------------

# meadow: blue sky, sun, rolling green hills dotted with flowers.
make_meadow() {
  local h1 h2 fh
  h1="(0.62*H+0.05*H*sin(X/120))"
  h2="(0.74*H+0.04*H*sin(X/80+2))"
  fh="$(cellhash 20 1)"
  scene "120+90*Y/H" "190+50*Y/H" 255
  paint "$(circle 0.84*W 0.18*H 0.09*H)" 255 220 70
  paint "$(ellipse 0.2*W 0.2*H 0.08*W 0.05*H)+$(ellipse 0.26*W 0.17*H 0.06*W 0.06*H)" 255 255 255
  paint "gte(Y,$h1)" 130 205 90
  paint "gte(Y,$h2)" 80 170 70
  paint "gte(Y,$h2+12)*gt($fh,0.7)*lte(hypot(mod(X,20)-10,mod(Y,20)-10),5)" \
    "if(lt($fh,0.8),250,if(lt($fh,0.9),255,250))" "if(lt($fh,0.8),80,if(lt($fh,0.9),215,250))" \
    "if(lt($fh,0.8),110,if(lt($fh,0.9),60,250))"
  background meadow
}

# space: deep purple void, stars, and a ringed orange planet.
make_space() {
  local h r
  h="$(cellhash 6 2)"
  r="hypot(X-0.35*W,Y-0.5*H)"
  scene "30+40*exp(-$r/300)" "10+10*exp(-$r/300)" "50+60*exp(-$r/300)"
  paint "gt($h,0.985)*lte(hypot(mod(X,6)-3,mod(Y,6)-3),1.5)" 255 255 240
  paint "$(ring 0.7*W 0.45*H 0.12*H 0.012*H)" 150 220 255
  local pr="hypot(X-0.7*W,Y-0.45*H)"
  paint "lte($pr,0.2*H)" "255-60*$pr/(0.2*H)" "150-60*$pr/(0.2*H)" 60
  paint "lte($pr,0.2*H)*lte(abs(sin(Y/12)),0.25)" 230 110 50
  paint "lte(abs(hypot((X-0.7*W)/3.2,(Y-0.45*H)*1.6)-0.1*H),0.012*H)*(gt(Y,0.45*H)+gt($pr,0.2*H))" 240 220 160
  paint "$(circle 0.15*W 0.8*H 0.05*H)" 160 170 190
  background space
}

# underwater: sunlit turquoise water, light shafts, bubbles, sand and seaweed.
make_underwater() {
  local rays sand
  rays="gt(sin((X+0.4*Y)/38),0.75)*lt(Y,0.7*H)"
  sand="(0.86*H+0.02*H*sin(X/60))"
  scene "20+20*Y/H" "190-110*Y/H" "220-80*Y/H"
  blend "$rays" "0.25*(1-Y/(0.7*H))" 220 255 255
  paint "gte(Y,$sand)" 235 210 150
  paint "lt(abs(mod(X,140)-70-16*sin(Y/30)),7)*gt(Y,0.55*H+40*sin(X/140))*lt(Y,$sand+4)" 40 150 80
  paint "$(ring 0.2*W 0.4*H 18 3)+$(ring 0.23*W 0.28*H 11 2.5)+$(ring 0.6*W 0.3*H 14 3)+$(ring 0.62*W 0.18*H 8 2)" \
    225 250 255
  local fish="lte(hypot((X-0.78*W)/60,(Y-0.5*H)/32),1)+lte(abs(Y-0.5*H),(X-0.78*W-50)*0.7)*lt(X,0.78*W+95)"
  paint "$fish" 255 150 40
  paint "$(circle 0.78*W-30 0.5*H-8 7)" 255 255 255
  paint "$(circle 0.78*W-31 0.5*H-8 3)" 20 20 30
  background underwater
}

# castle: sunset sky behind a violet castle with towers, pointed roofs and flags.
make_castle() {
  scene 255 "150+60*Y/H" "170-40*Y/H"
  paint "gte(Y,0.82*H+0.02*H*sin(X/90))" 90 160 90
  local wall castle
  wall="$(rect 0.3*W 0.45*H 0.7*W 0.84*H)*lte(mod(X,40),28)+$(rect 0.3*W 0.5*H 0.7*W 0.84*H)"
  castle="$wall+$(rect 0.22*W 0.35*H 0.32*W 0.84*H)+$(rect 0.68*W 0.35*H 0.78*W 0.84*H)+$(rect 0.45*W 0.28*H 0.55*W 0.84*H)"
  paint "$castle" 130 90 170
  paint "$(rect 0.46*W 0.66*H 0.54*W 0.84*H)+$(circle 0.5*W 0.66*H 0.04*W)*lt(Y,0.7*H)" 60 40 80
  local roof
  roof="lte(abs(X-0.27*W),(Y-0.15*H)*0.25)*between(Y,0.15*H,0.35*H)"
  roof="$roof+lte(abs(X-0.73*W),(Y-0.15*H)*0.25)*between(Y,0.15*H,0.35*H)"
  roof="$roof+lte(abs(X-0.5*W),(Y-0.08*H)*0.25)*between(Y,0.08*H,0.28*H)"
  paint "$roof" 220 60 110
  paint "$(rect 0.5*W-1 0.02*H 0.5*W+2 0.08*H)+$(rect 0.27*W-1 0.1*H 0.27*W+2 0.15*H)" 80 60 60
  paint "$(rect 0.5*W+2 0.02*H 0.5*W+30 0.05*H)+$(rect 0.27*W+2 0.1*H 0.27*W+26 0.13*H)" 255 230 60
  paint "$(rect 0.25*W 0.45*H 0.29*W 0.52*H)+$(rect 0.71*W 0.45*H 0.75*W 0.52*H)" 255 220 120
  background castle
}

# candy-land: pink sky, mint hills with sprinkles, swirly lollipops on striped sticks.
make_candy_land() {
  local sh
  sh="$(cellhash 24 3)"
  scene 255 "190+30*Y/H" "225+20*Y/H"
  paint "gte(Y,0.7*H+0.05*H*sin(X/100))" 170 240 210
  paint "gte(Y,0.7*H+0.05*H*sin(X/100)+20)*gt($sh,0.6)*lte(abs(mod(X,24)-12),6)*lte(abs(mod(Y,24)-12),2)" \
    "if(lt($sh,0.75),255,120)" "if(lt($sh,0.75),90,140)" "if(lt($sh,0.75),140,255)"
  local x
  for x in 0.22 0.5 0.8; do
    local cx="$x*W" cy="0.4*H" r="hypot(X-$x*W,Y-0.4*H)"
    paint "$(rect "$cx-7" "$cy" "$cx+7" 0.85*H)" 255 255 255
    paint "$(rect "$cx-7" "$cy" "$cx+7" 0.85*H)*lt(mod(Y+X,28),14)" 240 60 90
    paint "lte($r,0.15*H)" 255 120 180
    paint "lte($r,0.15*H)*gt(sin(atan2(Y-$cy,X-$cx)*2+$r/9),0.2)" 255 235 245
  done
  background candy-land
}

# jungle: layered leaves in many greens with hanging vines and a toucan-orange fruit.
make_jungle() {
  scene 60 "140-50*Y/H" 70
  blend "gt(sin(X/45+2*sin(Y/60))*cos(Y/50),0.35)" 1 40 110 50
  blend "gt(sin(X/70+1.5*cos(Y/40)+1)*sin(Y/65+X/200),0.45)" 1 90 180 70
  blend "gt(sin(X/33-Y/90)*cos(Y/28+sin(X/80)),0.55)" 1 130 210 90
  paint "lt(abs(mod(X,170)-85-10*sin(Y/25)),3)*lt(Y,0.55*H+0.1*H*sin(X/170))" 70 90 40
  paint "$(circle 0.3*W 0.6*H 18)+$(circle 0.7*W 0.35*H 14)+$(circle 0.55*W 0.8*H 16)" 255 140 30
  paint "gte(Y,0.9*H+0.02*H*sin(X/40))" 80 60 40
  background jungle
}

# --- demo order media -----------------------------------------------------------------------

# demo-character.mp4: the "awakened" drawing, an orange crayon blob hopping three times.
make_demo_character() {
  local P hop s cx cy
  P="(PI*T)"
  hop="(60*abs(sin($P)))"
  s="(1+0.18*(1-abs(sin($P)))^4)"
  cx="(240+20*sin(2*$P/3))"
  cy="(180-$hop)"
  scene "252-8*Y/H" "248-8*Y/H" 238
  paint "gte(Y,235)" 215 235 200
  paint "$(ellipse "$cx" 238 "46-$hop/4" 6)" 180 190 170
  local body
  body="hypot((X-$cx)/(52*$s),(Y-$cy)/(52/$s))"
  paint "lte($body,1.08)" 90 50 30
  paint "lte($body,1)" 255 150 60
  paint "$(ellipse "$cx-18*$s" "$cy-14/$s" 9 11)+$(ellipse "$cx+18*$s" "$cy-14/$s" 9 11)" 255 255 255
  paint "$(circle "$cx-16*$s" "$cy-12/$s" 4)+$(circle "$cx+20*$s" "$cy-12/$s" 4)" 30 20 20
  paint "lte(abs(hypot(X-$cx,Y-($cy+2/$s))-20),2.5)*gt(Y,$cy+10/$s)" 90 30 30
  paint "$(circle "$cx-36*$s" "$cy+10/$s" 6)+$(circle "$cx+36*$s" "$cy+10/$s" 6)" 255 120 140
  local arm="lte(abs(Y-($cy+5)+(X-$cx-52*$s)*0.9*sin(2*$P)),4)*between(X-$cx,50*$s,74*$s)"
  arm="$arm+lte(abs(Y-($cy+5)-(X-$cx+52*$s)*0.9*sin(2*$P)),4)*between(X-$cx,-74*$s,-50*$s)"
  paint "$arm" 90 50 30
  local src="color=c=black:s=480x270:r=$FPS:d=3"
  ff -f lavfi -i "$src" -vf "$(filter),format=yuv420p" -c:v libx264 -preset slow -crf 26 -profile:v high \
    -pix_fmt yuv420p -movflags +faststart -an "${BITEXACT[@]}" "$OUT/demo-character.mp4"
}

# demo-artwork.png: what a child might upload: house, sun, stick figure, flower, grass scribble.
make_demo_artwork() {
  local wob="3*sin(Y/19)+2*sin(X/23)"
  scene 255 255 255
  # grass scribble
  paint "lte(abs(Y-520-14*sin(X/9)-($wob)),5)" 60 170 60
  # sun with rays
  paint "lte(abs(hypot(X-480,Y-110)-75+($wob)),5)*lt(abs(sin(6*atan2(Y-110,X-480))),0.16)" 250 190 30
  paint "lte(hypot(X-480,Y-110)+($wob),48)" 255 215 40
  # house: red walls, brown roof, blue door
  local hx="(X+($wob))"
  paint "(lte(abs($hx-90),5)+lte(abs($hx-290),5))*between(Y,280,515)+(lte(abs(Y-280),5)+lte(abs(Y-512),5))*between($hx,90,290)" \
    220 40 40
  paint "lte(abs(Y-280+($hx-90)*0.9),6)*between($hx,90,190)+lte(abs(Y-190-($hx-190)*0.9),6)*between($hx,190,290)" \
    140 80 40
  paint "$(rect 165 420 215 512)" 60 100 230
  paint "$(rect 115 320 160 365)*(lte(abs(X-137),2)+lte(abs(Y-342),2)+1-between(X,120,155)*between(Y,325,360))" 60 100 230
  # stick figure
  paint "lte(abs(hypot(X-420,Y-330)-26+($wob)/2),4)" 40 40 40
  paint "lte(abs(X-420-($wob)/2),4)*between(Y,356,440)+lte(abs(Y-385-($wob)/2),4)*between(X,375,465)" 40 40 40
  paint "lte(abs(X-420-(Y-440)*0.6),5)*between(Y,440,500)+lte(abs(X-420+(Y-440)*0.6),5)*between(Y,440,500)" 40 40 40
  paint "$(circle 411 325 3)+$(circle 429 325 3)" 40 40 40
  paint "lte(abs(hypot(X-420,Y-332)-13),2.5)*gt(Y,338)" 220 40 40
  # flower
  paint "lte(abs(X-540+($wob)),4)*between(Y,420,515)" 60 170 60
  paint "lt(hypot(X-540,Y-410),28)*gt(cos(5*atan2(Y-410,X-540)),0.1-hypot(X-540,Y-410)/80)" 230 90 200
  paint "$(circle 540 410 10)" 255 215 40
  ff -f lavfi -i "color=c=white:s=600x600:r=1:d=1" -vf "$(filter)" -frames:v 1 -c:v ffv1 "$TMP/artwork.mkv"
  png "$TMP/artwork.mkv" "$OUT/demo-artwork.png" 100000
}

# --- manifest -------------------------------------------------------------------------------
write_manifest() {
  local first=1 f name type
  {
    printf '[\n'
    for f in "$OUT"/*; do
      name="$(basename "$f")"
      case "$name" in
      *.webm) type=video/webm ;;
      *.mp4) type=video/mp4 ;;
      *.png) type=image/png ;;
      *) continue ;;
      esac
      [ "$first" = 1 ] || printf ',\n'
      first=0
      printf '  { "file": "%s", "contentType": "%s", "bytes": %s, "sha256": "%s" }' \
        "$name" "$type" "$(wc -c <"$f" | tr -d ' ')" "$(sha256sum "$f" | cut -d' ' -f1)"
    done
    printf '\n]\n'
  } >"$OUT/manifest.json"
}

ALL=(dancing-dragon waving-robot sparkle-burst rainbow-trail starry-night ocean-waves
  meadow space underwater castle candy-land jungle demo-character demo-artwork)
# `make-media.sh castle space` remakes just those; no arguments remakes everything.
if [ $# -gt 0 ]; then
  TARGETS=("$@")
else
  TARGETS=("${ALL[@]}")
  rm -f "$OUT"/*.webm "$OUT"/*.mp4 "$OUT"/*.png "$OUT/manifest.json"
fi
for target in "${TARGETS[@]}"; do
  echo "making $target" >&2
  "make_${target//-/_}"
done
write_manifest
echo "media written to $OUT:"
ls -l "$OUT"
