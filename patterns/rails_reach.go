package patterns

import "fmt"

// reachRail refuses a downloader stage of an allow that names an option
// reaching past the pin (a proxy, --resolve, --config, --upload-file:
// match_reach.go) with a value that is not word for word (`curl -x *
// [host:X]`, `wget --post-file=* …`), or with none where it takes one:
// the matcher lets only the value written stand for it, so such a rule
// would match no command at all, and a rule that silently matches nothing
// is refused when written. Options that send a file only through their
// value (-d @FILE) may take a wild value: it never stands for a file.
func reachRail(st Stage) *RailError {
	if st.Program.Kind != ElemLiteral || !isDownloader(st.Program.Text) {
		return nil
	}
	program := st.Program.Text
	cs := compileStage(&st, program)
	for k := range cs.reqs {
		req := &cs.reqs[k]
		always := false
		for _, alt := range req.alts {
			for _, n := range alt {
				always = always || reachFlagKind(program, n) == reachAlways
			}
		}
		if !always {
			continue
		}
		v := req.elem.Value
		if v != nil && v.Kind == ElemLiteral && !v.Tilde {
			continue
		}
		return &RailError{Rail: RailDownload,
			Msg: fmt.Sprintf("%s can change where %s connects, what it reads or what it sends, and here it takes any value: an allow matches it only with the value written",
				printFlag(*req.elem), program),
			Hint: fmt.Sprintf("write its value word for word (%s=VALUE), or leave %s out", req.elem.Text, req.elem.Text)}
	}
	return nil
}
