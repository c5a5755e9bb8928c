package patterns

import "strings"

// composerConfigMakes: `composer config scripts.NAME VALUE` (and
// `--json`, `--merge`) writes a script into composer.json (or the file
// --file names), which a later composer install, update, run-script or
// run runs, as npm pkg set scripts.* rebinds npm (rt39 §2). A key that
// is not literal might be scripts.*; --unset, --list and --global (the
// global config.json holds no scripts) write none.
func composerConfigMakes(p *Part, dir place) []made {
	ops, files := operandWords(p, "--file", "-f")
	if len(ops) < 2 || !isLit(ops[0], "config") ||
		hasFlag(p, "--unset", "--list", "-l", "--global", "-g", "--editor", "-e") {
		return nil
	}
	keys := ops[1:2]
	if len(files) > 0 && len(ops) > 2 {
		keys = ops[1:3] // a reading may take --file's value for an operand
	}
	for _, w := range keys {
		lit, tail := litPrefix(w)
		if !strings.HasPrefix(lit, "scripts") && !(lit == "" && tail) {
			continue
		}
		if len(files) > 0 {
			return placesOf(files, dir, false, "sets scripts in")
		}
		return placesOf([]Word{LitWord("composer.json")}, dir, false, "sets scripts in")
	}
	return nil
}
