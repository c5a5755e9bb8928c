package patterns

import (
	"fmt"
	"strings"
)

// cmdExe reads Windows' cmd.exe (run from WSL through its interop, or by
// a path under /mnt/c): /c and /k take the rest of the line as a cmd
// command line, which the reader does not read as bash, so the part is
// unreadable from there; with neither, cmd runs nothing of the line.
func (r *reading) cmdExe(p *Part) []*Node {
	words := p.Words
	for i := 1; i < len(words); i++ {
		lit, _ := litPrefix(words[i])
		switch strings.ToLower(lit) {
		case "/c", "/k", "/r":
			if i+1 >= len(words) {
				return nil
			}
			rest := words[i+1:]
			for _, w := range rest {
				if w.Dynamic() {
					return r.dynamicCode(p, lit, w)
				}
			}
			return []*Node{r.unreadable(p, UnreadableForeignCode,
				Span{rest[0].Span.Start, rest[len(rest)-1].Span.End}, fmt.Sprintf(
					"%s %s runs the command line %s as Windows' cmd reads it, not as a shell the reader reads, so what it does is not known.",
					p.Program, lit, quoteRaw(joinRaw(rest))))}
		}
	}
	return nil
}

// joinRaw is the raw text of words, joined by spaces.
func joinRaw(words []Word) string {
	raws := make([]string, len(words))
	for i, w := range words {
		raws[i] = w.Raw
	}
	return strings.Join(raws, " ")
}
