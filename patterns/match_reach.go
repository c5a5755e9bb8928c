package patterns

import "strings"

// reachKind says when a downloader's option reaches past the URL an allow
// pins: always, or only when its value reads a local file.
type reachKind int

const (
	// reachAlways: the option changes where the program connects (a
	// proxy, --resolve, --connect-to), reads its options or URLs from a
	// file (--config, -i), sends a file (--upload-file, --post-file),
	// runs a program (wget --use-askpass, aria2c --on-download-complete)
	// or takes URLs from others (aria2c --enable-rpc).
	reachAlways reachKind = iota + 1
	// reachAtStart: a value that starts with @ is a file whose contents
	// are sent (curl -d @/root/.netrc, -H @file).
	reachAtStart
	// reachNameAt: @file or name@file sends a file (curl
	// --data-urlencode, --variable, --url-query).
	reachNameAt
	// reachForm: name=@file or name=<file sends a file (curl -F).
	reachForm
)

// curlReach are curl's (and curlie's) options that reach past the pin.
func curlReach() map[string]reachKind {
	m := map[string]reachKind{}
	for _, n := range strings.Fields("-x --proxy --preproxy --socks4 --socks4a --socks5 --socks5-hostname " +
		"--proxy1.0 --resolve --connect-to --doh-url --dns-servers --unix-socket --abstract-unix-socket " +
		"-K --config --url --expand-url -T --upload-file --alt-svc --ipfs-gateway -P --ftp-port") {
		m[n] = reachAlways
	}
	for _, n := range strings.Fields("-d --data --data-binary --data-ascii --json -H --header --proxy-header") {
		m[n] = reachAtStart
	}
	for _, n := range strings.Fields("--data-urlencode --variable --url-query") {
		m[n] = reachNameAt
	}
	m["-F"], m["--form"] = reachForm, reachForm
	return m
}

// downloadReach holds, per downloader, the options that reach past the
// URL an allow pins: [Pattern.MatchAt] lets no * or ** of an allow stand
// for one (rt45k HIGH-1: `curl … [host:get.k3s.io] **` allowed
// `--resolve get.k3s.io:443:203.0.113.5`, `--proxy`, `--config FILE`,
// `--upload-file /root/.netrc`).
var downloadReach = lazy[map[string]map[string]reachKind]{build: func() map[string]map[string]reachKind {
	always := func(names string) map[string]reachKind {
		m := map[string]reachKind{}
		for _, n := range strings.Fields(names) {
			m[n] = reachAlways
		}
		return m
	}
	curl := curlReach()
	wget := always("-e --execute -i --input-file --config --post-file --body-file --use-askpass " +
		"--http-proxy --https-proxy --dns-servers")
	httpie := always("--proxy --resolve --unix-socket --session --session-read-only")
	lwp := always("-p")
	return map[string]map[string]reachKind{
		"curl": curl, "curlie": curl, "wget": wget, "wget2": wget,
		"aria2c": always("-i --input-file --conf-path --all-proxy --http-proxy --https-proxy --ftp-proxy " +
			"-T --torrent-file -M --metalink-file --on-download-start --on-download-pause --on-download-stop " +
			"--on-download-complete --on-download-error --on-bt-download-complete --async-dns-server " +
			"--enable-rpc --rpc-listen-all"),
		"http": httpie, "https": httpie, "xh": httpie, "xhs": httpie,
		"lwp-request": lwp, "GET": lwp, "POST": lwp, "HEAD": lwp,
	}
}}

// reachEnv are the variables that move a downloader's connection or its
// configuration when assigned before it (https_proxy=… curl, CURL_HOME=
// /tmp curl reads /tmp/.curlrc, HOME=… wget reads …/.wgetrc): a pattern
// cannot name an assignment, so an allow matches no download that sets one.
func reachEnv(name string) bool {
	switch strings.ToLower(name) {
	case "http_proxy", "https_proxy", "all_proxy", "ftp_proxy", "socks_proxy", "curl_home", "wgetrc",
		"system_wgetrc", "home", "xdg_config_home", "httpie_config_dir":
		return true
	}
	return false
}

// reachFlagKind returns how flag name of program reaches past the pin (0:
// it does not), under any of its names (-x is --proxy).
func reachFlagKind(program, name string) reachKind {
	return downloadReach.get()[program][name]
}

// reaches reports whether a flag of a downloader's part reaches past the
// pin as used: always for the options that do, and for those that send a
// file only when their value may name one (a value not literal may).
func reaches(program string, f *Flag) bool {
	kind := reachFlagKind(program, f.Name)
	for _, n := range f.also {
		if kind == 0 {
			kind = reachFlagKind(program, n)
		}
	}
	switch kind {
	case 0:
		return false
	case reachAlways:
		return true
	}
	if f.Value == nil {
		return false
	}
	v, ok := f.Value.Literal()
	if !ok {
		return true
	}
	switch kind {
	case reachAtStart:
		return strings.HasPrefix(v, "@")
	case reachNameAt:
		name, _, _ := strings.Cut(v, "=")
		return strings.Contains(name, "@")
	}
	return strings.HasPrefix(v, "@") || strings.HasPrefix(v, "<") || strings.Contains(v, "=@") || strings.Contains(v, "=<")
}

// reachHeld reports whether a downloader's reading may be allowed by the
// stage as far as its options go: every option that reaches past the pin
// is named by the stage word for word, with the value it has (never by
// a * or **, nor by the option with a wild value), and no flag's name is
// unknown (-$X may be any of them). Other programs pass.
func (m *matcher) reachHeld(cs *compiledStage, r *Reading) bool {
	if !isDownloader(m.part.Program) {
		return true
	}
	for k := range r.Flags {
		f := &r.Flags[k]
		if f.Dynamic {
			return false
		}
		if reaches(m.part.Program, f) && !cs.namesWordForWord(f) {
			return false
		}
	}
	return true
}

// namesWordForWord reports whether the stage names the flag, by one of its
// names, with a literal value equal to the flag's (or, for a flag without
// a value, names it).
func (cs *compiledStage) namesWordForWord(f *Flag) bool {
	for k := range cs.reqs {
		req := &cs.reqs[k]
		named := false
		for _, alt := range req.alts {
			if len(alt) == 1 && (alt[0] == f.Name || contains(f.also, alt[0])) {
				named = true
			}
		}
		if !named {
			continue
		}
		if f.Value == nil {
			return true
		}
		v, ok := f.Value.Literal()
		if ok && req.elem.Value != nil && req.elem.Value.Kind == ElemLiteral && !req.elem.Value.Tilde && req.elem.Value.Text == v {
			return true
		}
	}
	return false
}

// reachAssigned reports whether a downloader's part is run with a
// variable assigned that moves its connection or configuration: before it
// (https_proxy=… curl) or by a wrapper (env ALL_PROXY=… curl, sudo
// CURL_HOME=… curl).
func reachAssigned(p *Part) bool {
	for _, a := range p.Assigns {
		if name, _, ok := strings.Cut(a, "="); ok && reachEnv(name) {
			return true
		}
	}
	for _, wr := range p.Wrappers {
		for _, w := range wr.Words {
			v, ok := w.Literal()
			if name, _, found := strings.Cut(v, "="); ok && found && identifier(name) && reachEnv(name) {
				return true
			}
		}
	}
	return false
}
