package patterns

import (
	"fmt"
	"strings"
)

// Two more kinds of environment variable run code (rt16h F1):
//
//   - Prompts. Bash expands PS0, PS1 and PS2 (an interactive shell, at
//     each prompt) and PS4 (with xtrace, before each command) as a
//     double-quoted string: a command substitution in the value runs. The
//     value is read as code where it is code: its substitutions are read
//     as nested parts (PS1='$(rm -rf ~)' asks as rm -rf ~ does), whether or
//     not the shell is interactive, which the words cannot always tell
//     (a terminal makes bash interactive). A value that is not literal,
//     or holds an octal escape (\044 is a $ after the prompt's own
//     decoding), is not known.
//   - Askpass programs. git, ssh and sudo run GIT_ASKPASS, SSH_ASKPASS
//     and SUDO_ASKPASS as a program, not a command string: a bare name
//     (true, echo) is read as that program (and words after it as a
//     command string would be: a careful reading never asks less); a
//     path names a file whose contents the command does not show, and is
//     unreadable.

// promptVars are the prompts bash expands, running what they hold.
var promptVars = lazy[map[string]bool]{build: func() map[string]bool {
	return map[string]bool{"PS0": true, "PS1": true, "PS2": true, "PS4": true}
}}

// askpassVars name a program run with no shell to ask for a password.
var askpassVars = lazy[map[string]bool]{build: func() map[string]bool {
	return map[string]bool{"GIT_ASKPASS": true, "SSH_ASKPASS": true, "SUDO_ASKPASS": true}
}}

// promptEnd ends the here-document a prompt is read in.
const promptEnd = "OZDESK_PROMPT_END"

// envCodeValue reads the value of a prompt or askpass variable, and
// reports whether name is one.
func (r *reading) envCodeValue(p *Part, name string, val Word, sc scope) ([]*Node, bool) {
	switch {
	case promptVars.get()[name]:
		return r.promptString(p, name, val, sc), true
	case askpassVars.get()[name]:
		return r.askpassProgram(p, name, val, sc), true
	}
	return nil, false
}

// promptString reads a prompt's value: its expansions as a here-document
// body, which bash expands as it expands a prompt.
func (r *reading) promptString(p *Part, name string, val Word, sc scope) []*Node {
	holder := p
	if holder == nil {
		holder = &Part{Index: -1}
	}
	v, ok := val.Literal()
	if !ok {
		return []*Node{r.unreadable(holder, UnreadableNestedDynamic, val.Span, fmt.Sprintf(
			"%s is given %s, which is not literal; bash expands a prompt, running the commands it holds, so what runs is not known.",
			name, quoteRaw(val.Raw)))}
	}
	if !strings.ContainsAny(v, "$`\\") {
		return nil
	}
	if octalEscape(v) || strings.Contains(v, promptEnd) {
		return []*Node{r.unreadable(holder, UnreadableForeignCode, val.Span, fmt.Sprintf(
			"%s holds an escape bash decodes before it expands the prompt, so what the prompt runs is not known.", name))}
	}
	return r.varText(p, name+"=", ": <<"+promptEnd+"\n"+v+"\n"+promptEnd+"\n", val.Span, sc)
}

// octalEscape reports whether a prompt holds \NNN, which bash decodes to
// any byte ($, `) before it expands the rest.
func octalEscape(v string) bool {
	for i := 0; i+1 < len(v); i++ {
		if v[i] == '\\' {
			if c := v[i+1]; c >= '0' && c <= '7' {
				return true
			}
			i++
		}
	}
	return false
}

// askpassProgram reads an askpass variable's value: a bare program name
// is read as a command string, a path or an unknown value is unreadable.
func (r *reading) askpassProgram(p *Part, name string, val Word, sc scope) []*Node {
	holder := p
	if holder == nil {
		holder = &Part{Index: -1}
	}
	v, ok := val.Literal()
	if ok && v == "" {
		return nil
	}
	if f := strings.Fields(v); !ok || len(f) > 0 && strings.Contains(f[0], "/") {
		return []*Node{r.unreadable(holder, UnreadableForeignCode, val.Span, fmt.Sprintf(
			"%s=%s makes the program run %s to ask for a password, a file whose contents the command does not show.",
			name, quoteRaw(val.Raw), quoteRaw(val.Raw)))}
	}
	return r.envString(p, name, val, sc)
}
