package patterns

// ruby's un library (`ruby -run -e FUNC ARGS`, -r un) gives the shell's
// file commands to the command line: cp, mv, rm, ln, mkdir, install,
// chmod, touch and httpd. DEFAULTS.md names `ruby -run -e httpd DIR` as
// a file server [serves-outside] judges (fx69b, rt67 C): `ruby -run -e
// httpd dist -p 8000` serves the project's build and is left alone, and
// `ruby -run -e httpd ~` asks. Its other functions delete and overwrite
// (`ruby -run -e rm -- -rf ~`), and their arguments are not read here,
// so they stay unreadable foreign code.

// rubyUnHttpd reports whether a ruby part's options (scan) load the un
// library and its code option o runs un's httpd alone.
func rubyUnHttpd(scan optScan, o opt) bool {
	if !o.hasVal || o.dynamic || o.name != "-e" || o.value != "httpd" {
		return false
	}
	un, codes := false, 0
	for _, r := range scan.opts {
		switch {
		case r.name == "-r" && r.hasVal && !r.dynamic && r.value == "un":
			un = true
		case r.name == "-e":
			codes++ // a second -e adds code of its own
		}
	}
	return un && codes == 1
}
