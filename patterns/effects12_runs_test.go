package patterns

import "testing"

// effects12RunsCases: programs that run a command through an option, a
// start-up command, a key binding or a database shell's escape; the
// command is read, or the part is unreadable where it cannot be.
var effects12RunsCases = []runnerCase{
	asks("sort --compress-program='rm -rf ~' -S 1 big.txt", "cmd.delete-home"),
	asks("sort --compress-prog='rm -rf ~' -S 1 big.txt", "cmd.delete-home"),
	asks("sort -S 1 --compress-program 'rm -rf ~' big.txt", "cmd.delete-home"),
	asks("less -f '+!rm -rf ~' README.md", "cmd.delete-home"),
	asks("less '++!rm -rf ~' README.md", "cmd.delete-home"),
	unread("less \"+!$CMD\" README.md", UnreadableNestedDynamic),
	unread("less '+|cat' README.md", UnreadableForeignCode),
	asks("fzf --preview 'rm -rf ~'", "cmd.delete-home"),
	unread("fzf --bind 'enter:execute(rm -rf ~)'", UnreadableForeignCode),
	unread("fzf --bind=enter:become:vim", UnreadableForeignCode),
	asks("bat --pager 'rm -rf ~' README.md", "cmd.delete-home"),
	asks("psql -c '\\! rm -rf ~'", "cmd.delete-home"),
	asks("psql --command='select 1 \\\\ \\! rm -rf ~'", "cmd.delete-home"),
	asks("mysql -e 'system rm -rf ~'", "cmd.delete-home"),
	asks("mariadb -e 'select 1; \\! rm -rf ~'", "cmd.delete-home"),
	asks("sqlite3 x.db '.shell rm -rf ~'", "cmd.delete-home"),
	asks("sqlite3 -cmd '.system rm -rf ~' x.db", "cmd.delete-home"),
	asks("git -c gpg.program='rm -rf ~' commit -S -m x", "cmd.delete-home"),
	asks("SUDO_ASKPASS='rm -rf ~' sudo -A ls", "cmd.delete-home"),
	allows("sort --compress-program=gzip -S 1 big.txt"),
	allows("sort -u -o out.txt in.txt"),
	allows("less +G README.md"),
	allows("less -R +/pattern README.md"),
	allows("fzf --preview 'cat {}'"),
	allows("fzf --bind 'ctrl-a:select-all'"),
	allows("bat --pager 'less -R' README.md"),
	allows("psql -c '\\dt'"),
	allows("psql -c 'select 1'"),
	allows("mysql -e 'select system_user()'"),
	allows("sqlite3 app.db '.tables'"),
	allows("rg --pre ./pre.sh foo"),
	allows("scp -S ssh a.txt h:"),
	allows("git -c gpg.program=gpg2 commit -S -m x"),
}

func TestEffects12RunsCases(t *testing.T) {
	testRunnerTable(t, effects12RunsCases)
}
