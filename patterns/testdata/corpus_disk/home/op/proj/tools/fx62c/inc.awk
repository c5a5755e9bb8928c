@include "tools/fx62c/wipe.awk"
BEGIN { n = 0 }
