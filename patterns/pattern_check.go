package patterns

import (
	"path"
	"strings"
)

// Check refuses a pattern that a rule with outcome o must not have, and a
// pattern that could never match. It checks:
//
//   - the caps (stages, stars, words per stage);
//   - the program: * (star-program-allow), a glob (glob-program-allow) or a
//     class (class-program-allow) only in ask and refuse rules; a class
//     only if it judges program names (class-not-program); never ” ;
//   - shapes no command can have: ** next to ** among a stage's operands
//     (adjacent-starstar), a value for a flag the program's table says
//     takes none (flag-takes-no-value), a branch or URL class as a
//     redirection target (class-not-target);
//   - elements built by hand that the language cannot write (bad-elem,
//     unknown-class, bad-class-arg).
//
// It returns a [*PatternError] or nil.
func (p *Pattern) Check(o Outcome) error {
	if p == nil || len(p.stages()) == 0 {
		return patErr(CodeNoStages, 0, "", "the pattern has no command", "write the command to match")
	}
	if err := checkCaps(p, 0); err != nil {
		return err
	}
	for i := range p.stages() {
		if err := checkStage(&p.stages()[i], o); err != nil {
			if err.Pos == 0 {
				err.Pos = p.elemPos(err.Text)
			}
			return err
		}
	}
	return nil
}

// checkCaps enforces the caps on stages, stars and words.
func checkCaps(p *Pattern, pos int) *PatternError {
	if len(p.stages()) > MaxPatternStages {
		return patErr(CodeTooManyStages, pos, "", "the pattern has more than 4 pipeline stages",
			"match the stages that matter: a pattern matches consecutive stages anywhere in a pipeline")
	}
	stars := 0
	for _, s := range p.stages() {
		if len(s.Words)+1 > MaxStageWords {
			return patErr(CodeTooManyWords, pos, "", "a pattern stage has more than 64 words",
				"use ** for the words that do not matter")
		}
		stars += elemStars(s.Program)
		for _, e := range s.Words {
			stars += elemStars(e)
		}
		for _, r := range s.Redirs {
			stars += elemStars(r.Target)
		}
	}
	if stars > MaxPatternStars {
		return patErr(CodeTooManyStars, pos, "", "the pattern has more than 16 stars",
			"name more words literally, or use one ** for a run of words")
	}
	return nil
}

// elemStars counts the stars of an element: *, **, and each * in a glob
// or a class argument.
func elemStars(e Elem) int {
	n := 0
	switch e.Kind {
	case ElemStar, ElemStarStar:
		n = 1
	case ElemGlob:
		n = strings.Count(e.Text, "*")
	case ElemClass:
		n = strings.Count(e.Arg, "*")
	}
	if e.Value != nil {
		n += elemStars(*e.Value)
	}
	return n
}

func checkStage(s *Stage, o Outcome) *PatternError {
	if err := checkProgram(s.Program, o); err != nil {
		return err
	}
	if err := checkWrapper(s); err != nil {
		return err
	}
	program := ""
	if s.Program.Kind == ElemLiteral && !s.Program.Tilde {
		program = path.Base(s.Program.Text)
	}
	st := newOptState(program)
	prevStarStar := false
	for _, e := range s.Words {
		if err := checkElem(e, e.Kind == ElemFlag); err != nil {
			return err
		}
		if e.Kind == ElemFlag {
			if e.Value != nil && program != "" && !takesValue(st.level(), e.Text) {
				return patErr(CodeFlagNoValue, 0, e.Text, "the flag "+e.Text+" of "+program+" takes no value",
					"write "+e.Text+" without =…")
			}
			if def, _ := patternFlagArity(st.level(), e.Text); def != nil && def.stop {
				st.ended = true
			}
			continue
		}
		if e.Kind == ElemStarStar && prevStarStar {
			return patErr(CodeAdjacentStarStar, 0, "**", "** next to ** matches nothing more than one **",
				"write a single **")
		}
		prevStarStar = e.Kind == ElemStarStar
		st.sawOperand(e.Text, e.Kind == ElemLiteral && !e.Tilde)
	}
	for _, r := range s.Redirs {
		if r.Op != ">" && r.Op != "<" && r.Op != "<<<" {
			return patErr(CodeBadRedir, 0, r.Op, "a pattern's redirection is >, < or <<<", "write > TARGET, < TARGET or <<< TEXT")
		}
		if err := checkElem(r.Target, false); err != nil {
			return err
		}
		switch {
		case r.Target.Kind == ElemStarStar || r.Target.Kind == ElemFlag || r.Target.Kind == ElemKeyValue:
			return patErr(CodeBadRedir, 0, "", "a redirection's target is one literal, glob, * or [class]",
				"write > [class] or > a literal path")
		case r.Target.Kind == ElemClass && !targetClass(r.Target.Class):
			return patErr(CodeClassNotTarget, 0, "["+r.Target.Class+"]",
				"the class ["+r.Target.Class+"] judges branches or URLs, not the files a command redirects to",
				"use a path class such as [outside-workdir], [device] or [credentials]")
		}
	}
	return nil
}

// checkWrapper refuses a stage whose program is a wrapper the reader peels
// (sudo, env, timeout, xargs …) followed by the command it would run: the
// part is that command, so such a pattern would match nothing. A wrapper
// with flags (sudo -l, sudo -v **) stays a part of its own and is allowed.
func checkWrapper(s *Stage) *PatternError {
	if s.Program.Kind != ElemLiteral || s.Program.Tilde {
		return nil
	}
	name := path.Base(s.Program.Text)
	spec := wrapperSpecs.get()[name]
	if spec == nil || len(s.Words) == 0 {
		return nil
	}
	if len(spec.subs) > 0 && !stageHasSub(s, spec.subs) {
		return nil // poetry publish: poetry is a wrapper only as poetry run
	}
	if spec.after != nil || len(spec.joins) > 0 {
		return nil // gdb ./app, yarn exec …: the wrapper stays a part of its own
	}
	if len(spec.subNeeds) > 0 && s.Words[0].Kind == ElemLiteral && spec.subNeeds[s.Words[0].Text] != nil {
		return nil // yarn run NAME without -T or -B: a script, not peeled
	}
	for _, e := range s.Words {
		if e.Kind == ElemFlag {
			return nil
		}
	}
	return patErr(CodeWrapperProgram, 0, s.Program.Text,
		name+" is peeled off the command it runs: the part is that command, so this pattern would match nothing",
		"write the command "+name+" runs (rm -rf [home], not "+name+" rm -rf [home])")
}

// stageHasSub reports whether a pattern's first words are one of a
// wrapper's subcommands.
func stageHasSub(s *Stage, subs []string) bool {
	for _, sub := range subs {
		fields := strings.Fields(sub)
		ok := len(s.Words) >= len(fields)
		for k := 0; ok && k < len(fields); k++ {
			ok = s.Words[k].Kind == ElemLiteral && s.Words[k].Text == fields[k]
		}
		if ok {
			return true
		}
	}
	return false
}

// targetClass reports whether a class can judge a redirection's target.
func targetClass(name string) bool {
	switch name {
	case "default-branch", "force-refspec", "host", "egress", "url", "remote-code", "setuid-mode", "setgid-mode":
		return false
	}
	return true
}

// takesValue reports whether a flag written in a pattern (without =) can
// carry a value: it, or one of its combined letters, takes one, or its
// arity is not known.
func takesValue(lv *progSpec, name string) bool {
	if lv.style == styleUnknown {
		return true
	}
	short := lv.style == styleGNU && !strings.HasPrefix(name, "--")
	def, _ := patternFlagArity(lv, name)
	if def == nil {
		if short {
			// A letter not in the table might take the value.
			for k := 1; k < len(name); k++ {
				if lv.lookup("-"+name[k:k+1]) == nil {
					return !lv.closed
				}
			}
			return false
		}
		return !lv.closed
	}
	switch def.value {
	case valueRequired:
		return true
	case valueOptional:
		return !short
	}
	return lv.goFlags
}

func checkProgram(e Elem, o Outcome) *PatternError {
	if err := checkElem(e, false); err != nil && e.Kind != ElemStarStar {
		return err
	}
	switch e.Kind {
	case ElemLiteral:
		if e.Text == "" {
			return patErr(CodeEmptyProgram, 0, "''", "the program is empty: no command has it",
				"write the program's name")
		}
	case ElemStar:
		if !o.Tightening() {
			return patErr(CodeStarProgramAllow, 0, "*", "an allow rule cannot match any program",
				"name the program; * as the program is for ask and refuse rules")
		}
	case ElemGlob:
		if !o.Tightening() {
			return patErr(CodeGlobProgramAllow, 0, e.Text, "an allow rule cannot match programs by a glob",
				"name the program exactly; a glob as the program is for ask and refuse rules")
		}
	case ElemClass:
		if err := checkElem(e, false); err != nil {
			return err
		}
		if c, _ := lookupClass(e.Class); !c.Program {
			return patErr(CodeClassNotProgram, 0, "["+e.Class+"]",
				"the class ["+e.Class+"] judges operands, not programs",
				"use [shell], [interpreter] or [downloader] as the program, or name it")
		}
		if !o.Tightening() {
			return patErr(CodeClassProgramAllow, 0, "["+e.Class+"]", "an allow rule cannot match programs by a class",
				"name the program exactly; a class as the program is for ask and refuse rules")
		}
	case ElemStarStar:
		return patErr(CodeStarStarProgram, 0, "**", "** cannot stand for the program", "write the program, then **")
	default:
		return patErr(CodeBadElem, 0, e.Text, "the program must be a literal, a glob, * or a [class]", "write the program")
	}
	return nil
}

// checkElem checks an element built by hand: kinds where they may stand,
// known classes and valid arguments.
func checkElem(e Elem, flag bool) *PatternError {
	switch e.Kind {
	case ElemFlag:
		if !flag || len(e.Text) < 2 || e.Text[0] != '-' || strings.ContainsAny(e.Text, "=*[") {
			return patErr(CodeBadElem, 0, e.Text, "a flag element needs a name that starts with -", "write -f or --force")
		}
	case ElemClass:
		c, ok := lookupClass(e.Class)
		if !ok {
			return patErr(CodeUnknownClass, 0, "["+e.Class+"]", "there is no class ["+e.Class+"]",
				unknownClassHint(e.Class))
		}
		if (c.Arg == "") != (e.Arg == "") {
			return patErr(CodeBadClassArg, 0, "["+e.Class+"]", "the class ["+e.Class+"] argument is wrong",
				"write "+c.classForm())
		}
		if c.checkArg != nil {
			if _, msg := c.checkArg(e.Arg); msg != "" {
				return patErr(CodeBadClassArg, 0, "["+e.Class+":"+e.Arg+"]", msg, "write ["+e.Class+":"+c.Arg+"]")
			}
		}
	case ElemKeyValue:
		if !validKeyName(e.Text) || e.Value == nil {
			return patErr(CodeBadElem, 0, e.Text, "a NAME=ELEM element needs a name and an element", "write of=[device]")
		}
	case ElemLiteral, ElemGlob:
		if e.Tilde && e.Text != "~" && !strings.HasPrefix(e.Text, "~/") {
			return patErr(CodeBadElem, 0, e.Text, "a ~ for the home directory is ~ or ~/…", "quote a literal ~")
		}
	case ElemStar, ElemStarStar:
	default:
		return patErr(CodeBadElem, 0, e.Text, "the element's kind is not known", "parse the pattern from text")
	}
	if e.Value != nil {
		if e.Kind != ElemFlag && e.Kind != ElemKeyValue {
			return patErr(CodeBadElem, 0, e.Text, "only a flag or NAME=ELEM carries a value", "remove the value")
		}
		v := *e.Value
		if v.Kind == ElemStarStar || v.Kind == ElemFlag || (v.Kind == ElemKeyValue && e.Kind == ElemKeyValue) {
			return patErr(CodeBadElem, 0, e.Text, "a value is one literal, glob, * or [class]", "write NAME=* for any value")
		}
		return checkElem(v, false)
	}
	return nil
}

// elemPos finds where an element stands in the text the pattern was parsed
// from, for errors found by Check (0 when not found).
func (p *Pattern) elemPos(text string) int {
	if text == "" {
		return 0
	}
	if i := strings.Index(p.src, text); i >= 0 {
		return i
	}
	return 0
}
