package patterns

import "testing"

// namedCases (effects12, A): an ask names the rule whose evidence is
// strongest, and its because is about the word that made it match. The
// context guards what the queue guards: the store, ozdesk's executable,
// and the harness settings of the home and of the cwd and every directory
// above it.
var namedCases = []struct {
	cwd, cmd, rule, class, certainty string
}{
	// A directory above the settings is first a directory deleted.
	{"/home/op/proj", `rm -rf "$(pwd)/.."`, "cmd.delete-home", "home", "certain"},
	{"/home/op/work/proj", `rm -rf "$(pwd)/.."`, "cmd.delete-outside", "outside-workdir", "certain"},
	{"/home/op/work/proj", `rm -rf "$PWD/.."`, "cmd.delete-outside", "outside-workdir", "certain"},
	{"/home/op/work/proj", "rm -rf ..", "cmd.delete-outside", "outside-workdir", "certain"},
	{"/home/op/work/proj", "rm -rf ../..", "cmd.delete-home", "home", "certain"},
	{"/home/op/proj", `rm -rf "$DIR/.."`, "cmd.delete-home", "home", "might"},
	{"/home/op/proj", `rm -rf "$(dirname "$0")/.."`, "cmd.delete-home", "home", "might"},
	// ... but one that holds ozdesk's own store stays guard-tamper's.
	{"/home/op/proj", "rm -rf ~/.local/state", "cmd.guard-tamper", "protected", "certain"},
	{"/home/op/proj", "rm -rf ~/.local/state/ozdesk", "cmd.guard-tamper", "protected", "certain"},
	{"/home/op/proj", "rm -rf ~/.local/bin", "cmd.guard-tamper", "protected", "certain"},
	{"/home/op/proj", "rm -rf /etc/ozdesk", "cmd.guard-tamper", "protected", "certain"},
	{"/home/op/proj", "rm -f /usr/local/bin/ozdesk", "cmd.guard-tamper", "protected", "certain"},
	{"/home/op/proj", "rm -rf /etc/profile.d", "cmd.guard-tamper", "protected", "certain"},
	// A system tree that holds ozdesk's files among everyone else's is
	// first the machine's tree deleted (fx47b, rt46 C1).
	{"/home/op/proj", "rm -rf /etc", "cmd.delete-outside", "outside-workdir", "certain"},
	{"/home/op/proj", "sudo rm -rf /usr/local", "cmd.delete-outside", "outside-workdir", "certain"},
	{"/home/op/proj", "rm -rf /usr/local/bin", "cmd.delete-outside", "outside-workdir", "certain"},
	{"/home/op/proj", "find /var -type f -delete", "cmd.delete-outside", "outside-workdir", "certain"},
	// ... but where cmd.system certainly matches as well, the machine's
	// programs or configuration, it names the part (fx48b, rt46:
	// systemOverOutside; cmd.delete-outside at fx47b).
	{"/home/op/proj", "chmod -R 000 /usr/bin", "cmd.system", "bin-mode-loss", "certain"},
	{"/home/op/proj", "echo \"nameserver 1.2.3.4\" > /etc/resolv.conf", "cmd.system", "system-config", "certain"},
	{"/home/op/proj", "mv /usr/bin/python3 /tmp/", "cmd.system", "system-program", "certain"},
	{"/home/op/proj", "chmod a-x /bin/*", "cmd.system", "bin-mode-loss", "certain"},
	{"/home/op/proj", "sudo rm /etc/resolv.conf", "cmd.system", "system-file", "certain"},
	{"/home/op/proj", "rm -rf /etc/nginx", "cmd.delete-outside", "outside-workdir", "certain"},
	{"/home/op/proj", "rm -rf /usr/lib/python3", "cmd.delete-outside", "outside-workdir", "certain"},
	{"/home/op/proj", "rm -rf /tmp/../etc", "cmd.delete-outside", "outside-workdir", "certain"},
	{"/home/op/proj", "rm -f .claude/settings.json", "cmd.guard-tamper", "protected", "certain"},
	// git clean without -x and reset --hard where git runs are left alone
	// (below); with -x, a pathspec or another tree they ask.
	{"/home/op/proj", "git clean -fdx", "cmd.guard-tamper", "protected", "certain"},
	{"/home/op/proj", "git clean -fd .claude", "cmd.guard-tamper", "protected", "might"},
	{"/home/op/proj", "git -C ~ clean -fd", "cmd.delete-home", "home", "certain"},
	{"/home/op/proj", "git reset --hard origin/main", "cmd.guard-tamper", "protected", "might"},
	// A delete of files only is never the home directory.
	{"/home/op/proj", `rm -f "$LOG"`, "cmd.credentials", "credentials", "might"},
	{"/home/op/proj", `unlink "$F"`, "cmd.credentials", "credentials", "might"},
	{"/home/op/proj", `truncate -s0 "$F"`, "cmd.credentials", "credentials", "might"},
	{"/home/op/proj", `rm "$A" "$B"`, "cmd.delete-home", "home", "might"},
	{"/home/op/proj", "rm -f ~/*", "cmd.delete-home", "home", "certain"},
	{"/home/op/proj", `rm -rf "$DIR"`, "cmd.delete-home", "home", "might"},
	// $PWD set in the line is not the cwd.
	{"/home/op/proj", `PWD=/; rm -rf "$PWD/build"`, "cmd.delete-outside", "outside-workdir", "might"},
	{"/home/op/proj", `read PWD; rm -rf "$PWD/build"`, "cmd.delete-outside", "outside-workdir", "might"},
	{"/home/op/proj", `pwd() { echo /; }; rm -rf "$(pwd)/build"`, "cmd.unreadable", "rebound", "certain"},
}

func TestNamedCases(t *testing.T) {
	pol, err := NewPolicy(nil)
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range namedCases {
		ctx := guardedContext(c.cwd)
		v := pol.Explain(c.cmd, ctx, testNow)
		rep := v.Report()
		var class, certainty string
		if d := v.Part; d >= 0 && d < len(rep.Parts) && rep.Parts[d].Because != nil {
			class, certainty = rep.Parts[d].Because.Class, rep.Parts[d].Because.Certainty
		}
		if v.Outcome != Ask || v.Rule != c.rule || class != c.class || certainty != c.certainty {
			t.Errorf("%q (cwd %s): got %s by %q because %s (%s); want ask by %q because %s (%s)",
				c.cmd, c.cwd, v.Outcome, v.Rule, class, certainty, c.rule, c.class, c.certainty)
		}
	}
	for _, cmd := range []string{`rm -rf "$(pwd)/build"`, "rm -rf `pwd`/dist", `cd /tmp && rm -rf "$(pwd)/x"`,
		"git clean -fd", "git reset --hard", "git reset --hard HEAD", "git clean -fdq"} {
		if v := pol.Explain(cmd, guardedContext("/home/op/proj"), testNow); v.Outcome != Allow {
			t.Errorf("%q: got %s by %q, want allow", cmd, v.Outcome, v.Rule)
		}
	}
}

// guardedContext is the context the queue gives an ask from cwd (its own
// workdir): the store, ozdesk's executable and GuardedPaths protected.
func guardedContext(cwd string) *Context {
	ctx := testContext()
	ctx.Cwd, ctx.Workdir = cwd, cwd
	ctx.Protected = append([]string{"/home/op/.local/state/ozdesk", "/usr/local/bin/ozdesk"},
		GuardedPaths("/home/op", ancestors(cwd)...)...)
	return ctx
}

// TestMadePathSentence: a path the reader made from a part or a word
// (the tree git clean deletes, a destination's entry, find's root) is not
// said to be "not known": its text is; what the path is might not be.
func TestMadePathSentence(t *testing.T) {
	pol, err := NewPolicy(nil)
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct{ cmd, want string }{
		{"git clean -fd .claude", "a path in `.claude` might name a path ozdesk protects; if it does, this deletes it"},
		{"git -C /srv/app reset --hard", "a path `git -C /srv/app reset --hard` overwrites or deletes might name a path outside the working directory; if it does, this overwrites or deletes it"},
		{`mv "$F" ~/`, "a path in `~/` might name a path ozdesk protects; if it does, this overwrites it"},
		{"find .. -name '*.tmp' -delete", "a path in `..` might name a path outside the working directory; if it does, this deletes it"},
		{`rm -rf "$DIR"`, "`\"$DIR\"` is not known here; if it names your home directory, a directory holding it or all its entries, this deletes it"},
	} {
		v := pol.Explain(c.cmd, guardedContext("/home/op/proj"), testNow)
		rep := v.Report()
		if v.Part < 0 || rep.Parts[v.Part].Because == nil {
			t.Errorf("%q: no because", c.cmd)
			continue
		}
		if got := rep.Parts[v.Part].Because.Sentence(); got != c.want {
			t.Errorf("%q:\n got %s\nwant %s", c.cmd, got, c.want)
		}
	}
}
