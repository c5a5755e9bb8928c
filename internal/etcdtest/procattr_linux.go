package etcdtest

import "syscall"

// procAttr makes a member process get SIGKILL when the test process
// dies, however it dies.
func procAttr() *syscall.SysProcAttr {
	return &syscall.SysProcAttr{Pdeathsig: syscall.SIGKILL}
}
