package patterns

import "strings"

// engineTable maps the container engines that are docker's cousins, and
// the compose front-ends, to what they do: their volume verbs delete the
// volumes' data as docker's do.
func engineTable() map[string]doer {
	return map[string]doer{
		"nerdctl": dockerDoes, "finch": dockerDoes,
		"docker-compose": dockerDoes, "podman-compose": dockerDoes, "nerdctl-compose": dockerDoes,
	}
}

// engineValued are the options of docker, podman, nerdctl and the compose
// front-ends, before or after their verbs, that take a value: they are
// skipped when the verb is looked for (`docker compose -f prod.yml down -v`).
var engineValued = []string{
	"-f", "--file", "-p", "--project-name", "--project-directory", "--env-file", "--profile",
	"-H", "--host", "--context", "-c", "--config", "-l", "--log-level", "--namespace",
	"--ansi", "--parallel", "--progress", "--address", "--root", "--storage-driver",
	"-t", "--timeout", "--rmi", "--filter", "--label", "--podman-path", "--podman-args",
}

// dockerVolumes returns the volume data a container engine deletes:
// `volume rm NAME…` (every volume with -a/--all, podman's), `volume
// prune`, `system prune --volumes`, and `compose down -v` or `compose rm
// -v` (also through docker-compose, podman-compose, nerdctl compose),
// however the engine's and compose's options stand around the verbs. A
// volume's data lies under the engine's volume directory.
func dockerVolumes(p *Part, _ []Word) []Word {
	root := engineVolumeRoot(p.Program)
	s := scanArgs(p, engineValued...)
	ops := s.ops
	if strings.HasSuffix(p.Program, "-compose") {
		ops = append([]Word{LitWord("compose")}, ops...)
	}
	verb := func(words ...string) bool {
		if len(ops) < len(words) {
			return false
		}
		for i, w := range words {
			if !isLit(ops[i], w) {
				return false
			}
		}
		return true
	}
	// Flags are read without skipping values: -f is compose's file
	// before the verb and rm's force after it.
	plain := scanArgs(p)
	switch {
	case verb("volume", "rm"), verb("volume", "remove"):
		if plain.has("--all", "-a") {
			return []Word{globWord(root, "*")}
		}
		var out []Word
		for _, n := range volumeNames(plain.ops) {
			if v, ok := n.Literal(); ok && !strings.Contains(v, "/") {
				out = append(out, LitWord(root+v))
			} else {
				out = append(out, globWord(root, "*"))
			}
		}
		return out
	case verb("volume", "prune"),
		verb("system", "prune") && plain.has("--volumes"),
		(verb("compose", "down") || verb("compose", "rm")) && plain.has("-v", "--volumes"):
		return []Word{globWord(root, "*")}
	}
	return engineState(p, s.ops, plain) // does_engines_state.go
}

// engineVolumeRoot is the directory under which an engine keeps its
// volumes' data.
func engineVolumeRoot(program string) string {
	switch program {
	case "podman", "podman-compose":
		return "/var/lib/containers/storage/volumes/"
	case "nerdctl", "nerdctl-compose", "finch":
		return "/var/lib/nerdctl/volumes/"
	}
	return "/var/lib/docker/volumes/"
}

// volumeNames returns the operands after `volume rm` (or remove) among
// ops, read without skipping any option's value: rm's options take none.
func volumeNames(ops []Word) []Word {
	for k := 0; k+1 < len(ops); k++ {
		if isLit(ops[k], "volume") && (isLit(ops[k+1], "rm") || isLit(ops[k+1], "remove")) {
			return ops[k+2:]
		}
	}
	return nil
}
