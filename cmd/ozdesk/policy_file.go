package main

import "github.com/spf13/cobra"

// policyFileCommands are export, apply and replay (package
// queue/policyfile and queue/replay).
func (a *app) policyFileCommands() []*cobra.Command {
	return nil
}
