package patterns

import (
	"regexp"
	"strings"
)

// An interpreter one-liner that only deletes the paths it is given (rt42
// R, issue 7): `perl -MFile::Path -e 'rmtree shift' ~`, `perl -e 'rmtree
// @ARGV' DIR`, `python3 -c 'import shutil,sys; shutil.rmtree(sys.argv[1])'
// DIR`. The code is read only when it is one of these literal shapes
// (interpDeleteCode): then the operands after it are deletes, so the
// defaults that judge deletes name what is deleted (delete-home for ~).
// Any other code is not read here (read_interp_code.go judges it).

// interpDeleteCode matches the literal one-liners read as deleting their
// arguments, per language.
var interpDeleteCode = lazy[map[string]*regexp.Regexp]{build: func() map[string]*regexp.Regexp {
	perl := regexp.MustCompile(`^\s*(use\s+File::Path[^;]*;\s*)?(File::Path::)?(rmtree|remove_tree)\s*\(?\s*(shift|@ARGV|\$ARGV\[0\])\s*\)?\s*;?\s*$`)
	py := regexp.MustCompile(`^\s*import\s+(shutil\s*,\s*sys|sys\s*,\s*shutil)\s*;\s*shutil\.rmtree\(\s*sys\.argv\[1\]\s*\)\s*;?\s*$`)
	return map[string]*regexp.Regexp{"perl": perl, "python": py, "python3": py}
}}

// interpDeletes: perl -e CODE ARGS or python -c CODE ARGS whose CODE is a
// one-liner of interpDeleteCode deletes ARGS (perl's shift and $ARGV[0]:
// the first; @ARGV: each).
func interpDeletes(p *Part) doings {
	re := interpDeleteCode.get()[p.Program]
	if re == nil {
		return doings{}
	}
	opt := "-e"
	if p.Program != "perl" {
		opt = "-c"
	}
	args := p.Args()
	for i, a := range args {
		v, ok := a.Literal()
		if !ok || v != opt || i+1 >= len(args) {
			continue
		}
		code, ok := args[i+1].Literal()
		if !ok || !re.MatchString(code) {
			return doings{}
		}
		rest := args[i+2:]
		if len(rest) == 0 {
			return doings{}
		}
		if strings.Contains(code, "@ARGV") {
			return doings{deletes: rest}
		}
		return doings{deletes: rest[:1]}
	}
	return doings{}
}
