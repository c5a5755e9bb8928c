//go:build !ozdesk_adapters

package main

import (
	"fmt"

	"github.com/spf13/cobra"

	"ozdesk.dev/ozdesk/cards"
)

func (a *app) initCommand() *cobra.Command {
	return &cobra.Command{
		Use:   "init",
		Short: "Make the store (the policy commands make it too; the desk never does)",
		Long: "init makes the store (mode 0600, in a directory of mode 0700) when there is none,\n" +
			"and checks it when there is. Harness processes (ozdesk ask, ozdesk hook) never make\n" +
			"the store: until an operator makes it, by running init or a policy command, they\n" +
			"refuse every command, so that a deleted store never turns into a fresh default\n" +
			"policy behind the operator's back. Nor does the desk: on a store that is not there\n" +
			"it says so and exits 4, as a mistyped --db is not an empty queue.",
		Args: noArgs,
		RunE: func(*cobra.Command, []string) error {
			svc, err := a.service()
			if err != nil {
				return err
			}
			made, err := svc.Init()
			if err != nil {
				return storeFailure(err, "the store", "ozdesk init")
			}
			what := "the store is there"
			if made {
				what = "made the store"
			}
			fmt.Fprintf(a.stdout, "%s: %s\n", what, cards.Escape(svc.StorePath()))
			return nil
		},
	}
}
