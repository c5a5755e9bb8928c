package tui

import (
	"strings"
	"testing"

	"ozdesk.dev/ozdesk/patterns"
	"ozdesk.dev/ozdesk/queue"
)

// agentCell is the quoted agent of a row.
func agentCell(row string) string {
	i := strings.Index(row, "«")
	j := strings.Index(row, "»")
	if i < 0 || j < i {
		return ""
	}
	return row[i : j+len("»")]
}

// TestLongAgentNameDoesNotCutCommands: an agent chooses its own name; a
// name of 2,000 characters is cut to the agent column's usual width once
// a command needs the room, so that the other asks' commands keep it, at
// 80 columns (rt22k #1); at 120, where the command column keeps
// cmdEnough cells, to the agent column's cap, so that names short of it
// read whole (rt28k #9). Since rt43k the name takes what the commands
// leave at 80 too, up to agentColMax: every command stays whole.
func TestLongAgentNameDoesNotCutCommands(t *testing.T) {
	for _, sz := range goldenSizes {
		t.Run(sizeName(sz.w, sz.h), func(t *testing.T) {
			d := openDesk(t, sz.w, sz.h)
			if _, err := d.svc.AddRule(queue.RuleSpec{Outcome: patterns.Ask, Pattern: "terraform apply **",
				Reason: "applies", Author: "alice"}); err != nil {
				t.Fatal(err)
			}
			d.askWith("ag-f-1", "job", fixedCwd, "terraform apply -target=module.f120")
			d.askWith("ag-f-2", "job", fixedCwd, "terraform apply -auto-approve -var-file=environments/production/terraform.tfvars -target=module.f121")
			d.askWith("pub1", "job", fixedCwd, "npm publish --access public")
			d.askWith("agent-"+strings.Repeat("x", 2000), "job", fixedCwd, "npm publish --access public")
			d.reload()
			d.settle()
			scr := d.mustShow("terraform apply -target=module.f120 ")
			// the name takes what the commands leave, up to the
			// column's cap (rt43k F2: a name cut to 14 cells beside
			// blank ones), and never a command's room
			most := agentColMax
			for _, l := range strings.Split(scr, "\n") {
				if a := agentCell(l); strings.Contains(l, "agent-x") && (len([]rune(a)) > most || !strings.Contains(l, "npm publish --access public")) {
					t.Errorf("agent cell %s is wider than %d or cuts its command:\n%s", a, most, scr)
				}
			}
		})
	}
}

// TestLongAgentKeepsRule (rt35k L20): a 200-character agent name
// narrows to the agent column's usual width before the rule column is
// cut, so that the rule that asks reads whole at 80 columns too.
func TestLongAgentKeepsRule(t *testing.T) {
	for _, sz := range goldenSizes {
		t.Run(sizeName(sz.w, sz.h), func(t *testing.T) {
			d := openDesk(t, sz.w, sz.h)
			d.askFixed(strings.Repeat("A", 200), "", "rm -rf /srv/cache/tmp1")
			d.askFixed("claude", "", "rm -rf ~")
			d.reload()
			d.settle()
			scr := d.mustShow("rm -rf /srv/cache/tmp1")
			for _, l := range strings.Split(scr, "\n") {
				if strings.Contains(l, "rm -rf") && strings.Contains(l, "«") && !strings.Contains(l, "cmd.delete-outside") && !strings.Contains(l, "cmd.delete-home") {
					t.Errorf("a row cuts its rule:\n%s", scr)
				}
				if a := agentCell(l); strings.Contains(l, "rm -rf") && len([]rune(a)) > agentColMax {
					t.Errorf("agent cell %s is wider than %d:\n%s", a, agentColMax, scr)
				}
			}
			d.requireScreen(t)
		})
	}
}
