package patterns

import (
	"strings"
	"testing"
)

// TestBindPositional: a body's positional parameters are written as the
// runner's known words, quoted for where they stand; single quotes,
// escapes and comments keep theirs; a word not known, a position not
// given, and a body that shifts leave them as written.
func TestBindPositional(t *testing.T) {
	args := func(vals ...string) posArgs {
		a := posArgs{}
		for _, v := range vals {
			a.vals, a.known = append(a.vals, v), append(a.known, v != "?")
		}
		return a
	}
	for _, c := range []struct {
		body string
		args posArgs
		want string
	}{
		{`rm -rf "$1"`, args("/home/u"), `rm -rf "/home/u"`},
		{`rm -rf $1`, args("/home/u"), `rm -rf '/home/u'`},
		{`rm -rf ${1}/x`, args("/a b"), `rm -rf '/a b'/x`},
		{`rm -rf "$@"`, args("a", "/home/u"), `rm -rf "a" "/home/u"`},
		{`rm -rf $*`, args("a", "b"), `rm -rf 'a' 'b'`},
		{`echo "$*"`, args("a", "b"), `echo "a b"`},
		{`echo '$1' \$1 # $1`, args("x"), `echo '$1' \$1 # $1`},
		{`rm -rf "$1" "$2"`, args("x"), `rm -rf "x" "$2"`},
		{`rm -rf "$1" "$@"`, args("?", "x"), `rm -rf "$1" "$@"`},
		{"shift\nrm -rf \"$1\"", args("a", "b"), "shift\nrm -rf \"$1\""},
		{`set -- a; rm -rf "$1"`, args("b"), `set -- a; rm -rf "$1"`},
		{`rm -rf "$1"`, posArgs{}, `rm -rf "$1"`},
		{`echo "$1"`, args(`a"$(b)`), `echo "a\"\$(b)"`},
		{`echo $1`, args(`it's`), `echo 'it'\''s'`},
		{`echo $10 $0`, args("a"), `echo 'a'0 $0`},
	} {
		if got := bindPositional(c.body, c.args); got != c.want {
			t.Errorf("bindPositional(%q, %v) = %q, want %q", c.body, c.args.vals, got, c.want)
		}
	}
}

// FuzzBindPositional: binding never panics, leaves a body without a $
// as it was, and the bound body reads.
func FuzzBindPositional(f *testing.F) {
	for _, s := range []string{`rm -rf "$1"`, `echo '$@' "$*" ${1} $9`, "# $1\n$1", `"\$1`, `'`} {
		f.Add(s, "/home/u")
	}
	f.Fuzz(func(t *testing.T, body, arg string) {
		got := bindPositional(body, posArgs{vals: []string{arg}, known: []bool{true}})
		if !strings.Contains(body, "$") && got != body {
			t.Fatalf("bindPositional(%q) = %q: changed a body without a $", body, got)
		}
		_ = Read(got)
	})
}
