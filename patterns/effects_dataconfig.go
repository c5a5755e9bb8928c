package patterns

import (
	"path"
	"strings"
)

// A tool's data-only configuration is not code (fx37b, fx35d's
// toolConfigs): `echo '{"semi":false}' > .prettierrc && npx prettier
// --write .` writes settings that prettier reads as JSON or YAML, not a
// program it runs. Such a file (.prettierrc, .prettierrc.json/.yaml/
// .yml/.toml/.json5, .editorconfig, tsconfig.json, jsconfig.json,
// .eslintrc.json/.yaml/.yml) made earlier in the line by echo or printf
// of literal words does not make the tool's run unreadable when those
// words name no code: such a file may name modules the tool requires
// (prettier's and eslint's plugins and parsers, extends, tsconfig's
// plugins), and a required module may be any installed file, a CLI's bin
// script that acts on the tool's own arguments too; so text holding
// "plugin", "parser", "extend", "require", "preset", "resolver",
// "processor", "import", "load", "module", "config", "file", a path's "/"
// or "\\", or written by anything else (cp, a download, an expansion),
// counts as before. And when the line also made a file that might be
// code (a name with a code extension, a name the reader does not know,
// or a tree), it counts as before.
// .prettierrc.js/.cjs/.mjs, prettier.config.js, eslint.config.js and
// .eslintrc.js are code and always count.

// dataConfigNames are the base names of data-only tool configuration,
// compared case-folded.
const dataConfigNames = " .prettierrc .prettierrc.json .prettierrc.json5 .prettierrc.yaml .prettierrc.yml .prettierrc.toml " +
	".editorconfig tsconfig.json jsconfig.json .eslintrc.json .eslintrc.yaml .eslintrc.yml "

// dataConfigAlone reports whether part p made, as m, one data-only
// configuration file of literal text naming no code, and no part of the
// line made anything that might be code.
func dataConfigAlone(p *Part, m made, mades [][]made) bool {
	if m.tree || len(m.pat) != 1 || !strings.Contains(dataConfigNames, " "+strings.ToLower(path.Base(m.pat[0]))+" ") ||
		!plainConfigText(p) {
		return false
	}
	for _, ms := range mades {
		for _, o := range ms {
			if mightBeCode(o) {
				return false
			}
		}
	}
	return true
}

// mightBeCode reports whether a made place might be a file of code: a
// tree, a name the reader does not know, or a name with an extension of
// code.
func mightBeCode(m made) bool {
	if m.tree || len(m.pat) != 1 {
		return true
	}
	ext := strings.TrimPrefix(path.Ext(m.pat[0]), ".")
	if ext == "" {
		return !strings.Contains(dataConfigNames, " "+strings.ToLower(path.Base(m.pat[0]))+" ")
	}
	return contains(codeExts, ext) || contains(codeExts, strings.ToLower(ext)) || ext == "node" || ext == "so"
}

// plainConfigText reports whether p is echo or printf of literal words
// naming no module or file.
func plainConfigText(p *Part) bool {
	if p.Program != "echo" && p.Program != "printf" || len(p.Wrappers) > 0 {
		return false
	}
	var text strings.Builder
	for _, w := range p.Args() {
		v, ok := w.Literal()
		if !ok {
			return false
		}
		text.WriteString(strings.ToLower(v) + " ")
	}
	for _, bad := range []string{"plugin", "parser", "extend", "require", "preset", "resolver", "processor",
		"import", "load", "module", "config", "file", "/", "\\"} {
		if strings.Contains(text.String(), bad) {
			return false
		}
	}
	return true
}
