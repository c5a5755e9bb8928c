package patterns

import "strings"

// An install told to fetch from elsewhere, or to stop checking what it
// fetches (rt16d #2). A package manager runs the build and install
// scripts of what it fetches, so where it fetches from is code that runs:
// pointing it at another index or registry (`npm ci --registry URL`,
// `python3 -m pip install -ihttps://…`, `uv sync --index-url URL`,
// `yarn install --registry URL`), at a proxy of the line's choosing
// (`HTTPS_PROXY=http://203.0.113.7:8080 pip install x`) or turning its TLS
// checks off (`NODE_TLS_REJECT_UNAUTHORIZED=0 npm install`,
// `GIT_SSL_NO_VERIFY=1 git clone URL`, `git -c http.sslVerify=false
// clone`, `PIP_TRUSTED_HOST=x.io`, a CA bundle of the line's choosing)
// lets whoever answers choose that code. [source-redirect] judges a
// fetching part's program word by its literal options, attached or not,
// and by the environment it is given: its prefix assignments, its
// wrappers' (env, sudo), and what earlier parts of the line assign or
// export. The same install from the default index, and a proxy on this
// machine (localhost, 127.0.0.1, ::1), are left alone.

// judgeSourceRedirect is [source-redirect] (above).
func judgeSourceRedirect(_ string, w Word, ctx *Context) Judgement {
	p := ctx.programPart(w)
	if p == nil || !fetchesPackages(p) {
		return Judgement{}
	}
	if optionRedirects(p, ctx) {
		return Judgement{Might: true, Certainly: true}
	}
	return envRedirects(p, ctx)
}

// npmFetchVerbs are npm's verbs (and their aliases and typos npm takes)
// that fetch packages and run their scripts.
var npmFetchVerbs = lazy[map[string]bool]{build: func() map[string]bool {
	return map[string]bool{
		"install": true, "i": true, "in": true, "ins": true, "inst": true, "insta": true, "instal": true,
		"isnt": true, "isnta": true, "isntal": true, "isntall": true, "add": true, "ci": true,
		"clean-install": true, "ic": true, "install-clean": true, "isntall-clean": true, "update": true,
		"up": true, "upgrade": true, "udpate": true, "exec": true, "x": true, "install-test": true, "it": true,
		"install-ci-test": true, "cit": true, "rebuild": true, "dedupe": true,
	}
}}

// fetchesPackages reports whether part p fetches packages or code that
// it builds or runs: an installer's fetching verbs, a package runner, git
// fetching a repository, go fetching modules.
func fetchesPackages(p *Part) bool {
	_, ops := litArgs(p)
	first := ""
	if len(ops) > 0 {
		first = ops[0]
	}
	in := func(v string, set ...string) bool {
		for _, s := range set {
			if v == s {
				return true
			}
		}
		return false
	}
	prog := strings.TrimRight(p.Program, "0123456789.")
	switch prog {
	case "pip":
		return in(first, "install", "download", "wheel")
	case "python", "py", "pypy":
		return pythonRunsPip(p)
	case "uv":
		if first == "pip" && len(ops) > 1 {
			return in(ops[1], "install", "sync", "compile")
		}
		return in(first, "sync", "add", "run", "lock", "tool")
	case "uvx", "npx", "bunx", "pnpx":
		return true
	case "pipx":
		return in(first, "install", "run", "inject", "upgrade", "reinstall")
	case "poetry":
		return in(first, "install", "add", "update", "lock")
	case "npm":
		return npmFetchVerbs.get()[first]
	case "yarn":
		return first == "" || in(first, "install", "add", "upgrade", "up", "dlx")
	case "pnpm":
		return first == "" || in(first, "install", "i", "add", "update", "up", "dlx", "exec")
	case "bun":
		return first == "" || in(first, "install", "i", "add", "x", "update")
	case "gem":
		return in(first, "install", "update")
	case "bundle":
		return first == "" || in(first, "install", "update")
	case "composer":
		return in(first, "install", "require", "update")
	case "conda", "mamba", "micromamba":
		return in(first, "install", "create", "update")
	case "cargo":
		return in(first, "install", "build", "fetch", "run", "update")
	case "go":
		return in(first, "get", "install", "build", "run", "mod", "test", "generate")
	case "git":
		// git's own options take values (-c KEY=VALUE, -C DIR) before
		// its verb: any of its operands may be the verb.
		for _, v := range ops {
			if in(v, "clone", "fetch", "pull", "submodule", "ls-remote") {
				return true
			}
		}
	case "dotnet":
		return in(first, "add", "restore", "tool", "build")
	}
	return false
}

// pythonRunsPip reports whether a python part runs pip's fetching verbs
// (`python3 -m pip install`, `-mpip`).
func pythonRunsPip(p *Part) bool {
	lits, _ := litArgs(p)
	for i, v := range lits {
		mod := ""
		switch {
		case v == "-m" && i+1 < len(lits):
			mod = lits[i+1]
		case strings.HasPrefix(v, "-m"):
			mod = v[2:]
		}
		if mod == "pip" {
			for _, verb := range lits[i+1:] {
				if verb == "install" || verb == "download" || verb == "wheel" {
					return true
				}
			}
		}
	}
	return false
}

// sourceOptions are the long options that name where a package manager
// fetches from or what it trusts, given with = or as the next word.
var sourceOptions = []string{
	"--index-url", "--extra-index-url", "--default-index", "--index", "--trusted-host", "--allow-insecure-host",
	"--registry", "--cafile", "--source", "--repository",
	// dotnet tool install/update's feed beside nuget.org (rt21d #7).
	"--add-source",
}

// sourceShort are the short options that name an index or a source,
// attached (`-ihttps://…`) or not, by program.
var sourceShort = lazy[map[string]string]{build: func() map[string]string {
	return map[string]string{"pip": "-i", "python": "-i", "uv": "-i", "gem": "-s", "dotnet": "-s"}
}}

// knownChannels are conda's public channels: a named channel other than
// these is a source of the line's choosing.
var knownChannels = lazy[map[string]bool]{build: func() map[string]bool {
	return map[string]bool{
		"conda-forge": true, "defaults": true, "bioconda": true, "main": true, "r": true, "nvidia": true,
		"pytorch": true, "anaconda": true, "msys2": true,
	}
}}

// optionRedirects reports whether p's literal options point it at another
// source, a proxy off this machine, or turn its TLS checks off.
func optionRedirects(p *Part, ctx *Context) bool {
	lits, _ := litArgs(p)
	prog := strings.TrimRight(p.Program, "0123456789.")
	short := sourceShort.get()[prog]
	for i, v := range lits {
		next := ""
		if i+1 < len(lits) {
			next = lits[i+1]
		}
		name, val, eq := strings.Cut(v, "=")
		if !eq {
			val = next
		}
		name = pipAbbrev(prog, name)
		switch {
		case v == "--":
			return false
		case strings.HasPrefix(name, "--@") && strings.HasSuffix(name, ":registry"):
			return true // npm's scoped registry
		case name == "--strict-ssl" && (val == "false" || val == "0"), v == "--no-strict-ssl", v == "--insecure":
			return true
		case name == "--proxy" || name == "--https-proxy":
			return !localProxy(val)
		case prog == "git" && v == "-c":
			if gitConfigWeakensTLS(next) {
				return true
			}
		case prog == "git" && strings.HasPrefix(v, "-c") && len(v) > 2:
			if gitConfigWeakensTLS(v[2:]) {
				return true
			}
		case prog == "conda" || prog == "mamba" || prog == "micromamba":
			if (name == "-c" || name == "--channel") && !knownChannels.get()[strings.TrimSuffix(val, "/")] {
				return true
			}
		}
		for _, o := range sourceOptions {
			if name == o && prog != "git" && prog != "go" && !officialSource(val, ctx) {
				return true
			}
		}
		if short != "" && strings.HasPrefix(v, short) && !strings.HasPrefix(v, "--") {
			if val = v[len(short):]; val == "" {
				val = next
			}
			if !officialSource(val, ctx) {
				return true
			}
		}
	}
	return false
}

// gitConfigWeakensTLS reports whether a git -c KEY=VALUE turns its TLS
// checks off, trusts another CA, or sends through a proxy off this
// machine.
func gitConfigWeakensTLS(kv string) bool {
	key, val, _ := strings.Cut(strings.ToLower(kv), "=")
	switch {
	case strings.HasSuffix(key, ".sslverify"):
		return val == "false" || val == "0" || val == "no" || val == "off" || val == ""
	case strings.HasSuffix(key, ".sslcainfo"), strings.HasSuffix(key, ".sslcapath"), strings.HasSuffix(key, ".sslbackend"):
		return true
	case strings.HasSuffix(key, ".proxy"):
		return !localProxy(val)
	}
	return false
}

// officialSources are the public indexes and registries the package
// managers fetch from by default: naming one changes nothing.
var officialSources = lazy[map[string]bool]{build: func() map[string]bool {
	return map[string]bool{
		"registry.npmjs.org": true, "registry.yarnpkg.com": true, "pypi.org": true, "files.pythonhosted.org": true,
		"rubygems.org": true, "api.nuget.org": true, "repo.anaconda.com": true, "conda.anaconda.org": true,
		"index.crates.io": true, "crates-io": true,
		// PyTorch's own wheel index, the one its install guide names.
		"download.pytorch.org": true,
	}
}}

// officialSource reports whether an index option's value is a default
// public index or a host on the egress list.
func officialSource(v string, ctx *Context) bool {
	v = strings.Trim(v, `"'`)
	if officialSources.get()[v] {
		return true
	}
	h, ok := urlHost(v)
	return ok && (officialSources.get()[h] || onEgress(h, ctx))
}

// localProxy reports whether a proxy's URL or host is on this machine, or
// empty (no proxy).
func localProxy(v string) bool {
	v = strings.Trim(strings.ToLower(v), `"'`)
	if v == "" {
		return true
	}
	host, ok := urlHost(v)
	if !ok {
		host, _, _ = strings.Cut(v, ":")
		if strings.HasPrefix(v, "[") {
			host, _, _ = strings.Cut(strings.TrimPrefix(v, "["), "]")
		}
	}
	host = strings.Trim(host, "[]")
	return host == "localhost" || host == "::1" || strings.HasPrefix(host, "127.")
}

// tlsOffVars turn an installer's TLS checks off, or make it trust a CA
// of the line's choosing, whatever their value (bar the empty one) or for
// the values listed.
var tlsOffVars = lazy[map[string][]string]{build: func() map[string][]string {
	return map[string][]string{
		"NODE_TLS_REJECT_UNAUTHORIZED": {"0"}, "PYTHONHTTPSVERIFY": {"0"},
		"NPM_CONFIG_STRICT_SSL": {"false", "0"}, "YARN_ENABLE_STRICT_SSL": {"false", "0"},
		"GIT_SSL_NO_VERIFY": nil, "GIT_SSL_CAINFO": nil, "GIT_SSL_CAPATH": nil, "PIP_TRUSTED_HOST": nil,
		"UV_INSECURE_HOST": nil, "CURL_CA_BUNDLE": nil, "REQUESTS_CA_BUNDLE": nil, "SSL_CERT_FILE": nil,
		"SSL_CERT_DIR": nil, "NODE_EXTRA_CA_CERTS": nil, "PIP_CERT": nil, "NPM_CONFIG_CAFILE": nil,
		"CARGO_HTTP_CAINFO": nil, "GOINSECURE": nil, "GONOSUMCHECK": nil, "GOSUMDB": {"off"},
		"GOFLAGS": {"-insecure"},
	}
}}

// sourceVars point an installer at another index or registry whatever
// their value (bar the empty one).
var sourceVars = lazy[map[string]bool]{build: func() map[string]bool {
	return map[string]bool{
		"PIP_INDEX_URL": true, "PIP_EXTRA_INDEX_URL": true, "PIP_FIND_LINKS": true, "PIP_CONFIG_FILE": true,
		"UV_INDEX_URL": true, "UV_EXTRA_INDEX_URL": true, "UV_DEFAULT_INDEX": true, "UV_INDEX": true,
		"UV_FIND_LINKS": true, "UV_CONFIG_FILE": true, "NPM_CONFIG_REGISTRY": true, "NPM_CONFIG_USERCONFIG": true,
		"NPM_CONFIG_GLOBALCONFIG": true, "YARN_REGISTRY": true, "YARN_NPM_REGISTRY_SERVER": true,
		"BUN_CONFIG_REGISTRY": true, "CONDA_CHANNELS": true,
	}
}}

// proxyVars send an installer's traffic through a proxy.
var proxyVars = lazy[map[string]bool]{build: func() map[string]bool {
	return map[string]bool{
		"HTTPS_PROXY": true, "HTTP_PROXY": true, "ALL_PROXY": true, "NPM_CONFIG_PROXY": true,
		"NPM_CONFIG_HTTPS_PROXY": true, "PIP_PROXY": true,
	}
}}

// envRedirects judges the variables p is given, and those the line sets
// before it, by the tables above.
func envRedirects(p *Part, ctx *Context) Judgement {
	var pairs [][2]string
	var lits []bool
	if cmd := ctx.evalCommand(); cmd != nil && len(cmd.Parts) <= maxKillSearch {
		for _, q := range cmd.Parts {
			if q == nil || q.Index >= p.Index || q.Depth > p.Depth {
				continue
			}
			if len(q.Words) == 0 || q.Program == "export" || q.Program == "declare" || q.Program == "typeset" {
				ps, ls := envAssigns(q)
				pairs, lits = append(pairs, ps...), append(lits, ls...)
			}
		}
	}
	ps, ls := envAssigns(p)
	pairs, lits = append(pairs, ps...), append(lits, ls...)
	out := Judgement{}
	for k, kv := range pairs {
		name, val := strings.ToUpper(kv[0]), kv[1]
		if strings.HasPrefix(name, "NPM_CONFIG_@") && strings.HasSuffix(name, ":REGISTRY") ||
			strings.HasPrefix(name, "CARGO_REGISTRIES_") || strings.HasPrefix(name, "BUNDLE_MIRROR__") {
			name = "NPM_CONFIG_REGISTRY"
		}
		if name == "GOPROXY" {
			if h, ok := urlHost(firstProxy(val)); ok && h != "proxy.golang.org" || !lits[k] {
				out.Might = true
				out.Certainly = out.Certainly || lits[k]
			}
			continue
		}
		if wide, ok := goPrivateWide(name, val, lits[k]); ok {
			out.Might = out.Might || wide
			out.Certainly = out.Certainly || wide && lits[k]
			continue
		}
		hit := (name == "CURL_CA_BUNDLE" || name == "REQUESTS_CA_BUNDLE") && val == "" && lits[k] // requests' checks off (fx53n)
		if want, ok := tlsOffVars.get()[name]; ok && val != "" {
			hit = want == nil || !lits[k]
			for _, v := range want {
				hit = hit || strings.EqualFold(strings.TrimSpace(val), v) || name == "GOFLAGS" && strings.Contains(val, v)
			}
		}
		hit = hit || sourceVars.get()[name] && val != ""
		hit = hit || proxyVars.get()[name] && (!lits[k] || !localProxy(val))
		if hit {
			out.Might = true
			out.Certainly = out.Certainly || lits[k]
		}
	}
	return out
}

// firstProxy is the first entry of a GOPROXY list.
func firstProxy(v string) string {
	v, _, _ = strings.Cut(v, ",")
	v, _, _ = strings.Cut(v, "|")
	return v
}
