//go:build unix

package acpproxy

import (
	"os/exec"
	"syscall"
)

// ownGroup starts cmd in a process group of its own.
func ownGroup(cmd *exec.Cmd) { cmd.SysProcAttr = &syscall.SysProcAttr{Setpgid: true} }

// signalGroup sends the agent's process group SIGTERM, or SIGKILL when
// kill. A group that is gone already is no error.
func (a *Agent) signalGroup(kill bool) {
	sig := syscall.SIGTERM
	if kill {
		sig = syscall.SIGKILL
	}
	_ = syscall.Kill(-a.cmd.Process.Pid, sig)
}

// signalOf is the number of the signal that ended the process, if one did.
func signalOf(ee *exec.ExitError) (int, bool) {
	if ws, ok := ee.Sys().(syscall.WaitStatus); ok && ws.Signaled() {
		return int(ws.Signal()), true
	}
	return 0, false
}
