package patterns

import (
	"context"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"
)

// The differential test runs commands with the real bash, in a scratch
// directory, with a PATH of nothing but shims: each shim writes its name
// to a log and does nothing else, except the wrappers, which also do what
// the real wrapper does with its words (most by exec'ing the real program,
// which finds the command it runs through the same PATH). Every program
// bash ran must then be among the reader's parts or their wrappers.
//
// Nothing dangerous can run: the commands name programs only by bare
// names, which resolve to shims; bash's builtins run inside bash; HOME is
// a scratch directory; and the commands may not name system directories.

// diffCommands are the commands run. They name programs by bare name only.
var diffCommands = []string{
	"rm -rf ~",
	"rm -rf ~ && curl x; wget y || git push",
	"ls | grep x | wc -l",
	"echo $(curl -s x) > out",
	"echo `git rev-parse HEAD`",
	"cat <(ls) >(sort) > /dev/null",
	"diff <(ls a) <(ls b)",
	"x=$(date) y=`hostname`",
	"export V=$(uname -a)",
	"local_fn() { rm -rf ~; }; local_fn",
	"f() { curl x | sort; }; f; f",
	"if grep -q x f; then rm f; else touch f; fi",
	"while false; do rm x; done; until true; do rm y; done",
	"for i in $(seq 1 2); do touch \"f$i\"; done",
	"case $(uname) in Linux) make;; *) rm x;; esac",
	"(cd sub 2>/dev/null; make clean)",
	"{ ls; cat f; } > out 2>&1",
	"cat <<EOF\n$(rm -rf ~)\n`curl x`\nEOF",
	"cat <<'EOF'\n$(rm -rf ~)\nEOF",
	"sort <<< \"$(ls)\"",
	"[[ -n $(git status --porcelain) ]] && git stash",
	"(( $(wc -l < f) > 3 )) || touch g",
	"time ls",
	"arr=($(ls) \"$(date)\"); echo ${arr[0]}",
	"echo ${x:-$(hostname)}",
	"echo $(( $(seq 3 | wc -l) + 1 ))",
	"sudo rm -rf /tmp/ozdesk-never",
	"sudo -u op -E rm x",
	"sudo FOO=1 git push --force",
	"env rm x",
	"env -i A=1 B=2 rm x",
	"env -u HOME curl x",
	"nice -n 5 rm x",
	"nohup rm x",
	"timeout 5 rm x",
	"timeout -s KILL 5 nice rm x",
	"command rm x",
	"builtin echo hi; command -v rm",
	"exec rm x",
	"ls | xargs rm",
	"ls | xargs -n 1 -I{} rm {}",
	"echo a b | xargs",
	"find . -name '*.o' -exec rm {} \\;",
	"find . -exec sh -c 'rm \"$1\"' _ {} \\;",
	"find . -type f -execdir chmod 600 {} +",
	"bash -c 'rm -rf ~'",
	"sh -c 'curl x | sort'",
	"bash -lc 'git pull && make'",
	"bash -c \"bash -c 'rm x'\"",
	"ls | bash -c 'cat; rm x'",
	"sudo bash -c 'rm x'",
	"su -c 'rm -rf ~'",
	"su root -c 'git push'",
	"ls | xargs sh -c 'rm x'",
	"eval 'rm x'",
	"eval \"curl x; rm y\"",
	"trap 'rm -rf tmpdir' EXIT; ls",
	"bash -c $'shopt -s expand_aliases\\nalias zap=\"rm -rf x\"\\nzap'",
	"bash -c $'shopt -s expand_aliases\\nalias zz=\"rm -f\"\\nzz x'",
	"bash -c $'shopt -s expand_aliases\\nalias s=\"nice \"\\nalias zz=\"rm -f\"\\ns zz x'",
	"bash -c $'shopt -s expand_aliases\\nalias zz=\"$(echo rm) -f\"\\nzz x'",
	"bash -c $'alias zz=\"rm -f\"\\nzz x; sort f'",
	"coproc cat; echo x >&\"${COPROC[1]}\"",
	"mapfile -C 'rm x' -c 1 arr < f",
	"git -c core.pager='less -R' log",
	"env -S 'rm -rf x'",
	"ls || { curl x; rm y; } && sort f",
	"! rm x",
	"rm x &\nwait",
	"printf '%s\\n' a | while read -r l; do rm \"$l\"; done",
	"declare -a a=($(ls)); readonly r=$(date)",
	"let n=$(wc -l < f)",
	"select x in $(ls); do break; done < /dev/null",
	"echo \"$(ls \"$(pwd)\")\"",
	"watch -x ls",
	"ls | xargs -I{} mv {} {}.bak",
	"ls | xargs sh -c 'rm \"$@\"' _",
	"find . -name f -ok rm {} \\; < /dev/null",
	"GIT_PAGER=cat git log",
	"nohup sh -c 'sort f | uniq' > /dev/null 2>&1",
	// Unreadable: bash runs what the reader cannot see, and says so.
	"printf 'ls\\n' | sh",
	"printf 'ls' | bash -s",
	"printf 'ls\\n' | xargs -I{} sh -c '{}'",
	"printf 'ls' | xargs -0 sh -c",
	"eval \"$(printf 'ls')\"",
	"sh <<< 'ls'",
	"bash <(printf 'ls')",
	"source <(printf 'ls')",
	"c=ls; $c",
	// Backquotes three deep: the parser takes the innermost as text, bash
	// runs it (a red-team find).
	"echo `echo \\`echo \\\\\\`rm x\\\\\\`\\``",
	": `: \\`: \\\\\\`curl y\\\\\\`\\``",
	"exec < <(printf 'ls'); bash",
	// Functions, aliases, hash -p and arithmetic: what a later word means
	// or a value read again runs what the words do not say.
	"ls() { rm x; }; ls",
	"git() { rm x; }; git status",
	"f() { sort f; }; f | uniq",
	"alias ls='rm x'\nls",
	"bash -c $'shopt -s expand_aliases\\nalias ls=\"rm x\"\\nls'",
	"hash -p \"$(command -v rm)\" git; git status",
	"x='a[$(rm x)]'; echo $((x))",
	"read -r x <<< 'a[$(rm y)]'; echo $((x))",
	"x='a[$(rm x)]'; [[ $x -eq 1 ]]",
	"v='a[$(rm x)]'; echo ${!v}",
	"p='$(rm x)'; echo ${p@P}",
	"declare -n r='a[$(rm z)]'; echo $r",
	"printf -v 'a[$(rm x)]' y",
	"x=5; echo $((x + 1)); ls",
	"for i in 1 2; do echo $((i * 2)); done; ls",
	"n=$(wc -l < f); (( n > 1 )) && ls",
	"f() { sh; }; printf 'rm x\\n' | f",
	"printf 'rm x\\n' > s.sh; bash s.sh",
	"printf 'rm x\\n' > s.sh; chmod +x s.sh; ./s.sh",
	// More of the four forms: the function keyword, a function handed to
	// a child through the environment, a function over a builtin, an
	// alias on the line that defines it (not expanded) and one after an
	// alias ending in a space, hash -p onto a program fed by a pipe, and
	// arithmetic in let, ++, a subscript, an offset, $[ ], [[ -eq ]] and
	// a C-style loop.
	"function g { rm x; }; g",
	"f() { rm x; }; export -f f; bash -c f",
	"cd() { rm x; }; cd .",
	"alias ls='rm x'; ls",
	"bash -c $'shopt -s expand_aliases\\nalias s=\"nice \"\\nalias l=\"rm x\"\\ns l'",
	"hash -p \"$(command -v rm)\" sort; ls | sort",
	"x='a[$(rm x)]'; let x+=1",
	"x='a[$(rm x)]'; : $((x++))",
	"x='a[$(rm x)]'; arr=(1); echo ${arr[x]}",
	"x='a[$(rm x)]'; v=abc; echo ${v:x:1}",
	"x='a[$(rm x)]'; (( x )) || ls",
	"echo $[ $(wc -l < f) + 1 ]",
	"[[ 1 -eq 'a[$(rm x)]' ]]",
	"for ((i = 0; i < $(wc -l < f); i++)); do ls; done",
	// Names that make later values code: the integer attribute (every
	// value assigned is arithmetic), a name reference with no target
	// (the value assigned names what it refers to), test -v and [[ -v ]]
	// (the subscript is evaluated), declare of a name from an expansion,
	// read and printf -v into a subscript, a chain of names arithmetic
	// follows, and the rebinding forms of eval, BASH_ALIASES, BASH_CMDS
	// and a function defined inside a compound command.
	"declare -i n; n='a[$(rm x)]'",
	"declare -i n; read -r n <<< 'a[$(rm x)]'",
	"typeset -i n; read n <<< 'a[$(rm x)]'",
	"declare -ai arr; arr+=('a[$(rm x)]')",
	"f() { local -i n; n=$1; }; f 'a[$(rm x)]'",
	"declare -n r; r='a[$(rm x)]'; r=1",
	"declare -n r; read r <<< 'a[$(rm x)]'; r=1",
	"x='a[$(rm x)]'; test -v \"$x\"",
	"test -v 'a[$(rm x)]'",
	"[ -v 'a[$(rm x)]' ]",
	"x='a[$(rm x)]'; [[ -v $x ]]",
	"x='a[$(rm x)]'; declare \"$x=1\"",
	"declare 'a[$(rm x)]=1'",
	"read 'a[$(rm x)]' <<< y",
	"x='a[$(rm x)]'; read \"$x\" <<< 1",
	"x='a[$(rm x)]'; arr[$x]=1",
	"x='a[$(rm x)]'; arr=([$x]=1)",
	"y='a[$(rm x)]'; x=y; echo $((x))",
	"y='a[$(rm x)]'; x=y; z=${!x}; echo $((z))",
	"f() { echo $(($1)); }; f 'a[$(rm x)]'",
	"set -- 'a[$(rm x)]'; echo $(($1))",
	"x='a[$(rm x)]'; typeset -n r=$x; echo $r",
	"x='a[$(rm x)]'; case 1 in $((x))) ls;; esac",
	"bash -c $'shopt -s expand_aliases\\neval \"alias ls=\\'rm x\\'\"\\nls'",
	"bash -c $'shopt -s expand_aliases\\nBASH_ALIASES[ls]=\"rm x\"\\nls'",
	"BASH_CMDS[git]=$(command -v rm); git status",
	"eval 'ls() { rm x; }'; ls",
	"if true; then git() { rm x; }; fi; git status",
	"sudo() { rm x; }; sudo ls",
	"xargs() { rm x; }; echo a | xargs",
	"hash -p \"$(command -v rm)\" -- git; git status",
	"p=$(command -v rm); hash -p \"$p\" git; git log",
	"x='a[$(rm x)]'; let \"y = x + 1\"",
	"declare -a a; x='a[$(rm x)]'; unset \"$x\"",
}

// diffReadable are commands in which bash runs only what the words say:
// the reader must read them (an unreadable here is a false alarm), and
// bash must run nothing the reader does not have.
var diffReadable = []string{
	"x=5; echo $((x + 1)); ls",
	"x=5; echo $((x)); let x++; [[ $x -eq 6 ]] && ls",
	"declare -i n=5; n+=1; ls",
	"declare -i n; ls",
	"declare -n r=HOME; echo $r; ls",
	"[[ -v HOME ]] && ls",
	"test -v PATH && ls",
	"n=$(wc -l < f); (( n > 1 )) && ls",
	"for i in 1 2 3; do echo $((i * 2)); done; ls",
	"x=HOME; echo ${!x}; ls",
	"ls() { command ls -la; }; ls",
	// fx39b: a literal alias is read as its text put in place.
	"bash -c $'shopt -s expand_aliases\\nalias ll=\"ls -la\"\\nll'",
	"bash -c $'shopt -s expand_aliases\\nalias zz=\"rm -f\"\\nzz x'",
	"bash -c $'shopt -s expand_aliases\\nalias gs=\"git status\"\\ngs -s'",
	"bash -c $'shopt -s expand_aliases\\nalias ls=\"ls -la\"\\nls'",
	"bash -c $'shopt -s expand_aliases\\nalias a=b\\nalias b=\"rm -f\"\\na x'",
	"alias ll='ls -la'; ll; sort f",
	"bash -c $'shopt -s expand_aliases; alias zz=\"rm -f\"; zz x; sort f'",
}

// shimNames are the programs the commands may run, each a logging shim.
var shimNames = []string{
	"rm", "curl", "wget", "git", "ls", "grep", "wc", "sort", "date", "hostname",
	"uname", "touch", "seq", "make", "cat", "chmod", "less", "pwd", "ssh", "uniq",
	"python3", "tee", "mv", "cp",
}

// execShims are wrappers whose shim logs and then runs the real program.
var execShims = []string{"env", "nice", "nohup", "timeout", "xargs", "find"}

// scriptShims are wrappers whose shim does the wrapping itself, in bash.
var scriptShims = map[string]string{
	// sudo: skip options (those named take a value) and NAME=VALUE, run the rest.
	"sudo": `while [ $# -gt 0 ]; do
  case $1 in
    -u|-g|-C|-D|-h|-p|-r|-t|-T|-U) shift 2;;
    --) shift; break;;
    -*) shift;;
    *=*) shift;;
    *) break;;
  esac
done
exec "$@"`,
	// watch -x: run the command once.
	"watch": `[ "$1" = -x ] && shift
exec "$@"`,
	// su: run -c's string with bash.
	"su": `while [ $# -gt 0 ]; do
  case $1 in
    -c) exec bash -c "$2";;
    *) shift;;
  esac
done`,
}

func TestReadAgainstBash(t *testing.T) {
	if testing.Short() {
		t.Skip("runs bash for every command")
	}
	bash, err := exec.LookPath("bash")
	if err != nil {
		t.Skip("bash is not installed: the differential test needs it")
	}
	for _, c := range diffCommands {
		for _, bad := range []string{"/bin", "/usr", "/etc", "/home", "/root", "/var", "/boot", "/sys", "/proc", "/opt", "/lib"} {
			if strings.Contains(c, bad) {
				t.Fatalf("differential command %q names %s: commands may name programs by bare name only", c, bad)
			}
		}
	}
	dir := t.TempDir()
	shims, home, work := filepath.Join(dir, "shims"), filepath.Join(dir, "home"), filepath.Join(dir, "work")
	for _, d := range []string{shims, home, work} {
		if err := os.Mkdir(d, 0o755); err != nil {
			t.Fatal(err)
		}
	}
	writeShims(t, bash, shims)
	if len(diffCommands) < 60 {
		t.Errorf("%d differential commands, want at least 60", len(diffCommands))
	}
	// Each command logs to its own file: what a command left running in
	// the background (a process substitution, a coprocess) may log late.
	logs := make([]string, len(diffCommands))
	for i, c := range diffCommands {
		logs[i] = filepath.Join(dir, fmt.Sprintf("shim-%d.log", i))
		runLogged(t, bash, c, shims, home, work, logs[i])
	}
	time.Sleep(300 * time.Millisecond)
	total := 0
	for i, c := range diffCommands {
		data, err := os.ReadFile(logs[i])
		if err != nil {
			t.Fatal(err)
		}
		ran := strings.Fields(string(data))
		total += len(ran)
		if i == 0 && !slices.Contains(ran, "rm") {
			t.Fatalf("%q logged %v: the shims do not log, so the test proves nothing", c, ran)
		}
		cmd := Read(c)
		if !cmd.Readable() {
			// Bash may run what the reader cannot see: the reading says
			// so, and the floor asks. Nothing more is owed.
			if len(ran) > 0 {
				t.Logf("%q: unreadable (%s); bash ran %v", c, cmd.Unreadable[0].Code, ran)
			}
			continue
		}
		var known []string
		for _, p := range cmd.Parts {
			known = append(known, p.Program)
			for _, w := range p.Wrappers {
				known = append(known, w.Name)
			}
		}
		for _, prog := range ran {
			if !slices.Contains(known, prog) {
				t.Errorf("%q: bash ran %s, which the reader does not have among %v", c, prog, known)
			}
		}
	}
	for i, c := range diffReadable {
		logPath := filepath.Join(dir, fmt.Sprintf("readable-%d.log", i))
		runLogged(t, bash, c, shims, home, work, logPath)
		data, err := os.ReadFile(logPath)
		if err != nil {
			t.Fatal(err)
		}
		cmd := Read(c)
		if !cmd.Readable() {
			t.Errorf("%q: unreadable (%s: %s), but bash runs only what its words say", c, cmd.Unreadable[0].Code, cmd.Unreadable[0].Detail)
			continue
		}
		ran := strings.Fields(string(data))
		if len(ran) == 0 {
			t.Errorf("%q: bash ran no program: the row proves nothing", c)
		}
		for _, prog := range ran {
			if !slices.ContainsFunc(cmd.Parts, func(p *Part) bool { return p.Program == prog }) {
				t.Errorf("%q: bash ran %s, which the reader does not have", c, prog)
			}
		}
	}
	if total < len(diffCommands) {
		t.Errorf("the shims logged %d programs for %d commands: too few to trust", total, len(diffCommands))
	}
}

// writeShims fills dir with the shims, and with bash and sh themselves.
func writeShims(t *testing.T, bash, dir string) {
	t.Helper()
	logLine := "printf '%s\\n' \"${0##*/}\" >> \"$OZ_SHIM_LOG\"\n"
	write := func(name, body string) {
		script := "#!" + bash + "\n" + logLine + body + "\n"
		if err := os.WriteFile(filepath.Join(dir, name), []byte(script), 0o755); err != nil {
			t.Fatal(err)
		}
	}
	for _, n := range shimNames {
		write(n, "")
	}
	for _, n := range execShims {
		real, err := exec.LookPath(n)
		if err != nil {
			write(n, "") // not installed: a logging shim that runs nothing
			continue
		}
		write(n, "exec "+real+" \"$@\"")
	}
	for n, body := range scriptShims {
		write(n, body)
	}
	for _, n := range []string{"bash", "sh"} {
		if err := os.Symlink(bash, filepath.Join(dir, n)); err != nil {
			t.Fatal(err)
		}
	}
}

// runLogged runs src with bash in work, with the shims alone on PATH,
// logging to logPath.
func runLogged(t *testing.T, bash, src, shims, home, work, logPath string) {
	t.Helper()
	if err := os.WriteFile(logPath, nil, 0o644); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(work, "f"), []byte("a\nb\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	cmd := exec.CommandContext(ctx, bash, "-c", src)
	cmd.Dir = work
	cmd.Env = []string{"PATH=" + shims, "HOME=" + home, "OZ_SHIM_LOG=" + logPath, "LC_ALL=C"}
	_ = cmd.Run() // many commands fail (the shims print nothing); what ran is in the log
	if ctx.Err() != nil {
		t.Errorf("%q: bash did not finish in time", src)
	}
}
