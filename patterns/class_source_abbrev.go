package patterns

import "strings"

// pip reads its long options as optparse does: any unique prefix stands
// for the option (`--extra-index https://…` is `--extra-index-url`,
// `--index-u` is `--index-url`, `--trusted` is `--trusted-host`).
// [source-redirect] reads such a prefix of an option that names a source
// as the option itself, for pip and python -m pip; a prefix shared with
// another option pip would refuse, so reading it as the source option
// only asks where pip would not run.

// pipSourceOptions are pip's long options that name a source or trust.
var pipSourceOptions = []string{"--index-url", "--extra-index-url", "--trusted-host", "--proxy"}

// pipAbbrev returns the source option a long option name abbreviates
// for a pip-like program, or name unchanged.
func pipAbbrev(prog, name string) string {
	if prog != "pip" && prog != "python" && prog != "py" && prog != "pypy" {
		return name
	}
	if !strings.HasPrefix(name, "--") || len(name) < 4 {
		return name
	}
	for _, o := range pipSourceOptions {
		if strings.HasPrefix(o, name) {
			return o
		}
	}
	return name
}
