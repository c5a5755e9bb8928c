@load "ordchr"
BEGIN { print chr(65) }
