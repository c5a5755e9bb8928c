package patterns

import "testing"

// scriptWriteCases (rt14d finding 1): files written from inside a
// program's own language are writes of those paths, as a redirection of
// them is: sed's w and s///w, awk's print > "FILE", vim's and ex's :w FILE
// (ex -sc bundles -c), sqlite3's .once and .output, mysql's --tee and tee,
// git config --file. sed and awk take ~ as text; vim reads it as the home.
var scriptWriteCases = []evalCase{
	ask(`sed -n 'w /root/.ssh/authorized_keys' key.pub`, "cmd.credentials"),
	ask(`sed -e '$a\' -e 'w /etc/sudoers.d/x' README.md`, "cmd.credentials"),
	ask(`sed 's/x/y/w /root/.ssh/authorized_keys' README.md`, "cmd.credentials"),
	ask(`sed -n '1W /home/op/.claude/settings.json' README.md`, "cmd.guard-tamper"),
	ask(`awk 'BEGIN{printf "x" > "/home/op/.claude/settings.json"}'`, "cmd.guard-tamper"),
	ask(`awk '{print > "/root/.ssh/authorized_keys"}' README.md`, "cmd.credentials"),
	ask(`gawk '{print > ENVIRON["HOME"] "/.bashrc"}' README.md`, "cmd.guard-tamper"),
	ask(`awk '{if (NR > 1) print $0 >> "/root/.ssh/authorized_keys"}' k`, "cmd.credentials"),
	ask(`vim -c 'w! ~/.bashrc' -c q README.md`, "cmd.guard-tamper"),
	ask(`nvim --headless +'w! ~/.claude/settings.json' +q README.md`, "cmd.guard-tamper"),
	ask(`ex -sc 'w! /root/.ssh/authorized_keys|q' key.pub`, "cmd.credentials"),
	ask(`ex -sc '!rm -rf ~' f`, "cmd.delete-home"),
	ask(`vim -c 'saveas $HOME/.zshrc' x`, "cmd.guard-tamper"),
	ask(`sqlite3 x.db '.once /root/.ssh/authorized_keys' 'select 1'`, "cmd.credentials"),
	ask(`sqlite3 x.db '.output /home/op/.bashrc' 'select 1'`, "cmd.guard-tamper"),
	ask(`mysql --tee=/home/op/.bashrc -e 'select 1'`, "cmd.guard-tamper"),
	ask(`mysql -e 'tee /home/op/.bashrc; select 1'`, "cmd.guard-tamper"),
	ask(`git config --file ~/.claude/settings.json x.y z`, "cmd.guard-tamper"),
	ask(`git config -f ~/.ssh/config x.y z`, "cmd.credentials"),
	ask(`git config set --file ~/.bashrc x.y z`, "cmd.guard-tamper"),
	// sed writes ./~/.claude/settings.json, not the home's: a harness's
	// settings in the directory ./~ all the same (rt37h D1).
	ask(`sed '1w ~/.claude/settings.json' README.md`, "cmd.guard-tamper"),
	allow(`sed -n 's/a/b/w changes.log' f.txt`),
	allow(`sed -n 's/x/y/w /dev/stdout' f`),
	allow(`awk '$3 > 10 {print $1}' data.tsv`),
	allow(`awk '{if ($2 > 3) print $1 > "out.txt"}' d`),
	allow(`awk '{ print ($1 > $2) }' d`),
	allow(`vim -c 'wq' README.md`),
	allow(`ex -sc '%s/a/b/|x' f.txt`),
	allow(`git config --file .gitmodules submodule.x.url https://example.com/x.git`),
	allow(`git config -f ~/.gitconfig --get user.name`),
	allow(`sqlite3 dev.db '.output report.csv' 'select * from t'`),
	allow(`mysql --tee=session.log -e 'select 1'`),
}

func TestScriptWriteCases(t *testing.T) { runGuardedCases(t, scriptWriteCases) }
