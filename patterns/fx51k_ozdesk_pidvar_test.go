package patterns

import "testing"

// fx51kPidVarCases: a variable the line sets to a running ozdesk's pid
// (16780 here) from literals through let, ((…)), printf -v, read <<< or
// declare is read by its value (issue 9); a branch or loop that may set
// it is a might, which asks too; another value, a value the line does
// not compute, and a write that does not reach the kill are left alone.
var fx51kPidVarCases = []evalCase{
	ask("let p=16780; kill -STOP $p", "cmd.guard-tamper"),
	ask(`let "p = 16780 - 0"; kill -STOP "$p"`, "cmd.guard-tamper"),
	ask("(( p = 16780 )); kill -STOP ${p}", "cmd.guard-tamper"),
	ask("((p=16779+1)) && kill -STOP $p", "cmd.guard-tamper"),
	ask("printf -v p %d 16780; kill -STOP $p", "cmd.guard-tamper"),
	ask("printf -v p %d 0x418c; kill -STOP $p", "cmd.guard-tamper"),
	ask("printf -vp %s 16780; kill -STOP $p", "cmd.guard-tamper"),
	ask("read p <<< 16780; kill -STOP $p", "cmd.guard-tamper"),
	ask("read -r a p <<< '1 16780'; kill -STOP $p", "cmd.guard-tamper"),
	ask("declare -i p=16780; kill -STOP $p", "cmd.guard-tamper"),
	ask("declare -i p=16779+1; kill -STOP $p", "cmd.unreadable"), // -i's text read as code: asks before
	ask("typeset p=16780; kill -STOP $p", "cmd.guard-tamper"),
	ask("p=$((16780)); kill -STOP $p", "cmd.guard-tamper"),
	ask("true && let p=16780 && kill -STOP $p", "cmd.guard-tamper"),
	ask("{ let p=16780; }; kill -STOP $p", "cmd.guard-tamper"),
	// a branch or loop may set it: a might
	ask("if true; then let p=16780; fi; kill -STOP $p", "cmd.guard-tamper"),
	ask("for i in 1; do let p=16780; done; kill -STOP $p", "cmd.guard-tamper"),
	ask("let p=1; let p=16780; kill -STOP $p", "cmd.guard-tamper"),
	ask("while :; do kill -STOP $p; let p=16780; done", "cmd.guard-tamper"),
	allow("let p=1234; kill -STOP $p"),
	allow("(( p = 1234 )); kill -STOP $p"),
	allow("printf -v p %d 1234; kill -STOP $p"),
	allow("read p <<< 1234; kill -STOP $p"),
	allow("declare -i p=1234; kill -STOP $p"),
	allow("let p=RANDOM; kill -STOP $p"),
	allow("let q=16780; kill -STOP $p"),
	allow("kill -STOP $p; let p=16780"),         // set after the kill
	allow("(let p=16780); kill -STOP $p"),       // in a subshell: not the line's
	allow("echo 16780 | read p; kill -STOP $p"), // a pipeline's stage: a subshell
	allow("let p=16780 & kill -STOP $p"),        // in the background
	allow("read p < pidfile; kill $p"),
}

func TestFx51kKillOzdeskPidVar(t *testing.T) {
	pol, err := NewPolicy(nil)
	if err != nil {
		t.Fatal(err)
	}
	ctx := guardedContext("/home/op/proj")
	ctx.OzdeskPid = func(pid int) bool { return pid == 16780 }
	for _, c := range fx51kPidVarCases {
		v := pol.Explain(c.cmd, ctx, testNow)
		if v.Outcome != c.want || v.Rule != c.rule {
			t.Errorf("%q: got %s by %q (%s); want %s by %q", c.cmd, v.Outcome, v.Rule, v.Reason, c.want, c.rule)
		}
	}
}

// TestPidVarValues: the values and certainty the line's writes give a
// variable a kill reads.
func TestPidVarValues(t *testing.T) {
	cases := []struct {
		line    string
		vals    []string
		certain bool
	}{
		{"let p=16780; kill $p", []string{"16780"}, true},
		{"if x; then let p=16780; fi; kill $p", []string{"16780"}, false},
		{"let p=16780; for p in 1; do :; done; kill $p", []string{"16780"}, false},
		{"let p=16780 || let p=2; kill $p", []string{"16780", "2"}, false},
		{"false && let p=16780; kill $p", []string{"16780"}, false},
		{"f() { let p=16780; }; f; kill $p", []string{"16780"}, false},
		{"let p=q; kill $p", nil, false},
		{"kill $p", nil, false},
	}
	for _, c := range cases {
		at := len(c.line) - 2
		vals, certain, ok := pidVarValues(c.line, Word{Raw: "$p", Segs: []Seg{{Kind: SegParam, Text: "p"}}}, at, false)
		if ok != (c.vals != nil) || certain != c.certain || len(vals) != len(c.vals) {
			t.Errorf("%q: got %v certain %v ok %v; want %v certain %v", c.line, vals, certain, ok, c.vals, c.certain)
			continue
		}
		for i := range vals {
			if vals[i] != c.vals[i] {
				t.Errorf("%q: got %v; want %v", c.line, vals, c.vals)
			}
		}
	}
}

// fx51kGroupCases: a process group (4242 here) or session (5353) that
// holds a running ozdesk, led by another process, is looked up for a
// kill of -PGID and pkill -g/-s (issue 9); another group, the pid 4242
// as a process, and a group named as a session are left alone.
var fx51kGroupCases = []evalCase{
	ask("kill -STOP -4242", "cmd.guard-tamper"),
	ask("kill -STOP -- -4242", "cmd.guard-tamper"),
	ask("kill -s STOP -04242", "cmd.guard-tamper"),
	ask("pkill -STOP -g 4242", "cmd.guard-tamper"),
	ask("pkill -STOP --pgroup=1,4242", "cmd.guard-tamper"),
	ask("pkill -STOP -s 5353", "cmd.guard-tamper"),
	ask("pkill -STOP --session 5353", "cmd.guard-tamper"),
	ask("let g=-4242; kill -STOP $g", "cmd.guard-tamper"),
	allow("kill -STOP 4242"),     // the process 4242, not its group
	allow("kill -STOP -- -4343"), // a group without ozdesk
	allow("pkill -STOP -g 4343"),
	allow("pkill -STOP -s 4242"), // 4242 is a group, not a session
	allow("pkill -STOP -g 5353"),
	allow("kill -42 4242"), // a signal, then the pid
}

func TestFx51kKillOzdeskGroup(t *testing.T) {
	pol, err := NewPolicy(nil)
	if err != nil {
		t.Fatal(err)
	}
	ctx := guardedContext("/home/op/proj")
	ctx.OzdeskPid = func(pid int) bool { return pid == 16780 }
	ctx.OzdeskGroup = func(id int, session bool) bool { return session && id == 5353 || !session && id == 4242 }
	for _, c := range fx51kGroupCases {
		v := pol.Explain(c.cmd, ctx, testNow)
		if v.Outcome != c.want || v.Rule != c.rule {
			t.Errorf("%q: got %s by %q (%s); want %s by %q", c.cmd, v.Outcome, v.Rule, v.Reason, c.want, c.rule)
		}
	}
}

// FuzzPidVarValues: any line is read without a panic, a certain reading
// has values, and a line without the variable's name gives none.
func FuzzPidVarValues(f *testing.F) {
	for _, c := range fx51kPidVarCases {
		f.Add(c.cmd)
	}
	f.Fuzz(func(t *testing.T, line string) {
		w := Word{Raw: "$p", Segs: []Seg{{Kind: SegParam, Text: "p"}}}
		vals, certain, ok := pidVarValues(line, w, len(line), false)
		if certain && !ok || ok && len(vals) == 0 {
			t.Fatalf("%q: values %v certain %v ok %v", line, vals, certain, ok)
		}
	})
}
