package tui

import (
	"strings"
	"testing"

	tea "charm.land/bubbletea/v2"

	"ozdesk.dev/ozdesk/patterns"
	"ozdesk.dev/ozdesk/queue"
	"ozdesk.dev/ozdesk/store"
)

// isCardMsg picks the built cards: holding them keeps a card loading.
func isCardMsg(msg tea.Msg) bool {
	_, ok := msg.(cardMsg)
	return ok
}

// hugeCommand is a command of 2 MB, over the reader's limit, with its
// danger at the end.
func hugeCommand() string {
	return "echo " + strings.Repeat("x", 2<<20) + " END && rm -rf ~"
}

// TestLoadingCardDecidesNothing: while a huge ask's card loads, the card
// says "loading…" and shows no verdict, and every decision key is
// refused with a word on the status line, nothing queued; once the card
// is drawn it gets a grace period (keys were pressed on it), then the
// same key decides.
func TestLoadingCardDecidesNothing(t *testing.T) {
	for _, sz := range goldenSizes {
		t.Run(sizeName(sz.w, sz.h), func(t *testing.T) {
			d := openDesk(t, sz.w, sz.h)
			id := d.askFixed("claude", "cleanup", hugeCommand())
			d.hold = isCardMsg
			d.reload()
			d.settle()
			for _, k := range []string{"a", "d", "A", "D", "enter", "a"} {
				d.keys(k)
				scr := d.mustShow("loading…", "decision keys wait")
				for _, verdict := range []string{"✓ allow", "? ask", "! unreadable", "cannot be read", "asked by", "refused by", "Verdict"} {
					if strings.Contains(scr, verdict) {
						t.Fatalf("after %s the loading card shows %q:\n%s", k, verdict, scr)
					}
				}
				if k != "enter" {
					d.mustShow("ask 1 is still loading")
				}
				if len(d.m.dialogs.ds) > 0 || len(d.m.list.busy) > 0 {
					t.Fatalf("after %s a decision is under way: dialogs %d busy %v", k, len(d.m.dialogs.ds), d.m.list.busy)
				}
			}
			d.keys("esc")
			d.requireScreen(t)
			if a := d.askState(id); a.State != store.StatePending {
				t.Fatalf("keys on a loading card decided it: %s", a.State)
			}
			d.keys("a") // the notice stands while it loads
			d.release()
			// once drawn, the notice says so (rt14k #11: it stood on)
			scr := d.mustShow("cmd.unreadable", "&& rm -rf ~", "ask 1 is drawn: look, then decide")
			d.mustNotShow("still loading")
			if strings.Contains(scr, "loading…") {
				t.Fatalf("the card still loads once built:\n%s", scr)
			}
			d.keys("a") // pressed as the card appears: it gets a grace period first
			if a := d.askState(id); a.State != store.StatePending {
				t.Fatalf("a pressed as the loaded card appeared decided it: %s", a.State)
			}
			d.mustShow("just arrived")
			// the operator looks a moment: keys typed right after the
			// held a would be dropped (rt20k #7)
			d.settle()
			// the command's end is below the card's window at 80x24: it
			// is scrolled into view before a decides (rt18k #5)
			d.keys("tab", "G", "tab")
			// the card shows its start only: an approval waits until
			// v showed the whole command (rt19k #4)
			d.keys("v")
			for range 2500 { // 2 MB: every page, to the last (the agent and cwd stand above them)
				d.keys("pgdown")
			}
			d.keys("esc")
			d.settle()
			d.keys("a")
			d.pastUndo()
			if a := d.askState(id); a.State != store.StateApproved {
				t.Fatalf("a on the drawn card: %s, want approved (status %q)", a.State, d.m.status.text)
			}
		})
	}
}

// TestHugeCardReadsWithinBudget: the card of an ask over the reader's
// limit is built from the ask's record alone, without fetching or
// decoding its recorded evaluation.
func TestHugeCardReadsWithinBudget(t *testing.T) {
	d := openDesk(t, 80, 24)
	id := d.ask("claude", "cleanup", hugeCommand())
	a, err := d.svc.Get(id)
	if err != nil {
		t.Fatal(err)
	}
	a.Verdict = nil
	counter := &countingAPI{guardAPI: *d.api}
	data := readCard(counter, a, d.clock.Now())
	if counter.calls != 0 {
		t.Errorf("the card of a %d-byte command made %d calls to the queue", len(a.Command), counter.calls)
	}
	if data.eval.Report.Rule != "cmd.unreadable" || data.part != -1 {
		t.Errorf("card from the record: rule %q part %d", data.eval.Report.Rule, data.part)
	}
}

// countingAPI counts the calls that read an ask or the policy.
type countingAPI struct {
	guardAPI
	calls int
}

func (c *countingAPI) Get(id string) (store.Ask, error) {
	c.calls++
	return c.guardAPI.Get(id)
}

func (c *countingAPI) Context(rec queue.ContextRecord, agent, node string) (*patterns.Context, error) {
	c.calls++
	return c.guardAPI.Context(rec, agent, node)
}

func (c *countingAPI) Policy() (*patterns.Policy, error) {
	c.calls++
	return c.guardAPI.Policy()
}
