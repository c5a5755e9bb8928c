package harness

import (
	"fmt"
	"path/filepath"
	"strings"

	"ozdesk.dev/ozdesk/internal/safetext"
	"ozdesk.dev/ozdesk/patterns"
)

// The Codex binary is apply_patch too (rt18i #1): run with its hidden
// first argument --codex-run-as-apply-patch, or under the program name
// apply_patch (`exec -a apply_patch codex PATCH`, which is how the
// apply_patch on its PATH works), it applies the patch it is given. Those
// entry points are judged as apply_patch is; `exec -a` with any other
// name runs a program under a name ozdesk cannot read, and is refused.

// runNameError is an error that is a constant (no work at package init).
type runNameError string

func (e runNameError) Error() string { return string(e) }

// errRunName marks a program run under a name or with an entry point
// ozdesk cannot read: no patch, but the command is refused all the same.
const errRunName = runNameError("ozdesk cannot read the name the program runs under")

// codexPatchFlag is the Codex binary's hidden argument that makes it
// apply a patch.
const codexPatchFlag = "--codex-run-as-apply-patch"

// patchInvocation says whether part p applies a patch, and the words its
// patch is read from; an error when p runs a program under a name it
// sets itself (exec -a) or hands a program the hidden flag in a way
// ozdesk does not read.
func patchInvocation(p *patterns.Part) (bool, []patterns.Word, error) {
	argv0, err := execArgv0(p)
	if err != nil {
		return false, nil, err
	}
	args := p.Args()
	codex := p.Program == "codex"
	if argv0 != "" {
		if patchProgram(filepath.Base(argv0)) && (codex || patchProgram(p.Program)) {
			return true, args, nil
		}
		return false, nil, fmt.Errorf("%w: exec -a runs %s under the name %s (a program may act on the name it is run under)", errRunName, safetext.Escape(p.Program), safetext.Escape(argv0))
	}
	for i, w := range args {
		lit, ok := w.Literal()
		if !ok || !strings.HasPrefix(lit, codexPatchFlag) {
			continue
		}
		if i == 0 && lit == codexPatchFlag && codex {
			return true, args[1:], nil
		}
		return false, nil, fmt.Errorf("%w: the command hands %s, Codex's hidden way to apply a patch, to a program in a way ozdesk does not read", errRunName, codexPatchFlag)
	}
	return patchProgram(p.Program), args, nil
}

// execArgv0 is the name an exec wrapper of p runs its program under (exec
// -a NAME), "" for none, or an error when exec's options are not literal
// text.
func execArgv0(p *patterns.Part) (string, error) {
	for _, w := range p.Wrappers {
		if w.Name != "exec" || len(w.Words) < 2 {
			continue
		}
		words := w.Words[1:]
		for i, x := range words {
			opt, ok := x.Literal()
			if !ok {
				return "", fmt.Errorf("%w: exec's options are not literal text, and may run the program under another name", errRunName)
			}
			if opt == "--" || !strings.HasPrefix(opt, "-") {
				break
			}
			if !strings.Contains(opt[1:], "a") {
				continue
			}
			if strings.HasSuffix(opt, "a") && i+1 < len(words) {
				name, ok := words[i+1].Literal()
				if ok && name != "" {
					return name, nil
				}
			}
			return "", fmt.Errorf("%w: exec -a runs the program under a name that is not literal text", errRunName)
		}
	}
	return "", nil
}
