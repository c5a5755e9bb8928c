//go:build !ozdesk_adapters

package main

import (
	"cmp"
	"errors"
	"fmt"
	"slices"
	"strings"

	"github.com/spf13/cobra"

	"ozdesk.dev/ozdesk/cards"
	"ozdesk.dev/ozdesk/patterns"
	"ozdesk.dev/ozdesk/queue"
	"ozdesk.dev/ozdesk/queue/broker"
	"ozdesk.dev/ozdesk/queue/harness"
	"ozdesk.dev/ozdesk/store"
)

// listCommandBytes is how much of a command a listing row shows.
const listCommandBytes = 120

func (a *app) queueCommand() *cobra.Command {
	q := &cobra.Command{
		Use:   "queue",
		Short: "List, show, approve and deny asks",
		Args:  noArgs,
	}
	q.AddCommand(a.queueListCommand(), a.queueShowCommand(),
		a.queueDecideCommand("approve", patterns.Allow), a.queueDecideCommand("deny", patterns.Refuse))
	return q
}

func (a *app) queueListCommand() *cobra.Command {
	var (
		asJSON, all bool
		state       string
	)
	c := &cobra.Command{
		Use:   "ls [--json] [--all | --state STATE]",
		Short: "List the pending asks (or all, or those in one state), oldest first",
		Args:  noArgs,
		RunE: func(*cobra.Command, []string) error {
			asks, fleet, err := a.listAsks(all, state)
			var none *noStoreError
			if errors.As(err, &none) {
				// Not an empty queue: there is no queue there at all.
				// It exits 4 (store), as audit verify does, and prints
				// nothing on stdout, --json or not: a script that reads
				// stdout must not read "[]", an empty queue (rt41k F8).
				return withCode(exitStore, none, "")
			}
			if err != nil {
				return err
			}
			if asJSON {
				listed, err := listedJSON(asks)
				if err != nil {
					return withCode(exitInternal, err, "")
				}
				return printJSON(a.stdout, listed)
			}
			a.printAsks(asks, all || state != "", fleet)
			return nil
		},
	}
	c.Flags().BoolVar(&asJSON, "json", false, "print a JSON array of asks")
	c.Flags().BoolVar(&all, "all", false, "list every ask, whatever its state")
	c.Flags().StringVar(&state, "state", "", "list the asks in this state: "+strings.Join(store.AskStates(), ", "))
	return c
}

// noStoreError says there is no store where ls looked: not an empty
// queue, but none at all (a mistyped --db, say).
type noStoreError struct{ path string }

func (e *noStoreError) Error() string {
	return "no store at " + cards.Escape(e.path) + " (nothing has asked through it; 'ozdesk init' makes it)"
}

// noStore reports that the queue finds no store where it looks: the
// queue's reads take a missing store for an empty one, and only its
// change feed tells them apart (read from the head on, it reads nothing
// else). Whatever it cannot tell is not "no store".
func noStore(svc queue.API) bool {
	fresh, _, _ := storeKind(svc)
	return fresh
}

// storeKind reads, from the change feed as [noStore] does, whether there
// is no store yet (fresh) and whether the store is a fleet's (etcd, shared
// by brokers on many nodes). Whatever it cannot tell is neither; err
// is the store's failure to answer, if that is why.
func storeKind(svc queue.API) (fresh, fleet bool, err error) {
	head, err := svc.Head()
	if err == nil {
		var ch *queue.Changes
		if ch, err = svc.Changes(head, false); err == nil {
			return ch.Fresh, ch.Fleet, nil
		}
	}
	if errors.Is(err, store.ErrUnavailable) || errors.Is(err, broker.ErrUnreachable) {
		return false, false, err
	}
	return false, false, nil
}

// listAsks reads the asks ls shows, and whether they are a fleet's (ls
// then names each ask's node); a store not made yet is a *noStoreError.
func (a *app) listAsks(all bool, state string) ([]store.Ask, bool, error) {
	if state != "" && !slices.Contains(store.AskStates(), state) {
		return nil, false, usagef("the states are: "+strings.Join(store.AskStates(), ", "), "--state %s is not a state of an ask", cards.Escape(state))
	}
	if all && state != "" {
		return nil, false, usagef("give one of them", "--all and --state do not go together")
	}
	svc, err := a.api()
	if err != nil {
		return nil, false, err
	}
	if direct, ok := svc.(*queue.Service); ok {
		return a.listDirect(direct, all, state)
	}
	// Asks past their deadline, or whose waiting process is gone, are
	// marked so first, as the desk does: ls shows no ask as waiting that
	// nobody waits for. (Sweep writes only when something changes.)
	// In protected mode the broker sweeps by itself, and an agent may not.
	fresh, fleet, err := storeKind(svc)
	if err != nil {
		// The store did not answer: say so now, rather than try it
		// again for the sweep and the list, one timeout after the other.
		return nil, false, storeFailure(fmt.Errorf("read the queue: %w", err), "the asks", "ozdesk queue ls")
	}
	if fresh {
		return nil, false, &noStoreError{path: svc.StorePath()}
	}
	if _, err := svc.Sweep(); err != nil && !noStoreYet(err) && !errors.Is(err, broker.ErrDenied) && !errors.Is(err, queue.ErrBrokerBusy) {
		return nil, false, storeFailure(fmt.Errorf("sweep the queue: %w", err), "the asks", "ozdesk queue ls")
	}
	var asks []store.Ask
	if !all && state == "" {
		asks, err = svc.Pending()
	} else {
		f := store.AskFilter{}
		if state != "" {
			f.States = []string{state}
		}
		asks, err = svc.Asks(f)
	}
	if noStoreYet(err) {
		return nil, false, &noStoreError{path: svc.StorePath()}
	}
	if err != nil {
		return nil, false, storeFailure(fmt.Errorf("list asks: %w", err), "the asks", "ozdesk queue ls")
	}
	if asks == nil {
		asks = []store.Ask{}
	}
	a.warnStoreSize(svc)
	return asks, fleet, nil
}

// listDirect is listAsks in direct mode: the sweep and the list in one
// read of the store (queue.Service.List), so that ls in a burst of asks
// waits for the store's lock once, not five times (rt19k #8).
func (a *app) listDirect(svc *queue.Service, all bool, state string) ([]store.Ask, bool, error) {
	f := store.AskFilter{}
	if state != "" {
		f.States = []string{state}
	}
	l, err := svc.List(f, !all && state == "")
	if err != nil {
		return nil, false, storeFailure(fmt.Errorf("list asks: %w", err), "the asks", "ozdesk queue ls")
	}
	if l.Fresh {
		return nil, false, &noStoreError{path: svc.StorePath()}
	}
	if l.Asks == nil {
		l.Asks = []store.Ask{}
	}
	a.warnSize(queue.StoreInfo{Size: l.Size, Large: l.Large})
	return l.Asks, l.Fleet, nil
}

// printAsks writes asks as a table. RULE names every rule by which a part
// of the command asks, the gravest first (queue.AskingLabel). A
// fleet's table has a NODE column: the node whose agent asked, where its
// command would run (--json always has "node"). A row whose cut command
// reads as another row's says so (alikeMarks), and two agents whose
// names would print alike are cut where they differ (agentCells).
func (a *app) printAsks(asks []store.Ask, any, fleet bool) {
	if len(asks) == 0 {
		if any {
			fmt.Fprintln(a.stdout, "no asks")
		} else {
			fmt.Fprintln(a.stdout, "no pending asks ('ozdesk queue ls --all' lists every ask)")
		}
		return
	}
	tw := newCellTable(a.stdout)
	node := func(string) string { return "" }
	head := "ID\tSTATE\tASKED\tAGENT\tRULE\tCOMMAND"
	if fleet {
		node = func(n string) string { return clip(cmp.Or(n, "-"), 24) + "\t" }
		head = "ID\tSTATE\tNODE\tASKED\tAGENT\tRULE\tCOMMAND"
	}
	fmt.Fprintln(tw, head)
	listed := make([]string, len(asks))
	for i, k := range asks {
		listed[i] = listCommand(k, listCommandBytes)
	}
	marks := alikeMarks(asks, listed)
	agents := agentCells(asks)
	for i, k := range asks {
		fmt.Fprintf(tw, "%s\t%s\t%s%s\t%s\t%s\t%s%s\n", queue.ShortID(k.ID), k.State, node(k.Node), harness.Stamp(k.Created),
			agents[i], cards.Escape(queue.AskingLabel(k, 48)), listed[i], marks[i])
	}
	_ = tw.Flush()
}

func (a *app) queueShowCommand() *cobra.Command {
	return &cobra.Command{
		Use:               "show ID",
		Short:             "Show an ask as a card: the command, its parts, the rules that decided, the decision",
		Args:              exactArgs(1, "an ask ID"),
		ValidArgsFunction: a.completeIDs(idPendingAsk),
		RunE: func(_ *cobra.Command, args []string) error {
			svc, id, err := a.askArg(args[0])
			if err != nil {
				return err
			}
			k, err := svc.Get(id)
			if err != nil {
				return storeFailure(fmt.Errorf("show ask %s: %w", queue.ShortID(id), err), "ask "+queue.ShortID(id), "ozdesk queue ls --all")
			}
			a.printAskCard(svc, k)
			return nil
		},
	}
}

func (a *app) queueDecideCommand(verb string, outcome patterns.Outcome) *cobra.Command {
	var reason string
	done := map[patterns.Outcome]string{patterns.Allow: "approved", patterns.Refuse: "denied"}[outcome]
	c := &cobra.Command{
		Use:               verb + " ID [--reason R]",
		Short:             map[string]string{"approve": "Approve a pending ask once: its command may run", "deny": "Deny a pending ask: its command must not run"}[verb],
		Args:              exactArgs(1, "an ask ID"),
		ValidArgsFunction: a.completeIDs(idPendingAsk),
		RunE: func(_ *cobra.Command, args []string) error {
			svc, id, err := a.askArg(args[0])
			if err != nil {
				return err
			}
			op, err := a.operatorName()
			if err != nil {
				return err
			}
			k, err := svc.Decide(id, queue.Decision{Outcome: outcome, By: op, Reason: reason})
			if err != nil {
				var decided *queue.DecidedError
				var clipped *queue.ClippedApproveError
				if errors.As(err, &decided) || errors.As(err, &clipped) { // it names the ask: "ask 3 was already approved by bob at …"
					return storeFailure(err, "", "")
				}
				return storeFailure(fmt.Errorf("%s ask %s: %w", verb, queue.ShortID(id), err), "ask "+queue.ShortID(id), "ozdesk queue ls")
			}
			fmt.Fprintf(a.stdout, "%s ask %s: %s\n", done, queue.ShortID(k.ID), listCommand(k, listCommandBytes))
			if d := k.Decision; d != nil && d.Asker != "" {
				// rt47k 5: approved while its agent was stopped
				fmt.Fprintf(a.stderr, "ozdesk: note: %s\n", queue.AskerWhenDecided(d.Asker))
			}
			a.noteClaimed(op, false)
			return nil
		},
	}
	c.Flags().StringVar(&reason, "reason", "", "why, for the asker and the audit trail")
	return c
}

// askArg reads an ask ID argument and opens the queue.
func (a *app) askArg(arg string) (queue.API, string, error) {
	id, err := store.ParseAskID(deskName(arg, "ask"))
	if err != nil {
		return nil, "", usagef("ask IDs are numbers, as 'ozdesk queue ls' shows them (3, ask 3 and #3 name one ask)", "%s is not an ask ID", cards.Escape(arg))
	}
	svc, err := a.storedAPI() // a mistyped --db is "no store at PATH" (rt41k F6)
	if err != nil {
		return nil, "", err
	}
	return svc, id, nil
}
