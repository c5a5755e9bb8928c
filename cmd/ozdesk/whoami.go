//go:build !ozdesk_adapters

package main

import (
	"fmt"

	"github.com/spf13/cobra"

	"ozdesk.dev/ozdesk/cards"
)

// whoamiJSON is `ozdesk whoami --json`.
type whoamiJSON struct {
	Mode string `json:"mode"`
	Name string `json:"name"`
	Role string `json:"role"`
}

func (a *app) whoamiCommand() *cobra.Command {
	var asJSON bool
	c := &cobra.Command{
		Use:   "whoami [--json]",
		Short: "Say who ozdesk takes you for: the mode, your name and your role",
		Long: "whoami asks the broker, in protected mode, who the account you run as is: an\n" +
			"operator of the operators file (viewer, approver or admin), or an agent. In direct\n" +
			"mode every process can reach the store, so everyone is an admin there: direct mode\n" +
			"stops mistakes, not a hostile agent.",
		Args: noArgs,
		RunE: func(*cobra.Command, []string) error {
			out, err := a.whoami()
			if err != nil {
				return err
			}
			if asJSON {
				return printJSON(a.stdout, out)
			}
			fmt.Fprintf(a.stdout, "%s (%s) in %s mode\n", cards.Escape(out.Name), out.Role, out.Mode)
			return nil
		},
	}
	c.Flags().BoolVar(&asJSON, "json", false, "print it as JSON")
	return c
}

func (a *app) whoami() (whoamiJSON, error) {
	cfg, err := a.protected()
	if err != nil {
		return whoamiJSON{}, err
	}
	if cfg == nil {
		op, err := a.operatorName()
		return whoamiJSON{Mode: "direct", Name: op, Role: "admin"}, err
	}
	name, role, err := a.brokerClient(cfg).WhoAmI()
	if err != nil {
		return whoamiJSON{}, storeFailure(err, "the broker", "ozdesk whoami")
	}
	return whoamiJSON{Mode: "protected", Name: name, Role: role}, nil
}
