package main

import "github.com/spf13/cobra"

// exitCodesTopic is `ozdesk help exit-codes`.
func exitCodesTopic() *cobra.Command {
	return &cobra.Command{
		Use:   "exit-codes",
		Short: "What each exit code of ozdesk means",
		Long:  exitHelp(),
	}
}
