let SessionLoad = 1
silent only
badd +1 main.go
edit main.go
exe "normal! zt"
