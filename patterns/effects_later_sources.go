package patterns

import "strings"

// A package manager's, docker's or kubectl's configuration can point
// every later command at a host of the line's choosing (rt20d #7):
// bundler's mirror, conda's channels, poetry's primary source, npm's and
// pip's proxy or certificate checks, a docker context whose daemon is on
// another host, a kubectl cluster whose server or TLS check is changed
// (where the context's credentials go), and a kubectl user whose
// credentials come from a command it runs. Each is runs-later.

// sourceKey reports whether a package manager's configuration key (npm
// config set, pip config set) routes its fetches through another host or
// turns its certificate check off: a proxy, a CA, trusted
// hosts. noproxy only narrows the proxy.
func sourceKey(key string) bool {
	k := strings.TrimPrefix(strings.ToLower(key), "global.")
	k, _, _ = strings.Cut(k, "=")
	switch {
	case strings.Contains(k, "noproxy") || strings.Contains(k, "no-proxy") || strings.Contains(k, "no_proxy"):
		return false
	case strings.Contains(k, "proxy"), strings.Contains(k, "trusted-host"),
		k == "ca", k == "cafile", k == "cert", strings.HasSuffix(k, ".cert"):
		return true
	}
	return false
}

// laterSource returns the word of a part that points a package manager
// or docker at another source or daemon for later commands, and what
// follows from it.
func laterSource(p *Part, ops []Word) (Word, string, bool) {
	first := ""
	if len(ops) > 0 {
		first, _ = ops[0].Literal()
	}
	switch p.Program {
	case "bundle", "bundler":
		// bundle config [set] [--global|--local] mirror.URL MIRROR
		if first != "config" {
			return Word{}, "", false
		}
		for _, w := range ops[1:] {
			v, ok := w.Literal()
			if !ok || strings.HasPrefix(strings.ToLower(v), "mirror.") {
				return w, registryLater, true
			}
		}
	case "conda", "mamba", "micromamba":
		if first != "config" {
			return Word{}, "", false
		}
		for i, w := range p.Args() {
			v, _ := litPrefix(w)
			if (v == "--add" || v == "--append" || v == "--prepend" || v == "--set") && i+1 < len(p.Args()) {
				key, ok := p.Args()[i+1].Literal()
				if !ok || strings.Contains(key, "channel") || key == "ssl_verify" || strings.Contains(key, "proxy") {
					return w, registryLater, true
				}
			}
		}
	case "poetry":
		if first == "source" && len(ops) > 1 && isLit(ops[1], "add") {
			return ops[1], registryLater, true
		}
		if first == "config" && len(ops) > 1 {
			if key, ok := ops[1].Literal(); !ok || strings.HasPrefix(key, "repositories.") || strings.Contains(key, "cert") {
				return ops[1], registryLater, true
			}
		}
	case "docker", "podman":
		return dockerContextLater(ops)
	}
	return Word{}, "", false
}

// dockerContextLater returns the word of docker context create or update
// that gives a context a daemon on another host (tcp://, ssh://, or a
// value the line does not show), which every later docker command of
// that context talks to: images built with the tree's files, volumes,
// and what runs. A local socket is left alone, as is `docker context use`
// of a context made before this line.
func dockerContextLater(ops []Word) (Word, string, bool) {
	if len(ops) < 2 || !isLit(ops[0], "context") {
		return Word{}, "", false
	}
	if !isLit(ops[1], "create") && !isLit(ops[1], "update") {
		return Word{}, "", false
	}
	for _, w := range ops[2:] {
		v, ok := w.Literal()
		if !ok && strings.Contains(segText(w), "host=") {
			return w, dockerLater, true
		}
		if _, h, found := strings.Cut(v, "host="); found && !strings.HasPrefix(h, "unix://") && !strings.HasPrefix(h, "npipe://") {
			return w, dockerLater, true
		}
	}
	return Word{}, "", false
}

// dockerLater is what a remote docker context changes.
const dockerLater = "docker (every later command of the context talks to that daemon: builds send it the tree's files, and it runs what it is told)"

// kubeConfigLater returns the word of kubectl config that points a
// cluster at another server or turns its TLS check off (set-cluster
// --server, --insecure-skip-tls-verify, --certificate-authority; set
// clusters.X.server), or gives a user credentials from a command it runs
// (set-credentials --exec-command): later kubectl commands send the
// context's credentials there, or run that command.
func kubeConfigLater(p *Part, ops []Word) (Word, string, bool) {
	if len(ops) < 2 || !isLit(ops[0], "config") {
		return Word{}, "", false
	}
	switch {
	case isLit(ops[1], "set-cluster"):
		for _, w := range p.Args() {
			v, _ := litPrefix(w)
			if v == "--insecure-skip-tls-verify" || strings.HasPrefix(v, "--insecure-skip-tls-verify=") && !strings.HasSuffix(v, "=false") ||
				strings.HasPrefix(v, "--certificate-authority") || strings.HasPrefix(v, "--tls-server-name") || strings.HasPrefix(v, "--proxy-url") {
				return w, kubeLater, true
			}
			if strings.HasPrefix(v, "--server") {
				if val, ok := w.Literal(); ok && loopbackServer(strings.TrimPrefix(strings.TrimPrefix(val, "--server"), "=")) {
					continue
				}
				return w, kubeLater, true
			}
		}
	case isLit(ops[1], "set-credentials"):
		for _, w := range p.Args() {
			if v, _ := litPrefix(w); strings.HasPrefix(v, "--exec-command") || strings.HasPrefix(v, "--auth-provider") {
				return w, "kubectl (it runs the credential command at every later call)", true
			}
		}
	case isLit(ops[1], "set") && len(ops) > 2:
		key, ok := ops[2].Literal()
		if !ok || strings.HasPrefix(key, "clusters.") || strings.Contains(key, ".exec.") {
			return ops[2], kubeLater, true
		}
	}
	return Word{}, "", false
}

// kubeLater is what a cluster's changed server or TLS check does.
const kubeLater = "kubectl (later commands of the contexts that use the cluster send their credentials to that server)"

// loopbackServer reports whether a kubectl server URL is on this machine
// (a local cluster: kind, minikube, k3d on 127.0.0.1 or localhost).
func loopbackServer(v string) bool {
	if v == "" {
		return false
	}
	h, ok := urlHost(v)
	return ok && (h == "localhost" || h == "::1" || strings.HasPrefix(h, "127."))
}
