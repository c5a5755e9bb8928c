//go:build !ozdesk_adapters

package main

import "github.com/spf13/cobra"

// rootCommand builds the command tree, whose groups refuse a word that is
// none of their commands (groupsRefuseUnknown).
func (a *app) rootCommand() *cobra.Command {
	root := withVersion(a.rootOnly())
	root.AddCommand(
		a.demoCommand(),
		a.initCommand(),
		a.askCommand(),
		a.hookCommand(),
		a.shellCommand(),
		a.acpCommand(),
		a.queueCommand(),
		a.policyCommand(),
		a.auditCommand(),
		a.storeCommand(),
		a.serveCommand(),
		a.whoamiCommand(),
		exitCodesTopic(),
		protectedTopic(),
	)
	groupsRefuseUnknown(root)
	return root
}

// deskRoot makes the root command open the desk, with the desk's flags.
func (a *app) deskRoot(root *cobra.Command) {
	root.RunE = a.runDesk
	a.deskFlags(root)
}
