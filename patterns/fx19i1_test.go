package patterns

import "testing"

// fx19iHomeCases: HOME assigned in the line, pushd's rotations,
// cdable_vars and a physical cd move `~` and the directory where the
// reader cannot follow (rt19i #8, #9): each asks, never allows as though
// `~` were still the account's home or the cd were lexical.
var fx19iHomeCases = []runnerCase{
	asks("HOME=/home; rm -rf ~/op", "cmd.unreadable"),
	asks("HOME=/home/op/.claude; echo '{}' > ~/settings.json", "cmd.unreadable"),
	asks("export HOME=/home/op/.codex; echo x >> ~/config.toml", "cmd.unreadable"),
	asks("HOME=/home/op/.claude; cd; echo '{}' > settings.json", "cmd.delete-outside"), // the place is unknown; the delete or overwrite there is outside the workdir, named so by fx9g's order
	asks("HOME=/home/op/.claude; cd ~; rm -rf hooks", "cmd.delete-outside"),            // the place is unknown; the delete or overwrite there is outside the workdir, named so by fx9g's order
	asks("read HOME <<< /home/op/.claude; echo x > ~/settings.json", "cmd.unreadable"),
	asks("HOME=$h/.claude; echo x > ~/settings.json", "cmd.unreadable"),
	asks("shopt -s cdable_vars; x=/home/op/.claude; cd x; echo '{}' > settings.json", "cmd.unreadable"),
	asks("cd -P pp/.. && echo '{}' > settings.json", "cmd.unreadable"),
	asks("set -P; cd sub/..; echo '{}' > settings.json", "cmd.unreadable"),
	asks("set -o physical; cd sub/..; echo '{}' > settings.json", "cmd.unreadable"),
	asks("cd sub && cd -P .. && echo '{}' > settings.json", "cmd.unreadable"),
	allows("echo ~/x; HOME=/tmp/h true"),
	allows("cd sub && echo x > notes.txt"),
	allows("cd physical && echo x > notes.txt"),
}

// fx19iPushdCases: pushd +N rotates the stack to a directory pushed
// earlier; the directory after it is not known.
var fx19iPushdCases = []runnerCase{
	asks("pushd ~/.claude; pushd /tmp; pushd +1; echo x > settings.json", "cmd.unreadable"),
	asks("pushd ~/.claude; pushd /tmp; pushd -1; rm -rf hooks", "cmd.unreadable"),
	asks("pushd ~/.claude; pushd /tmp; pushd /; popd +1; echo x > settings.json", "cmd.unreadable"),
	allows("pushd /tmp; echo x > notes.txt"),
}

func TestFx19iHome(t *testing.T)  { testRunnerTable(t, fx19iHomeCases) }
func TestFx19iPushd(t *testing.T) { testRunnerTable(t, fx19iPushdCases) }
