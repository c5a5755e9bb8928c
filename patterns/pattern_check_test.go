package patterns

import (
	"errors"
	"reflect"
	"testing"
)

func TestCheck(t *testing.T) {
	tests := []struct {
		text    string
		outcome Outcome
		code    PatternCode // "" for no error
	}{
		{"git push --force * [default-branch]", Allow, ""},
		{"git push --force * [default-branch]", Refuse, ""},
		{"* ** > [device]", Ask, ""},
		{"* ** > [device]", Allow, CodeStarProgramAllow},
		{"mkfs* **", Refuse, ""},
		{"mkfs* **", Allow, CodeGlobProgramAllow},
		{"[shell] -c *", Ask, ""},
		{"[shell] -c *", Allow, CodeClassProgramAllow},
		{"[downloader] ** | [interpreter]", Ask, ""},
		{"[home] **", Ask, CodeClassNotProgram},
		{"[device]", Refuse, CodeClassNotProgram},
		{"'' x", Ask, CodeEmptyProgram},
		{"rm ** **", Ask, CodeAdjacentStarStar},
		{"rm ** -rf **", Ask, CodeAdjacentStarStar},
		{"rm ** x **", Ask, ""},
		{"rm --force=yes x", Ask, CodeFlagNoValue},
		{"rm -rf=x", Ask, CodeFlagNoValue},
		{"git push --force=x", Refuse, CodeFlagNoValue},
		{"git push --force-with-lease=main", Refuse, ""},
		{"git -C=/x push", Refuse, ""},
		{"cp -b=x a b", Ask, CodeFlagNoValue},
		{"cp --backup=numbered a b", Ask, ""},
		{"frob --anything=x", Ask, ""},
		{"curl --frob=x", Ask, ""},
		{"terraform destroy -auto-approve=true", Ask, ""},
		{"echo ** > [default-branch]", Ask, CodeClassNotTarget},
		{"echo ** > [url]", Ask, CodeClassNotTarget},
		{"cat < [credentials]", Ask, ""},
		{"find ** -exec=rm", Ask, CodeFlagNoValue},
		{"sudo rm -rf [home]", Refuse, ""}, // a flag: sudo -r… stays a part
		{"sudo rm **", Refuse, CodeWrapperProgram},
		{"sudo **", Ask, CodeWrapperProgram},
		{"sudo -l", Ask, ""},
		{"env", Ask, ""},
		{"/usr/bin/env python3 **", Ask, CodeWrapperProgram},
		{"xargs rm", Ask, CodeWrapperProgram},
		{"poetry run rm **", Ask, CodeWrapperProgram},
		{"poetry publish **", Ask, ""}, // poetry is a wrapper only as poetry run
	}
	for _, tt := range tests {
		p := MustParsePattern(tt.text)
		err := p.Check(tt.outcome)
		var pe *PatternError
		switch {
		case tt.code == "" && err != nil:
			t.Errorf("Check(%q, %s) = %v", tt.text, tt.outcome, err)
		case tt.code != "" && !errors.As(err, &pe):
			t.Errorf("Check(%q, %s) = %v, want %s", tt.text, tt.outcome, err, tt.code)
		case tt.code != "" && pe.Code != tt.code:
			t.Errorf("Check(%q, %s) code %s, want %s (%v)", tt.text, tt.outcome, pe.Code, tt.code, err)
		}
	}
}

func TestCheckHandMade(t *testing.T) {
	bad := []struct {
		p    *Pattern
		code PatternCode
	}{
		{nil, CodeNoStages},
		{&Pattern{}, CodeNoStages},
		{&Pattern{Stages: []Stage{{Program: starStar()}}}, CodeStarStarProgram},
		{&Pattern{Stages: []Stage{{Program: flag("-x")}}}, CodeBadElem},
		{&Pattern{Stages: []Stage{{Program: lit("rm"), Words: []Elem{class("nope", "")}}}}, CodeUnknownClass},
		{&Pattern{Stages: []Stage{{Program: lit("curl"), Words: []Elem{class("host", "")}}}}, CodeBadClassArg},
		{&Pattern{Stages: []Stage{{Program: lit("curl"), Words: []Elem{class("host", "a b")}}}}, CodeBadClassArg},
		{&Pattern{Stages: []Stage{{Program: lit("rm"), Words: []Elem{flagV("--x", starStar())}}}}, CodeBadElem},
		{&Pattern{Stages: []Stage{{Program: lit("rm"), Words: []Elem{{Kind: ElemLiteral, Text: "x", Value: &Elem{}}}}}}, CodeBadElem},
		{&Pattern{Stages: []Stage{{Program: lit("rm"), Words: []Elem{{Kind: ElemKeyValue, Text: "-x"}}}}}, CodeBadElem},
		{&Pattern{Stages: []Stage{{Program: lit("rm"), Redirs: []RedirElem{{Op: ">>", Target: lit("x")}}}}}, CodeBadRedir},
		{&Pattern{Stages: []Stage{{Program: lit("rm"), Redirs: []RedirElem{{Op: ">", Target: starStar()}}}}}, CodeBadRedir},
		{&Pattern{Stages: []Stage{{Program: lit("a")}, {Program: lit("b")}, {Program: lit("c")}, {Program: lit("d")}, {Program: lit("e")}}}, CodeTooManyStages},
	}
	for i, tt := range bad {
		err := tt.p.Check(Ask)
		var pe *PatternError
		if !errors.As(err, &pe) || pe.Code != tt.code {
			t.Errorf("%d: Check = %v, want %s", i, err, tt.code)
		}
	}
}

func TestCheckErrorPosition(t *testing.T) {
	p := MustParsePattern("git push --force=x origin")
	var pe *PatternError
	if err := p.Check(Ask); !errors.As(err, &pe) || pe.Pos != 9 {
		t.Errorf("Check = %v (pos %d), want position 9", err, pe.Pos)
	}
}

func TestPrograms(t *testing.T) {
	tests := []struct {
		text  string
		names []string
		any   bool
	}{
		{"git push", []string{"git"}, false},
		{"/usr/bin/rm -rf /", []string{"rm"}, false},
		{"curl ** | sh", []string{"curl", "sh"}, false},
		{"curl ** | [shell]", []string{"curl"}, true},
		{"mkfs* **", nil, true},
		{"* ** > [device]", nil, true},
		{"sh | sh", []string{"sh"}, false},
		{"b | a | b | a", []string{"b", "a"}, false},
		{"a | [shell] | b | a", []string{"a", "b"}, true},
	}
	for _, tt := range tests {
		names, any := MustParsePattern(tt.text).Programs()
		if !reflect.DeepEqual(names, tt.names) || any != tt.any {
			t.Errorf("Programs(%q) = %v, %v; want %v, %v", tt.text, names, any, tt.names, tt.any)
		}
	}
	if n, a := (*Pattern)(nil).Programs(); n != nil || a {
		t.Error("nil pattern has programs")
	}
}

func TestEqual(t *testing.T) {
	a := MustParsePattern("git push -f=x")
	b := MustParsePattern("git  push  -f=x")
	c := MustParsePattern("git push -f=y")
	if !a.Equal(b) || a.Equal(c) || a.Equal(nil) || !(*Pattern)(nil).Equal(nil) {
		t.Error("Equal is wrong")
	}
}
