//go:build !ozdesk_adapters

package main

import (
	"fmt"
	"strconv"
	"strings"
	"text/tabwriter"
	"time"

	"github.com/spf13/cobra"

	"ozdesk.dev/ozdesk/cards"
	"ozdesk.dev/ozdesk/patterns"
	"ozdesk.dev/ozdesk/queue"
	"ozdesk.dev/ozdesk/queue/harness"
	"ozdesk.dev/ozdesk/store"
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
		Short: "Put a host on the egress list (*.example.com for the hosts below a domain); under four eyes it is proposed",
		Args:  exactArgs(1, "a host"),
		RunE: func(_ *cobra.Command, args []string) error {
			host, err := checkHost(args[0])
			if err != nil {
				return err
			}
			if reason == "" {
				return usagef("say why the host is trusted: --reason R", "an egress host needs a reason")
			}
			svc, op, err := a.serviceAndOperator()
			if err != nil {
				return err
			}
			resolved, err := svc.AddEgress(store.EgressHost{Host: host, AddedBy: op, Reason: reason})
			if a.printProposed(err) {
				return nil
			}
			if err != nil {
				return storeFailure(err, "host "+cards.Escape(host), "ozdesk policy egress list")
			}
			fmt.Fprintf(a.stdout, "added %s to the egress list\n", cards.Escape(host))
			a.printResolved(resolved)
			return nil
		},
	}
	add.Flags().StringVar(&reason, "reason", "", "why the host is trusted")
	rm := &cobra.Command{
		Use:               "rm HOST",
		Short:             "Take a host off the egress list",
		Args:              exactArgs(1, "a host"),
		ValidArgsFunction: a.completeIDs(idEgressHost),
		RunE: func(_ *cobra.Command, args []string) error {
			svc, op, err := a.serviceAndOperator()
			if err != nil {
				return err
			}
			resolved, err := svc.RemoveEgress(args[0], op)
			if err != nil {
				return storeFailure(err, "egress host "+cards.Escape(args[0]), "ozdesk policy egress list")
			}
			fmt.Fprintf(a.stdout, "removed %s from the egress list\n", cards.Escape(args[0]))
			a.printResolved(resolved)
			return nil
		},
	}
	var asJSON bool
	list := &cobra.Command{
		Use:   "list [--json]",
		Short: "List the egress list",
		Args:  noArgs,
		RunE: func(*cobra.Command, []string) error {
			svc, err := a.api()
			if err != nil {
				return err
			}
			hosts, err := svc.Egress()
			if err != nil {
				return storeFailure(err, "the egress list", "ozdesk policy egress list")
			}
			if asJSON {
				return printJSON(a.stdout, append([]store.EgressHost{}, hosts...))
			}
			if len(hosts) == 0 {
				fmt.Fprintln(a.stdout, "the egress list is empty: no rule naming [egress] allows a download")
				return nil
			}
			tw := tabwriter.NewWriter(a.stdout, 0, 0, 2, ' ', 0)
			fmt.Fprintln(tw, "HOST\tADDED\tBY\tREASON")
			for _, h := range hosts {
				reason := clip(h.Reason, 80)
				if h.NotInEffect != "" {
					reason = clip(h.NotInEffect, 160)
				}
				fmt.Fprintf(tw, "%s\t%s\t%s\t%s\n", cards.Escape(h.Host), harness.Stamp(h.Added), clip(h.AddedBy, 24), reason)
			}
			return tw.Flush()
		},
	}
	list.Flags().BoolVar(&asJSON, "json", false, "print the list as JSON")
	e.AddCommand(add, rm, list)
	return e
}

// The settings `policy set` changes, by the names operators write.
const (
	settingFourEyes   = "four-eyes"
	settingFallback   = "fallback"
	settingAskWait    = "ask-wait"
	settingAskWaitMax = "ask-wait-max"
	settingMaxPending = "max-pending"
)

func (a *app) settingsCommand() *cobra.Command {
	return &cobra.Command{
		Use:   "set four-eyes on|off | fallback allow|ask | ask-wait DURATION | ask-wait-max DURATION | max-pending N",
		Short: "Change a setting: four eyes, the fallback for unmatched commands, how long asks wait, how many",
		Long: "set changes one setting:\n" +
			"  four-eyes on|off        rules written by one operator wait, proposed, for a second\n" +
			"  fallback allow|ask      what a command no rule matches gets\n" +
			"  ask-wait DURATION       how long an ask waits when its asker does not say (10m)\n" +
			"  ask-wait-max DURATION   the longest an asker may ask to wait (24h)\n" +
			"  max-pending N           the most asks one agent may have waiting (20); past it, a command\n" +
			"                          the policy asks about is refused without queueing. In protected\n" +
			"                          mode it counts per account, whatever --agent says\n" +
			"Under four eyes, turning it off and a fallback of allow need a second operator: they\n" +
			"are proposed, and nothing changes until another operator runs 'ozdesk policy approve ID'.\n" +
			"Raising max-pending does not: it lets more wait for an operator, never more run.",
		Args: exactArgs(2, "a setting and its value"),
		RunE: func(_ *cobra.Command, args []string) error {
			svc, op, err := a.serviceAndOperator()
			if err != nil {
				return err
			}
			set, err := svc.Settings()
			if err != nil {
				return storeFailure(err, "the settings", "ozdesk policy settings")
			}
			want, err := changeSetting(set, args[0], args[1])
			if err != nil {
				return err
			}
			// The same value is written too: settings the broker does not
			// believe (forged, put back, or from before a restore) read as
			// the strictest, so only a new entry makes them believed again
			// (rt20g #1).
			resolved, err := svc.SetSettings(want, op)
			if a.printProposed(err) {
				return nil
			}
			if err != nil {
				return storeFailure(err, "the settings", "ozdesk policy settings")
			}
			if want == set {
				fmt.Fprintf(a.stdout, "%s is %s: the settings are written anew, with an audit entry of their own\n", args[0], cards.Escape(args[1]))
			} else {
				fmt.Fprintf(a.stdout, "%s is now %s\n", args[0], cards.Escape(args[1]))
			}
			if want.FourEyes && !set.FourEyes {
				a.noteClaimed("", true)
			}
			a.printResolved(resolved)
			return nil
		},
	}
}

// changeSetting returns s with one setting changed as an operator wrote it.
func changeSetting(s store.Settings, name, value string) (store.Settings, error) {
	names := strings.Join([]string{settingFourEyes, settingFallback, settingAskWait, settingAskWaitMax, settingMaxPending}, ", ")
	switch name {
	case settingFourEyes:
		if value != "on" && value != "off" {
			return s, usagef("write on or off", "four-eyes %s is not a value", cards.Escape(value))
		}
		s.FourEyes = value == "on"
	case settingFallback:
		if value != store.OutcomeAllow && value != store.OutcomeAsk {
			return s, usagef("write allow or ask (refuse is for rules)", "fallback %s is not a value", cards.Escape(value))
		}
		s.Fallback = value
	case settingAskWait, settingAskWaitMax:
		d, err := parseSpan(value)
		if err != nil {
			return s, usagef("write a span such as 10m, 2h or 1d", "%s: %s", name, cards.Escape(err.Error()))
		}
		if name == settingAskWait {
			s.AskWait = d
		} else {
			s.AskWaitMax = d
		}
	case settingMaxPending:
		n, err := strconv.Atoi(value)
		if err != nil || n < 1 || n > store.MaxPendingLimit {
			return s, usagef(fmt.Sprintf("write a whole number from 1 to %d", store.MaxPendingLimit), "max-pending %s is not a value", cards.Escape(value))
		}
		s.MaxPendingPerAgent = n
	default:
		return s, usagef("the settings are "+names, "no setting %q", cards.Escape(name))
	}
	if err := s.Check(); err != nil {
		return s, usagef("", "%s", cards.Escape(err.Error()))
	}
	return s, nil
}

func (a *app) showSettingsCommand() *cobra.Command {
	var asJSON bool
	c := &cobra.Command{
		Use:   "settings [--json]",
		Short: "Show the settings",
		Args:  noArgs,
		RunE: func(*cobra.Command, []string) error {
			svc, err := a.storedAPI()
			if err != nil {
				return err
			}
			s, err := svc.Settings()
			if err != nil {
				return storeFailure(err, "the settings", "ozdesk policy settings")
			}
			values := [][2]string{
				{settingFourEyes, map[bool]string{true: "on", false: "off"}[s.FourEyes]},
				{settingFallback, s.Fallback},
				{settingAskWait, shortSpan(s.AskWait)},
				{settingAskWaitMax, shortSpan(s.AskWaitMax)},
				{settingMaxPending, strconv.Itoa(s.MaxPendingPerAgent)},
			}
			if asJSON {
				m := map[string]string{}
				for _, v := range values {
					m[v[0]] = v[1]
				}
				return printJSON(a.stdout, m)
			}
			for _, v := range values {
				fmt.Fprintf(a.stdout, "%-13s %s\n", v[0], v[1])
			}
			return nil
		},
	}
	c.Flags().BoolVar(&asJSON, "json", false, "print the settings as JSON")
	return c
}

// shortSpan writes a duration as people do: 10m, 24h, 1h30m.
func shortSpan(d time.Duration) string {
	s := d.String()
	for _, z := range []string{"m0s", "h0m"} {
		if strings.HasSuffix(s, z) {
			s = strings.TrimSuffix(s, z[1:])
		}
	}
	return s
}

// printResolved lists the pending asks a change decided.
func (a *app) printResolved(resolved []store.Ask) {
	for _, k := range resolved {
		outcome := ""
		if k.Decision != nil {
			outcome = k.Decision.Outcome
		}
		fmt.Fprintf(a.stdout, "  resolved ask %s (%s): %s\n", queue.ShortID(k.ID), cards.Escape(outcome), listCommand(k, listCommandBytes))
	}
}

// serviceAndOperator opens the queue and names the operator.
func (a *app) serviceAndOperator() (queue.API, string, error) {
	return a.withOperator(a.api())
}

// withOperator pairs a service just opened (or the error opening it)
// with the operator's name, for the verbs that act as an operator.
func (a *app) withOperator(svc queue.API, err error) (queue.API, string, error) {
	if err != nil {
		return nil, "", err
	}
	op, err := a.operatorName()
	if err != nil {
		return nil, "", err
	}
	return svc, op, nil
}

// checkHost reads a host for the egress list as policy files take it
// (patterns.CheckHost): a host name in lower case, "*.example.com" for the
// hosts below a domain; no scheme, port or path.
func checkHost(host string) (string, error) {
	h, err := patterns.CheckHost(host)
	if err != nil {
		return "", usagef("write a host name such as get.k3s.io, or *.example.com for the hosts below a domain (no scheme, port or path)",
			"egress host %q: %v", cards.Escape(host), err)
	}
	return h, nil
}
