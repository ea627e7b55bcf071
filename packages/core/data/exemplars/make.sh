#!/bin/sh
# Remakes the exemplar library from the Debian 12 packages it was taken from (README.md beside this file
# lists every file, its package, path and licence). Development time only: nothing here runs at install or
# at run time. Needs apt-get (Debian 12 sources), dpkg-deb, unzip and ImageMagick's convert.
#   sh packages/core/data/exemplars/make.sh [work folder, default /tmp/exemplar-debs]
set -eu
here=$(cd "$(dirname "$0")" && pwd)
work=${1:-/tmp/exemplar-debs}
mkdir -p "$work" && cd "$work"
for p in trigger-rally-data supertuxkart-data lomiri-wallpapers-16.04 plasma-workspace-wallpapers tuxpaint-stamps-default; do
  [ -d "x/$p" ] && continue
  apt-get download "$p"
  mkdir -p "x/$p" && dpkg-deb -x "$p"_*.deb "x/$p"
done
[ -d trig ] || (mkdir trig && cd trig && unzip -q ../x/trigger-rally-data/usr/share/games/trigger-rally/data.zip)
stk=x/supertuxkart-data/usr/share/games/supertuxkart/data/textures
lom=x/lomiri-wallpapers-16.04/usr/share/backgrounds
kde=x/plasma-workspace-wallpapers/usr/share/wallpapers
tux=x/tuxpaint-stamps-default/usr/share/tuxpaint/stamps
veg=trig/textures/veg
g="$here/ground"; pl="$here/plants"; fl="$here/flowers"; mt="$here/materials"
mkdir -p "$g" "$pl" "$fl" "$mt"

# Ground: square photographs of a surface seen from above (or nearly), 512 px, JPEG.
ground() { convert "$1" $2 -resize 512x512^ -gravity center -extent 512x512 -strip -quality 86 "$g/$3.jpg"; }
ground "$stk/racetrack_grass.jpg" "" lawn
ground "$lom/aitzgorri_by_Aitzol_Berasategi.jpg" "-gravity south -crop 1400x700+0+0 +repage -resize 200%x100% -gravity center -crop 1400x1400+0+0 +repage" meadow
ground "$stk/stklama_gravelSide_a.png" "" gravel
ground "$stk/TiZeta_barkM.png" "" bark
ground "$kde/EveningGlow/contents/images/2560x1600.jpg" "-gravity southeast -crop 700x400+380+0 +repage -resize 100%x175%" pebbles

# Materials of things standing on the ground (planters, boulders): photographed surfaces, 256 px (granite 512), JPEG.
material() { convert "$1" -resize "$3x$3^" -gravity center -extent "$3x$3" -strip -quality 86 "$mt/$2.jpg"; }
material "$stk/ceramic.jpg" terracotta 256
material "$stk/rock_mountain.jpg" granite 512
material "$stk/concrete2.png" concrete 256

# Plants: cut-outs with transparency, trimmed, at most 320 px on the long side, WebP.
plant() { convert "$1" -trim +repage -resize 320x320\> -strip -define webp:alpha-quality=90 -quality 82 "$pl/$2.webp"; }
for f in bush bush-low olive-bush thick-leafes herbs grass2 dry-grass green-tree horse-chestnut-tree wide-tree pear-tree purple-leaf-plum spruce fir palm-tree2 palmy color-tree7 cactus1 birch dry-slim-bush1 mais; do plant "$veg/$f.png" "$f"; done
plant "$stk/city_fern.png" fern
plant "$tux/plants/lavender.png" lavender

# Flowers: single blooms, 96 px, scattered on flowering plants in the plant's own flower colour.
flower() { convert "$1" -trim +repage -resize 96x96\> -strip -define webp:alpha-quality=90 -quality 85 "$fl/$2.webp"; }
flower "$tux/plants/flowers/flower8.png" five-petal
flower "$tux/plants/flowers/yellow-flower.png" daisy
flower "$tux/plants/flowers/marigold.png" pompom
du -sh "$here"
