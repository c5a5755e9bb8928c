package patterns

// An interpreter's literal code made only of statements whose effects
// have exact shell spellings (fx64f, issue 7, rt63 family inline) is
// judged as those spellings, one level deeper, by the same evaluator, as
// the SQL reader judges `\o |CMD` as `: | CMD` (sqlmeta_read.go):
// `python3 -c "import shutil; shutil.rmtree('build')"` is `rm -rf
// 'build'`, left alone as that is, and `os.system("rm -rf ~")` asks as
// `rm -rf ~` does (cmd.delete-home). The readers are python's bounded
// one (read_pycode_effects.go) and node's and lua's
// (read_jscode_effects.go); other code stays foreign-code.

// codeEffects returns the shell spellings of code given to an
// interpreter of language lang; false when it is not read so.
func codeEffects(lang, code string) ([]string, bool) {
	switch lang {
	case "python":
		return pyCodeEffects(code)
	case "node":
		return jsCodeEffects(code, false)
	case "lua":
		return jsCodeEffects(code, true)
	}
	return nil, false
}

// codeAsShell reads code, the literal value w of an interpreter's code
// option labelled label, as its shell spellings: false when it is not
// read so, and then the caller judges it as before.
func (r *reading) codeAsShell(p *Part, label string, w Word, lang, code string, sc scope) ([]*Node, bool) {
	cmds, ok := codeEffects(lang, code)
	if !ok {
		return nil, false
	}
	var nodes []*Node
	for _, c := range cmds {
		nodes = append(nodes, r.nestedText(p, label, c, w.Span, FeedNone, sc)...)
	}
	return nodes, true
}
