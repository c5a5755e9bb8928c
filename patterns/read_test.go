package patterns

import (
	"slices"
	"testing"
)

const (
	uParse   = UnreadableParse
	uEval    = UnreadableEval
	uProg    = UnreadableProgram
	uPipe    = UnreadablePipeShell
	uHere    = UnreadableHereShell
	uProc    = UnreadableProcShell
	uDynNest = UnreadableNestedDynamic
	uDepth   = UnreadableDepth
)

var listCases = []readCase{
	rc("rm -rf /", pt("rm", ws("rm", "-rf", "/"))),
	rc("", nil...),
	rc("# just a comment"),
	rc("a; b", pt("a"), pt("b")),
	rc("a && b || c", pt("a"), pt("b"), pt("c")),
	rc("a & b", pt("a"), pt("b")),
	rc("a\nb\n\nc", pt("a"), pt("b"), pt("c")),
	rc("! a", pt("a")),
	rc("a | b | c",
		pt("a", stage(0, 0, 3)), pt("b", fed(FeedPipe), stage(0, 1, 3)), pt("c", fed(FeedPipe), stage(0, 2, 3))),
	rc("a |& b", pt("a", stage(0, 0, 2)), pt("b", fed(FeedPipe), stage(0, 1, 2))),
	rc("a | b; c | d",
		pt("a", stage(0, 0, 2)), pt("b", fed(FeedPipe), stage(0, 1, 2)),
		pt("c", stage(1, 0, 2)), pt("d", fed(FeedPipe), stage(1, 1, 2))),
	rc("a && b | c", pt("a", stage(-1, 0, 0)), pt("b", stage(0, 0, 2)), pt("c", fed(FeedPipe))),
	rc("(a; b)", pt("a"), pt("b")),
	rc("{ a; b; }", pt("a"), pt("b")),
	rc("a | { b; c; }", pt("a"), pt("b", fed(FeedPipe), stage(0, 1, 2)), pt("c", fed(FeedPipe), stage(0, 1, 2))),
	rc("a | (b | c)", pt("a", stage(0, 0, 2)), pt("b", fed(FeedPipe), stage(1, 0, 2)), pt("c", fed(FeedPipe), stage(1, 1, 2))),
	rc("if a; then b; elif c; then d; else e; fi", pt("a"), pt("b"), pt("c"), pt("d"), pt("e")),
	rc("while a; do b; done", pt("a"), pt("b")),
	rc("until a; do b; done", pt("a"), pt("b")),
	rc("for f in $(ls); do rm \"$f\"; done", pt("ls"), pt("rm", ws("rm", "?"))),
	rc("for ((i=$(a); i<3; i++)); do b; done", pt("a"), pt("b")),
	rc("select x in a b; do c; done", pt("c")),
	rc("case $(a) in x) b;; y|z) c;; esac", pt("a"), pt("b"), pt("c")),
	rc("case x in $(a)) b;; esac", pt("a"), pt("b")),
	rc("f() { rm -rf ~; }; f", pt("rm"), pt("f")),
	rc("function g { a | b; }", pt("a"), pt("b", fed(FeedPipe))),
	rc("time a | b", pt("a"), pt("b", fed(FeedPipe))),
	rc("time -p a", pt("a")),
	rc("coproc a", pt("a", fed(FeedPipe))),
	rc("coproc NAME { a; }", pt("a", fed(FeedPipe))),
	rc("[[ -f $(a) ]] && b", pt("a"), pt("b")),
	rc("(( $(a) > 1 ))", pt("a")),
	rc("let x=1 y=$(a)", pt("let", ws("let", "x=1", "?")), pt("a")),
	rc("a &\nwait", pt("a"), pt("wait")),
}

var substCases = []readCase{
	rc("echo $(a)", pt("echo"), pt("a")),
	rc("echo `a`", pt("echo"), pt("a")),
	rc("echo \"x $(a) y\"", pt("echo"), pt("a")),
	rc("echo $(a $(b))", pt("echo"), pt("a"), pt("b")),
	rc("diff <(a) <(b)", pt("diff"), pt("a"), pt("b")),
	rc("tee >(a) > /dev/null", pt("tee"), pt("a", fed(FeedPipe))),
	rc("echo ${x:-$(a)}", pt("echo"), pt("a")),
	rc("echo ${x/$(a)/$(b)}", pt("echo"), pt("a"), pt("b")),
	rc("echo $(( $(a) + 1 ))", pt("echo"), pt("a")),
	rc("echo ${arr[$(a)]}", pt("echo"), pt("a")),
	rc("x=$(a)", pt("a")),
	rc("x=$(a) y=`b` c", pt("c"), pt("a"), pt("b")),
	rc("arr=(one $(a) \"$(b)\")", pt("a"), pt("b")),
	rc("export X=$(a)", pt("export"), pt("a")),
	rc("local -r y=\"$(a)\" z", pt("local"), pt("a")),
	rc("declare -a arr=($(a))", pt("declare"), pt("a")),
	rc("readonly R=`a`", pt("readonly"), pt("a")),
	rc("a > $(b)", pt("a"), pt("b")),
	rc("a < <(b)", pt("a", fed(FeedProcSubst)), pt("b")),
	rc("cat <<EOF\n$(a)\n`b`\nEOF", pt("cat", fed(FeedHeredoc)), pt("a"), pt("b")),
	rc("cat <<'EOF'\n$(a)\nEOF", pt("cat", fed(FeedHeredoc))),
	rc("cat <<-EOF\n\t$(a)\n\tEOF", pt("cat", fed(FeedHeredoc)), pt("a")),
	rc("a | b $(c)", pt("a"), pt("b", fed(FeedPipe)), pt("c", fed(FeedPipe), stage(-1, 0, 0))),
	rc("a $(b) < f", pt("a", fed(FeedFile)), pt("b")),
}

var redirCases = []readCase{
	rc("a > out", pt("a", rd("> out W"))),
	rc("a >> log 2>&1", pt("a", rd(">> log W", "2>&1"))),
	rc("a &> all", pt("a", rd("&> all W"))),
	rc("a &>> all", pt("a", rd("&>> all W"))),
	rc("a >| f", pt("a", rd(">| f W"))),
	rc("a <> f", pt("a", fed(FeedFile), rd("<> f W R"))),
	rc("a >& f", pt("a", rd(">& f W"))),
	rc("a >&2", pt("a", rd(">&2"))),
	rc("a < in", pt("a", fed(FeedFile), rd("< in R"))),
	rc("a 3< in", pt("a", rd("3< in R"))),
	rc("a <<< word", pt("a", fed(FeedHereString), rd("<<< word R"))),
	rc("a << E\nx\nE", pt("a", fed(FeedHeredoc), rd("<< E R"))),
	rc("> out a", pt("a", rd("> out W"))),
	rc("{ a; b; } > out", pt("a", rd("> out W")), pt("b", rd("> out W"))),
	rc("while read l; do rm \"$l\"; done < list",
		pt("read", fed(FeedFile), rd("< list R")), pt("rm", fed(FeedFile), rd("< list R"))),
	rc("a | b < f", pt("a"), pt("b", fed(FeedFile))),
	rc("a > \"$OUT\"", pt("a", rd("> ? W"))),
}

var wrapperCases = []readCase{
	rc("sudo rm -rf /", pt("rm", wr("sudo"), ws("rm", "-rf", "/"))),
	rc("sudo -u op -g wheel -E rm x", pt("rm", wr("sudo"))),
	rc("sudo --user=op -- rm x", pt("rm", wr("sudo"))),
	rc("sudo FOO=1 rm x", pt("rm", wr("sudo"))),
	rc("sudo -l rm", pt("sudo")),
	rc("sudo -e /etc/hosts", pt("sudo")),
	rc("sudo --bogus rm", pt("sudo")),
	rc("sudo $CMD x", pt("", wr("sudo")), un(uProg, 0)),
	rc("doas -u root rm x", pt("rm", wr("doas"))),
	rc("env rm x", pt("rm", wr("env"))),
	rc("env -i -u HOME -C /tmp PATH=/bin FOO=bar rm x", pt("rm", wr("env"))),
	rc("env A=1 -u HOME rm", pt("-u", wr("env"))),
	rc("env - rm x", pt("rm", wr("env"))),
	rc("env", pt("env")),
	rc("command rm x", pt("rm", wr("command"))),
	rc("command -p rm x", pt("rm", wr("command"))),
	rc("builtin cd /", pt("cd", wr("builtin"))),
	rc("exec -a name rm x", pt("rm", wr("exec"))),
	rc("exec > log", pt("exec")),
	rc("nice -n 10 rm x", pt("rm", wr("nice"))),
	rc("nice -10 rm x", pt("rm", wr("nice"))),
	rc("nohup rm x &", pt("rm", wr("nohup"))),
	rc("timeout 10 rm x", pt("rm", wr("timeout"))),
	rc("timeout -s KILL -k 5 10s rm x", pt("rm", wr("timeout"))),
	rc("timeout --signal=TERM 10 rm x", pt("rm", wr("timeout"))),
	rc("timeout \"$T\" rm x", pt("rm", wr("timeout"))),
	rc("timeout $T rm x", pt("", wr("timeout")), un(uProg, 0)),
	rc("/usr/bin/time -f %e -o t.log rm x", pt("rm", wr("time"))),
	rc("stdbuf -oL -e 0 rm x", pt("rm", wr("stdbuf"))),
	rc("ionice -c 3 -n 7 rm x", pt("rm", wr("ionice"))),
	rc("ionice -p 42", pt("ionice")),
	rc("setsid -f rm x", pt("rm", wr("setsid"))),
	rc("flock -n /tmp/l rm x", pt("rm", wr("flock"))),
	rc("chroot /mnt rm x", pt("rm", wr("chroot"))),
	rc("chroot --userspec=a:b /mnt", pt("chroot")),
	rc("find . | xargs rm", pt("find"), pt("rm", wr("xargs"), fed(FeedPipe))),
	rc("xargs -0 -n 1 -I{} -P 4 rm {}", pt("rm", wr("xargs"))),
	rc("xargs", pt("xargs")),
	rc("sudo nice -n 5 timeout 9 env A=1 rm x", pt("rm", wr("sudo", "nice", "timeout", "env"))),
	rc("/usr/bin/sudo /bin/rm x", pt("rm", wr("sudo"))),
	rc("\\rm x", pt("rm")),
	rc("watch -x rm x", pt("rm", wr("watch"))),
	rc("nsenter -t 1 -m -u rm x", pt("rm", wr("nsenter"))),
	rc("unshare -r --fork rm x", pt("rm", wr("unshare"))),
	rc("runuser -u op -- rm x", pt("rm", wr("runuser"))),
	rc("chrt -f 10 rm x", pt("rm", wr("chrt"))),
	rc("taskset -c 0,1 rm x", pt("rm", wr("taskset"))),
	rc("systemd-run --user -p MemoryMax=1G rm x", pt("rm", wr("systemd-run"))),
	rc("busybox rm x", pt("rm", wr("busybox"))),
	rc("ls *.go | entr go test", pt("ls"), pt("go", wr("entr"), fed(FeedPipe))),
	rc("FOO=1 rm x", pt("rm")),
}

var nestedCases = []readCase{
	rc("bash -c 'rm -rf ~'", pt("bash"), pt("rm", in(1, 0))),
	rc("sh -c \"rm x; ls\"", pt("sh"), pt("rm", in(1, 0)), pt("ls", in(1, 0))),
	rc("bash -lc 'a | b'", pt("bash"), pt("a", in(1, 0)), pt("b", in(1, 0), fed(FeedPipe))),
	rc("sh -ec 'a'", pt("sh"), pt("a", in(1, 0))),
	rc("bash -x -c 'a' name arg", pt("bash"), pt("a", in(1, 0))),
	rc("bash -o pipefail -c 'a'", pt("bash"), pt("a", in(1, 0))),
	rc("zsh -c 'a'", pt("zsh"), pt("a", in(1, 0))),
	rc("dash -c a", pt("dash"), pt("a", in(1, 0))),
	rc("fish -c 'a'", pt("fish"), pt("a", in(1, 0))),
	rc("sudo bash -c 'rm x'", pt("bash", wr("sudo")), pt("rm", in(1, 0))),
	rc("bash -c \"bash -c 'rm x'\"", pt("bash"), pt("bash", in(1, 0)), pt("rm", in(2, 1))),
	rc("bash -c $'rm\\tx'", pt("bash"), pt("rm", in(1, 0), ws("rm", "x"))),
	rc("bash -c \"$x\"", pt("bash"), un(uDynNest, 0)),
	rc("bash -c 'echo \"unclosed'", pt("bash"), un(uParse, 0)),
	rc("bash script.sh", pt("bash")),
	rc("bash $OPTS 'rm x'", pt("bash"), un(uDynNest, 0)),
	rc("su -c 'rm x'", pt("su"), pt("rm", in(1, 0))),
	rc("su - root -c 'rm x'", pt("su"), pt("rm", in(1, 0))),
	rc("su root --command='rm x'", pt("su"), pt("rm", in(1, 0))),
	rc("su root -- -c 'rm x'", pt("su"), pt("rm", in(1, 0))),
	rc("runuser op -c 'rm x'", pt("runuser"), pt("rm", in(1, 0))),
	rc("sg wheel -c 'rm x'", pt("sg"), pt("rm", in(1, 0))),
	rc("ssh host 'rm -rf ~'", pt("ssh"), pt("rm", in(1, 0))),
	rc("ssh -p 22 -i key user@host rm -rf '~'", pt("ssh"), pt("rm", in(1, 0), ws("rm", "-rf", "?"))),
	rc("ssh host -t 'a; b'", pt("ssh"), pt("a", in(1, 0)), pt("b", in(1, 0))),
	rc("ssh -o ProxyCommand='nc %h %p' host ls", pt("ssh"), pt("nc", in(1, 0)), pt("ls", in(1, 0))),
	rc("ssh -N -L 8080:x:80 host", pt("ssh")),
	rc("ssh host \"$cmd\"", pt("ssh"), un(uDynNest, 0)),
	rc("env -S 'rm -rf x'", pt("env"), pt("rm", in(1, 0))),
	rc("flock /tmp/l -c 'rm x'", pt("flock"), pt("rm", in(1, 0))),
	rc("watch 'ls | wc -l'", pt("watch"), pt("ls", in(1, 0)), pt("wc", in(1, 0), fed(FeedPipe))),
	rc("watch -n 5 df -h", pt("watch"), pt("df", in(1, 0))),
	rc("script -q -c 'rm x' /dev/null", pt("script"), pt("rm", in(1, 0))),
	rc("find . -exec rm {} \\;", pt("find", ws("find", ".", "-exec")), pt("rm", in(1, 0), ws("rm", "{}"))),
	rc("find . -name '*.o' -execdir rm {} + -o -ok mv {} /tmp ';'",
		pt("find", ws("find", ".", "-name", "*.o", "-execdir", "-o", "-ok")), pt("rm", in(1, 0)), pt("mv", in(1, 0))),
	rc("find . -exec sh -c 'rm \"$1\"' _ {} \\;", pt("find"), pt("sh", in(1, 0)), pt("rm", in(2, 1))),
	rc("find . -delete", pt("find")),
	rc("xargs sh -c 'rm x'", pt("sh", wr("xargs")), pt("rm", in(1, 0))),
	rc("docker exec -it web sh -c 'rm x'", pt("docker"), pt("sh", in(1, 0)), pt("rm", in(2, 1))),
	rc("kubectl -n prod exec pod -c app -- rm x", pt("kubectl"), pt("rm", in(1, 0))),
	rc("git -c core.pager='less -R' log", pt("git"), pt("less", in(1, 0), fed(FeedPipe))),
	rc("git -c core.sshCommand='ssh -i k' fetch", pt("git"), pt("ssh", in(1, 0))),
	rc("git -c alias.x='!rm -rf ~' x", pt("git"), pt("rm", in(1, 0))),
	rc("git -c alias.p='push --force' p", pt("git"), pt("git", in(1, 0), ws("git", "push", "--force"))),
	rc("git -c diff.external=evil diff", pt("git"), pt("evil", in(1, 0))),
	rc("git -c core.editor=vim -c sequence.editor=sed commit", pt("git"), pt("vim", in(1, 0)), pt("sed", in(1, 0))),
	rc("git -c pager.log=false log", pt("git")),
	rc("git -c user.name=x commit", pt("git")),
	rc("git -C /repo push", pt("git", ws("git", "-C", "/repo", "push"))),
	rc("git -c \"$KV\" log", pt("git"), un(uDynNest, 0)),
	rc("git rebase -i --exec 'make test' main", pt("git"), pt("make", in(1, 0))),
	rc("git rebase -x 'make' main", pt("git"), pt("make", in(1, 0))),
	rc("git submodule foreach --recursive 'git clean -fdx'", pt("git"), pt("git", in(1, 0))),
	rc("git bisect run make test", pt("git"), pt("make", in(1, 0))),
	rc("trap 'rm -rf /tmp/x' EXIT", pt("trap"), pt("rm", in(1, 0))),
	rc("trap - EXIT", pt("trap")),
	rc("trap '' INT", pt("trap")),
	rc("alias x='rm -rf ~'", pt("alias"), pt("rm", in(1, 0))),
	rc("alias", pt("alias")),
	rc("mapfile -C 'rm x' -c 1 arr < f", pt("mapfile", fed(FeedFile)), pt("rm", in(1, 0))),
	rc("GIT_SSH_COMMAND='rm -rf ~' git fetch", pt("git"), pt("rm", in(1, 0))),
	rc("env GIT_SSH_COMMAND='ssh -i k' git fetch", pt("git", wr("env")), pt("ssh", in(1, 0))),
	rc("export EDITOR='vim -u x'", pt("export"), pt("vim", in(1, 0))),
	rc("PAGER=sh; man ls", pt("sh", in(1, -1)), pt("man")),
	rc("tar --to-command='sh -c x' -xf a.tar", pt("tar"), pt("sh", in(1, 0)), pt("x", in(2, 1))),
	rc("tar -I 'zstd -19' -cf a.tar d", pt("tar"), pt("zstd", in(1, 0))),
	rc("tar --checkpoint-action=exec='rm x' -cf a d", pt("tar"), pt("rm", in(1, 0))),
	rc("tar czf a.tgz d", pt("tar")),
	rc("rsync -avze 'ssh -p 2' src host:dst", pt("rsync"), pt("ssh", in(1, 0))),
	rc("rsync --rsync-path='sudo rsync' a h:b", pt("rsync"), pt("rsync", wr("sudo"), in(1, 0))),
	rc("bash -c 'bash -c \"bash -c \\\"bash -c x\\\"\"'",
		pt("bash"), pt("bash", in(1, 0)), pt("bash", in(2, 1)), pt("bash", in(3, 2)), pt("x", in(4, 3))),
	rc("bash -c 'bash -c \"bash -c \\\"bash -c \\\\\\\"bash -c y\\\\\\\"\\\"\"'",
		pt("bash"), pt("bash", in(1, 0)), pt("bash", in(2, 1)), pt("bash", in(3, 2)), pt("bash", in(4, 3)),
		un(uDepth, 4)),
}

var unreadableCases = []readCase{
	rc("echo 'unclosed", un(uParse, -1)),
	rc("if a; then", un(uParse, -1)),
	rc("eval \"$x\"", pt("eval"), un(uEval, 0)),
	rc("eval 'rm x'", pt("eval"), pt("rm", in(1, 0)), un(uEval, 0)),
	rc("builtin eval ls", pt("eval", wr("builtin")), pt("ls", in(1, 0)), un(uEval, 0)),
	rc("source <(curl -s x)", pt("source"), pt("curl"), un(uEval, 0)),
	rc(". /dev/stdin", pt("."), un(uEval, 0)),
	rc("source ./env.sh", pt("source")),
	rc("$CMD x", pt(""), un(uProg, 0)),
	rc("$(which rm) x", pt(""), pt("which"), un(uProg, 0)),
	rc("\"$X\"", pt(""), un(uProg, 0)),
	rc("${X:-rm} x", pt(""), un(uProg, 0)),
	rc("~/bin/tool x", pt("tool")),
	rc("\"$HOME\"/bin/tool x", pt("tool")),
	rc("$DIR/rm x", pt(""), un(uProg, 0)),
	rc("curl -fsSL x | sh", pt("curl"), pt("sh", fed(FeedPipe)), un(uPipe, 1)),
	rc("curl x | sudo bash -s -- --flag", pt("curl"), pt("bash", wr("sudo"), fed(FeedPipe)), un(uPipe, 1)),
	rc("curl x | bash -", pt("curl"), pt("bash", fed(FeedPipe)), un(uPipe, 1)),
	rc("curl x | bash -x", pt("curl"), pt("bash", fed(FeedPipe)), un(uPipe, 1)),
	rc("wget -qO- x | python3", pt("wget"), pt("python3", fed(FeedPipe)), un(uPipe, 1)),
	rc("curl x | python3 -", pt("curl"), pt("python3", fed(FeedPipe)), un(uPipe, 1)),
	rc("curl x | perl", pt("curl"), pt("perl", fed(FeedPipe)), un(uPipe, 1)),
	rc("curl x | node", pt("curl"), pt("node", fed(FeedPipe)), un(uPipe, 1)),
	rc("curl x | bash /dev/stdin", pt("curl"), pt("bash", fed(FeedPipe)), un(uPipe, 1)),
	rc("echo x | bash script.sh", pt("echo"), pt("bash", fed(FeedPipe))),
	rc("echo x | python3 -c 'print(1)'", pt("echo"), pt("python3", fed(FeedPipe))),
	rc("echo x | bash -c 'cat'", pt("echo"), pt("bash", fed(FeedPipe)), pt("cat", in(1, 1), fed(FeedPipe))),
	rc("bash <<< \"$x\"", pt("bash", fed(FeedHereString)), un(uHere, 0)),
	rc("python3 - <<EOF\nprint(1)\nEOF", pt("python3", fed(FeedHeredoc)), un(uHere, 0)),
	rc("sh < <(curl x)", pt("sh", fed(FeedProcSubst)), pt("curl"), un(uProc, 0)),
	rc("bash <(curl -s x)", pt("bash"), pt("curl"), un(uProc, 0)),
	rc("python3 <(curl x)", pt("python3"), pt("curl"), un(uProc, 0)),
	rc("bash < script.sh", pt("bash", fed(FeedFile))),
	rc("curl x | sudo -s", pt("curl"), pt("sudo", fed(FeedPipe)), un(uPipe, 1)),
	rc("curl x | ssh host", pt("curl"), pt("ssh", fed(FeedPipe)), un(uPipe, 1)),
	rc("curl x | su", pt("curl"), pt("su", fed(FeedPipe)), un(uPipe, 1)),
	rc("echo 'rm -rf ~' | at now", pt("echo"), pt("at", fed(FeedPipe)), un(uPipe, 1)),
	rc("curl x | docker exec -i c sh", pt("curl"), pt("docker", fed(FeedPipe)), pt("sh", in(1, 1), fed(FeedPipe)), un(uPipe, 2)),
	rc("git -c core.pager=sh log", pt("git"), pt("sh", in(1, 0), fed(FeedPipe)), un(uPipe, 1)),
	rc("echo hi | tee >(sh)", pt("echo"), pt("tee", fed(FeedPipe)), pt("sh", fed(FeedPipe)), un(uPipe, 2)),
	rc("ssh \"$HOST\" ls", pt("ssh"), un(uDynNest, 0)),
	rc("curl x | sh <&0", pt("curl"), pt("sh", fed(FeedPipe)), un(uPipe, 1)),
	rc("exec < <(curl x); sh", pt("exec", fed(FeedProcSubst)), pt("curl"), pt("sh", fed(FeedProcSubst)), un(uProc, 2)),
	rc("exec 3< <(curl x); sh <&3", pt("exec"), pt("curl"), pt("sh", fed(FeedPipe)), un(uPipe, 2)),
	rc("bash /dev/fd/3", pt("bash"), un(uProc, 0)),
	rc("exec <<< 'rm x' && bash", pt("exec", fed(FeedHereString)), pt("bash", fed(FeedHereString)), un(uHere, 1)),
	rc("source /dev/fd/63", pt("source"), un(uEval, 0)),
}

func TestRead(t *testing.T) {
	for _, table := range [][]readCase{listCases, substCases, redirCases, wrapperCases, nestedCases, unreadableCases} {
		for _, c := range table {
			checkRead(t, c)
		}
	}
}

func TestReadCaseCount(t *testing.T) {
	n := len(listCases) + len(substCases) + len(redirCases) + len(wrapperCases) + len(nestedCases) + len(unreadableCases)
	if n < 130 {
		t.Errorf("%d table cases, want at least 130", n)
	}
}

// notParts are commands in which the programs listed must not be parts:
// they are named, quoted, or data, not run.
var notParts = []struct {
	src string
	not []string
}{
	{"command -v rm", []string{"rm"}},
	{"command -V rm", []string{"rm"}},
	{"type rm", []string{"rm"}},
	{"which rm", []string{"rm"}},
	{"hash rm", []string{"rm"}},
	{"echo \"rm -rf ~\"", []string{"rm"}},
	{"grep 'curl | sh' f", []string{"curl", "sh"}},
	{"echo rm -rf ~ # rm -rf /", []string{"rm"}},
	{"# curl x | sh", []string{"curl", "sh"}},
	{"cat <<EOF\nrm -rf ~\nEOF", []string{"rm"}},
	{"cat <<'EOF'\n$(rm -rf ~)\nEOF", []string{"rm"}},
	{"printf '%s' '$(rm x)'", []string{"rm"}},
	{"echo \\$(rm x)", []string{"rm"}},
	{"x='rm -rf ~'", []string{"rm"}},
	{"sudo -l rm", []string{"rm"}},
	{"ssh -s host sftp", []string{"sftp"}},
	{"trap - rm", []string{"rm"}},
	{"git log --grep='rm -rf'", []string{"rm"}},
	{"python3 -c 'import os; os.system(\"rm x\")'", []string{"rm"}},
}

func TestReadNotParts(t *testing.T) {
	for _, c := range notParts {
		got := programs(Read(c.src))
		for _, n := range c.not {
			if slices.Contains(got, n) {
				t.Errorf("%q: %q is a part (parts %v)", c.src, n, got)
			}
		}
	}
}
