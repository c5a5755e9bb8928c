BEGIN { FS = "," }
$1 ~ /^(GET|POST)$/ { s += $2 }
END { print s }
