package patterns

import (
	"fmt"
	"testing"
)

// matchCase is one row of the match tables: a pattern, a command, the part
// to match (at), and whether it might and certainly matches. words, when
// set, is the highlight expected for the first stage in Might mode.
type matchCase struct {
	pat, cmd       string
	might, certain bool
	ctx            *Context
	at             int
	words          string
}

func runMatchCases(t *testing.T, cases []matchCase) {
	t.Helper()
	for _, c := range cases {
		p, err := ParsePattern(c.pat)
		if err != nil {
			t.Errorf("ParsePattern(%q): %v", c.pat, err)
			continue
		}
		ctx := c.ctx
		if ctx == nil {
			ctx = fullCtx
		}
		cmd := testCommand(t, c.cmd)
		m, might := p.MatchAt(cmd, c.at, ctx, Might)
		_, certain := p.MatchAt(cmd, c.at, ctx, Certainly)
		if might != c.might || certain != c.certain {
			t.Errorf("%q on %q: might=%v certainly=%v, want %v %v", c.pat, c.cmd, might, certain, c.might, c.certain)
			continue
		}
		if c.words != "" && might {
			if got := fmt.Sprint(m.Words[0]); got != c.words {
				t.Errorf("%q on %q: words %s, want %s", c.pat, c.cmd, got, c.words)
			}
		}
	}
}

func TestMatchOperands(t *testing.T) {
	runMatchCases(t, []matchCase{
		// Literals.
		{pat: "ls foo", cmd: "ls foo", might: true, certain: true, words: "[0 1]"},
		{pat: "ls foo", cmd: "ls bar"},
		{pat: "ls foo", cmd: "ls 'foo'", might: true, certain: true},
		{pat: "ls foo", cmd: `ls "f"oo`, might: true, certain: true},
		{pat: "ls foo", cmd: "ls $X", might: true},
		{pat: "ls foo", cmd: `ls "$X"`, might: true},
		{pat: "ls foo", cmd: "ls f$X", might: true},
		{pat: "ls foo", cmd: "ls b$X", might: true}, // split: the words after the first are free
		{pat: "ls foo", cmd: `ls "b$X"`},
		{pat: "ls foo", cmd: "ls foo bar"},
		{pat: "ls foo", cmd: "ls"},
		{pat: "ls foo", cmd: "ls *", might: true},
		{pat: "ls foo", cmd: "ls f*", might: true},
		{pat: "ls foo", cmd: "ls b*"},
		{pat: "cat ~/notes", cmd: "cat ~/notes", might: true, certain: true},
		{pat: "cat ~/notes", cmd: "cat /home/op/notes", might: true, certain: true},
		{pat: "cat ~/notes", cmd: "cat $HOME/notes", might: true, certain: true},
		{pat: "cat /home/op/notes", cmd: "cat ~/notes", might: true, certain: true},
		{pat: "cat ~/notes", cmd: "cat ~/notes", ctx: emptyCtx, might: true, certain: true},
		{pat: "cat ~/notes", cmd: `cat "$HOME/notes"`, ctx: emptyCtx, might: true, certain: true},
		{pat: "cat ~/notes", cmd: "cat /home/op/notes", ctx: emptyCtx, might: true},
		{pat: "cat ~/notes", cmd: "cat ~/other", ctx: emptyCtx},
		{pat: "cat '~'", cmd: "cat ~"},
		{pat: "cat ~", cmd: "cat '~'"},
		{pat: "cat ''", cmd: "cat ''", might: true, certain: true},
		// Globs inside a word.
		{pat: "make test.*", cmd: "make test.unit", might: true, certain: true},
		{pat: "make test.*", cmd: "make test"},
		{pat: "make test.*", cmd: `make "test.$X"`, might: true}, // $X may be empty
		{pat: "make test.*", cmd: `make "$X.unit"`, might: true},
		{pat: "make test.*", cmd: "make build"},
		{pat: "rm *.log", cmd: "rm app.log", might: true, certain: true},
		{pat: "rm *.log", cmd: "rm *.log", might: true},
		{pat: "rm /tmp/*", cmd: "rm /tmp/x/y", might: true}, // an allow's * stays in one component
		{pat: "cp src/*.go dst", cmd: "cp src/a.go dst", might: true, certain: true},
		{pat: "cat ~/*.txt", cmd: "cat ~/a.txt", might: true, certain: true},
		{pat: "cat ~/*.txt", cmd: "cat ~/a.txt", ctx: emptyCtx, might: true, certain: true},
		{pat: "cat *.txt", cmd: "cat $HOME/a.md"},
		// * is exactly one operand.
		{pat: "rm *", cmd: "rm x", might: true, certain: true},
		{pat: "rm *", cmd: "rm x y"},
		{pat: "rm *", cmd: "rm"},
		{pat: "rm *", cmd: `rm "$F"`, might: true, certain: true},
		{pat: "rm *", cmd: "rm $F", might: true},
		{pat: "rm *", cmd: "rm *.o", might: true},
		{pat: "rm *", cmd: `rm "$@"`, might: true},
		{pat: "rm * *", cmd: "rm $F", might: true},
		{pat: "rm * *", cmd: `rm a "$@"`, might: true},
		{pat: "rm *", cmd: "rm ''", might: true, certain: true},
		{pat: "rm *", cmd: "rm -- -x", might: true, certain: true},
		// ** is zero or more operands, anywhere, more than once.
		{pat: "echo **", cmd: "echo", might: true, certain: true, words: "[0]"},
		{pat: "echo **", cmd: "echo a b c", might: true, certain: true, words: "[0]"},
		{pat: "echo **", cmd: "echo -n a", might: true, certain: true},
		{pat: "echo ** x", cmd: "echo a b x", might: true, certain: true, words: "[0 3]"},
		{pat: "echo ** x", cmd: "echo a b"},
		{pat: "echo ** x **", cmd: "echo a x b", might: true, certain: true, words: "[0 2]"},
		{pat: "echo ** x ** y **", cmd: "echo 1 x 2 3 y 4", might: true, certain: true, words: "[0 2 5]"},
		{pat: "echo ** x ** y **", cmd: "echo 1 y 2 x"},
		{pat: "echo a ** b", cmd: "echo a b", might: true, certain: true},
		{pat: "echo ** x", cmd: "echo $ARGS", might: true},
		{pat: "echo ** x", cmd: `echo "$@" x`, might: true, certain: true},
		{pat: "echo **", cmd: "echo $(cat file)", might: true, certain: true},
		{pat: "echo * ** *", cmd: "echo a", might: false},
		{pat: "echo * ** *", cmd: "echo a b", might: true, certain: true},
		{pat: "git push **", cmd: "git push", might: true, certain: true},
		{pat: "git push **", cmd: "git pull"},
		// NAME=ELEM.
		{pat: "dd ** of=[device] **", cmd: "dd if=x of=/dev/sda", might: true, certain: true, words: "[0 2]"},
		{pat: "dd ** of=[device] **", cmd: "dd if=x of=/tmp/img"},
		{pat: "dd ** of=[device] **", cmd: "dd if=x of=$DEV", might: true},
		{pat: "dd ** of=[device] **", cmd: `dd if=x "of=/dev/sdb"`, might: true, certain: true},
		{pat: "dd ** of=[device] **", cmd: "dd $ARGS", might: true},
		{pat: "dd ** of=[device] **", cmd: `dd "o$X"`, might: true},
		{pat: "dd ** of=[device] **", cmd: `dd "i$X"`},
		{pat: "dd ** of=* **", cmd: "dd if=a of=b", might: true, certain: true},
		{pat: "dd ** of=/dev/* **", cmd: "dd of=/dev/null", might: true, certain: true},
		{pat: "dd ** if=/dev/zero **", cmd: "dd if=/dev/zero of=x", might: true, certain: true},
		// Classes as operands.
		{pat: "rm -rf [home]", cmd: "rm -rf ~", might: true, certain: true, words: "[0 1 2]"},
		{pat: "rm -rf [home]", cmd: "rm -rf /", might: true, certain: true},
		{pat: "rm -rf [home]", cmd: "rm -rf ./build"},
		{pat: "rm -rf [home]", cmd: `rm -rf "$D"`, might: true},
		{pat: "rm -rf [home]", cmd: "rm -rf ../..", might: true, certain: true},
		{pat: "git push ** [default-branch]", cmd: "git push origin main", might: true, certain: true, words: "[0 1 3]"},
		{pat: "git push ** [default-branch]", cmd: "git push origin feature"},
		{pat: "git push ** [default-branch]", cmd: "git push origin HEAD:refs/heads/master", might: true, certain: true},
		{pat: "git push ** [default-branch]", cmd: "git push origin $B", might: true},
		{pat: "curl ** [host:get.k3s.io] **", cmd: "curl -sfL https://get.k3s.io", might: true, certain: true},
		{pat: "curl ** [host:get.k3s.io] **", cmd: "curl https://evil.com"},
		{pat: "curl ** [egress] **", cmd: "curl https://raw.githubusercontent.com/x", might: true, certain: true},
		{pat: "curl ** [egress] **", cmd: "curl $URL", might: true},
		{pat: "cp ** [outside-workdir]", cmd: "cp a /etc/x", might: true, certain: true},
		{pat: "cp ** [outside-workdir]", cmd: "cp a b"},
	})
}

func TestMatchRefusedPatternInTable(t *testing.T) {
	if _, err := ParsePattern("cat $'x'"); err == nil {
		t.Error("$'x' parsed")
	}
}
