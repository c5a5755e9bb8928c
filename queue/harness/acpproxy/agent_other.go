//go:build !unix

package acpproxy

import "os/exec"

// ownGroup does nothing here: process groups are a unix idea.
func ownGroup(*exec.Cmd) {}

// signalGroup kills the agent's process (its children may stay).
func (a *Agent) signalGroup(bool) { _ = a.cmd.Process.Kill() }

// signalOf cannot tell here.
func signalOf(*exec.ExitError) (int, bool) { return 0, false }
