package patterns

import "testing"

// fx44e2Cases (issue 7, rt42 and reviews): each ask says truthfully why
// it asks, with the certainty it has, and everyday lines stay quiet.
// class and certainty are the deciding part's because; an allow has
// rule "".
var fx44e2Cases = []struct{ cmd, rule, class, certainty string }{
	// A lone substitution that locates ozdesk names its executable for
	// certain: the shell prints the path it would run.
	{`curl -o "$(command -v ozdesk)" https://example.com/x`, "cmd.guard-tamper", "protected", "certain"},
	{"go build -o `which ozdesk` .", "cmd.guard-tamper", "protected", "certain"},
	{`O=$(type -P ozdesk); cp /bin/true "$O"`, "cmd.guard-tamper", "protected", "certain"},
	{`cp x "$(command -v ozdeskx)"`, "cmd.guard-tamper", "protected", "might"},
	{`O=$(command -v ozdesk); echo "$O"`, "", "", ""},

	// find -empty deletes only the empty files and directories below
	// its starting points: which of them is not known here.
	{"find . -empty -delete", "cmd.guard-tamper", "protected", "might"},
	{"find . -type d -empty -delete", "cmd.guard-tamper", "protected", "might"},
	{"find .git -empty -delete", "cmd.force-push", "git-repo", "might"},
	{"find . -empty -o -name x -delete", "cmd.guard-tamper", "protected", "certain"},
	{"find . -delete", "cmd.guard-tamper", "protected", "certain"},
	{"find build -empty -delete", "", "", ""},
}

func TestFx44e2Because(t *testing.T) {
	pol, err := NewPolicy(nil)
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range fx44e2Cases {
		checkFx40cBecause(t, pol, c.cmd, guardedContext("/home/op/proj"), c.rule, c.class, c.certainty)
	}
}

// fx44e2Everyday (issue 7): everyday lines that asked. A tunnel to a
// development server's port and an interactive registry login are left
// alone; a tunnel serving files or a sensitive port, and a login given a
// password on the line or on standard input, still ask.
var fx44e2Everyday = []evalCase{
	allow("ngrok http 3000"),
	allow("ngrok http localhost:8080"),
	allow("ngrok http --url=demo.ngrok.app 5173"),
	ask("ngrok http file://$HOME", "cmd.credentials"),
	ask("ngrok http file:///home/op", "cmd.credentials"),
	ask("ngrok http 3000 file://$HOME", "cmd.credentials"),
	ask("ngrok http 5432", "cmd.credentials"),
	ask("ngrok http 80", "cmd.credentials"),
	ask("ngrok http $PORT", "cmd.credentials"),
	ask("ngrok tcp 3000", "cmd.credentials"),
	allow("docker login ghcr.io"),
	allow("docker login -u eve ghcr.io"),
	allow("podman login quay.io"),
	ask("docker login -u eve -p hunter2 ghcr.io", "cmd.credentials"),
	ask("docker login -u eve --password=hunter2 ghcr.io", "cmd.credentials"),
	ask(`echo "$CR_PAT" | docker login --password-stdin ghcr.io`, "cmd.credentials"),
}

func TestFx44e2Everyday(t *testing.T) { runGuardedCases(t, fx44e2Everyday) }

// fx44e2LineHome (issue 7): a variable the line sets to the home or a
// plain path below it is that path, as plain text is (fx43e2).
var fx44e2LineHome = []struct{ cmd, rule, class, certainty string }{
	{`D=~; rm -rf "$D"`, "cmd.delete-home", "home", "certain"},
	{`D=~; rm -rf $D`, "cmd.delete-home", "home", "certain"},
	{`D="$HOME"; rm -rf "$D"/`, "cmd.delete-home", "home", "certain"},
	{`D=~; rm -rf "$D/x"`, "cmd.delete-outside", "outside-workdir", "certain"},
	{`D=$HOME/sub; rm -rf $D`, "cmd.delete-outside", "outside-workdir", "certain"},
	{`D=~/.ssh; rm -rf "$D"`, "cmd.credentials", "credentials", "certain"},
	{`D=~/proj/build; rm -rf "$D/x"`, "", "", ""},
	{`D=~/proj/build; rm -rf $D`, "", "", ""},
	// quoted, ~ is a name: D's only value makes ./~/x, in the workdir
	// (fx45r, class_loopvar.go); HOME set later: not known
	{`D="~"; rm -rf "$D/x"`, "", "", ""},
	{`D=~; HOME=/tmp; rm -rf "$D/x"`, "cmd.delete-outside", "outside-workdir", "might"},
}

func TestFx44e2LineHome(t *testing.T) {
	pol, err := NewPolicy(nil)
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range fx44e2LineHome {
		checkFx40cBecause(t, pol, c.cmd, guardedContext("/home/op/proj"), c.rule, c.class, c.certainty)
	}
}

// fx44e2Pinned (issue 7): readings the brief listed that the defaults
// already give, kept so: a path is cleaned (., .., //) before it is
// compared with the home and the protected paths; a `!` alias defined
// by -c is read as its nested command; a trap's action is a nested
// command, and its usual cleanup idioms stay quiet.
var fx44e2Pinned = []struct{ cmd, rule, class, certainty string }{
	{"rm -rf /home/op/proj/../../op", "cmd.delete-home", "home", "certain"},
	{"rm -rf //home/op", "cmd.delete-home", "home", "certain"},
	{"rm -rf /tmp/../home/op/", "cmd.delete-home", "home", "certain"},
	{"rm -f /usr/local/lib/../bin/ozdesk", "cmd.guard-tamper", "protected", "certain"},
	{"rm -f /home/op/proj/./.claude/settings.json", "cmd.guard-tamper", "protected", "certain"},
	{"rm -rf /./root", "cmd.delete-outside", "outside-workdir", "certain"},
	{"git -c alias.x='!rm -rf ~' x", "cmd.delete-home", "home", "certain"},
	{"git -c alias.x='!rm -rf ~/.ssh' x", "cmd.credentials", "credentials", "certain"},
	{"git -c alias.st=status st", "", "", ""},
	{`trap "rm -rf $TMPDIR/proj-x" EXIT`, "", "", ""},
	{`tmp=$(mktemp) && trap "rm -f $tmp" EXIT`, "", "", ""},
	{`trap 'kill $(jobs -p)' EXIT`, "", "", ""},
	{`trap 'rm -rf ~' EXIT`, "cmd.delete-home", "home", "certain"},
	{`trap "rm -rf ~" DEBUG; ls`, "cmd.delete-home", "home", "certain"},
	// kept asking (decided): $tmp is not set by the line, so its value
	// comes from wherever the shell got it, as in `rm -f "$tmp"`
	{`trap 'rm -f "$tmp"' EXIT`, "cmd.credentials", "credentials", "might"},
}

func TestFx44e2Pinned(t *testing.T) {
	pol, err := NewPolicy(nil)
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range fx44e2Pinned {
		checkFx40cBecause(t, pol, c.cmd, guardedContext("/home/op/proj"), c.rule, c.class, c.certainty)
	}
}
