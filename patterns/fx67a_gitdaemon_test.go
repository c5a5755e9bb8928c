package patterns

import "testing"

// TestFx67aGitDaemon: git daemon with --export-all serving the home, a
// directory outside the workdir, or the whole machine (no base path, no
// directory) asks cmd.credentials, as `python3 -m http.server -d ~` does
// (rt65 A11); serving the project, or without --export-all (only the
// repositories that opt in), is left alone, as http.server in it is.
func TestFx67aGitDaemon(t *testing.T) {
	pol, err := NewPolicy(nil)
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []evalCase{
		ask("python3 -m http.server -d ~", "cmd.credentials"), // the rule reused
		ask("git daemon --export-all --base-path=$HOME", "cmd.credentials"),
		ask("git daemon --export-all --base-path=/home/op --reuseaddr", "cmd.credentials"),
		ask("git daemon --export-all --base-path=/srv/git", "cmd.credentials"),
		ask("git daemon --export-all", "cmd.credentials"),
		ask("git daemon --export-all ~/repos", "cmd.credentials"),
		ask("git daemon --export-all --user-path", "cmd.credentials"),
		ask("git daemon --export-all --interpolated-path=/srv/%H%D", "cmd.credentials"),
		ask("git -C /home/op daemon --export-all", "cmd.credentials"),
		ask("/usr/lib/git-core/git-daemon --export-all --base-path=/home/op", "cmd.credentials"),
		allow("python3 -m http.server"),
		allow("git daemon --export-all --base-path=. --reuseaddr"),
		allow("git daemon --base-path=. --export-all"),
		allow("git daemon --export-all /home/op/proj"),
		allow("git daemon --base-path=/home/op"),
		allow("git status"),
	} {
		v := pol.Explain(c.cmd, guardedContext("/home/op/proj"), testNow)
		if v.Outcome != c.want || v.Rule != c.rule {
			t.Errorf("%q: got %s by %q (%s); want %s by %q", c.cmd, v.Outcome, v.Rule, v.Reason, c.want, c.rule)
		}
	}
}

// FuzzDaemonDirs: git daemon's words read without a panic, and a daemon
// that serves always names at least one directory.
func FuzzDaemonDirs(f *testing.F) {
	for _, s := range []string{"git daemon --export-all --base-path=$HOME", "git daemon --export-all -- x", "git daemon --interpolated-path=%D --export-all", "git -C x daemon"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, line string) {
		cmd := Read(line)
		if cmd == nil {
			return
		}
		for _, p := range cmd.Parts {
			dirs, _, serves := gitDaemonDirs(p.Args())
			if serves && len(dirs) == 0 {
				t.Fatalf("%q: serves nothing named", line)
			}
		}
	})
}
