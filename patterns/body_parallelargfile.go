package patterns

import (
	"errors"
	"strconv"
)

// parallelArgFile returns the file GNU parallel given no command reads its
// commands from with -a F, --arg-file F or --arg-file=F (rt54 M10): each
// line runs as a command, as with `parallel < F`, so F is read as the
// script fed from it is. Several argument files (their lines joined into
// one command) or one not named literally cannot be read; a file past
// the bound neither. nil when parallel has a command or no -a.
func parallelArgFile(p *Part, ctx *Context) []runnerBody {
	scan := parallelOpts.scan(p.Words, 1)
	if scan.status != optOK || scan.next < len(p.Words) {
		return nil
	}
	var files []opt
	for _, o := range scan.opts {
		if o.name == "-a" || o.name == "--arg-file" {
			files = append(files, o)
		}
	}
	if len(files) == 0 {
		return nil
	}
	o := files[0]
	w := resolvedWord(valueWord(p.Words, o, true), p, ctx)
	v, ok := w.Literal()
	if len(files) > 1 || !ok || !plainScriptName(v) {
		why := quoteRaw(p.Words[o.valWord].Raw) + " does not name a file ozdesk reads"
		if len(files) > 1 {
			why = "several files' lines are joined into each command"
		}
		return []runnerBody{{key: "parallel-arg-file " + p.Words[o.word].Raw, word: o.word,
			unread: "parallel without a command runs each line of its argument files as a command, and " + why}}
	}
	text, file, err := readScript(ctx, v)
	if errors.Is(err, ErrFileTooLarge) {
		return []runnerBody{{key: "script " + file, word: o.valWord,
			unread: "the commands parallel reads from " + v + " are larger than ozdesk reads (" + strconv.Itoa(scriptFileMax>>10) + " KiB)"}}
	}
	if err != nil {
		return nil
	}
	return []runnerBody{{key: "script " + file, from: "the argument file " + v, text: text, dir: ctx.Cwd, word: o.valWord, lines: true}}
}
