package patterns

import "strings"

// npm runs its editor and its browser as command strings (fx65a, issue 7;
// npm 11's lib/commands/edit.js and lib/utils/open-url.js): `npm edit
// PKG` runs `EDITOR DIR` with the shell, and `npm docs`, `bugs`, `repo`
// and `help` run the browser on a URL. Their keys come from the line
// (`npm --editor='rm -rf ~' edit x`, `--browser=CMD`) or from the
// configuration `npm config set editor CMD` (`npm set editor=CMD`)
// writes, which any later `npm edit` runs (`npm config set editor CMD &&
// npm edit x`). Each value is read as the command string it is, where it
// is given: an everyday editor (`--editor=vim`, `config set editor
// "code --wait"`) reads as that program and stays allowed; the words it
// appends (the package's directory, a URL) are npm's own. A value that
// is not literal is unreadable, as any command string's is.

// npmCodeKeys are npm's configuration keys whose value is a command
// string npm runs.
var npmCodeKeys = []string{"editor", "browser"}

// npmCommandStrings reads the editor and browser commands part p, npm
// or pnpm, is given on its line or sets in its configuration.
func (r *reading) npmCommandStrings(p *Part, sc scope) []*Node {
	if p.Program != "npm" && p.Program != "pnpm" {
		return nil
	}
	args := p.Args()
	nodes := r.optionStrings(p, p.Program, args, []string{"--editor", "--browser"}, sc)
	if w, label, ok := npmConfigSetCode(args, sc.m.whole == nil); ok {
		nodes = append(nodes, r.nestedWord(p, p.Program+" config set "+label, w, FeedNone, sc)...)
	}
	return nodes
}

// npmConfigSetCode returns the value `config set KEY VALUE`, `config set
// KEY=VALUE` or `set KEY=VALUE` gives one of npmCodeKeys among npm's
// words args, with the key, and true; false for none. exact is
// trimWordPrefix's.
func npmConfigSetCode(args []Word, exact bool) (Word, string, bool) {
	var ops []int
	for i, w := range args {
		lit, _ := litPrefix(w)
		if lit == "--" {
			break
		}
		if !strings.HasPrefix(lit, "-") {
			ops = append(ops, i)
		}
	}
	k := 0
	if k < len(ops) && isLit(args[ops[k]], "config") {
		k++
	}
	if k+1 >= len(ops) || !isLit(args[ops[k]], "set") {
		return Word{}, "", false
	}
	for j := k + 1; j < len(ops); j++ {
		w := args[ops[j]]
		lit, _ := litPrefix(w)
		key, _, eq := strings.Cut(lit, "=")
		if !contains(npmCodeKeys, strings.ToLower(key)) {
			if !eq {
				j++ // another key's value
			}
			continue
		}
		if eq {
			return trimWordPrefix(w, key+"=", exact), key, true
		}
		if j+1 < len(ops) {
			return args[ops[j+1]], key, true
		}
	}
	return Word{}, "", false
}
