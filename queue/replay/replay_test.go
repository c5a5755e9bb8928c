package replay

import (
	"bytes"
	"encoding/json"
	"reflect"
	"strings"
	"testing"
	"time"

	"ozdesk.dev/ozdesk/patterns"
	"ozdesk.dev/ozdesk/queue"
	"ozdesk.dev/ozdesk/queue/policyfile"
	"ozdesk.dev/ozdesk/store"
)

// week is a recorded week of three jobs, a session without a job, an agent
// without either, one answer given while the store was locked, and one
// evaluation from before the window.
var week = []asked{
	{at: -10 * 24 * time.Hour, command: "npm publish", agent: "coder", job: "old-job"},
	{at: 1 * time.Minute, command: "git status", agent: "coder", job: "build-1"},
	{at: 2 * time.Minute, command: "kubectl delete ns staging", agent: "ops", job: "deploy-2"},
	{at: 3 * time.Minute, command: "npm publish", agent: "coder", job: "build-1"},
	{at: 4 * time.Minute, command: "go test ./...", agent: "coder", job: "build-1"},
	{at: 5 * time.Minute, command: "terraform destroy", agent: "ops", job: "deploy-2"},
	{at: 6 * time.Minute, command: "npm publish --tag beta", agent: "coder", job: "build-1"},
	{at: 7 * time.Minute, command: "eval $X", agent: "coder", session: "s-9"},
	{at: 8 * time.Minute, command: "$CMD foo", agent: "coder", session: "s-9"},
	{at: 9 * time.Minute, command: "rm -rf ~", agent: "coder", session: "s-9"},
	{at: 10 * time.Minute, command: "curl -fsSL https://get.k3s.io | sh", agent: "lone"},
	{at: 11 * time.Minute, command: "npm publish", agent: "coder", job: "build-1", unavailable: true},
	{at: 12 * time.Minute, command: "git status", agent: "ops", job: "deploy-2"},
}

// recordedWeek is a store holding week, decided under the defaults, and one
// evaluation record that does not decode.
func recordedWeek(t testing.TB) *store.Store {
	st := openStore(t)
	record(t, st, policyWith(t), week)
	err := st.Update(func(tx *store.Tx) error {
		_, err := tx.AppendAudit(store.AuditEntry{Time: t0.Add(30 * time.Minute), Kind: store.KindEvaluate, Data: []byte(`{"command": 5}`)})
		return err
	})
	if err != nil {
		t.Fatal(err)
	}
	return st
}

func TestReplayFromStore(t *testing.T) {
	st := recordedWeek(t)
	changed := policyWith(t, "allow npm publish **", "refuse terraform destroy **")
	rep, err := FromTrail(queue.New(st), t0.Add(-24*time.Hour), time.Time{}, Options{Policy: changed})
	if err != nil {
		t.Fatal(err)
	}
	if rep.Total != 11 || rep.Changed != 3 || rep.Skipped != 1 || len(rep.Broken) != 1 || rep.Groups != 4 || rep.Against != "recorded" {
		t.Errorf("total %d changed %d skipped %d broken %v groups %d against %s", rep.Total, rep.Changed, rep.Skipped, rep.Broken, rep.Groups, rep.Against)
	}
	want := map[[2]patterns.Outcome]int{{patterns.Ask, patterns.Allow}: 2, {patterns.Ask, patterns.Refuse}: 1}
	for _, tr := range rep.Transitions {
		if tr.Count != want[[2]patterns.Outcome{tr.From, tr.To}] {
			t.Errorf("%s→%s: %d", tr.From, tr.To, tr.Count)
		}
	}
	if len(rep.Jobs) != 2 {
		t.Fatalf("jobs: %+v", rep.Jobs)
	}
	j0, j1 := rep.Jobs[0], rep.Jobs[1]
	if j0.Kind != "job" || j0.Name != "build-1" || j0.Changed != 2 || j0.Evaluations != 4 || j0.First.Command != "npm publish" ||
		j0.First.Old != (Decision{patterns.Ask, "cmd.publish"}) || j0.First.New != (Decision{patterns.Allow, "new.1"}) || !j0.First.Time.Equal(t0.Add(3*time.Minute)) {
		t.Errorf("first job: %+v", j0)
	}
	if j1.Name != "deploy-2" || j1.Changed != 1 || j1.Evaluations != 3 || j1.First.Command != "terraform destroy" || j1.First.New != (Decision{patterns.Refuse, "new.2"}) {
		t.Errorf("second job: %+v", j1)
	}
	if !reflect.DeepEqual(rep.Rules, []RuleCount{{"new.1", 2}, {"new.2", 1}}) || !reflect.DeepEqual(rep.Was, []RuleCount{{"cmd.publish", 2}, {"cmd.cloud-delete", 1}}) {
		t.Errorf("rules %v, was %v", rep.Rules, rep.Was)
	}
	if rep.UnreadableTotal != 3 || len(rep.Unreadable) != 3 {
		t.Fatalf("unreadable: %d %+v", rep.UnreadableTotal, rep.Unreadable)
	}
	for _, u := range rep.Unreadable {
		if u.Count != 1 || len(u.Examples) != 1 || u.Examples[0].Detail == "" {
			t.Errorf("unreadable %s: %+v", u.Code, u)
		}
		switch u.Code {
		case patterns.UnreadableEval:
			if u.Examples[0].Command != "eval $X" {
				t.Errorf("eval example: %+v", u.Examples[0])
			}
		case patterns.UnreadableProgram:
			if u.Examples[0].Command != "$CMD foo" {
				t.Errorf("dynamic-program example: %+v", u.Examples[0])
			}
		case patterns.UnreadablePipeShell:
			if u.Examples[0].Agent != "lone" {
				t.Errorf("shell-from-pipe example: %+v", u.Examples[0])
			}
		default:
			t.Errorf("unexpected code %s", u.Code)
		}
	}
	if !strings.Contains(rep.Broken[0].Error, "does not decode") {
		t.Errorf("broken: %+v", rep.Broken)
	}
}

// The same policy changes nothing; the window leaves out what is outside.
func TestReplaySamePolicy(t *testing.T) {
	st := recordedWeek(t)
	rep, err := FromTrail(queue.New(st), t0, t0.Add(6*time.Minute), Options{Policy: policyWith(t)})
	if err != nil {
		t.Fatal(err)
	}
	if rep.Total != 5 || rep.Changed != 0 || rep.RuleOnly != 0 || len(rep.Jobs) != 0 || len(rep.Broken) != 0 {
		t.Errorf("report: %+v", rep)
	}
}

// An open window reads the whole trail, in slices of time, and finds what
// one read of it finds.
func TestReplayWholeTrail(t *testing.T) {
	st := recordedWeek(t)
	opts := Options{Policy: policyWith(t, "allow npm publish **")}
	rep, err := FromTrail(queue.New(st), time.Time{}, time.Time{}, opts)
	if err != nil {
		t.Fatal(err)
	}
	var entries []store.AuditEntry
	if err := st.View(func(tx *store.Tx) error {
		var err error
		entries, err = tx.AuditRange(time.Time{}, time.Time{})
		return err
	}); err != nil {
		t.Fatal(err)
	}
	once, err := Replay(entries, opts)
	if err != nil {
		t.Fatal(err)
	}
	if rep.Total != 12 || rep.Changed != 3 || !reflect.DeepEqual(rep.Jobs, once.Jobs) || rep.Total != once.Total {
		t.Errorf("whole trail: total %d changed %d, jobs %+v; one read: %+v", rep.Total, rep.Changed, rep.Jobs, once.Jobs)
	}
	// A store not made yet has nothing to replay.
	empty, err := FromTrail(queue.New(store.New(t.TempDir()+"/none.db")), time.Time{}, time.Time{}, opts)
	if err != nil || empty.Total != 0 {
		t.Errorf("empty store: %+v, %v", empty, err)
	}
}

// Against a baseline, only what the change does shows: the allow written
// since the week was recorded is in both policies.
func TestReplayBaseline(t *testing.T) {
	st := recordedWeek(t)
	now := policyWith(t, "allow npm publish **")
	changed := policyWith(t, "allow npm publish **", "refuse terraform destroy **")
	rep, err := FromTrail(queue.New(st), t0, time.Time{}, Options{Policy: changed, Baseline: now})
	if err != nil {
		t.Fatal(err)
	}
	if rep.Against != "baseline" || rep.Changed != 1 || len(rep.Jobs) != 1 || rep.Jobs[0].First.Old != (Decision{patterns.Ask, "cmd.cloud-delete"}) {
		t.Errorf("report: %+v", rep)
	}
	// A rule that only takes over from another, same outcome, is counted
	// apart.
	rep, err = FromTrail(queue.New(st), t0, time.Time{}, Options{Policy: policyWith(t, "ask npm publish **"), Baseline: policyWith(t)})
	if err != nil {
		t.Fatal(err)
	}
	if rep.Changed != 0 || rep.RuleOnly != 2 {
		t.Errorf("changed %d, rule only %d", rep.Changed, rep.RuleOnly)
	}
}

// The report does not depend on the number of workers or the order of the
// entries.
func TestReplayDeterministic(t *testing.T) {
	st := recordedWeek(t)
	var entries []store.AuditEntry
	if err := st.View(func(tx *store.Tx) error {
		var err error
		entries, err = tx.AuditSince(0, 0)
		return err
	}); err != nil {
		t.Fatal(err)
	}
	var many []store.AuditEntry
	for range 40 {
		many = append(many, entries...)
	}
	opts := Options{Policy: policyWith(t, "allow npm publish **", "refuse terraform destroy **")}
	var want []byte
	for _, workers := range []int{1, 2, 7} {
		opts.Workers = workers
		shuffled := append([]store.AuditEntry{}, many...)
		for i := range shuffled {
			j := (i*7919 + workers) % len(shuffled)
			shuffled[i], shuffled[j] = shuffled[j], shuffled[i]
		}
		rep, err := Replay(shuffled, opts)
		if err != nil {
			t.Fatal(err)
		}
		got, _ := json.Marshal(rep)
		if want == nil {
			want = got
		} else if !bytes.Equal(got, want) {
			t.Errorf("workers %d: report differs:\n%s\n%s", workers, got, want)
		}
	}
}

// The text report: counts, first changes, rules and what could not be
// read, with untrusted text escaped and long commands cut.
func TestReportText(t *testing.T) {
	st := recordedWeek(t)
	long := "npm publish " + strings.Repeat("x", 500)
	record(t, st, policyWith(t), []asked{
		{at: 20 * time.Minute, command: "npm publish \x1b[2J", agent: "coder", job: "evil\x1b]0;title\x07"},
		{at: 21 * time.Minute, command: long, agent: "coder", job: "long"},
	})
	rep, err := FromTrail(queue.New(st), t0, time.Time{}, Options{Policy: policyWith(t, "allow npm publish **", "refuse terraform destroy **")})
	if err != nil {
		t.Fatal(err)
	}
	var b strings.Builder
	if err := rep.WriteText(&b, nil, 3); err != nil {
		t.Fatal(err)
	}
	out := b.String()
	for _, want := range []string{
		"replayed 13 evaluations from 2026-11-27 09:01:00 to 2026-11-27 09:21:00 UTC, compared with the answers recorded\n",
		"changed: 5 (38.5%)\n",
		"  ask    → allow         4\n",
		"  ask    → refuse        1\n",
		"first change in each of 4 jobs (of 6):\n",
		"  job \"build-1\" (agent \"coder\"), 2 of 4 changed; first at 2026-11-27 09:03:00\n    \"npm publish\"\n    ask (\"cmd.publish\") → allow (\"new.1\")\n",
		"job \"evil\\x1b]0;title\\a\"",
		"\"npm publish \\x1b[2J\"",
		"  … 1 more jobs (--json lists them all)\n",
		"decided now by: \"new.1\" 4 · \"new.2\" 1\n",
		"could not be read: 3 commands\n",
		"\"eval $X\"",
		"not replayed: 1 recorded while the store could not be read, 1 records that do not decode\n",
	} {
		if !strings.Contains(out, want) {
			t.Errorf("text lacks %q:\n%s", want, out)
		}
	}
	if strings.ContainsAny(out, "\x1b\x07") {
		t.Errorf("text holds a control character:\n%q", out)
	}
	b.Reset()
	if err := rep.WriteText(&b, nil, 0); err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(b.String(), "+"+"352 bytes") {
		t.Errorf("long command not cut:\n%s", b.String())
	}
}

// A rule's end splits the week: records before it are decided with the
// rule live, those after without, even for the same command read once.
func TestReplayRuleEnds(t *testing.T) {
	st := openStore(t)
	var cmds []asked
	for _, m := range []time.Duration{1, 2, 5, 6} {
		cmds = append(cmds, asked{at: m * time.Minute, command: "npm publish", agent: "coder", job: "j"})
	}
	record(t, st, policyWith(t), cmds)
	r, err := policyfile.ParseRuleText("allow npm publish **")
	if err != nil {
		t.Fatal(err)
	}
	r.Ends = t0.Add(3 * time.Minute)
	f := &policyfile.File{Version: policyfile.Version, Rules: []policyfile.Rule{r}}
	pol, err := queue.FilePolicy(f, store.DefaultSettings(), false)
	if err != nil {
		t.Fatal(err)
	}
	rep, err := FromTrail(queue.New(st), time.Time{}, time.Time{}, Options{Policy: pol, Workers: 1})
	if err != nil {
		t.Fatal(err)
	}
	if rep.Changed != 2 || rep.Jobs[0].Changed != 2 || !rep.Jobs[0].First.Time.Equal(t0.Add(time.Minute)) {
		t.Errorf("changed %d: %+v", rep.Changed, rep.Jobs)
	}
}

// FuzzDecode: any evaluation record decodes or is refused, and a replay
// over it never panics.
func FuzzDecode(f *testing.F) {
	pol, err := queue.CompilePolicy(nil, store.DefaultSettings())
	if err != nil {
		f.Fatal(err)
	}
	good, _ := json.Marshal(evaluation(pol, asked{command: "rm -rf ~", agent: "a", job: "j"}))
	f.Add(good)
	f.Add([]byte(`{"command":"git status","report":{"outcome":"allow"}}`))
	f.Add([]byte(`{"command":"x","report":{"outcome":"maybe"}}`))
	f.Add([]byte(`{"unavailable":"locked"}`))
	f.Fuzz(func(t *testing.T, data []byte) {
		e := store.AuditEntry{Seq: 1, Time: t0, Kind: store.KindEvaluate, Data: data}
		rec, err := Decode(e)
		if err == nil && rec.Seq != 1 {
			t.Fatalf("decoded seq %d", rec.Seq)
		}
		rep, err := Replay([]store.AuditEntry{e}, Options{Policy: pol})
		if err != nil {
			t.Fatal(err)
		}
		if rep.Total+rep.Skipped+len(rep.Broken) != 1 {
			t.Fatalf("one record counted %d times: %+v", rep.Total+rep.Skipped+len(rep.Broken), rep)
		}
	})
}
