package patterns

import (
	"fmt"
	"strings"
)

// A configuration file given by an option or by the environment makes a
// trusted program run what that file says (rt39 §1): a kubeconfig's
// users[].user.exec runs a program, AWS's credential_process does, ssh's
// ProxyCommand and LocalCommand do, npm's userconfig may set any of npm's
// code-running keys, and openssl's -engine loads a shared object. Such a
// file is read as the environment forms are (npm_config_userconfig,
// PIP_CONFIG_FILE): the part is `foreign-code` unless the file is the
// user's own default (below ~/.kube, ~/.ssh, ~/.aws, ~/.npmrc) or
// /dev/null. An option's file inside the project (`ssh -F ./ssh_config`)
// is the project's own and left alone here; one an earlier part of the
// line wrote is made-then-run (configOptionFiles, effects_runs.go).

// configFileVar reports whether a variable names a configuration file
// the program reads and may run a program from.
func configFileVar(program, name string) bool {
	switch name {
	case "KUBECONFIG":
		return kubeClient(program)
	case "DOCKER_CONFIG":
		return program == "docker"
	case "AWS_CONFIG_FILE", "AWS_SHARED_CREDENTIALS_FILE":
		switch program {
		case "aws", "sam", "cdk", "eksctl", "copilot", "terraform", "tofu", "pulumi", "s3cmd":
			return true
		}
	}
	return false
}

// kubeClient reports whether a program reads a kubeconfig.
func kubeClient(program string) bool {
	switch program {
	case "kubectl", "kubecolor", "oc", "helm", "helmfile", "k9s", "flux", "stern", "argocd", "skaffold", "tilt", "kustomize":
		return true
	}
	return false
}

// ownConfigFile reports whether a configuration path (as written) is the
// user's own default or /dev/null; a list (KUBECONFIG's a:b) must be so
// in every entry.
func ownConfigFile(raw string) bool {
	raw = strings.Trim(raw, `"'`)
	if ownDockerConfig(raw) {
		return true
	}
	if raw == "" {
		return false
	}
	for _, f := range strings.Split(raw, ":") {
		if f == "/dev/null" {
			continue
		}
		rest, ok := "", false
		for _, home := range []string{"~/", "$HOME/", "${HOME}/"} {
			if r, found := strings.CutPrefix(f, home); found {
				rest, ok = r, true
			}
		}
		if !ok || strings.Contains(rest, "..") || strings.ContainsAny(rest, "$`") {
			return false
		}
		if !strings.HasPrefix(rest, ".kube/") && !strings.HasPrefix(rest, ".ssh/") &&
			!strings.HasPrefix(rest, ".aws/") && rest != ".npmrc" {
			return false
		}
	}
	return true
}

// inTreePath reports whether a literal path is relative and stays below
// the directory it is read from.
func inTreePath(path string) bool {
	if path == "" || strings.HasPrefix(path, "/") || strings.HasPrefix(path, "~") || strings.ContainsAny(path, "$`") {
		return false
	}
	for _, seg := range strings.Split(path, "/") {
		if seg == ".." {
			return false
		}
	}
	return true
}

// optionConfigFile returns the word and the reason when p is given a
// configuration file by an option (kubectl's --kubeconfig, ssh's -F,
// npm's --userconfig) that is not the user's own, or an openssl engine
// by a path.
func optionConfigFile(p *Part) (Word, string) {
	var opts []string
	switch {
	case kubeClient(p.Program):
		opts = []string{"--kubeconfig"}
	case p.Program == "npm" || p.Program == "npx" || p.Program == "pnpm":
		opts = []string{"--userconfig", "--globalconfig"}
	case p.Program == "openssl":
		s := scanArgs(p, "-engine")
		for _, w := range s.vals["-engine"] {
			v, lit := w.Literal()
			if !lit || strings.Contains(v, "/") || strings.HasSuffix(v, ".so") || strings.HasSuffix(v, ".dylib") {
				return w, fmt.Sprintf("openssl -engine %s loads a shared object whose contents the command does not show, so what runs is not known.", quoteRaw(w.Raw))
			}
		}
		return Word{}, ""
	case p.Program == "docker":
		return dockerConfigFile(p)
	case sshFamily(p.Program):
		if w, ok := sshConfigOption(p); ok && !ownConfigFile(w.Raw) && !inTreeWord(w) {
			return w, fmt.Sprintf("%s -F %s reads an ssh configuration (whose ProxyCommand or LocalCommand runs a command) the command does not show, so what runs is not known.", p.Program, quoteRaw(w.Raw))
		}
		return Word{}, ""
	default:
		return Word{}, ""
	}
	s := scanArgs(p, opts...)
	for _, o := range opts {
		for _, w := range s.vals[o] {
			if !ownConfigFile(w.Raw) && !inTreeWord(w) {
				return w, fmt.Sprintf("%s %s %s reads a configuration file (which may run a program) the command does not show, so what runs is not known.", p.Program, o, quoteRaw(w.Raw))
			}
		}
	}
	return Word{}, ""
}

// sshFamily reports whether a program takes ssh's -F configuration file.
func sshFamily(program string) bool {
	switch program {
	case "ssh", "scp", "sftp", "autossh", "sshfs":
		return true
	}
	return false
}

// sshConfigOption returns the value of ssh's -F, read among the options
// before the host (the words after it are the remote command).
func sshConfigOption(p *Part) (Word, bool) {
	const valued = "BbcDEeFIiJLlmOopQRSWwP"
	args := p.Args()
	for i := 0; i < len(args); i++ {
		lit, _ := litPrefix(args[i])
		if lit == "--" || !strings.HasPrefix(lit, "-") || lit == "-" {
			if p.Program == "ssh" || p.Program == "autossh" {
				return Word{}, false
			}
			continue
		}
		for k := 1; k < len(lit); k++ {
			c := lit[k]
			if !strings.ContainsRune(valued, rune(c)) {
				continue
			}
			if c == 'F' {
				if k+1 < len(lit) {
					return subWord(args[i], k+1), true
				}
				if i+1 < len(args) {
					return args[i+1], true
				}
				return Word{}, false
			}
			if k+1 == len(lit) {
				i++
			}
			break
		}
	}
	return Word{}, false
}

// inTreeWord reports whether a word is a literal path inside the project.
func inTreeWord(w Word) bool {
	v, lit := w.Literal()
	return lit && inTreePath(v)
}

// configOptionFiles returns the configuration files a kube client's
// --kubeconfig and npm's --userconfig name, which run what they say.
func configOptionFiles(p *Part) []Word {
	switch {
	case kubeClient(p.Program):
		return scanArgs(p, "--kubeconfig").vals["--kubeconfig"]
	case p.Program == "npm" || p.Program == "npx" || p.Program == "pnpm":
		s := scanArgs(p, "--userconfig", "--globalconfig")
		return append(s.vals["--userconfig"], s.vals["--globalconfig"]...)
	}
	return nil
}
