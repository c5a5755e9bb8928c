package patterns

import (
	"path"
	"strings"
	"testing"
)

// TestGitForeignRepo: a git part in a repository foreign to the workdir is
// foreign-code, judged with the workdir (issue 7), and the because word is
// the one that puts git there; the workdir's own repositories, its
// siblings outside the temporary directories and other checkouts are left
// alone.
func TestGitForeignRepo(t *testing.T) {
	pol, err := NewPolicy(nil)
	if err != nil {
		t.Fatal(err)
	}
	cases := []struct {
		cwd, cmd string
		rule     string // "" for allow
		word     string // the because word
		might    bool
	}{
		{"/home/op/proj", "GIT_DIR=/tmp/evil/.git git status", UnreadableRule, "/tmp/evil/.git", false},
		{"/home/op/proj", "git -C /tmp/untrusted status", UnreadableRule, "/tmp/untrusted", false},
		{"/home/op/proj", "git --git-dir=/tmp/x/.git --work-tree=. log", UnreadableRule, "/tmp/x/.git", false},
		{"/home/op/proj", "git -C/var/tmp/r log", UnreadableRule, "/var/tmp/r", false},
		{"/home/op/proj", "env GIT_DIR=/dev/shm/r git log", UnreadableRule, "/dev/shm/r", false},
		{"/home/op/proj", "export GIT_DIR=/tmp/e/.git; git status", UnreadableRule, "git status", false},
		{"/home/op/proj", "cd /tmp/evil && git status", UnreadableRule, "git status", false},
		{"/home/op/proj", `git -C "$TMPDIR/r" log`, UnreadableRule, `"$TMPDIR/r"`, false},
		{"/home/op/proj", `git -C "$D" status`, UnreadableRule, `"$D"`, true},
		{"/home/op/proj", "GIT_DIR=$R/.git git log", UnreadableRule, "$R/.git", true},
		{"/home/op/proj", "git clone https://github.com/e/x /tmp/x && git -C /tmp/x status", UnreadableRule, "/tmp/x", false},
		{"/home/op/proj", "git clone https://github.com/e/x ../x && git -C ../x log", UnreadableRule, "../x", false},
		{"/home/op/proj", "git clone https://github.com/e/x ../x && cd ../x && git log", UnreadableRule, "git log", false},
		{"/tmp/proj", "git -C ../other status", UnreadableRule, "../other", false},
		// A default that certainly matches names the ask (fx41a); one that
		// might names a guess.
		{"/home/op/proj", "git -C /tmp/x push -f origin main", "cmd.force-push", "main", false},
		{"/home/op/proj", `git -C "$D" push -f origin feature`, "cmd.force-push", "", true},
		// Left alone.
		{"/home/op/proj", "git status", "", "", false},
		{"/home/op/proj", "git -C sub status", "", "", false},
		{"/home/op/proj", "git -C ./vendor/lib log", "", "", false},
		{"/home/op/proj", "cd sub && git log", "", "", false},
		{"/home/op/proj", "git -C ../other status", "", "", false},
		{"/home/op/proj", "git --git-dir=../other/.git log", "", "", false},
		{"/home/op/proj", "git -C ~/src/other status", "", "", false},
		{"/home/op/proj", "git -C /srv/app log", "", "", false},
		{"/home/op/proj", "git -C /home/op/proj/sub status", "", "", false},
		{"/home/op/proj", "git --work-tree=/tmp/x status", "", "", false},
		{"/home/op/proj", `git -C "$PWD" status`, "", "", false},
		{"/home/op/proj", `git -C "$(git rev-parse --show-toplevel)" status`, "", "", false},
		{"/home/op/proj", "GIT_DIR=$PWD/.git git log", "", "", false},
		{"/home/op/proj", "git -C /tmp clone https://github.com/e/x", "", "", false},
		{"/home/op/proj", "git init /tmp/x", "", "", false},
		{"/home/op/proj", "git clone https://github.com/e/x vendor/x && git -C vendor/x log", "", "", false},
		{"/tmp/proj", "git -C sub status", "", "", false},
		{"/tmp/proj", "git status", "", "", false},
		{"/tmp/build-1/app", "git -C ../lib log", "", "", false},
		{"/tmp/build-1/app", "git -C /tmp/build-1/lib log", "", "", false},
	}
	for _, c := range cases {
		v := pol.Explain(c.cmd, guardedContext(c.cwd), testNow)
		want := Allow
		if c.rule != "" {
			want = Ask
		}
		if v.Outcome != want || v.Rule != c.rule {
			t.Errorf("%s: %q: got %s by %q (%s), want %s by %q", c.cwd, c.cmd, v.Outcome, v.Rule, v.Reason, want, c.rule)
			continue
		}
		if want == Allow {
			continue
		}
		b := v.Parts[v.Part].Because
		if b == nil {
			t.Errorf("%q: no because", c.cmd)
			continue
		}
		if got := v.Command.Source[b.Span.Start:b.Span.End]; c.word != "" && got != c.word {
			t.Errorf("%q: because %q, want %q", c.cmd, got, c.word)
		}
		if b.Certain == c.might {
			t.Errorf("%q: because certain %v, want %v", c.cmd, b.Certain, !c.might)
		}
		if c.rule == UnreadableRule && (b.Class != string(UnreadableForeignCode) || !strings.Contains(v.Reason, "read its configuration")) {
			t.Errorf("%q: class %q, reason %q", c.cmd, b.Class, v.Reason)
		}
		if c.rule == UnreadableRule && c.might != strings.Contains(v.Reason, "might") {
			t.Errorf("%q: reason %q says might %v, want %v", c.cmd, v.Reason, !c.might, c.might)
		}
	}
}

// TestGitForeignRepoKeepsCommand: the evaluation marks a copy of the
// command; the caller's, evaluated again with another workdir, is
// judged afresh and not changed.
func TestGitForeignRepoKeepsCommand(t *testing.T) {
	pol, err := NewPolicy(nil)
	if err != nil {
		t.Fatal(err)
	}
	cmd := Read("git -C /tmp/proj/sub status")
	if v := pol.Evaluate(cmd, guardedContext("/home/op/proj"), testNow); v.Outcome != Ask || len(v.Unreadable) != 1 {
		t.Fatalf("outside the workdir: %s, unreadable %v", v.Outcome, v.Unreadable)
	}
	if cmd.Parts[0].Unreadable != nil || len(cmd.Unreadable) != 0 {
		t.Fatalf("the caller's command was marked: %+v", cmd.Unreadable)
	}
	if v := pol.Evaluate(cmd, guardedContext("/tmp/proj"), testNow); v.Outcome != Allow || len(v.Unreadable) != 0 {
		t.Errorf("inside the workdir: %s (%s), unreadable %v", v.Outcome, v.Reason, v.Unreadable)
	}
}

// FuzzForeignRepoDir: the judgement of a directory never panics, a
// directory in the workdir is never foreign, and one in /tmp outside
// the workdir and its parent always is.
func FuzzForeignRepoDir(f *testing.F) {
	for _, s := range [][2]string{{"/tmp/x", "/home/op/proj"}, {"/tmp/proj/sub", "/tmp/proj"}, {"/tmp/other", "/tmp/proj"},
		{"/tmp/b/lib", "/tmp/b/app"}, {"/var/tmp", "/"}, {"/dev/shm/x", ""}, {"/home/op/x", "/home/op/proj"}} {
		f.Add(s[0], s[1])
	}
	f.Fuzz(func(t *testing.T, dir, wd string) {
		if !strings.HasPrefix(dir, "/") || strings.Contains(dir, "/.") || strings.Contains(dir, "//") || strings.HasSuffix(dir, "/") && dir != "/" {
			return // the evaluation hands it clean absolute directories
		}
		got := foreignRepoDir(dir, wd)
		cwd := path.Clean(wd)
		if strings.HasPrefix(wd, "/") && cwd != "/" && within(dir, cwd) && got {
			t.Errorf("%q in workdir %q judged foreign", dir, wd)
		}
		if got && !tempDirPath(dir) {
			t.Errorf("%q outside the temporary directories judged foreign", dir)
		}
		if strings.HasPrefix(dir, "/tmp/") && !(strings.HasPrefix(wd, "/") && strings.HasPrefix(cwd, "/tmp")) && !got {
			t.Errorf("%q with workdir %q left alone", dir, wd)
		}
	})
}
