package patterns

import (
	"fmt"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"
)

// FuzzEffects: whatever the line and however wide the allows, a line with
// a rebinding (an alias or a function named like a part's program) or a
// second evaluation (a value read from input and then used in arithmetic)
// added before or after it is never allowed, nor is a line in which a
// part's file was written earlier.
func FuzzEffects(f *testing.F) {
	for _, c := range slicesOfCases() {
		f.Add(c)
	}
	for _, c := range corpusSeeds(f) {
		f.Add(c)
	}
	// literal aliases, read as their text put in place (fx39b)
	for _, c := range []string{"alias ll='ls -la'\nll", "alias x='rm -rf'\nx ~", "alias a=b\nalias b=a\na",
		"alias ls='ls -la'\nls; ls", "alias z=/tmp/z; eval \"$(z init bash)\"", "alias s='nice '\ns ls"} {
		f.Add(c)
	}
	// files written from literal text, then run: read as their text (fx40d)
	for _, c := range []string{"cat > /tmp/t.py <<'EOF'\nprint(1)\nEOF\npython3 /tmp/t.py", "echo 'ls' > t.sh && chmod +x t.sh && ./t.sh",
		"printf 'echo hi\\n' > t.sh; sh t.sh", "tee t.sh <<'EOF'\nls\nEOF\nbash t.sh", "cat > t <<'EOF'\n#!/usr/bin/env node\nconsole.log(1)\nEOF\n./t"} {
		f.Add(c)
	}
	// lftp's command strings and wget -x's URL paths, read by does_lftp.go
	// and does_wgetdirs.go (fx40e)
	for _, c := range []string{"lftp -c 'mirror -R \"a b\" /; lcd x'", "lftp -e 'mirror -O d -P3 src' h",
		"lftp -c 'mirror -R' -e \"mirror '\" h", "wget -x -nH --cut-dirs=9 http://h/%2e%2e/.claude/s",
		"wget -x --protocol-directories ftp://h:21/a/ -P ~"} {
		f.Add(c)
	}
	var wide wideAllows
	f.Fuzz(func(t *testing.T, src string) {
		if len(src) > 1<<12 {
			return
		}
		dog := time.AfterFunc(5*time.Second, func() { panic(fmt.Sprintf("slow input: %q", src)) })
		defer dog.Stop()
		cmd := Read(src)
		if len(cmd.Parts) == 0 || strings.ContainsAny(src, "\x00") {
			return
		}
		var lines []string
		// Second evaluation after the line.
		lines = append(lines, src+"\nread -r zq; echo $((zq))")
		tried := 0
		dirs := false
		for _, p := range cmd.Parts {
			dirs = dirs || dirWalkers.get()[p.Program] || p.away || len(p.Wrappers) > 0 || p.Depth > 0
		}
		for _, p := range cmd.Parts {
			if tried >= 3 || p.Unreadable != nil || len(p.Words) == 0 {
				continue
			}
			w := p.Words[0]
			v, lit := w.Literal()
			if !lit || !plainShellWord(v) {
				continue
			}
			tried++
			if !strings.Contains(v, "/") && validName(v) {
				// a literal alias is read as its text (read_alias.go): the
				// rebinding is one whose value is not known
				lines = append(lines, "alias "+v+"=\"$zq\"\n"+src)
				if knownName(v) {
					lines = append(lines, v+"() { :; }\n"+src)
				}
			}
			if strings.HasPrefix(v, "/") && !strings.HasPrefix(v, "/dev/") && !strings.HasPrefix(v, "/proc/") ||
				strings.Contains(v, "/") && !dirs {
				// text not known: a literal one is read as itself (fx40d)
				lines = append(lines, "echo \"$zq\" > "+v+"\n"+src)
			}
		}
		for _, line := range lines {
			if v := wide.evaluate(t, line); v.Outcome == Allow {
				t.Fatalf("%q is allowed by %q: a rebinding, second evaluation or made file before it changed nothing", line, v.Rule)
			}
		}
	})
}

// plainShellWord reports whether v may be written unquoted in a line.
func plainShellWord(v string) bool {
	return v != "" && strings.Trim(v, "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_./-+") == "" &&
		!strings.HasPrefix(v, "-")
}

// wideAllows evaluates lines with an allow for every program their parts
// run, with no guard rails. It compiles the policy for each list of
// programs once and keeps up to maxWidePolicies of them: compiling one
// (the defaults with it) costs several times what evaluating a line
// does, and the corpus seeds ask for the same few programs thousands of
// times.
type wideAllows struct {
	mu       sync.Mutex
	policies map[string]*Policy
}

// maxWidePolicies bounds the policies a wideAllows keeps while fuzzing.
const maxWidePolicies = 1 << 12

// evaluate evaluates line with an allow for every program its parts run.
func (w *wideAllows) evaluate(t *testing.T, line string) *Verdict {
	t.Helper()
	cmd := Read(line)
	var programs []string
	seen := map[string]bool{}
	for _, p := range cmd.Parts {
		if !seen[p.Program] {
			seen[p.Program] = true
			programs = append(programs, p.Program)
		}
	}
	key := strings.Join(programs, "\x00")
	w.mu.Lock()
	pol := w.policies[key]
	w.mu.Unlock()
	if pol == nil {
		var rules []*Rule
		for _, prog := range programs {
			pat, err := ParsePattern(strconv.Quote(prog) + " **")
			if err != nil || pat.Check(Allow) != nil {
				continue
			}
			rules = append(rules, &Rule{ID: "allow-" + prog, Outcome: Allow, Pattern: pat, End: testNow.Add(time.Hour)})
		}
		var err error
		if pol, err = NewPolicy(rules); err != nil {
			t.Fatalf("policy: %v", err)
		}
		w.mu.Lock()
		if w.policies == nil {
			w.policies = map[string]*Policy{}
		}
		if len(w.policies) < maxWidePolicies {
			w.policies[key] = pol
		}
		w.mu.Unlock()
	}
	return pol.Evaluate(cmd, testContext(), testNow)
}

// slicesOfCases are the fuzz target's seeds: the effects rows and some
// everyday lines.
func slicesOfCases() []string {
	out := []string{"./run.sh", "/tmp/x.sh --flag", "git status", "cd d && ./x", "ls | sort", "make test", "bin/app -v"}
	for _, c := range effectCases {
		out = append(out, c.cmd)
	}
	for _, c := range reboundCases {
		out = append(out, c.cmd)
	}
	for _, c := range fx39fConfigCases { // configuration files by option (effects_optconfig.go)
		out = append(out, c.cmd)
	}
	for _, c := range reachCases {
		out = append(out, c.cmd)
	}
	for _, cs := range [][]evalCase{fx32bFetchCases, fx32bBraceCases, fx32bBackupCases,
		fx38eShellPathCases, fx38eFifoCases, fx38eToolCmdCases, fx38eDeviceArgCases, envFromDataCases} {
		for _, c := range cs {
			out = append(out, c.cmd)
		}
	}
	return out
}
