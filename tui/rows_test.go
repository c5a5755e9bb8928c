package tui

import (
	"fmt"
	"regexp"
	"strings"
	"testing"
	"time"

	"ozdesk.dev/ozdesk/queue"
	"ozdesk.dev/ozdesk/tui/common"
)

// lookAlikes are commands that differ only at their end, long enough to
// be cut in a row at 80 and at 120 columns.
func lookAlikes(n int) []string {
	var out []string
	for i := 1; i <= n; i++ {
		out = append(out, fmt.Sprintf("terraform destroy -auto-approve -var-file=prod.tfvars -target=module.m%d", i))
	}
	return out
}

// byteCount is the jargon rows no longer show ("… +44 B").
var byteCount = regexp.MustCompile(`\+[0-9][0-9,.]* [kMG]?B`)

// queueRows returns the lines of the queue pane that show an ask (they
// start with the selection mark or two spaces and an age).
func queueRows(screen string, w int) []string {
	row := regexp.MustCompile(`^(▸| ) +[0-9]+ +[0-9]+[smhd] `)
	var out []string
	for _, l := range strings.Split(screen, "\n") {
		if w >= wideAt {
			l, _, _ = strings.Cut(l, "│")
		}
		if row.MatchString(l) {
			out = append(out, l)
		}
	}
	return out
}

// TestLookAlikeRowsDiffer: a burst of asks whose commands differ only at
// the end reads as that many different rows, at 80 and at 120 columns:
// each row keeps the command's end, cut in the middle, with no byte
// count.
func TestLookAlikeRowsDiffer(t *testing.T) {
	for _, sz := range cutSizes {
		t.Run(sizeName(sz.w, sz.h), func(t *testing.T) {
			d := openDesk(t, sz.w, sz.h)
			cmds := lookAlikes(6)
			for _, c := range cmds {
				d.askFixed("codex", "infra", c)
			}
			d.askFixed("claude", "refactor", "git push --force origin main")
			d.reload()
			d.settle()
			scr := d.screen()
			rows := queueRows(scr, sz.w)
			if len(rows) != 7 {
				t.Fatalf("%d rows, want 7:\n%s", len(rows), scr)
			}
			seen := map[string]bool{}
			for i, r := range rows[:6] {
				if !strings.Contains(r, fmt.Sprintf("module.m%d", i+1)) || !strings.Contains(r, "terraform destroy") {
					t.Errorf("row %d lacks the command's start or end: %q", i, r)
				}
				if !strings.Contains(r, "…") {
					t.Errorf("row %d is not cut, yet the command is longer than the pane: %q", i, r)
				}
				if seen[r[1:]] {
					t.Errorf("two rows read the same: %q", r)
				}
				seen[r[1:]] = true
			}
			if byteCount.MatchString(strings.Join(rows, "\n")) {
				t.Errorf("a row still counts bytes:\n%s", scr)
			}
			d.keys("j", "j")
			if row := selectedRow(t, d.screen()); !strings.Contains(row, "module.m3") {
				t.Fatalf("j j selected %q", row)
			}
			d.requireScreen(t)
		})
	}
}

// TestRowsUseTheirWidth: at 120x40 the queue beside the card shows a
// command that fits at 80 whole; a column no ask fills takes no space;
// an agent's name is whole when there is room.
func TestRowsUseTheirWidth(t *testing.T) {
	cases := []struct {
		w, h  int
		agent string
		want  string // in the row, with single spaces between the columns
	}{
		{120, 40, "claude", "«claude» git push --force origin main cmd.force-push"},
		{80, 24, "claude", "«claude» git push --force origin main"},
		{80, 24, "claude-api-refactorer", "«claude-api-refactorer» git push --force origin main"},
		{120, 40, "codex-infra", "«codex-infra» git push --force origin main"},
		{120, 40, "claude-infra", "«claude-infra» git push --force origin main"},
	}
	for _, tc := range cases {
		d := openDesk(t, tc.w, tc.h)
		d.askFixed(tc.agent, "", "git push --force origin main") // no job: no job column
		d.reload()
		d.settle()
		row := selectedRow(t, d.screen())
		if tc.w >= wideAt {
			row, _, _ = strings.Cut(row, "│")
		}
		if got := strings.Join(strings.Fields(row), " "); !strings.Contains(got, tc.want) {
			t.Errorf("%dx%d: row %q lacks %q", tc.w, tc.h, row, tc.want)
		}
		if !strings.Contains(row, tc.agent+"» git push") {
			t.Errorf("%dx%d: an empty column takes space in %q", tc.w, tc.h, row)
		}
	}
}

// TestQueueColumnsGiveWay: the columns fit every width and are given in
// their order (colWidths.fit): the deciding rule's ID, the command whole
// as far as a command can be (a 28-byte one here; the 76-byte one is
// cut either way), the agent whole, a job or node that tells asks apart,
// the rule's whole label, and the command takes the rest; short of room
// the rule narrows and goes before the agent narrows (rt43k F2, F4-F6).
func TestQueueColumnsGiveWay(t *testing.T) {
	c := colWidths{agent: 21, job: 8, node: 6, rule: 20, ruleID: 16, cmd: 76, nodes: true}
	c.cmdLens[28] = true
	cases := []struct {
		w    int
		want rowCols
	}{
		// a job all asks share takes no space (rt43k F6)
		{200, rowCols{agent: 21, node: 6, rule: 20, cmd: 200 - rowFixed - 22 - 7 - 21}},
		// the agent whole beside the 28-byte command whole; the node
		// gets no room, the rule its ID
		{80, rowCols{agent: 21, rule: 16, cmd: 80 - rowFixed - 22 - 17}},
		{60, rowCols{agent: agentLeast, rule: 16, cmd: 60 - rowFixed - 12 - 17}},
		// the rule goes for the command's floor; the agent takes what
		// the 28-byte command leaves
		{50, rowCols{agent: 14, cmd: 28}},
		{40, rowCols{agent: agentLeast, cmd: 40 - rowFixed - 12}},
	}
	for _, tc := range cases {
		if got := c.fit(tc.w); got != tc.want {
			t.Errorf("fit(%d) = %+v, want %+v", tc.w, got, tc.want)
		}
	}
	for w := 1; w <= 200; w++ {
		r := c.fit(w)
		used := rowFixed + r.cmd
		for _, x := range []int{r.agent, r.job, r.node, r.rule} {
			if x > 0 {
				used += x + 1
			}
		}
		if w >= 30 && used > w {
			t.Errorf("fit(%d) takes %d cells: %+v", w, used, r)
		}
	}
	// jobs that differ tell asks apart: the job shows where the row has
	// room for it after the command and the agent (rt43k F6)
	c.jobs, c.job = true, 12
	for _, tc := range []struct {
		w    int
		want rowCols
	}{
		{200, rowCols{agent: 21, job: 12, node: 6, rule: 20, cmd: 200 - rowFixed - 22 - 13 - 7 - 21}},
		{100, rowCols{agent: 21, job: 12, node: 6, rule: 16, cmd: 100 - rowFixed - 22 - 13 - 7 - 17}},
		{80, rowCols{agent: 21, rule: 16, cmd: 80 - rowFixed - 22 - 17}},
		{50, rowCols{agent: 14, cmd: 28}},
	} {
		if got := c.fit(tc.w); got != tc.want {
			t.Errorf("jobs differ: fit(%d) = %+v, want %+v", tc.w, got, tc.want)
		}
	}
	if got := (colWidths{cmd: 30}).fit(80); got.agent+got.job+got.node+got.rule != 0 {
		t.Errorf("empty columns take space: %+v", got)
	}
}

// TestSortCyclesAndKeepsTheSelection: s cycles the queue by age, agent,
// node (asks come from two nodes) and rule, the title says which, groups
// have headers with their counts, j steps over a header, and the
// selection stays on its ask through every order and an arrival.
func TestSortCyclesAndKeepsTheSelection(t *testing.T) {
	d := openDesk(t, 80, 40)
	other := queue.New(d.st, queue.WithNode("node-2"), queue.WithClock(d.clock.Now), queue.WithHome(d.home()))
	d.askFixed("gemini", "docs", "kubectl delete namespace staging")
	d.askFixed("codex", "release", "npm publish --tag beta")
	askOn(t, other, "claude", "git push --force origin main")
	d.askFixed("codex", "infra", "helm uninstall api -n prod")
	d.reload()
	d.settle()
	d.keys("j") // npm publish, by codex on node-1
	orders := []struct {
		title   string
		headers []string
		first   string // the first row's command
	}{
		{"by agent", []string{"«claude» · 1", "«codex» · 2", "«gemini» · 1"}, "git push"},
		{"by node", []string{"«node-1» · 3", "«node-2» · 1"}, "kubectl delete"},
		{"by rule", []string{"cmd.cloud-delete · 2", "cmd.force-push · 1", "cmd.publish · 1"}, "kubectl delete"},
		{"Queue · 4 waiting", nil, "kubectl delete"},
	}
	for _, o := range orders {
		d.keys("s")
		scr := d.mustShow(o.title)
		for _, h := range o.headers {
			if !strings.Contains(scr, h) {
				t.Errorf("%s: no group header %q:\n%s", o.title, h, scr)
			}
		}
		if o.headers == nil && strings.Contains(titleLine(scr), "by ") {
			t.Errorf("back by age, the title still names an order:\n%s", scr)
		}
		if row := selectedRow(t, scr); !strings.Contains(row, "npm publish") {
			t.Errorf("%s: the selection left its ask: %q", o.title, row)
		}
		if rows := queueRows(scr, 80); len(rows) != 4 || !strings.Contains(rows[0], o.first) {
			t.Errorf("%s: rows %q, first want %q", o.title, rows, o.first)
		}
	}
	// Grouped by agent, an arrival keeps the selection; j steps over a
	// header to the next group's first ask.
	d.keys("s")
	d.mustShow("by agent")
	d.askFixed("aider", "data", "dropdb analytics")
	d.reload()
	scr := d.mustShow("«aider» · 1", "Queue · 5 waiting")
	if row := selectedRow(t, scr); !strings.Contains(row, "npm publish") {
		t.Fatalf("an arrival moved the selection: %q", row)
	}
	d.keys("j")
	if row := selectedRow(t, d.screen()); !strings.Contains(row, "helm uninstall") {
		t.Fatalf("j from npm publish: %q", row)
	}
	d.keys("j")
	if row := selectedRow(t, d.screen()); !strings.Contains(row, "kubectl delete") {
		t.Fatalf("j over the gemini header: %q", row)
	}
}

// TestSortSkipsOneNode: while every ask comes from one node, s goes from
// agent to rule, and the status line says why there are no node groups
// (rt28k #12f: the node order seemed missing).
func TestSortSkipsOneNode(t *testing.T) {
	d := openDesk(t, 80, 24)
	d.askFixed("codex", "release", "npm publish --tag beta")
	d.askFixed("claude", "refactor", "git push --force origin main")
	d.reload()
	for _, want := range [][]string{{"by agent"}, {"by rule", "every ask comes from node-1"}, {"Queue · 2 waiting"}} {
		d.keys("s")
		scr := d.mustShow(want...)
		if want[0] == "by rule" && !strings.Contains(strings.Join(strings.Fields(scr), " "), "every ask comes from node-1: no node groups") {
			t.Fatalf("grouped by rule, the status line does not say why there are no node groups:\n%s", scr)
		}
		if strings.Contains(scr, "by node") {
			t.Fatalf("s grouped one node:\n%s", scr)
		}
	}
}

// TestSortedQueueScreen: the queue grouped by agent, at both sizes.
func TestSortedQueueScreen(t *testing.T) {
	for _, sz := range goldenSizes {
		t.Run(sizeName(sz.w, sz.h), func(t *testing.T) {
			d := openDesk(t, sz.w, sz.h)
			d.askFixed("gemini", "docs", "kubectl delete namespace staging")
			d.askFixed("codex", "release", "npm publish --tag beta")
			d.askFixed("claude", "refactor", "git push --force origin main")
			d.askFixed("codex", "infra", "helm uninstall api -n prod")
			d.reload()
			d.settle()
			d.keys("j", "s")
			d.mustShow("by agent", "«codex» · 2")
			d.requireScreen(t)
		})
	}
}

// askOn asks through another queue service (another node) on the same
// store.
func askOn(t *testing.T, svc *queue.Service, agent, command string) {
	t.Helper()
	ans, err := svc.Evaluate(queue.Request{Command: command, Agent: agent, Job: "job", Harness: "cli",
		Cwd: fixedCwd, Home: fixedHome, Wait: 10 * time.Minute})
	if err != nil || ans.Ask == nil {
		t.Fatalf("ask %q on another node: %v %+v", command, err, ans)
	}
}

// titleLine is the queue pane's title on a screen.
func titleLine(screen string) string {
	for _, l := range strings.Split(screen, "\n") {
		if strings.Contains(l, "Queue ·") {
			return l
		}
	}
	return ""
}

// TestSortWithFilter: a filter and an order hold together: grouped by
// rule, the filter leaves only its asks and the headers count only those;
// the filter cleared, every group is back and the selection stayed.
func TestSortWithFilter(t *testing.T) {
	d := openDesk(t, 80, 30)
	d.askFixed("gemini", "docs", "kubectl delete namespace staging")
	d.askFixed("codex", "release", "npm publish --tag beta")
	d.askFixed("codex", "infra", "helm uninstall api -n prod")
	d.askFixed("claude", "refactor", "git push --force origin main")
	d.reload()
	d.settle()
	d.keys("s", "s") // by rule (one node)
	d.mustShow("by rule", "cmd.cloud-delete · 2")
	d.keys("/", "codex", "enter")
	scr := d.mustShow("2 match /codex", "cmd.cloud-delete · 1", "cmd.publish · 1")
	if strings.Contains(scr, "cmd.force-push ·") {
		t.Fatalf("the filter let another group through:\n%s", scr)
	}
	d.keys("j")
	if row := selectedRow(t, d.screen()); !strings.Contains(row, "npm publish") {
		t.Fatalf("j over the header: %q", row)
	}
	d.keys("esc")
	scr = d.mustShow("cmd.cloud-delete · 2", "cmd.force-push · 1")
	if row := selectedRow(t, scr); !strings.Contains(row, "npm publish") {
		t.Fatalf("clearing the filter moved the selection: %q", row)
	}
}

// TestColumnLeavesWithItsAsk: when the only ask with a job is decided
// elsewhere, the job column's room is held, so that the command does not
// move under the operator's eye (rt43k F3: it jumped 9 cells at 80 as a
// long name came and went); when the operator decides an ask here, the
// rows fit the asks left and the room goes; when an ask with a job
// arrives, the column comes back. Before rt43k the column went at once.
func TestColumnLeavesWithItsAsk(t *testing.T) {
	d := openDesk(t, 80, 24)
	withJob := d.askFixed("codex", "release-train", "npm publish --tag beta")
	d.askFixed("claude", "", "git push --force origin main")
	d.askFixed("claude", "", "rm -rf /srv/cache")
	d.reload()
	d.settle()
	scr := d.mustShow("release-train")
	// the cell the command starts in (the selection mark is three bytes)
	col := func(row string) int {
		i := strings.Index(row, "git push")
		if i < 0 {
			return -1
		}
		return len([]rune(row[:i]))
	}
	at := col(lineHolding(scr, "git push"))
	must(t, decideElsewhere(d, withJob, decisionBy("bob")))
	d.reload()
	d.settle()
	row := selectedRow(t, d.screen())
	if got := col(row); got != at {
		t.Fatalf("the command moved from cell %d to %d as an ask left elsewhere: %q", at, got, row)
	}
	d.settle()
	d.settle()
	d.keys("a")
	d.mustShow("approving")
	d.pastUndo()
	d.reload()
	if row := lineHolding(d.screen(), "rm -rf /srv/cache"); !strings.Contains(row, "«claude» rm -rf") {
		t.Fatalf("the held room stayed after the operator decided here: %q\n%s", row, d.screen())
	}
	d.askFixed("gemini", "docs-sync", "cargo publish")
	d.reload()
	d.mustShow("«docs-sync» cargo publish")
}

// TestHostileTextGroupedAndCut: an agent's name and a job full of escapes
// head a group, fill the measured columns and end a middle-cut command,
// at 80 and 120 columns: the frame holds no control but the desk's own
// SGR, every row stays within the pane, and the escapes show.
func TestHostileTextGroupedAndCut(t *testing.T) {
	for _, sz := range goldenSizes {
		t.Run(sizeName(sz.w, sz.h), func(t *testing.T) {
			d := openDesk(t, sz.w, sz.h)
			d.ask("evil\x1b[31m-agent\u202e"+strings.Repeat("\u200b", 40), "job\x07", hostileCommand)
			d.ask("claude", "job", "git push --force origin main")
			d.reload()
			d.settle()
			for _, keys := range [][]string{nil, {"s"}, {"s"}, {"s"}} {
				d.keys(keys...)
				frame := d.m.Screen()
				if bad := rawControls(frame); bad != "" {
					t.Fatalf("after %v the frame holds %s", keys, bad)
				}
				for i, l := range strings.Split(frame, "\n") {
					if w := common.Width(l); w != sz.w {
						t.Fatalf("after %v line %d is %d cells wide", keys, i, w)
					}
				}
				scr := d.screen()
				if !strings.Contains(scr, `evil\e[31m-`) || !strings.Contains(scr, `rm -rf ~`) {
					t.Errorf("after %v the escapes or the command's end do not show:\n%s", keys, scr)
				}
			}
		})
	}
}
