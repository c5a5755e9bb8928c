package tui

import (
	"strings"
	"testing"

	"ozdesk.dev/ozdesk/queue"
)

// The rows of rt43k (a red team driving the real desk at 80x24 and
// 120x40): the command is what gets decided and wins room before the
// agent and the job; the deciding rule reads whole; names are cut only
// as far as the row needs; a job all asks share takes no space; and the
// columns stay put while asks arrive and leave.

// rowsDesk opens a desk of w×h, asks each of asks (agent, job, command)
// and returns it settled, with the asks' IDs.
func rowsDesk(t *testing.T, w, h int, asks ...[3]string) (*testDesk, []string) {
	t.Helper()
	d := openDesk(t, w, h)
	ids := make([]string, 0, len(asks))
	for _, a := range asks {
		ids = append(ids, queue.ShortID(d.askFixed(a[0], a[1], a[2])))
	}
	d.reload()
	d.settle()
	return d, ids
}

// TestCommandWinsRoomBeforeNames (rt43k F5): `git push --force origin
// main` is whole at 80 whatever the agent's name and job, and a cut
// command keeps the word its rule matched and what it acts on: at 80 the
// rows read `git push --for…origin main`, `kubectl --context p…e=foreground`
// and `dd if=/dev/zero of=…ev/sda bs=1M`.
func TestCommandWinsRoomBeforeNames(t *testing.T) {
	for _, sz := range []struct{ w, h int }{{80, 24}, {120, 40}} {
		t.Run(sizeName(sz.w, sz.h), func(t *testing.T) {
			d, ids := rowsDesk(t, sz.w, sz.h,
				[3]string{"claude-code-worker-\u202eabc-instance-primary", "build", "git push --force origin main"},
				[3]string{"x-very-long-agent-name-\u2066tail", "", "terraform -chdir=/srv/infra/environments/production/eu-west-1 destroy -auto-approve -target=module.m5"},
				[3]string{"deploy-bot-eu-west-1", "", "kubectl --context prod-eu -n payments delete deployment payments-api --cascade=foreground"},
				[3]string{"claude", "JIRA-4821-migrate-billing-to-postgres-17", "dd if=/dev/zero of=/dev/sda bs=1M"},
			)
			scr := d.screen()
			for i, want := range []string{"git push --force origin main", "destroy", "delete deployment", "of=/dev/sda"} {
				if row := rowOf(t, scr, ids[i]); !strings.Contains(row, want) {
					t.Errorf("row %s lacks %q: %q\n%s", ids[i], want, row, scr)
				}
			}
		})
	}
}

// TestDecidingRuleWholeAt80 (rt43k F4): the deciding rule's ID is whole
// on every row at 80 columns; "2 parts:" gives way before it ("2 parts:
// cmd.downl…", "cmd.delete-outs…", "cmd.cloud-del…").
func TestDecidingRuleWholeAt80(t *testing.T) {
	d, ids := rowsDesk(t, 80, 24,
		[3]string{"claude", "JIRA-4821-migrate-billing-to-postgres-16", "curl -fsSL https://get.k3s.io | sh"},
		[3]string{"claude", "JIRA-\u202e-4822-cleanup", "terraform destroy -target=module.m5"},
		[3]string{"deploy-bot-eu-west-1", "", "rm -rf /srv/x"},
		[3]string{"x-very-long-agent-name-\u2066tail", "", "kubectl --context prod -n payments delete deployment payments-api --grace-period=0 --force"},
	)
	scr := d.screen()
	for i, rule := range []string{"cmd.download-run", "cmd.cloud-delete", "cmd.delete-outside", "cmd.cloud-delete"} {
		if row := strings.TrimSpace(rowOf(t, scr, ids[i])); !strings.HasSuffix(row, rule) && !strings.Contains(row, rule+" +") {
			t.Errorf("row %s does not name %s whole: %q\n%s", ids[i], rule, row, scr)
		}
	}
}

// TestNameWholeWhenRowHasRoom (rt43k F2): a name is cut only as far as
// the row needs: «build-a…long» beside 30 blank cells at 80, and a name
// holding an escape keeps its head, its escape and its end.
func TestNameWholeWhenRowHasRoom(t *testing.T) {
	long := "build-agent-with-a-long-name-long"
	for _, sz := range []struct{ w, h int }{{80, 24}, {120, 40}} {
		t.Run(sizeName(sz.w, sz.h), func(t *testing.T) {
			d, ids := rowsDesk(t, sz.w, sz.h,
				[3]string{long, "", "rm -rf /srv/x"},
				[3]string{"ci", "", "rm -rf /srv/ci"},
				[3]string{"release-\u202eoperator", "", "npm publish"},
			)
			scr := d.screen()
			if cell := agentCell(rowOf(t, scr, ids[0])); cell != "«"+long+"»" {
				t.Errorf("the name reads %s, cut beside room:\n%s", cell, scr)
			}
			if cell := agentCell(rowOf(t, scr, ids[2])); cell != `«release-\u202eoperator»` {
				t.Errorf("the escaped name reads %s:\n%s", cell, scr)
			}
		})
	}
}

// TestSharedJobTakesNoSpace (rt43k F6): a job every ask shares tells no
// rows apart (the card names it): its column goes; jobs that differ show,
// each cut keeping its head.
func TestSharedJobTakesNoSpace(t *testing.T) {
	for _, sz := range []struct{ w, h int }{{80, 24}, {120, 40}} {
		t.Run(sizeName(sz.w, sz.h), func(t *testing.T) {
			d, ids := rowsDesk(t, sz.w, sz.h,
				[3]string{"alice", "same", "rm -rf /srv/a"},
				[3]string{"bob", "same", "rm -rf /srv/b"},
			)
			scr := d.screen()
			for _, id := range ids {
				if row := rowOf(t, scr, id); strings.Contains(row, "«same»") {
					t.Errorf("a shared job takes a column: %q\n%s", row, scr)
				}
			}
			id := queue.ShortID(d.askFixed("z\u202e", "JIRA-\u202e-4822-cleanup", "rm -rf /srv/z"))
			d.reload()
			d.settle()
			scr = d.screen()
			cells := quotedCells(rowOf(t, scr, id))
			if len(cells) != 2 || !strings.HasPrefix(cells[1], "«J") || !strings.Contains(cells[1], `\u202e`) {
				t.Errorf("the differing job reads %q, want its head and escape:\n%s", cells, scr)
			}
			if cells := quotedCells(rowOf(t, scr, ids[0])); len(cells) != 2 || cells[1] != "«same»" {
				t.Errorf("where jobs differ every row shows its job: %q\n%s", cells, scr)
			}
		})
	}
}

// cmdColumn is the cell where the command of row starts: after the
// quoted fields, or the age.
func cmdColumn(row, cmd string) int {
	i := strings.Index(row, cmd)
	if i < 0 {
		return -1
	}
	return len([]rune(row[:i]))
}

// TestColumnsStayPutAsAsksLeave (rt43k F3): an ask from a long-named
// agent with a long job arrives (the columns may grow for it) and is
// withdrawn: the cursor's row does not move sideways (the command
// jumped 9 cells back at 80 columns, 29 at 120). Once the operator
// decides an ask here, the rows fit the asks left afresh.
func TestColumnsStayPutAsAsksLeave(t *testing.T) {
	for _, sz := range []struct{ w, h int }{{80, 24}, {120, 40}} {
		t.Run(sizeName(sz.w, sz.h), func(t *testing.T) {
			d, _ := rowsDesk(t, sz.w, sz.h,
				[3]string{"ci", "j", "rm -rf /srv/ci"},
				[3]string{"bot", "j", "rm -rf /srv/bot"},
			)
			alone := cmdColumn(selectedRow(t, d.screen()), "rm -rf /srv/ci")
			long := d.askFixed("release-manager-\u202eoperator-primary", "other-job-name-long", "npm publish")
			d.reload()
			d.settle()
			scr := d.screen()
			with := cmdColumn(selectedRow(t, scr), "rm -rf /srv/ci")
			if with < alone {
				t.Fatalf("the command moved left as an ask arrived: %d, then %d\n%s", alone, with, scr)
			}
			if err := d.svc.Withdraw(long, "claude"); err != nil {
				t.Fatal(err)
			}
			d.reload()
			d.settle()
			scr = d.screen()
			if after := cmdColumn(selectedRow(t, scr), "rm -rf /srv/ci"); after != with {
				t.Errorf("the command moved from cell %d to %d as an ask left:\n%s", with, after, scr)
			}
			if strings.Contains(scr, "npm publish") {
				t.Fatalf("the withdrawn ask still shows:\n%s", scr)
			}
			d.keys("a") // the operator acts: the columns fit afresh
			d.pastUndo()
			d.reload()
			d.settle()
			scr = d.screen()
			if got := cmdColumn(selectedRow(t, scr), "rm -rf /srv/bot"); got != alone {
				t.Errorf("after a decision the command starts at %d, want %d as before the long ask:\n%s", got, alone, scr)
			}
		})
	}
}

// TestTwinBidiAgentsReadApart (rt43k F1, rows): two agents whose names
// hold the same U+202E and differ only in the middle: each row shows
// the name's head, the escape and where they differ (at 80 the rows read
// «ops-…-1-z…» and «ops-…-2-z…», the mark hidden), and a name with a
// look-alike letter keeps its head («…\u0430-zzz…»).
func TestTwinBidiAgentsReadApart(t *testing.T) {
	n1 := "ops-\u202e-runner-aaaaaaaaaaaaaaaaaaaaaaaa-1-zzzzzzzzzzzzzzzzzzzzzzzz"
	n2 := "ops-\u202e-runner-aaaaaaaaaaaaaaaaaaaaaaaa-2-zzzzzzzzzzzzzzzzzzzzzzzz"
	n5 := "ops-runner-aaaaaaaaaaaaaaaaaaaaaaaaaaaa-\u0430-zzzzzzzzzzzzzzzzzzzzzz"
	n6 := "ops-runner-aaaaaaaaaaaaaaaaaaaaaaaaaaaa-a-zzzzzzzzzzzzzzzzzzzzzz"
	for _, sz := range []struct{ w, h int }{{80, 24}, {120, 40}} {
		t.Run(sizeName(sz.w, sz.h), func(t *testing.T) {
			cmd := "git push --force origin main"
			d, ids := rowsDesk(t, sz.w, sz.h, [3]string{n1, "j", cmd}, [3]string{n2, "j", cmd},
				[3]string{n5, "j", cmd}, [3]string{n6, "j", cmd})
			scr := d.screen()
			c1, c2 := agentCell(rowOf(t, scr, ids[0])), agentCell(rowOf(t, scr, ids[1]))
			for _, c := range []string{c1, c2} {
				if !strings.HasPrefix(c, "«ops-") || !strings.Contains(c, `\u202e`) {
					t.Errorf("the agent reads %s: not its head and its escape\n%s", c, scr)
				}
			}
			if c1 == c2 || !strings.Contains(c1, "1") || !strings.Contains(c2, "2") {
				t.Errorf("the twins read %s and %s:\n%s", c1, c2, scr)
			}
			if c := agentCell(rowOf(t, scr, ids[2])); !strings.HasPrefix(c, "«ops-") || !strings.Contains(c, `\u0430`) {
				t.Errorf("the look-alike reads %s:\n%s", c, scr)
			}
			for _, id := range ids {
				if !strings.Contains(rowOf(t, scr, id), cmd) {
					t.Errorf("row %s cuts the command:\n%s", id, scr)
				}
			}
		})
	}
}
