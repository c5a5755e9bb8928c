//go:build !linux

package etcdtest

import "syscall"

// procAttr is nil where there is no parent-death signal: a member exits
// when its standard input ends, as it does when the test process dies.
func procAttr() *syscall.SysProcAttr {
	return nil
}
