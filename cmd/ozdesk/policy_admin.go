package main

import (
	"fmt"
	"text/tabwriter"

	"github.com/spf13/cobra"

	"ozdesk.dev/ozdesk/cards"
	"ozdesk.dev/ozdesk/queue"
	"ozdesk.dev/ozdesk/queue/admin"
	"ozdesk.dev/ozdesk/queue/harness"
)

func (a *app) egressCommand() *cobra.Command {
	e := &cobra.Command{
		Use:   "egress",
		Short: "The egress list: hosts that rules naming [egress] may allow downloads from",
		Args:  noArgs,
	}
	var reason string
	add := &cobra.Command{
		Use:   "add HOST --reason R",
		Short: "Put a host on the egress list (*.example.com for the hosts below a domain)",
		Args:  exactArgs(1, "a host"),
		RunE: func(_ *cobra.Command, args []string) error {
			svc, op, err := a.serviceAndOperator()
			if err != nil {
				return err
			}
			if reason == "" {
				return usagef("say why the host is trusted: --reason R", "an egress host needs a reason")
			}
			h, err := admin.AddEgress(svc.Store(), args[0], reason, op)
			if err != nil {
				return storeFailure(err, "host "+cards.Escape(args[0]), "ozdesk policy egress list")
			}
			fmt.Fprintf(a.stdout, "added %s to the egress list\n", cards.Escape(h.Host))
			return nil
		},
	}
	add.Flags().StringVar(&reason, "reason", "", "why the host is trusted")
	var rmReason string
	rm := &cobra.Command{
		Use:   "rm HOST [--reason R]",
		Short: "Take a host off the egress list",
		Args:  exactArgs(1, "a host"),
		RunE: func(_ *cobra.Command, args []string) error {
			svc, op, err := a.serviceAndOperator()
			if err != nil {
				return err
			}
			if err := admin.RemoveEgress(svc.Store(), args[0], rmReason, op); err != nil {
				return storeFailure(err, "egress host "+cards.Escape(args[0]), "ozdesk policy egress list")
			}
			fmt.Fprintf(a.stdout, "removed %s from the egress list\n", cards.Escape(args[0]))
			return nil
		},
	}
	rm.Flags().StringVar(&rmReason, "reason", "", "why, for the audit trail")
	var asJSON bool
	list := &cobra.Command{
		Use:   "list [--json]",
		Short: "List the egress list",
		Args:  noArgs,
		RunE: func(*cobra.Command, []string) error {
			svc, err := a.service()
			if err != nil {
				return err
			}
			hosts, err := admin.Egress(svc.Store())
			if err != nil {
				return storeFailure(err, "the egress list", "ozdesk policy egress list")
			}
			if asJSON {
				if hosts == nil {
					return printJSON(a.stdout, []any{})
				}
				return printJSON(a.stdout, hosts)
			}
			if len(hosts) == 0 {
				fmt.Fprintln(a.stdout, "the egress list is empty: no rule naming [egress] allows a download")
				return nil
			}
			tw := tabwriter.NewWriter(a.stdout, 0, 0, 2, ' ', 0)
			fmt.Fprintln(tw, "HOST\tADDED\tBY\tREASON")
			for _, h := range hosts {
				fmt.Fprintf(tw, "%s\t%s\t%s\t%s\n", cards.Escape(h.Host), harness.Stamp(h.Added), clip(h.AddedBy, 24), clip(h.Reason, 80))
			}
			return tw.Flush()
		},
	}
	list.Flags().BoolVar(&asJSON, "json", false, "print the list as JSON")
	e.AddCommand(add, rm, list)
	return e
}

func (a *app) settingsCommand() *cobra.Command {
	set := &cobra.Command{
		Use:   "set four-eyes on|off | fallback allow|ask",
		Short: "Change a setting: four eyes (rules wait for a second operator), the fallback for unmatched commands",
		Args:  exactArgs(2, "a setting and its value"),
		RunE: func(_ *cobra.Command, args []string) error {
			svc, op, err := a.serviceAndOperator()
			if err != nil {
				return err
			}
			changed, err := admin.Set(svc.Store(), args[0], args[1], op)
			if err != nil {
				return storeFailure(err, "setting "+cards.Escape(args[0]), "ozdesk policy settings")
			}
			if !changed {
				fmt.Fprintf(a.stdout, "%s is already %s\n", cards.Escape(args[0]), cards.Escape(args[1]))
				return nil
			}
			fmt.Fprintf(a.stdout, "%s is now %s\n", cards.Escape(args[0]), cards.Escape(args[1]))
			return nil
		},
	}
	return set
}

func (a *app) showSettingsCommand() *cobra.Command {
	var asJSON bool
	c := &cobra.Command{
		Use:   "settings [--json]",
		Short: "Show the settings",
		Args:  noArgs,
		RunE: func(*cobra.Command, []string) error {
			svc, err := a.service()
			if err != nil {
				return err
			}
			s, err := admin.Settings(svc.Store())
			if err != nil {
				return storeFailure(err, "the settings", "ozdesk policy settings")
			}
			fourEyes := map[bool]string{true: "on", false: "off"}[s.FourEyes]
			if asJSON {
				return printJSON(a.stdout, map[string]string{
					admin.SettingFourEyes: fourEyes, admin.SettingFallback: s.Fallback,
					"ask-wait": s.AskWait.String(), "ask-wait-max": s.AskWaitMax.String(),
				})
			}
			fmt.Fprintf(a.stdout, "four-eyes     %s\nfallback      %s\nask-wait      %s\nask-wait-max  %s\n", fourEyes, s.Fallback, s.AskWait, s.AskWaitMax)
			return nil
		},
	}
	c.Flags().BoolVar(&asJSON, "json", false, "print the settings as JSON")
	return c
}

// serviceAndOperator opens the queue and names the operator.
func (a *app) serviceAndOperator() (*queue.Service, string, error) {
	svc, err := a.service()
	if err != nil {
		return nil, "", err
	}
	op, err := a.operatorName()
	if err != nil {
		return nil, "", err
	}
	return svc, op, nil
}
