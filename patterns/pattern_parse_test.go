package patterns

import (
	"errors"
	"strings"
	"testing"
)

// lit, glob, flag … build elements for the tables below.
func lit(s string) Elem      { return Elem{Kind: ElemLiteral, Text: s} }
func glob(s string) Elem     { return Elem{Kind: ElemGlob, Text: s} }
func star() Elem             { return Elem{Kind: ElemStar} }
func starStar() Elem         { return Elem{Kind: ElemStarStar} }
func class(c, a string) Elem { return Elem{Kind: ElemClass, Class: c, Arg: a} }
func flag(s string) Elem     { return Elem{Kind: ElemFlag, Text: s} }
func flagV(s string, v Elem) Elem {
	return Elem{Kind: ElemFlag, Text: s, Value: &v}
}
func kv(name string, v Elem) Elem { return Elem{Kind: ElemKeyValue, Text: name, Value: &v} }

func TestParsePatternShapes(t *testing.T) {
	tests := []struct {
		text  string
		want  []Stage
		print string // canonical text; "" when it is text itself
	}{
		{"git push --force * [default-branch]", []Stage{{Program: lit("git"),
			Words: []Elem{lit("push"), flag("--force"), star(), class("default-branch", "")}}}, ""},
		{"terraform destroy -target=module.test.*", []Stage{{Program: lit("terraform"),
			Words: []Elem{lit("destroy"), flagV("-target", glob("module.test.*"))}}}, ""},
		{"curl -fsSL [host:get.k3s.io] | sh", []Stage{
			{Program: lit("curl"), Words: []Elem{flag("-fsSL"), class("host", "get.k3s.io")}},
			{Program: lit("sh")}}, ""},
		{"dd ** of=[device] **", []Stage{{Program: lit("dd"),
			Words: []Elem{starStar(), kv("of", class("device", "")), starStar()}}}, ""},
		{"git -C /repo push", []Stage{{Program: lit("git"),
			Words: []Elem{flagV("-C", lit("/repo")), lit("push")}}}, "git -C=/repo push"},
		{"git -C ** push", []Stage{{Program: lit("git"),
			Words: []Elem{flag("-C"), starStar(), lit("push")}}}, ""},
		{"tar -xzf * -C /", []Stage{{Program: lit("tar"),
			Words: []Elem{flagV("-xzf", star()), flagV("-C", lit("/"))}}}, "tar -xzf=* -C=/"},
		{"git -C/repo status", []Stage{{Program: lit("git"),
			Words: []Elem{flagV("-C", lit("/repo")), lit("status")}}}, "git -C=/repo status"},
		{"rm -rf '*'", []Stage{{Program: lit("rm"), Words: []Elem{flag("-rf"), lit("*")}}}, ""},
		{`rm -rf "[home]"`, []Stage{{Program: lit("rm"), Words: []Elem{flag("-rf"), lit("[home]")}}}, "rm -rf '[home]'"},
		{`echo 'a b' c\ d`, []Stage{{Program: lit("echo"), Words: []Elem{lit("a b"), lit("c d")}}}, "echo 'a b' 'c d'"},
		{"rm -rf ~", []Stage{{Program: lit("rm"), Words: []Elem{flag("-rf"), {Kind: ElemLiteral, Text: "~", Tilde: true}}}}, ""},
		{"rm -rf /srv/p1/**", []Stage{{Program: lit("rm"), Words: []Elem{flag("-rf"), glob("/srv/p1/**")}}}, ""},
		{"rm -rf ~/build/*", []Stage{{Program: lit("rm"), Words: []Elem{flag("-rf"), {Kind: ElemGlob, Text: "~/build/*", Tilde: true}}}}, ""},
		{"rm -rf '~'", []Stage{{Program: lit("rm"), Words: []Elem{flag("-rf"), lit("~")}}}, ""},
		{"rm -- -rf", []Stage{{Program: lit("rm"), Words: []Elem{lit("-rf")}}}, ""},
		{"rm x -- -rf -", []Stage{{Program: lit("rm"), Words: []Elem{lit("x"), lit("-rf"), lit("-")}}}, "rm x -- -rf -"},
		{"chmod -w file", []Stage{{Program: lit("chmod"), Words: []Elem{lit("-w"), lit("file")}}}, ""},
		{"echo ** > [outside-workdir]", []Stage{{Program: lit("echo"), Words: []Elem{starStar()},
			Redirs: []RedirElem{{Op: ">", Target: class("outside-workdir", "")}}}}, ""},
		{"cat >> /etc/hosts", []Stage{{Program: lit("cat"),
			Redirs: []RedirElem{{Op: ">", Target: lit("/etc/hosts")}}}}, "cat > /etc/hosts"},
		{"> x tee", []Stage{{Program: lit("tee"), Redirs: []RedirElem{{Op: ">", Target: lit("x")}}}}, "tee > x"},
		{"sh < [credentials]", []Stage{{Program: lit("sh"), Redirs: []RedirElem{{Op: "<", Target: class("credentials", "")}}}}, ""},
		{"[shell] -c *", []Stage{{Program: class("shell", ""), Words: []Elem{flag("-c"), star()}}}, ""},
		{"mkfs* **", []Stage{{Program: glob("mkfs*"), Words: []Elem{starStar()}}}, ""},
		{"* ** > [device]", []Stage{{Program: star(), Words: []Elem{starStar()},
			Redirs: []RedirElem{{Op: ">", Target: class("device", "")}}}}, ""},
		{"/usr/bin/rm -rf /", []Stage{{Program: lit("/usr/bin/rm"), Words: []Elem{flag("-rf"), lit("/")}}}, ""},
		{"curl [host:*.Example.COM]", []Stage{{Program: lit("curl"), Words: []Elem{class("host", "*.example.com")}}}, "curl [host:*.example.com]"},
		{"kubectl delete ns *", []Stage{{Program: lit("kubectl"), Words: []Elem{lit("delete"), lit("ns"), star()}}}, ""},
		{"find ** -exec", []Stage{{Program: lit("find"), Words: []Elem{starStar(), flag("-exec")}}}, ""},
		{"find ** -execdir ** -delete", []Stage{{Program: lit("find"), Words: []Elem{starStar(), flag("-execdir"), starStar(), flag("-delete")}}}, ""},
		{"python3 -c * **", []Stage{{Program: lit("python3"), Words: []Elem{flagV("-c", star()), starStar()}}}, "python3 -c=* **"},
		{"ssh * rm -rf /", []Stage{{Program: lit("ssh"), Words: []Elem{star(), lit("rm"), lit("-rf"), lit("/")}}}, ""},
		{"frob -x val", []Stage{{Program: lit("frob"), Words: []Elem{flag("-x"), lit("val")}}}, ""},
		{"frob --x='a b'", []Stage{{Program: lit("frob"), Words: []Elem{flagV("--x", lit("a b"))}}}, ""},
		{"frob '--x y'", []Stage{{Program: lit("frob"), Words: []Elem{flag("--x y")}}}, ""},
		{"frob --x=", []Stage{{Program: lit("frob"), Words: []Elem{flagV("--x", lit(""))}}}, "frob --x=''"},
		{"terraform apply -var=a=[url]", []Stage{{Program: lit("terraform"), Words: []Elem{lit("apply"), flagV("-var", kv("a", class("url", "")))}}}, ""},
		{"make CC=gcc", []Stage{{Program: lit("make"), Words: []Elem{lit("CC=gcc")}}}, ""},
		{"dd of=/dev/*", []Stage{{Program: lit("dd"), Words: []Elem{kv("of", glob("/dev/*"))}}}, ""},
		{"a/b=c*", []Stage{{Program: glob("a/b=c*")}}, "'a/b=c'*"},
		{"'a=b' x", []Stage{{Program: lit("a=b"), Words: []Elem{lit("x")}}}, ""},
		{"echo {} a{b,c}", []Stage{{Program: lit("echo"), Words: []Elem{lit("{}"), lit("a{b,c}")}}}, "echo '{}' 'a{b,c}'"},
		{"echo \"it's\"", []Stage{{Program: lit("echo"), Words: []Elem{lit("it's")}}}, `echo 'it'\''s'`},
		{"a | b | c | d", []Stage{{Program: lit("a")}, {Program: lit("b")}, {Program: lit("c")}, {Program: lit("d")}}, ""},
		{"tar xzf * -C /", []Stage{{Program: lit("tar"), Words: []Elem{flag("-x"), flag("-z"), flagV("-f", star()), flagV("-C", lit("/"))}}}, "tar -x -z -f=* -C=/"},
		{"tar cfb out.tar 20 dir", []Stage{{Program: lit("tar"), Words: []Elem{flag("-c"), flagV("-f", lit("out.tar")), flagV("-b", lit("20")), lit("dir")}}}, "tar -c -f=out.tar -b=20 dir"},
		{"tar -C - -0", []Stage{{Program: lit("tar"), Words: []Elem{flag("-C"), lit("-"), flag("-0")}}}, ""},
		{"git -C -- x", []Stage{{Program: lit("git"), Words: []Elem{flag("-C"), lit("x")}}}, ""},
		{"'do' x", []Stage{{Program: lit("do"), Words: []Elem{lit("x")}}}, ""},
		{"'export' A=1", []Stage{{Program: lit("export"), Words: []Elem{lit("A=1")}}}, ""},
		{"echo do export", []Stage{{Program: lit("echo"), Words: []Elem{lit("do"), lit("export")}}}, ""},
		{"  git   status  ", []Stage{{Program: lit("git"), Words: []Elem{lit("status")}}}, "git status"},
	}
	for _, tt := range tests {
		p, err := ParsePattern(tt.text)
		if err != nil {
			t.Errorf("ParsePattern(%q): %v", tt.text, err)
			continue
		}
		if !p.Equal(&Pattern{Stages: tt.want}) {
			t.Errorf("ParsePattern(%q) =\n %#v\nwant\n %#v", tt.text, p.Stages, tt.want)
		}
		want := tt.print
		if want == "" {
			want = tt.text
		}
		if got := p.String(); got != want {
			t.Errorf("ParsePattern(%q).String() = %q, want %q", tt.text, got, want)
		}
		q, err := ParsePattern(p.String())
		if err != nil || !q.Equal(p) {
			t.Errorf("round trip of %q through %q: %v", tt.text, p.String(), err)
		}
	}
}

func TestParsePatternErrors(t *testing.T) {
	tests := []struct {
		text string
		code PatternCode
		pos  int
	}{
		{"", CodeEmpty, 0},
		{"   \n ", CodeEmpty, 0},
		{strings.Repeat("a", MaxPatternLen+1), CodeTooLong, MaxPatternLen},
		{"rm 'x", CodeSyntax, 3},
		{"rm \x00", CodeControl, 3},
		{"rm 'a\rb'", CodeControl, 5},
		{"rm \x1b[31m", CodeControl, 3},
		{"rm x; ls", CodeCompound, 6},
		{"rm x && ls", CodeCompound, 0},
		{"rm x || ls", CodeCompound, 0},
		{"rm x &", CodeCompound, 0},
		{"rm x;", CodeCompound, 0},
		{"(rm x)", CodeCompound, 0},
		{"{ rm x; }", CodeCompound, 0},
		{"if x; then y; fi", CodeCompound, 0},
		{"! rm x", CodeCompound, 0},
		{"a |& b", CodeCompound, 0},
		{"f() { x; }", CodeCompound, 0},
		{"export A=1", CodeSyntax, 0},
		{"let x=1", CodeSyntax, 0},
		{"time rm x", CodeSyntax, 0},
		{"[[ -f x ]]", CodeCompound, 0},
		{"rm $HOME", CodeExpansion, 3},
		{`rm "$HOME"`, CodeExpansion, 4},
		{"rm $(pwd)", CodeExpansion, 3},
		{"rm `pwd`", CodeExpansion, 3},
		{"rm $'a\\n'", CodeExpansion, 3},
		{"echo $((1+2))", CodeExpansion, 5},
		{"cat <(ls)", CodeExpansion, 4},
		{"FOO=1 rm x", CodeAssignment, 0},
		{"rm x # note", CodeComment, 5},
		{"# only", CodeComment, 0},
		{"cat << EOF\nx\nEOF", CodeBadRedir, 4},
		{"cat <> x", CodeBadRedir, 4},
		{"cat <<< **", CodeBadRedir, 4},
		{"cmd 2> x", CodeBadRedir, 4},
		{"cmd >&2", CodeBadRedir, 4},
		{"cmd > **", CodeBadRedir, 4},
		{"rm [hom]", CodeUnknownClass, 3},
		{"rm []", CodeUnknownClass, 3},
		{"rm [home:x]", CodeBadClassArg, 3},
		{"curl [host]", CodeBadClassArg, 5},
		{"curl [host:]", CodeBadClassArg, 5},
		{"curl [host:a..b]", CodeBadClassArg, 5},
		{"curl [host:a/b]", CodeBadClassArg, 5},
		{"rm a[1]", CodeBadClass, 3},
		{"rm [home", CodeBadClass, 3},
		{"dd of=a[1]", CodeBadClass, 6},
		{"rm a***b", CodeBadGlob, 3},
		{"rm 'a*'*", CodeBadGlob, 3},
		{"rm a?", CodeBadGlob, 3},
		{"rm @(a|b)", CodeBadGlob, 3},
		{"dd of=**", CodeBadGlob, 3},
		{"rm -*", CodeBadFlag, 3},
		{"rm --x*=1", CodeBadFlag, 3},
		{"git -C=**", CodeBadFlag, 7},
		{"find ** -exec rm {} ';'", CodeExecCommand, 14},
		{"rm ~root/x", CodeTildeUser, 3},
		{"rm ~+", CodeTildeUser, 3},
		{"** rm", CodeStarStarProgram, 0},
		{"-rf x", CodeFlagProgram, 0},
		{"> x", CodeSyntax, 0},
		{"a | b | c | d | e", CodeTooManyStages, 0},
		{"x" + strings.Repeat(" *", 17), CodeTooManyStars, 0},
		{"x" + strings.Repeat(" a", 64), CodeTooManyWords, 128},
	}
	for _, tt := range tests {
		p, err := ParsePattern(tt.text)
		var pe *PatternError
		if !errors.As(err, &pe) {
			t.Errorf("ParsePattern(%q) = %v, %v; want code %s", tt.text, p, err, tt.code)
			continue
		}
		if pe.Code != tt.code {
			t.Errorf("ParsePattern(%q) code = %s, want %s (%v)", tt.text, pe.Code, tt.code, err)
		}
		if tt.pos != 0 && pe.Pos != tt.pos {
			t.Errorf("ParsePattern(%q) pos = %d, want %d (%v)", tt.text, pe.Pos, tt.pos, err)
		}
		if pe.Msg == "" || pe.Hint == "" || !strings.Contains(pe.Error(), pe.Hint) {
			t.Errorf("ParsePattern(%q) error %q lacks a message or hint", tt.text, pe.Error())
		}
	}
}

func TestMustParsePatternPanics(t *testing.T) {
	defer func() {
		if recover() == nil {
			t.Error("MustParsePattern did not panic")
		}
	}()
	MustParsePattern("rm $X")
}

// TestUnknownClassHint: a class mistyped is answered with the nearest
// classes' names, in the form a pattern writes them, and where every class
// is listed; a name near none says where they are, not all ~120 of them.
func TestUnknownClassHint(t *testing.T) {
	tests := []struct {
		pattern string
		want    string
	}{
		{"rm [hom]", "did you mean [home]? `ozdesk policy classes` lists every class; quote the brackets for a literal"},
		{"rm [Home]", "did you mean [home]?"},
		{"rm [credential]", "did you mean [credentials] or "},
		{"rm [outside-workdr]", "did you mean [outside-workdir]"},
		{"git push [nope]", "write one of the classes `ozdesk policy classes` lists, or quote the brackets for a literal"},
		{"ssh [hots:prod]", "did you mean [host:NAME]?"},
	}
	for _, tt := range tests {
		_, err := ParsePattern(tt.pattern)
		var pe *PatternError
		if !errors.As(err, &pe) || pe.Code != CodeUnknownClass {
			t.Errorf("ParsePattern(%q) = %v, want an unknown-class error", tt.pattern, err)
			continue
		}
		if !strings.Contains(pe.Hint, tt.want) {
			t.Errorf("ParsePattern(%q) hint %q, want it to hold %q", tt.pattern, pe.Hint, tt.want)
		}
		if len(pe.Hint) > 200 {
			t.Errorf("ParsePattern(%q) hint is %d bytes: %q", tt.pattern, len(pe.Hint), pe.Hint)
		}
	}
}

// TestStringKeepsFlagsAfterDashDash: a pattern built in code (a
// suggestion) may hold flags after the place where its text must end the
// flags with "--"; they are written before it, where they stay flags
// (flags match in any position).
func TestStringKeepsFlagsAfterDashDash(t *testing.T) {
	tests := []struct {
		words []Elem
		want  string
	}{
		{[]Elem{star(), lit("build"), flag("-t"), lit("r/app:1"), flag("--push"), lit(".")}, "docker * build -t --push r/app:1 ."},
		{[]Elem{lit("run"), lit("-x"), flag("-d")}, "docker run -d -- -x"},
	}
	for _, tt := range tests {
		p := &Pattern{Stages: []Stage{{Program: lit("docker"), Words: tt.words}}}
		if got := p.String(); got != tt.want {
			t.Errorf("String() = %q, want %q", got, tt.want)
		}
		back, err := ParsePattern(p.String())
		if err != nil {
			t.Fatalf("%q: %v", p.String(), err)
		}
		var flags, operands []string
		for _, e := range back.Stages[0].Words {
			if e.Kind == ElemFlag {
				flags = append(flags, e.Text)
			} else {
				operands = append(operands, printElem(e, false))
			}
		}
		var wantFlags, wantOps []string
		for _, e := range tt.words {
			if e.Kind == ElemFlag {
				wantFlags = append(wantFlags, e.Text)
			} else {
				wantOps = append(wantOps, printElem(e, false))
			}
		}
		if strings.Join(flags, " ") != strings.Join(wantFlags, " ") || strings.Join(operands, " ") != strings.Join(wantOps, " ") {
			t.Errorf("%q reads back as flags %v, operands %v; want %v, %v", p.String(), flags, operands, wantFlags, wantOps)
		}
	}
}
