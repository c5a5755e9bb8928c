package patterns

import (
	"fmt"
	"strings"
)

// Build and task tools' own code options (rt22e #28), judged by the rule
// for an interpreter's literal code (DEFAULTS.md): rake's -e/--execute,
// -p/--execute-print and -E/--execute-continue (Ruby), mix's `run -e`
// and `mix eval` (Elixir), sbt's `eval` and `console` commands (Scala), each
// foreign code unless plain (Ruby's short list; Elixir and Scala have none);
// and maven's exec plugin, whose -Dexec.executable and -Dexec.args name the
// command `mvn exec:exec` runs, read as that command (a value not known
// here is unreadable). `mvn exec:java` runs a class of the project, as
// `go run .` runs the project's code, and `exec:exec` without
// -Dexec.executable runs what the project's pom names: both are left
// alone. `yarn node -e CODE` is node's code; `tox exec -- CMD` is peeled
// as a runner (wrappers_runner_table.go).

// toolCode reads the code options of rake, mix, sbt, `yarn node` and
// maven.
func (r *reading) toolCode(p *Part, sc scope) []*Node {
	args := p.Words
	var code []codeArg
	spec := &runtimeSpec{}
	switch p.Program {
	case "rake":
		spec = &runtimeSpec{lang: "ruby", code: []string{"-e", "--execute", "-p", "--execute-print", "-E", "--execute-continue"},
			valued: []string{"-f", "--rakefile", "-I", "--libdir", "-r", "--require", "-R", "--rakelibdir", "-C", "--directory", "-j", "--jobs"}}
		code = readRuntimeCall(spec, args).code
	case "mix":
		sub := firstOperandAt(args)
		switch {
		case sub > 0 && isLit(args[sub], "run"):
			spec = &runtimeSpec{code: []string{"-e", "--eval"}, valued: []string{"-r", "--require", "-p", "--parallel-require", "-c", "--config"}}
			for _, c := range readRuntimeCall(spec, args[sub:]).code {
				c.word += sub
				code = append(code, c)
			}
		case sub > 0 && isLit(args[sub], "eval") && sub+1 < len(args):
			code = []codeArg{{word: sub + 1, opt: "eval"}}
		}
	case "sbt":
		for i := 1; i < len(args); i++ {
			lit, _ := litPrefix(args[i])
			for _, cmd := range []string{"eval ", "console", "consoleQuick", "set "} {
				if strings.HasPrefix(lit, cmd) {
					code = append(code, codeArg{word: i, opt: strings.TrimSpace(cmd)})
				}
			}
		}
	case "yarn":
		// yarn node ARGS runs node with ARGS.
		if sub := firstOperandAt(args); sub > 0 && isLit(args[sub], "node") {
			spec = scriptRunnerCode.get()["tsx"] // node's code options, judged as node's
			for _, c := range readRuntimeCall(spec, args[sub:]).code {
				c.word += sub
				code = append(code, c)
			}
		}
	case "mvn", "mvnw":
		return r.mavenExec(p, sc)
	}
	return r.runtimeCode(p, spec, p.Program, code)
}

// firstOperandAt returns the index in words of the first word after the
// program that is not an option, or -1.
func firstOperandAt(words []Word) int {
	for i := 1; i < len(words); i++ {
		if lit, _ := litPrefix(words[i]); !strings.HasPrefix(lit, "-") {
			return i
		}
	}
	return -1
}

// mavenExec reads `mvn exec:exec -Dexec.executable=X -Dexec.args=A` as
// the command `X A`.
func (r *reading) mavenExec(p *Part, sc scope) []*Node {
	execGoal := false
	var exe, eargs *Word
	for i, w := range p.Args() {
		lit, ok := w.Literal()
		if !ok {
			lit, _ = litPrefix(w)
		}
		switch {
		case lit == "exec:exec" || strings.HasPrefix(lit, "org.codehaus.mojo:exec-maven-plugin:") && strings.HasSuffix(lit, ":exec"):
			execGoal = true
		case strings.HasPrefix(lit, "-Dexec.executable="):
			v := trimWordPrefix(p.Args()[i], "-Dexec.executable=", sc.m.whole == nil)
			exe = &v
		case strings.HasPrefix(lit, "-Dexec.args="):
			v := trimWordPrefix(p.Args()[i], "-Dexec.args=", sc.m.whole == nil)
			eargs = &v
		}
	}
	if !execGoal || exe == nil {
		return nil
	}
	text, ok := exe.Literal()
	if !ok {
		return []*Node{r.unreadable(p, UnreadableNestedDynamic, exe.Span, fmt.Sprintf(
			"mvn exec:exec is given -Dexec.executable=%s, which is not literal, so what it runs is not known.", quoteRaw(exe.Raw)))}
	}
	if eargs != nil {
		a, ok := eargs.Literal()
		if !ok {
			return []*Node{r.unreadable(p, UnreadableNestedDynamic, eargs.Span, fmt.Sprintf(
				"mvn exec:exec is given -Dexec.args=%s, which is not literal, so what it runs is not known.", quoteRaw(eargs.Raw)))}
		}
		text += " " + a
	}
	return r.varText(p, "mvn -Dexec.executable", text, exe.Span, sc)
}
