package patterns

import (
	"fmt"
	"strings"
)

// docker's client configuration named by its global --config (a
// directory) or DOCKER_CONFIG (rt40 §6, D772): its config.json's
// credsStore and credHelpers make docker run docker-credential-NAME, and
// its proxies and plugins directories change what the client runs and
// where it sends. It is read as fx39f's configuration files are
// (effects_optconfig.go): foreign-code unless it is the user's own
// (~/.docker) or a directory inside the project.

// dockerGlobalValued are docker's global options that take a value,
// which stand before its command.
var dockerGlobalValued = []string{"-H", "--host", "-c", "--context", "-l", "--log-level",
	"--tlscacert", "--tlscert", "--tlskey"}

// dockerConfigOption returns the directory docker's global --config
// names, read among the options before docker's command.
func dockerConfigOption(p *Part) (Word, bool) {
	args := p.Args()
	for i := 0; i < len(args); i++ {
		lit, _ := litPrefix(args[i])
		switch {
		case lit == "--config" && i+1 < len(args):
			return args[i+1], true
		case strings.HasPrefix(lit, "--config="):
			return trimWordPrefix(args[i], "--config=", true), true
		case contains(dockerGlobalValued, lit):
			i++
		case !strings.HasPrefix(lit, "-"):
			return Word{}, false
		}
	}
	return Word{}, false
}

// dockerConfigFile returns the word and the reason when docker (or
// podman, which reads the same option) is given a configuration
// directory that is not the user's own.
func dockerConfigFile(p *Part) (Word, string) {
	w, ok := dockerConfigOption(p)
	if !ok || ownDockerConfig(w.Raw) || inTreeWord(w) {
		return Word{}, ""
	}
	return w, fmt.Sprintf("%s --config %s reads a client configuration (whose credsStore runs a credential helper) the command does not show, so what runs is not known.", p.Program, quoteRaw(w.Raw))
}

// ownDockerConfig reports whether a docker configuration directory (as
// written) is the user's own, ~/.docker.
func ownDockerConfig(raw string) bool {
	raw = strings.TrimSuffix(strings.Trim(raw, `"'`), "/")
	switch raw {
	case "~/.docker", "$HOME/.docker", "${HOME}/.docker":
		return true
	}
	return false
}
